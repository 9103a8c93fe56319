import LayoutEngine
import Testing
import Wireframe

@testable import Preview

/// Scrolling in the session: keys, the wheel, the fit toggle and what the screen shows.
@Suite struct ScrollingTests {
  /// A plain list of forty rows (path `0`), 1,760 pt of content in a 778-pt list on an iPhone 17 Pro.
  static let list = ViewNode(
    .list(style: .plain, isForm: false),
    children: (0..<40).map { ViewNode(.text("Row \($0)"), id: "row\($0)") }, id: "list")

  /// A session showing `list` (twice, so the layout can be switched) in `fit`.
  func state(fit: FitMode = .device, columns: Int = 120, rows: Int = 40) -> PreviewState {
    let slots = ["a.yaml", "b.yaml"].map {
      LayoutSlot(path: $0, load: .document(Fixtures.document($0, body: Self.list)))
    }
    var state = PreviewState(
      layouts: slots, device: Fixtures.device("iPhone 17 Pro"), terminalColumns: columns, terminalRows: rows)
    state.fit = fit
    return state
  }

  func position(_ state: PreviewState) -> ScrollPosition {
    state.layoutResult!.node(withID: "list")!.scroll!
  }

  @Test func scrollKeysScrollTheListWhenTheWholeDeviceShows() {
    let start = state()
    let viewport = start.paneViewport
    let scrolled = start.after(.scroll(pages: 0.25))
    // A quarter of the 38-row pane, in whole rows: 10, kept to a multiple of the scroll quantum.
    let expected = 10 * viewport.pointsPerRow
    #expect(abs(scrolled.scrollOffsets["0"]! - expected) <= PreviewState.scrollQuantum)
    #expect(scrolled.scrollOffsets["0"]!.truncatingRemainder(dividingBy: PreviewState.scrollQuantum) == 0)
    #expect(scrolled.center == nil)
    // The engine applied it: the rows moved up by the offset.
    let before = start.layoutResult!.node(withID: "row0")!.frame.minY
    #expect(
      abs(scrolled.layoutResult!.node(withID: "row0")!.frame.minY - (before - expected))
        <= PreviewState.scrollQuantum)
  }

  @Test func upAfterDownReturnsToTheTop() {
    let state = state().after(
      .scroll(pages: 0.25), .scroll(pages: 0.25), .scroll(pages: -0.25), .scroll(pages: -0.25))
    #expect(position(state).offset == 0)
    #expect(state.after(.scroll(pages: -0.25)).notice == "Already at the top")
  }

  @Test func scrollingStopsAtTheEndOfTheContent() {
    var state = state()
    for _ in 0..<20 { state = state.after(.scroll(pages: 0.9)) }
    #expect(position(state).offset == position(state).maximumOffset)
    #expect(state.notice == "At the end of the scroll view")
    #expect(
      state.layoutResult!.node(withID: "row39")!.frame.maxY
        <= state.layoutResult!.node(withID: "list")!.frame.maxY)
  }

  @Test func inTheWidthFitTheViewMovesDownTheDeviceFirst() {
    var state = state(fit: .width, columns: 80, rows: 24)
    let viewport = state.paneViewport
    #expect(abs(viewport.pointsPerColumn - ReadableScale.pointsPerColumn(for: state.context)) < 1e-9)
    // The device's top bezel row is the pane's first row.
    #expect(abs(viewport.origin.y + viewport.pointsPerRow) < 1e-9)
    state = state.after(.scroll(pages: 0.25))
    #expect(state.scrollOffsets.isEmpty)
    #expect(state.center != nil)
    for _ in 0..<10 { state = state.after(.scroll(pages: 0.25)) }
    // At the device's bottom edge the list scrolls.
    let bottom = state.paneViewport
    #expect(
      abs(bottom.origin.y + Double(bottom.rows) * bottom.pointsPerRow - (874 + bottom.pointsPerRow)) < 1e-6)
    #expect(position(state).offset > 0)
    for _ in 0..<11 { state = state.after(.scroll(pages: -0.25)) }
    #expect(position(state).offset == 0)
    #expect(abs(state.paneViewport.origin.y - viewport.origin.y) < 1e-6)
  }

  @Test func aTerminalBigEnoughShowsTheWholeDeviceInTheWidthFitToo() {
    // At 200x60 the whole iPhone is 7.8 pt a column, within 5% of the readable 7.5.
    let large = state(fit: .width, columns: 200, rows: 60)
    #expect(large.paneViewport == state(fit: .device, columns: 200, rows: 60).paneViewport)
    // At 120x40 it is 12.1: the width fit is finer.
    let medium = state(fit: .width, columns: 120, rows: 40).paneViewport
    #expect(medium.pointsPerColumn < state(fit: .device, columns: 120, rows: 40).paneViewport.pointsPerColumn)
  }

  @Test func fitToggles() {
    let state = state(fit: .device).after(.toggleFit)
    #expect(state.fit == .width)
    #expect(state.notice == "Fit: the width, readable text (j/k scroll)")
    #expect(state.paneViewport.pointsPerColumn < self.state(fit: .device).paneViewport.pointsPerColumn)
  }

  @Test func theWheelScrollsTheListUnderThePointer() {
    let start = state()
    let viewport = start.paneViewport
    let list = start.layoutResult!.node(withID: "list")!.frame
    let cell = PaneViewport.cell(of: Point(x: list.midX, y: list.midY), in: viewport)
    let scrolled = start.after(.wheel(column: cell.column, row: cell.row, rows: 3))
    #expect(abs(scrolled.scrollOffsets["0"]! - 3 * viewport.pointsPerRow) <= PreviewState.scrollQuantum)
    #expect(scrolled.after(.wheel(column: cell.column, row: cell.row, rows: -3)).scrollOffsets["0"] == 0)
    // Over the status line nothing moves.
    #expect(start.after(.wheel(column: cell.column, row: 39, rows: 3)).scrollOffsets.isEmpty)
  }

  @Test func selectingAnElementBelowTheFoldScrollsItIntoView() {
    let state = state().after(.selectPrevious)
    #expect(state.selection == "0.39")
    let row = state.layoutResult!.node(withID: "row39")!.frame
    let list = state.layoutResult!.node(withID: "list")!.frame
    #expect(row.maxY <= list.maxY + 1e-9 && row.minY >= list.minY)
    // The scroll keys then move the list holding the selection.
    #expect(state.after(.scroll(pages: -0.25)).scrollOffsets["0"]! < state.scrollOffsets["0"]!)
  }

  @Test func anotherLayoutStartsAtTheTop() {
    let state = state().after(.scroll(pages: 0.5), .nextLayout)
    #expect(state.scrollOffsets.isEmpty)
  }

  @Test func theScreenShowsTheIndicatorAndThePositionWhileScrolled() {
    let start = state()
    let still = ScreenComposer.compose(start, environment: Fixtures.environment, glyphs: .unicode)
    #expect(!text(still).contains("┃"))
    let scrolled = start.after(.scroll(pages: 0.5))
    let screen = ScreenComposer.compose(scrolled, environment: Fixtures.environment, glyphs: .unicode)
    #expect(text(screen).contains("┃"))
    let status = rowText(screen, row: 38)
    #expect(status.hasPrefix("scrolled "))
    #expect(status.contains("/\(PreviewText.points(position(scrolled).maximumOffset)) pt"))
  }

  /// Five 200-pt boxes in a horizontal scroll view (path `0`), 1,000 pt of content.
  static let carousel = ViewNode(
    .scrollView(axis: .horizontal),
    children: [
      ViewNode(
        .hStack(alignment: .center, spacing: 0),
        children: (0..<5).map {
          ViewNode(.rectangle, id: "card\($0)").modifier(.frame(FrameSpec(width: 200, height: 100)))
        })
    ])

  @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
  func hAndLScrollAHorizontalScrollViewSideways(direction: LayoutDirection) {
    var start = PreviewState(
      layouts: [
        LayoutSlot(path: "c.yaml", load: .document(Fixtures.document("c.yaml", body: Self.carousel)))
      ],
      device: Fixtures.device("iPhone 17 Pro"), terminalColumns: 120, terminalRows: 40)
    start.direction = direction
    let before = start.layoutResult!.node(withID: "card0")!.frame.minX
    // Towards the content's end: right in left-to-right, left in right-to-left.
    let towardsEnd = direction == .leftToRight ? 0.25 : -0.25
    let scrolled = start.after(.pan(dx: towardsEnd, dy: 0))
    let width = start.layoutResult!.nodes[0].frame.width
    #expect(abs(scrolled.scrollOffsets["0"]! - 0.25 * width) <= PreviewState.scrollQuantum)
    let after = scrolled.layoutResult!.node(withID: "card0")!.frame.minX
    #expect(
      abs(after - (before + (direction == .leftToRight ? -0.25 : 0.25) * width)) <= PreviewState.scrollQuantum
    )
    #expect(scrolled.center == nil)
    #expect(scrolled.after(.pan(dx: -towardsEnd, dy: 0)).scrollOffsets["0"] == 0)
  }

  func text(_ canvas: Canvas) -> String {
    (0..<canvas.rows).map { rowText(canvas, row: $0) }.joined(separator: "\n")
  }

  func rowText(_ canvas: Canvas, row: Int) -> String {
    String((0..<canvas.columns).map { canvas[$0, row].character })
  }
}
