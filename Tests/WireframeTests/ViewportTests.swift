import LayoutEngine
import Testing

@testable import Wireframe

@Test(arguments: [(60, 40), (200, 30), (30, 100), (7, 5)])
func fittingKeepsTheAspectAndFits(columns: Int, rows: Int) {
  let size = Size(width: 402, height: 874)
  let viewport = Viewport.fitting(size, columns: columns, rows: rows)
  #expect(viewport.pointsPerRow == viewport.pointsPerColumn * 2)
  let screen = viewport.cells(for: Rect(origin: .zero, size: size)).outset(columns: 1, rows: 1)
  #expect(screen.minColumn >= 0 && screen.minRow >= 0)
  #expect(screen.maxColumn <= columns && screen.maxRow <= rows)
  let tight =
    size.width / viewport.pointsPerColumn >= Double(columns - 2) - 0.001
    || size.height / viewport.pointsPerRow >= Double(rows - 2) - 0.001
  #expect(tight, "the largest scale fills one dimension")
  let spareLeft = screen.minColumn
  let spareRight = columns - screen.maxColumn
  #expect(abs(spareLeft - spareRight) <= 1, "centred")
}

@Test func cellsOfAFrameAreThoseItCovers() {
  let viewport = Viewport(pointsPerColumn: 4, cellAspect: 2, columns: 100, rows: 100)
  let cells = viewport.cells(for: Rect(x: 8, y: 16, width: 12, height: 8))
  #expect(cells == CellRect(minColumn: 2, minRow: 2, maxColumn: 5, maxRow: 3))
  let thin = viewport.cells(for: Rect(x: 9, y: 17, width: 0.5, height: 1))
  #expect(thin.width == 1 && thin.height == 1)
}
