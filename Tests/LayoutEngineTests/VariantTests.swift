import TestSupport
import Testing

@testable import LayoutEngine

/// Variants are chosen by the context at layout time: the same tree lays out differently when
/// the type size, size class, orientation, idiom or direction changes.
@Suite("Variants")
struct VariantTests {
  /// An HStack of two 100 x 20 boxes that becomes a VStack at accessibility sizes.
  let row = ViewNode(
    .hStack(alignment: .center, spacing: 0), children: [box(100, 20, id: "a"), box(100, 20, id: "b")],
    variants: [
      ViewVariant(
        condition: LayoutCondition(typeSizes: .accessibility1 ... .accessibility5),
        node: ViewNode(
          .vStack(alignment: .center, spacing: 0), children: [box(100, 20, id: "a"), box(100, 20, id: "b")]))
    ])

  @Test("below AX1 the boxes sit side by side; from AX1 on they stack")
  func typeSizeVariant() {
    var context = screen()
    context.dynamicTypeSize = .xxxLarge
    let side = LayoutEngine.layout(row, in: context)
    #expect(side.nodes[0].element == .hStack(alignment: .center, spacing: 0))
    #expect(side.frame("a") == Rect(x: 100, y: 390, width: 100, height: 20))
    #expect(side.frame("b") == Rect(x: 200, y: 390, width: 100, height: 20))
    context.dynamicTypeSize = .accessibility1
    let stacked = LayoutEngine.layout(row, in: context)
    #expect(stacked.nodes[0].element == .vStack(alignment: .center, spacing: 0))
    #expect(stacked.frame("a") == Rect(x: 150, y: 380, width: 100, height: 20))
    #expect(stacked.frame("b") == Rect(x: 150, y: 400, width: 100, height: 20))
  }

  @Test("the first matching variant wins, and a node with none matching stays itself")
  func firstMatchWins() {
    let node = ViewNode(
      .text("base"), id: "t",
      variants: [
        ViewVariant(
          condition: LayoutCondition(horizontalSizeClass: .regular), node: ViewNode(.text("regular"))),
        ViewVariant(condition: LayoutCondition(idioms: [.pad]), node: ViewNode(.text("pad"))),
      ])
    var context = screen()
    #expect(node.resolved(for: context).element == .text("base"))
    context.idiom = .pad
    #expect(node.resolved(for: context).element == .text("pad"))
    context.horizontalSizeClass = .regular
    #expect(node.resolved(for: context).element == .text("regular"))
  }

  @Test("each condition key tests its own context value")
  func conditionKeys() {
    let context = LayoutContext(
      containerSize: Size(width: 800, height: 400), horizontalSizeClass: .regular,
      verticalSizeClass: .compact, dynamicTypeSize: .small, layoutDirection: .rightToLeft, idiom: .phone,
      orientation: .landscape)
    #expect(LayoutCondition(horizontalSizeClass: .regular).matches(context))
    #expect(!LayoutCondition(horizontalSizeClass: .compact).matches(context))
    #expect(LayoutCondition(verticalSizeClass: .compact).matches(context))
    #expect(!LayoutCondition(verticalSizeClass: .regular).matches(context))
    #expect(LayoutCondition(orientation: .landscape).matches(context))
    #expect(!LayoutCondition(orientation: .portrait).matches(context))
    #expect(LayoutCondition(idioms: [.phone, .pad]).matches(context))
    #expect(!LayoutCondition(idioms: [.tv]).matches(context))
    #expect(LayoutCondition(typeSizes: .xSmall ... .small).matches(context))
    #expect(!LayoutCondition(typeSizes: .medium ... .accessibility5).matches(context))
    #expect(LayoutCondition(layoutDirection: .rightToLeft).matches(context))
    #expect(!LayoutCondition(layoutDirection: .leftToRight).matches(context))
    #expect(!LayoutCondition(orientation: .landscape, idioms: [.pad]).matches(context))
  }

  @Test("a variant deeper than its node counts for the depth that picks the large stack")
  func variantDepth() {
    var deep = box(1, 1)
    for _ in 0..<10 { deep = vStack(deep) }
    let node = ViewNode(.text("x"), variants: [ViewVariant(condition: LayoutCondition(), node: deep)])
    #expect(node.depth() == 11)
  }
}
