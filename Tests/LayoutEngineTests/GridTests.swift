import TestSupport
import Testing

@testable import LayoutEngine

/// `Grid` and `GridRow`: columns as wide as their widest cell, rows as tall as their tallest.
@Suite("Grid")
struct GridTests {
  func grid(_ rows: ViewNode..., spacing: Double? = nil) -> ViewNode {
    ViewNode(
      .grid(alignment: .center, horizontalSpacing: spacing, verticalSpacing: spacing), children: rows,
      id: "grid")
  }

  func row(_ cells: ViewNode...) -> ViewNode {
    ViewNode(.gridRow, children: cells)
  }

  @Test("columns align across rows; cells are centred in their slots; default spacing 8")
  func alignedColumns() {
    let node = grid(
      row(box(50, 20, id: "a"), box(30, 40, id: "b")),
      row(box(80, 10, id: "c"), box(20, 20, id: "d")))
    let result = LayoutEngine.layout(node, in: screen())
    #expect(result.frame("grid") == Rect(x: 141, y: 366, width: 118, height: 68))
    #expect(result.frame("a") == Rect(x: 156, y: 376, width: 50, height: 20))
    #expect(result.frame("b") == Rect(x: 229, y: 366, width: 30, height: 40))
    #expect(result.frame("c") == Rect(x: 141, y: 419, width: 80, height: 10))
    #expect(result.frame("d") == Rect(x: 234, y: 414, width: 20, height: 20))
    // The rows themselves span the grid's width.
    #expect(result.nodes[1].frame == Rect(x: 141, y: 366, width: 118, height: 40))
  }

  @Test("a cell spanning two columns gets both columns and the spacing between them")
  func spanningCell() {
    var wide = fill(id: "wide")
    wide.modifiers = [.gridCellColumns(2)]
    let node = grid(row(box(50, 20), box(30, 20)), row(wide))
    let result = LayoutEngine.layout(node, in: screen())
    // Columns 50 and 30 with 8 between: the spanning cell is 88 wide; the grid gives all rows
    // the rest of the height, shared least flexible first (the box row keeps 20).
    #expect(result.frame("wide").width == 88)
    #expect(result.frame("grid").width == 88)
  }

  @Test("gridColumnAlignment on one cell aligns every cell of its column; other columns keep the grid's")
  func columnAlignment() {
    var a = box(50, 20, id: "a")
    a.modifiers.append(.gridColumnAlignment(.trailing))
    let node = grid(row(a, box(30, 40, id: "b")), row(box(80, 10, id: "c"), box(20, 20, id: "d")))
    let result = LayoutEngine.layout(node, in: screen())
    // The grid and its columns are as in `alignedColumns`: column 0 is x 141 to 221.
    #expect(result.frame("grid") == Rect(x: 141, y: 366, width: 118, height: 68))
    #expect(result.frame("a") == Rect(x: 171, y: 376, width: 50, height: 20))
    #expect(result.frame("c") == Rect(x: 141, y: 419, width: 80, height: 10))
    #expect(result.frame("d") == Rect(x: 234, y: 414, width: 20, height: 20))
    // Right to left, column 0 is on the right and its trailing edge is its left one.
    let mirrored = LayoutEngine.layout(node, in: screen(direction: .rightToLeft))
    #expect(mirrored.frame("c") == Rect(x: 179, y: 419, width: 80, height: 10))
    #expect(mirrored.frame("a") == Rect(x: 179, y: 376, width: 50, height: 20))
  }

  @Test("a view that is not a GridRow spans the whole grid")
  func fullWidthRow() {
    let node = grid(row(box(50, 20), box(30, 20)), ViewNode(.divider, id: "rule"), spacing: 0)
    let result = LayoutEngine.layout(node, in: screen())
    #expect(result.frame("rule") == Rect(x: 160, y: 409.5, width: 80, height: 1))
  }

  @Test("a flexible column takes what the fixed columns leave")
  func flexibleColumn() {
    let node = grid(row(fill(id: "fill"), box(100, 20, id: "box")))
    let result = LayoutEngine.layout(node, in: screen())
    #expect(result.frame("fill") == Rect(x: 0, y: 0, width: 292, height: 800))
    #expect(result.frame("box") == Rect(x: 300, y: 390, width: 100, height: 20))
  }

  @Test("right to left: the first column is on the right")
  func mirrored() {
    let node = grid(row(box(50, 20, id: "a"), box(30, 20, id: "b")), spacing: 0)
    let result = LayoutEngine.layout(node, in: screen(direction: .rightToLeft))
    #expect(result.frame("a") == Rect(x: 190, y: 390, width: 50, height: 20))
    #expect(result.frame("b") == Rect(x: 160, y: 390, width: 30, height: 20))
  }

  @Test("a GridRow outside a grid lays out as an HStack")
  func rowAlone() {
    let result = LayoutEngine.layout(row(box(50, 20, id: "a"), box(30, 20, id: "b")), in: screen())
    #expect(result.frame("a") == Rect(x: 156, y: 390, width: 50, height: 20))
    #expect(result.frame("b") == Rect(x: 214, y: 390, width: 30, height: 20))
  }
}

/// Grids must not make layout super-linear: ten times the cells, about ten times the work.
@Suite("Grid complexity")
struct GridComplexityTests {
  func grid(rows: Int) -> ViewNode {
    var rowNodes: [ViewNode] = []
    for r in 0..<rows {
      rowNodes.append(ViewNode(.gridRow, children: (0..<10).map { ViewNode(.text("\(r)-\($0)")) }))
    }
    let grid = ViewNode(
      .grid(alignment: .center, horizontalSpacing: nil, verticalSpacing: nil), children: rowNodes)
    return ViewNode(.scrollView(axis: .vertical), children: [grid])
  }

  func lazyGrid(cells: Int) -> ViewNode {
    let columns = [GridItem(.adaptive(minimum: 60, maximum: .infinity))]
    let grid = ViewNode(
      .lazyVGrid(columns: columns, alignment: .center, spacing: nil),
      children: (0..<cells).map { ViewNode(.text("\($0)")) })
    return ViewNode(.scrollView(axis: .vertical), children: [grid])
  }

  @Test("Grid: size computations grow linearly with the number of cells")
  func gridLinear() {
    let small = LayoutEngine.run(grid(rows: 10), in: screen()).computations
    let large = LayoutEngine.run(grid(rows: 100), in: screen()).computations
    #expect(Double(large) / Double(small) < 11)
  }

  @Test("LazyVGrid: size computations grow linearly with the number of cells")
  func lazyGridLinear() {
    let small = LayoutEngine.run(lazyGrid(cells: 100), in: screen()).computations
    let large = LayoutEngine.run(lazyGrid(cells: 1000), in: screen()).computations
    #expect(Double(large) / Double(small) < 11)
  }
}
