import TestSupport
import Testing

@testable import LayoutEngine

/// `LazyVGrid` columns as SwiftUI resolves `GridItem`s, and the grid's rows.
@Suite("LazyVGrid")
struct LazyGridTests {
  func widths(_ items: [GridItem], _ width: Double) -> [Double] {
    GridColumns.resolve(items, width: width).map { ($0.width * 1000).rounded() / 1000 }
  }

  @Test("adaptive: as many minimum-width columns as fit, widened to share the width")
  func adaptive() {
    let item = GridItem(.adaptive(minimum: 50, maximum: 100))
    #expect(widths([item], 300) == [53.6, 53.6, 53.6, 53.6, 53.6])
    let photo = GridItem(.adaptive(minimum: 100, maximum: .infinity), spacing: 2)
    #expect(widths([photo], 402).count == 3)
    #expect(widths([photo], 750).count == 7)
    #expect(widths([photo], 750)[0] == 105.429)
  }

  @Test("two adaptive items share the width first, then each fits its own columns")
  func twoAdaptive() {
    let items = [
      GridItem(.adaptive(minimum: 50, maximum: 100)), GridItem(.adaptive(minimum: 40, maximum: 100)),
    ]
    #expect(widths(items, 300) == [69, 69, 43.333, 43.333, 43.333])
  }

  @Test("fixed items first; a flexible item clamped to its minimum can leave nothing for the rest")
  func mixed() {
    let items = [
      GridItem(.flexible(minimum: 100, maximum: .infinity)), GridItem(.fixed(100)),
      GridItem(.adaptive(minimum: 100, maximum: .infinity)), GridItem(.fixed(100)),
    ]
    #expect(widths(items, 300) == [100, 100, 0, 100])
  }

  @Test("flexible items share equally within their bounds")
  func flexible() {
    let items = [
      GridItem(.flexible(minimum: 10, maximum: 50)), GridItem(.flexible(minimum: 10, maximum: .infinity)),
    ]
    #expect(widths(items, 208) == [50, 150])
  }

  @Test("cells fill rows left to right; a row is as tall as its tallest cell")
  func rows() {
    let columns = [GridItem(.adaptive(minimum: 100, maximum: .infinity), spacing: 2)]
    var cells: [ViewNode] = []
    for n in 0..<5 {
      cells.append(
        ViewNode(.rectangle, modifiers: [.aspectRatio(1, contentMode: .fit)], id: "c\(n)"))
    }
    let grid = ViewNode(
      .lazyVGrid(columns: columns, alignment: .center, spacing: 2), children: cells, id: "grid")
    let scroll = ViewNode(.scrollView(axis: .vertical), children: [grid])
    let result = LayoutEngine.layout(scroll, in: screen(320, 568))
    let side = (320.0 - 4) / 3
    #expect(result.frame("c0") == Rect(x: 0, y: 0, width: side, height: side))
    #expect(result.frame("c2") == Rect(x: 2 * side + 4, y: 0, width: side, height: side))
    #expect(result.frame("c3") == Rect(x: 0, y: side + 2, width: side, height: side))
    #expect(result.frame("grid") == Rect(x: 0, y: 0, width: 320, height: 2 * side + 2))
  }
}

/// A LazyVGrid's alignment places each cell within its column.
@Suite("LazyVGrid alignment")
struct LazyGridAlignmentTests {
  @Test("leading alignment puts a narrow cell at its column's leading edge, vertically centred")
  func leadingCells() {
    let grid = ViewNode(
      .lazyVGrid(columns: [GridItem(.fixed(100)), GridItem(.fixed(100))], alignment: .leading, spacing: 0),
      children: [box(40, 20, id: "a"), box(40, 40, id: "b")], id: "grid")
    let result = LayoutEngine.layout(grid, in: screen())
    // The grid is 100 + 8 + 100 wide, centred in 400: x 96; one 40 pt row at y 380.
    #expect(result.frame("grid") == Rect(x: 96, y: 380, width: 208, height: 40))
    #expect(result.frame("a") == Rect(x: 96, y: 390, width: 40, height: 20))
    #expect(result.frame("b") == Rect(x: 204, y: 380, width: 40, height: 40))
  }

  /// `LazyHGrid` is `LazyVGrid` turned on its side: the same items as rows, each cell's size
  /// transposed, on a transposed screen give every frame transposed, for items of each kind,
  /// with spacing, uneven cells and a last line left short. Checked left to right, where a
  /// transposition is exact (right to left mirrors the horizontal axis only).
  @Test("a LazyHGrid lays out as a LazyVGrid transposed")
  func horizontalIsVerticalTransposed() {
    let itemSets: [[GridItem]] = [
      [GridItem(.fixed(50), spacing: 4), GridItem(.fixed(30))],
      [
        GridItem(.flexible(minimum: 10, maximum: 90), spacing: 6),
        GridItem(.flexible(minimum: 20, maximum: .infinity)),
      ],
      [GridItem(.adaptive(minimum: 40, maximum: 70), spacing: 3)],
      [GridItem(.fixed(25)), GridItem(.adaptive(minimum: 30, maximum: .infinity), spacing: 5)],
    ]
    let sizes: [(Double, Double)] = [(30, 20), (12, 44), (50, 10), (8, 8), (35, 27), (20, 61), (44, 9)]
    for (set, items) in itemSets.enumerated() {
      for alignment in [
        (HorizontalAlignment.leading, VerticalAlignment.top), (.center, .center), (.trailing, .bottom),
      ] {
        let vertical = ViewNode(
          .lazyVGrid(columns: items, alignment: alignment.0, spacing: 7),
          children: sizes.enumerated().map { box($1.0, $1.1, id: "c\($0)") }, id: "g")
        let horizontal = ViewNode(
          .lazyHGrid(rows: items, alignment: alignment.1, spacing: 7),
          children: sizes.enumerated().map { box($1.1, $1.0, id: "c\($0)") }, id: "g")
        let v = LayoutEngine.layout(vertical, in: screen(300, 500))
        let h = LayoutEngine.layout(horizontal, in: screen(500, 300))
        for id in ["g"] + sizes.indices.map({ "c\($0)" }) {
          let frame = v.frame(id)
          #expect(
            h.frame(id) == Rect(x: frame.minY, y: frame.minX, width: frame.height, height: frame.width),
            "items \(set), \(id)")
        }
      }
    }
  }
}
