import Devices
import LayoutEngine
import Testing

@testable import Preview

/// Rotation, Dynamic Type size and layout direction.
@Suite struct VariantActionTests {
  @Test func rotateCyclesThroughThreeOrientations() {
    let state = Fixtures.state()
    #expect(state.after(.rotate).orientation == .landscapeLeft)
    #expect(state.after(.rotate, .rotate).orientation == .landscapeRight)
    #expect(state.after(.rotate, .rotate, .rotate).orientation == .portrait)
    #expect(state.after(.rotate).screen.size.width == state.screen.size.height)
  }

  @Test(arguments: ["Apple TV", "Apple Watch Ultra 3 49mm"])
  func devicesThatDoNotRotateSaySo(name: String) {
    var state = Fixtures.state()
    state.device = Fixtures.device(name)
    let rotated = state.after(.rotate)
    #expect(rotated.orientation == .portrait)
    #expect(rotated.notice == "\(name) does not rotate")
  }

  @Test func rotationKeepsSelectionAndZoom() {
    let state = Fixtures.state().after(.selectNext, .selectNext, .zoomIn, .rotate)
    #expect(state.selectedID == "email")
    #expect(state.zoom == 1.5)
  }

  @Test func largerTextStepsUpToAX5ThenSaysSo() {
    var state = Fixtures.state()
    for _ in 0..<8 { state = state.after(.largerText) }
    #expect(state.typeSize == .accessibility5)
    #expect(state.notice == "Text size: AX5 · one character a cell: render --format svg shows true sizes")
    state = state.after(.largerText)
    #expect(state.typeSize == .accessibility5)
    #expect(state.notice == "Text size is already the largest (AX5)")
  }

  @Test func smallerTextStepsDownToXSmallThenSaysSo() {
    var state = Fixtures.state().after(.smallerText, .smallerText, .smallerText)
    #expect(state.typeSize == .xSmall)
    state = state.after(.smallerText)
    #expect(state.typeSize == .xSmall)
    #expect(state.notice == "Text size is already the smallest (xSmall)")
  }

  @Test func defaultTextSizeGoesBackToLarge() {
    let state = Fixtures.state().after(.largerText, .largerText, .defaultTextSize)
    #expect(state.typeSize == .large)
  }

  @Test func directionToggleFlipsAndKeepsSelection() {
    let state = Fixtures.state().after(.selectNext, .toggleDirection)
    #expect(state.direction == .rightToLeft)
    #expect(state.selectedID == "title")
    #expect(state.after(.toggleDirection).direction == .leftToRight)
  }

  @Test func directionToggleMirrorsTheZoomCentre() {
    var state = Fixtures.state().after(.zoomIn)
    state.center = Point(x: 100, y: 300)
    let mirrored = state.after(.toggleDirection)
    #expect(mirrored.center == Point(x: state.screen.size.width - 100, y: 300))
    #expect(mirrored.zoom == 1.5)
  }
}
