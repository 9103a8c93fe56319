import LayoutEngine
import Testing
import Wireframe

@testable import Preview

/// The pane viewport: fitting, aspect, zoom and the inverse mapping.
@Suite struct PaneViewportTests {
  let phone = Size(width: 402, height: 874)

  @Test(arguments: [(120, 38), (80, 22), (200, 58), (40, 10)])
  func theWholeScreenFitsWithAMargin(columns: Int, rows: Int) {
    let viewport = PaneViewport.viewport(screenSize: phone, columns: columns, rows: rows)
    let topLeft = PaneViewport.cell(of: Point(x: 0.1, y: 0.1), in: viewport)
    let bottomRight = PaneViewport.cell(of: Point(x: 401.9, y: 873.9), in: viewport)
    #expect(topLeft.column >= 1 && topLeft.row >= 1)
    #expect(bottomRight.column <= columns - 2 && bottomRight.row <= rows - 2)
    #expect(viewport.columns == columns && viewport.rows == rows)
  }

  @Test func aRowIsTwoColumnsTall() {
    let viewport = PaneViewport.viewport(screenSize: phone, columns: 120, rows: 38)
    #expect(viewport.pointsPerRow == 2 * viewport.pointsPerColumn)
    #expect(viewport.cellAspect == 2)
  }

  @Test func theScreenIsCentred() {
    let viewport = PaneViewport.viewport(screenSize: phone, columns: 120, rows: 38)
    let middle = PaneViewport.cell(of: Point(x: 201, y: 437), in: viewport)
    #expect(abs(middle.column - 60) <= 1)
    #expect(abs(middle.row - 19) <= 1)
  }

  @Test func zoomDividesTheScaleAndCentresTheCentre() {
    let fit = PaneViewport.viewport(screenSize: phone, columns: 120, rows: 38)
    let center = Point(x: 100, y: 700)
    let zoomed = PaneViewport.viewport(screenSize: phone, columns: 120, rows: 38, zoom: 4, center: center)
    #expect(zoomed.pointsPerColumn == fit.pointsPerColumn / 4)
    let cell = PaneViewport.cell(of: center, in: zoomed)
    // The screen's corner sits on a cell corner, so the centre is within half a cell of the middle.
    #expect(abs(cell.column - 60) <= 1 && cell.row == 19)
    // At zoom 2 the phone is still narrower than the pane: it stays centred across.
    let twice = PaneViewport.viewport(screenSize: phone, columns: 120, rows: 38, zoom: 2, center: center)
    let middle = PaneViewport.cell(of: Point(x: phone.width / 2, y: 700), in: twice)
    #expect(abs(middle.column - 60) <= 1 && middle.row == 19)
  }

  @Test func pointIsTheInverseOfCell() {
    let viewport = PaneViewport.viewport(screenSize: phone, columns: 80, rows: 22, zoom: 1.5, center: nil)
    for (column, row) in [(0, 0), (10, 5), (79, 21)] {
      let point = PaneViewport.point(column: column, row: row, in: viewport)
      #expect(PaneViewport.cell(of: point, in: viewport) == (column, row))
    }
  }

  @Test func theStatePaneLeavesTwoRows() {
    let state = Fixtures.state(columns: 100, rows: 30)
    #expect(state.paneSize == (100, 28))
    #expect(state.paneViewport.rows == 28)
  }
}
