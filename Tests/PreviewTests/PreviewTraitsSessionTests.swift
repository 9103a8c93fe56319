import Devices
import LayoutEngine
import LayoutMapping
import Testing

@testable import Preview

/// The session shows each Swift preview as its traits ask (orientation, fixed or fitted canvas),
/// the keys work from there, and the person's own device and orientation come back afterwards.
@Suite struct PreviewTraitsSessionTests {
  let plainPath = "Layouts/plain.yaml"
  let tallBody = ViewNode(
    .vStack(alignment: .center, spacing: 8),
    children: (1...4).map { ViewNode(.text("Row \($0)")) })

  /// A session of a layout file, then a preview with `traits`, on an iPhone 17 Pro in portrait.
  func session(_ traits: LayoutTraits, body: ViewNode? = nil) -> PreviewState {
    let plain = LayoutSlot(path: plainPath, load: .document(Fixtures.document(plainPath)))
    var document = Fixtures.document("Views/Card.swift", body: body ?? tallBody, title: "Card")
    document.traits = traits
    let preview = LayoutSlot(path: "Views/Card.swift", preview: 0, load: .previews([document]))
    var state = PreviewState(
      layouts: [plain, preview], device: Fixtures.device("iPhone 17 Pro"), terminalColumns: 160,
      terminalRows: 40)
    state.applyTraits()
    return state
  }

  func status(_ state: PreviewState) -> String {
    StatusLine.text(for: state, result: nil, width: 400)
  }

  @Test func anOrientationTraitTurnsTheDeviceAndTheStatusSaysWhy() {
    let shown = session(LayoutTraits(orientation: .landscapeLeft)).after(.nextLayout)
    #expect(shown.screen.orientation == .landscapeLeft)
    #expect(shown.device.name == "iPhone 17 Pro")
    #expect(status(shown).contains("iPhone 17 Pro 874×402 · landscape left (trait)"))

    let back = shown.after(.nextLayout)
    #expect(back.screen.orientation == .portrait, "the layout without traits shows as the person had it")
    #expect(back.appliedTraits == nil)
    #expect(status(back).contains("· portrait ·"))
    #expect(
      back.after(.nextLayout).screen.orientation == .landscapeLeft, "the preview starts in its traits again")
  }

  @Test func rotatingAPreviewStartsFromItsTraitAndStaysThePersonsChoice() {
    let rotated = session(LayoutTraits(orientation: .landscapeLeft)).after(.nextLayout, .rotate)
    #expect(rotated.screen.orientation == .landscapeRight)
    #expect(!status(rotated).contains("(trait)"))
    #expect(rotated.after(.nextLayout).screen.orientation == .landscapeRight)
  }

  @Test func theSessionStartsOnAFirstPreviewInItsTraits() {
    var document = Fixtures.document("Views/Card.swift", body: tallBody, title: "Card")
    document.traits = LayoutTraits(orientation: .landscapeRight)
    var state = PreviewState(
      layouts: [LayoutSlot(path: "Views/Card.swift", preview: 0, load: .previews([document]))],
      device: Fixtures.device("iPad Pro 13-inch (M4)"))
    state.applyTraits()
    #expect(state.screen.orientation == .landscapeRight)
  }

  @Test func aFixedLayoutIsAFreeFormCanvasInTheDevicesPlace() {
    let shown = session(LayoutTraits(canvas: .fixed(width: 320, height: 300))).after(.nextLayout)
    #expect(shown.screen.size == Size(width: 320, height: 300))
    #expect(shown.chosenDevice.name == "iPhone 17 Pro")
    #expect(status(shown).contains("fixed layout 320×300 · portrait"))

    let larger = shown.after(.largerText)
    #expect(larger.typeSize == .xLarge)
    #expect(larger.screen.size == Size(width: 320, height: 300), "a fixed canvas keeps its size")

    let back = shown.after(.nextLayout)
    #expect(back.device.name == "iPhone 17 Pro")
    #expect(back.screen.size == Size(width: 402, height: 874))
  }

  @Test func aFixedCanvasInAnOrientationStaysUprightAndTheOrientationComesBack() {
    let shown = session(LayoutTraits(orientation: .landscapeLeft, canvas: .fixed(width: 320, height: 300)))
      .after(.nextLayout)
    #expect(shown.screen.size == Size(width: 320, height: 300))
    #expect(!status(shown).contains("(trait)"))
    #expect(shown.after(.nextLayout).screen.orientation == .portrait)
  }

  @Test func sizeThatFitsIsAsWideAsTheDeviceAndAsTallAsTheViewAtEachTextSize() throws {
    let shown = session(LayoutTraits(canvas: .sizeThatFits)).after(.nextLayout)
    let height = try #require(shown.layoutResult?.nodes.first?.outerFrame.height)
    #expect(shown.screen.size == Size(width: 402, height: height.rounded(.up)))
    #expect(status(shown).contains("size that fits 402×\(PreviewText.points(height.rounded(.up)))"))

    let larger = shown.after(.largerText, .largerText, .largerText)
    let largerHeight = try #require(larger.layoutResult?.nodes.first?.outerFrame.height)
    #expect(largerHeight > height)
    #expect(larger.screen.size.height == largerHeight.rounded(.up), "the canvas fits the larger text again")
  }

  @Test func choosingADeviceOnACanvasEndsItAndStepsFromThePersonsDevice() {
    let shown = session(LayoutTraits(canvas: .sizeThatFits)).after(.nextLayout)
    let devices = Fixtures.devices
    let index = devices.firstIndex { $0.name == "iPhone 17 Pro" }!
    let next = shown.after(.nextDevice)
    #expect(next.device.name == devices[(index + 1) % devices.count].name)
    #expect(next.screen.size == next.device.screen(.portrait).size)
    #expect(!status(next).contains("size that fits"))
    #expect(next.after(.nextLayout).device.name == next.device.name, "the device chosen stays")
  }

  @Test func aSaveThatChangesTheTraitsShowsThePreviewAsTheyNowAsk() {
    let shown = session(LayoutTraits()).after(.nextLayout)
    #expect(shown.screen.orientation == .portrait)
    var document = Fixtures.document("Views/Card.swift", body: tallBody, title: "Card")
    document.traits = LayoutTraits(orientation: .landscapeLeft)
    let saved = shown.after(.reloaded(path: "Views/Card.swift", .previews([document])))
    #expect(saved.screen.orientation == .landscapeLeft)

    let rotated = saved.after(.rotate)
    let savedAgain = rotated.after(.reloaded(path: "Views/Card.swift", .previews([document])))
    #expect(
      savedAgain.screen.orientation == .landscapeRight,
      "a save with the same traits keeps the person's choice")
  }
}
