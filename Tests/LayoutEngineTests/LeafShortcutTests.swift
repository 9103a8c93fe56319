import TestSupport
import Testing

@testable import LayoutEngine

/// The compiler's shortcuts for fixed-size leaves (the shape-leaf path and `FixedFrameLayout`)
/// give exactly what the general path gives: the whole result, every field of every node, with
/// them and without them (`LeafShortcuts.areEnabled`), over random trees and over leaves chosen to
/// reach every branch (alignments, placeholders, colours, negative and zero sizes, frames with
/// bounds, right to left, retained layouts placing them again).
@Suite("Leaf shortcuts")
struct LeafShortcutTests {
  /// The result of `body` with the shortcuts off.
  func withoutShortcuts<T>(_ body: () -> T) -> T {
    LeafShortcuts.$areEnabled.withValue(false, operation: body)
  }

  @Test("random trees: the same result with and without the shortcuts")
  func randomTrees() {
    PropertyCheck.check("leaf shortcuts transparent", minimumApplicable: 1) { (input: LayoutCase) in
      let with = input.result
      let without = withoutShortcuts { input.result }
      return LayoutPropertyTests.difference(with, without, "with the shortcuts", "without")
        .map(PropertyOutcome.fails) ?? .holds
    }
  }

  /// Leaves of every shape the shortcuts take or decline, each with an id.
  static let leaves: [ViewNode] = {
    let alignments: [Alignment] = [
      .topLeading, .top, .topTrailing, .leading, .center, .trailing, .bottomLeading, .bottom, .bottomTrailing,
    ]
    var leaves: [ViewNode] = []
    for (n, alignment) in alignments.enumerated() {
      leaves.append(
        ViewNode(
          .rectangle, modifiers: [.frame(FrameSpec(width: 30, height: 12, alignment: alignment))], id: "r\(n)"
        ))
      // A placeholder keeps its ideal height, so it is smaller than its frame and aligned in it.
      leaves.append(
        ViewNode(
          .shape(.placeholder("Chart")),
          modifiers: [.frame(FrameSpec(width: 50, height: 90, alignment: alignment))],
          id: "p\(n)"))
    }
    leaves += [
      ViewNode(.shape(.color("blue")), modifiers: [.frame(FrameSpec(width: 7, height: 9))], id: "colour"),
      ViewNode(.shape(.circle), modifiers: [.frame(FrameSpec(width: -5, height: 0))], id: "negative"),
      ViewNode(.shape(.capsule), modifiers: [.frame(FrameSpec(width: 20))], id: "free height"),
      ViewNode(.rectangle, modifiers: [.frame(FrameSpec(width: 20, height: 20, maxWidth: 10))], id: "bounds"),
      ViewNode(.rectangle, id: "bare"),
      ViewNode(.shape(.placeholder("Map")), id: "bare placeholder"),
      ViewNode(
        .rectangle, modifiers: [.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))],
        id: "padded"),
      ViewNode(
        .rectangle,
        modifiers: [.frame(FrameSpec(width: 8, height: 8)), .frame(FrameSpec(width: 16, height: 4))],
        id: "two frames"),
      ViewNode(.image(.symbol("star")), modifiers: [.frame(FrameSpec(width: 40, height: 40))], id: "symbol"),
      ViewNode(
        .image(.photo("p", naturalSize: Size(width: 30, height: 10))),
        modifiers: [.frame(FrameSpec(width: 40, height: 40, alignment: .bottomTrailing))], id: "photo"),
    ]
    return leaves
  }()

  /// The leaves in stacks of both axes, a ZStack and a scroll view, with a layout direction of
  /// their own in one subtree.
  static let tree = vStack(
    hStack(leaves, alignment: .bottom, spacing: 3),
    vStack(leaves, alignment: .trailing, spacing: nil),
    zStack(leaves, alignment: .bottomTrailing),
    scrollView(.horizontal, [hStack(leaves)]),
    hStack(leaves).modifier(.layoutDirection(.rightToLeft)))

  @Test("every kind of leaf, both directions: the same result with and without the shortcuts")
  func chosenLeaves() {
    for direction in [LayoutDirection.leftToRight, .rightToLeft] {
      let context = screen(300, 900, direction: direction)
      let with = LayoutEngine.layout(Self.tree, in: context)
      let without = withoutShortcuts { LayoutEngine.layout(Self.tree, in: context) }
      #expect(LayoutPropertyTests.difference(with, without, "with the shortcuts", "without") == nil)
    }
  }

  @Test("retained layouts place the shortcut leaves as fresh layouts without the shortcuts do")
  func retained() {
    let retained = RetainedLayout()
    var edited = Self.tree
    edited.children[0].children[3].modifiers = [.frame(FrameSpec(width: 99, height: 5))]
    for (tree, context) in [
      (Self.tree, screen(300, 900)), (edited, screen(300, 900)), (edited, screen(280, 900)),
    ] {
      let result = retained.layout(tree, in: context)
      let fresh = withoutShortcuts { LayoutEngine.layout(tree, in: context) }
      #expect(LayoutPropertyTests.difference(result, fresh, "retained", "fresh without the shortcuts") == nil)
    }
  }

  @Test("a fixed frame's leaf is sized when compiled: the wide stack computes one size per frame")
  func sizedWhenCompiled() {
    let leaves = (0..<100).map { box(Double(2 + $0 % 7), 4) }
    let (_, computations) = LayoutEngine.run(hStack(leaves), in: screen(100_000, 100))
    #expect(computations == 100 + 1)
    let (_, general) = withoutShortcuts { LayoutEngine.run(hStack(leaves), in: screen(100_000, 100)) }
    #expect(general == 2 * 100 + 1)
  }
}
