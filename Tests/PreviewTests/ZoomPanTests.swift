import LayoutEngine
import Testing

@testable import Preview

/// Zoom in/out/fit and panning.
@Suite struct ZoomPanTests {
  @Test func zoomStepsBetweenOneAndTheMaximum() {
    var state = Fixtures.state()
    for _ in 0..<5 { state = state.after(.zoomIn) }
    #expect(state.zoom == PreviewState.maximumZoom)
    state = state.after(.zoomIn)
    #expect(state.zoom == PreviewState.maximumZoom)
    #expect(state.notice == "Zoom is already at its largest")
    #expect(state.after(.zoomOut).zoom == PreviewState.maximumZoom / 1.5)
  }

  @Test func zoomOutStopsAtOne() {
    let state = Fixtures.state().after(.zoomIn, .zoomOut)
    #expect(state.zoom == 1)
    #expect(state.center == nil)
    let again = state.after(.zoomOut)
    #expect(again.zoom == 1)
    #expect(again.notice == "Already showing the whole device")
  }

  @Test func fitResetsZoomAndCentre() {
    let state = Fixtures.state().after(.zoomIn, .zoomIn, .pan(dx: 0.25, dy: 0), .toggleFit)
    #expect(state.zoom == 1)
    #expect(state.center == nil)
    #expect(state.fit == .width)
    #expect(state.after(.toggleFit).fit == .device)
  }

  @Test func zoomInCentresOnTheSelection() {
    let state = Fixtures.state().after(.selectNext, .zoomIn)
    let frame = state.selectedFrame!
    #expect(state.center == Point(x: frame.midX, y: frame.midY))
  }

  @Test func panOnlyWhileZoomed() {
    let state = Fixtures.state().after(.pan(dx: 0.25, dy: 0))
    #expect(state.center == nil)
    #expect(state.notice == "Zoom in (z) to pan; no horizontal scroll view here scrolls")
    #expect(Fixtures.state().after(.pan(dx: 0, dy: 0.25)).notice == "Zoom in (z) to pan")
  }

  @Test func panMovesByAFractionOfTheVisibleScreen() {
    let state = Fixtures.state().after(.zoomIn, .zoomIn, .pan(dx: 0.25, dy: 0))
    let size = state.screen.size
    let expected = size.width / 2 + 0.25 * size.width / 2.25
    #expect(abs(state.center!.x - expected) < 1e-9)
    #expect(state.center!.y == size.height / 2)
  }

  @Test func panIsClampedToTheScreen() {
    var state = Fixtures.state().after(.zoomIn)
    for _ in 0..<20 { state = state.after(.pan(dx: -0.25, dy: 0.25)) }
    #expect(state.center == Point(x: 0, y: state.screen.size.height))
  }

  @Test func togglesKeepTheZoom() {
    let state = Fixtures.state().after(.zoomIn, .toggleSafeArea, .largerText, .nextTheme, .toggleDirection)
    #expect(state.zoom == 1.5)
  }
}
