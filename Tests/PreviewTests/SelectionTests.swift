import LayoutEngine
import Testing
import Wireframe

@testable import Preview

/// Keyboard traversal in reading order, and selection by mouse click.
@Suite struct SelectionTests {
  @Test func readingOrderIsTopToBottomThenLeading() {
    #expect(Fixtures.state().readingOrderIDs == ["title", "email", "cancel", "primary"])
  }

  @Test func rightToLeftReadsFromTheRight() {
    let state = Fixtures.state().after(.toggleDirection)
    let result = state.layoutResult!
    let cancel = result.node(withID: "cancel")!.frame
    let primary = result.node(withID: "primary")!.frame
    #expect(cancel.minX > primary.maxX, "the leading button is on the right in right-to-left")
    #expect(state.readingOrderIDs == ["title", "email", "cancel", "primary"])
  }

  @Test func selectNextAndPreviousWrap() {
    let state = Fixtures.state()
    #expect(state.after(.selectNext).selectedID == "title")
    #expect(state.after(.selectNext, .selectNext).selectedID == "email")
    #expect(state.after(.selectPrevious).selectedID == "primary")
    #expect(state.after(.selectNext, .selectPrevious).selectedID == "primary")
    #expect(state.after(.selectPrevious, .selectNext).selectedID == "title")
  }

  @Test func escapeClearsTheSelection() {
    #expect(Fixtures.state().after(.selectNext, .clearSelection).selection == nil)
  }

  @Test func escapeClosesAPanelBeforeClearingTheSelection() {
    let state = Fixtures.state().after(.selectNext, .toggleHelp, .clearSelection)
    #expect(state.overlay == .none)
    #expect(state.selectedID == "title")
  }

  @Test func traversalWhileZoomedFollowsTheSelection() {
    let state = Fixtures.state().after(.zoomIn, .selectNext, .selectNext)
    let frame = state.selectedFrame!
    #expect(state.center == Point(x: frame.midX, y: frame.midY))
  }

  /// The pane cell over the middle of the node with `id`.
  func cell(of id: String, in state: PreviewState) -> (column: Int, row: Int) {
    let frame = state.layoutResult!.node(withID: id)!.frame
    return PaneViewport.cell(of: Point(x: frame.midX, y: frame.midY), in: state.paneViewport)
  }

  @Test(arguments: ["title", "email", "cancel", "primary"])
  func clickSelectsTheElementUnderTheCell(id: String) {
    let state = Fixtures.state(columns: 200, rows: 60)
    let (column, row) = cell(of: id, in: state)
    #expect(state.after(.click(column: column, row: row)).selectedID == id)
  }

  @Test func clickWorksWhileZoomed() {
    let state = Fixtures.state(columns: 120, rows: 40).after(.selectNext, .selectNext, .zoomIn, .zoomIn)
    let (column, row) = cell(of: "primary", in: state)
    #expect(state.after(.click(column: column, row: row)).selectedID == "primary")
  }

  @Test func clickOnEmptySpaceClearsTheSelection() {
    let state = Fixtures.state().after(.selectNext, .click(column: 0, row: 0))
    #expect(state.selection == nil)
  }

  @Test func clickOnTheStatusLineChangesNothing() {
    let state = Fixtures.state().after(.selectNext)
    #expect(state.after(.click(column: 5, row: state.terminalRows - 2)).selection == state.selection)
  }

  @Test func hitPrefersTheSmallestFrame() {
    let body = ViewNode(
      .zStack(alignment: .center),
      children: [
        ViewNode(.color("blue"), id: "back"),
        ViewNode(.text("Hi"), id: "front"),
      ])
    let result = LayoutEngine.layout(body, in: Fixtures.state().context)
    let front = result.node(withID: "front")!.frame
    let back = result.node(withID: "back")!.frame
    #expect(
      PreviewState.hit(Point(x: front.midX, y: front.midY), in: result).map { result.nodes[$0].id } == "front"
    )
    #expect(
      PreviewState.hit(Point(x: back.minX + 1, y: back.minY + 1), in: result).map { result.nodes[$0].id }
        == "back")
  }

  @Test func typeSizeChangeKeepsTheSelection() {
    #expect(Fixtures.state().after(.selectPrevious, .largerText, .largerText).selectedID == "primary")
  }
}
