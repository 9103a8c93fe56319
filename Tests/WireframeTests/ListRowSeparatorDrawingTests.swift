import LayoutEngine
import TestSupport
import Testing

@testable import Wireframe

/// `listRowSeparator(.hidden)` removes the line under a row (`bottom`) or over it (`top`).
@Suite("List row separators")
struct ListRowSeparatorDrawingTests {
  /// The rows of the canvas holding a separator line, top to bottom.
  func separatorRows(_ rows: [ViewNode], direction: LayoutDirection = .leftToRight) -> [Int] {
    let list = ViewNode(.list(style: .plain), children: rows)
    let (_, canvas) = draw(list, on: plainScreen, viewport: plainViewport, direction: direction)
    return Array(Set(canvas.cells(with: .divider).map { $0[1] })).sorted()
  }

  func rows(_ hidden: [EdgeSet]) -> [ViewNode] {
    hidden.enumerated().map { n, edges in
      let row = ViewNode(.text("Row \(n)"))
      return edges.isEmpty ? row : row.modifier(.listRowSeparatorHidden(edges))
    }
  }

  @Test(
    "three rows: two lines; a row hiding its bottom or the next its top removes one",
    arguments: [
      LayoutDirection.leftToRight, .rightToLeft,
    ])
  func hidden(direction: LayoutDirection) {
    let all = separatorRows(rows([[], [], []]), direction: direction)
    #expect(all.count == 2)
    #expect(separatorRows(rows([.bottom, [], []]), direction: direction) == [all[1]])
    #expect(separatorRows(rows([[], .top, []]), direction: direction) == [all[1]])
    #expect(separatorRows(rows([[], .vertical, []]), direction: direction) == [])
    #expect(separatorRows(rows([[], [], .bottom]), direction: direction) == all)
  }
}
