import TestSupport
import Testing

@testable import LayoutEngine

/// `listRowSeparator(.hidden, edges:)` is kept on the row for the wireframe, which draws no
/// separator under a row hiding its bottom one or over a row hiding its top one; layout is
/// unchanged.
@Suite("listRowSeparator")
struct ListRowSeparatorTests {
  typealias V = LayoutModifierVariants

  @Test("the hidden edges are on the row; frames are those without it", arguments: V.all)
  func keptNotLaidOut(direction: LayoutDirection, size: DynamicTypeSize) {
    func list(_ hidden: EdgeSet?) -> ViewNode {
      let row = ViewNode(.text("Two"), id: "r1")
      return ViewNode(
        .list(style: .insetGrouped),
        children: [
          ViewNode(.text("One"), id: "r0"), hidden.map { row.modifier(.listRowSeparatorHidden($0)) } ?? row,
        ])
    }
    let plain = LayoutEngine.layout(list(nil), in: V.context(direction, size))
    let hidden = LayoutEngine.layout(list(.bottom), in: V.context(direction, size))
    #expect(hidden.node(withID: "r1")?.hiddenRowSeparators == .bottom)
    #expect(hidden.node(withID: "r0")?.hiddenRowSeparators == [])
    #expect(plain.nodes.map(\.frame) == hidden.nodes.map(\.frame))
    // Inset grouped: the card 16 pt in, the row 16 pt further; the first row under a 35 pt gap.
    let (w, lh) = (V.width("One", size), V.lineHeight(size))
    let h = max(44, lh + 22)
    #expect(
      same(
        hidden.frame("r0"),
        Rect(x: V.x(leading: 32, width: w, direction), y: 35 + (h - lh) / 2, width: w, height: lh)))
  }
}
