import Devices
import LayoutEngine
import LayoutMapping
import Testing

@testable import Audit

/// `check` shows a SwiftUI preview as its traits ask, as `render` and the session do: in its
/// orientation, on its fixed canvas, or on a canvas that fits it.
@Suite struct PreviewTraitsCheckTests {
  /// A card of twelve 40-pt bars: 576 pt, taller than a phone in landscape (at most 440 pt).
  static let card = """
    body:
      VStack:
        spacing: 8
        content:
    \((1...12).map { _ in "      - Rectangle:\n          frame: { width: 200, height: 40 }" }.joined(separator: "\n"))
    """

  @Test func anOrientationTraitFixesTheOrientationOfDevicesThatRotate() async throws {
    let report = try await check(
      "body:\n  Text: Hi\n", devices: ["iPhone 16", "iPad Air 11-inch (M3)"],
      orientations: Orientation.allCases, traits: LayoutTraits(orientation: .landscapeLeft))
    #expect(report.variantCount == 2, "one variant a device, both in landscape left, not six")
    let all = try await check(
      "body:\n  Text: Hi\n", devices: ["iPhone 16", "iPad Air 11-inch (M3)"],
      orientations: Orientation.allCases)
    #expect(all.variantCount == 6)
  }

  @Test func aFixedCanvasTakesEveryDevicesPlaceAndWhatRunsPastItIsOffscreen() async throws {
    let traits = LayoutTraits(canvas: .fixed(width: 320, height: 300))
    let report = try await check(
      Self.card, devices: ["iPhone 16", "iPhone SE 4-inch", "iPad Air 11-inch (M3)"],
      orientations: Orientation.allCases, traits: traits)
    #expect(report.variantCount == 1, "three devices in three orientations are one 320 x 300 canvas")
    #expect(report.layoutCount == 1)
    let rules = Set(report.findings.map(\.rule))
    #expect(rules.contains(.offscreen), "the card is taller than 300 pt")
    #expect(!rules.contains(.outsideSafeArea), "a canvas has no bars, notch or corners")
    let finding = try #require(report.findings.first { $0.rule == .offscreen })
    #expect(finding.variants.map(\.device.name) == ["320x300 pt"])
  }

  @Test func aSizeThatFitsCanvasHoldsAViewTallerThanTheScreen() async throws {
    let devices = ["iPhone SE 4-inch", "iPhone 16"]
    let onScreen = try await check(Self.card, devices: devices, orientations: [.landscapeLeft])
    #expect(
      onScreen.findings.contains { $0.rule == .offscreen }, "on the device the card runs past the screen")
    let fitted = try await check(
      Self.card, devices: devices, orientations: [.landscapeLeft], typeSizes: [.large, .accessibility5],
      traits: LayoutTraits(canvas: .sizeThatFits))
    #expect(fitted.variantCount == 4)
    #expect(
      !fitted.findings.contains { $0.rule == .offscreen || $0.rule == .outsideSafeArea },
      "as tall as the card at each text size: \(lines(fitted))")
  }

  @Test func outsideSafeAreaOnlyAtEdgesWithSomethingUnderThem() async throws {
    let yaml = """
      body:
        Image: { systemName: star }
        frame: { width: 100, height: 40 }
        offset: { x: -400 }
        id: pushed
      """
    // iPhone SE in landscape: no notch, no corners; its sides are the safe area's.
    let plain = try await check(yaml, devices: ["iPhone SE 4-inch"], orientations: [.landscapeLeft])
    #expect(plain.findings.map(\.rule).contains(.offscreen))
    #expect(!plain.findings.map(\.rule).contains(.outsideSafeArea))
    // iPhone 16 in landscape left: the Dynamic Island is on the left.
    let island = try await check(yaml, devices: ["iPhone 16"], orientations: [.landscapeLeft])
    #expect(island.findings.map(\.rule).contains(.outsideSafeArea))
  }
}
