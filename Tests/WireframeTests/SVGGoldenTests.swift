import Devices
import Foundation
import LayoutEngine
import LayoutFile
import LayoutMapping
import TestSupport
import Testing

@testable import Wireframe

/// SVG wireframes of the samples compared byte for byte with files a person has looked at (as
/// PNG, through Chromium), in Tests/WireframeTests/Golden; regenerate as `GoldenWireframeTests`
/// says. Between them they show a Dynamic Island, a notch in landscape, a home button with the
/// keyboard, an iPad in Slide Over, the largest text size and Arabic.
@Suite("Golden SVG wireframes")
struct SVGGoldenTests {
  struct Case: Sendable, CustomStringConvertible {
    var sample: String
    var device: String
    var orientation: Orientation = .portrait
    var typeSize: DynamicTypeSize = .large
    var language: Language = .english
    var split: SplitMode = .full
    var keyboard = false

    var description: String { SVGGoldenTests.goldenName(self) }
  }

  static let cases: [Case] = [
    Case(sample: "settings", device: "iPhone 17 Pro"),
    Case(sample: "order-status", device: "iPhone 17 Pro", language: .arabic),
    Case(sample: "sign-in", device: "iPhone 8", keyboard: true),
    Case(
      sample: "mail", device: "iPad Pro 12.9-inch", orientation: .landscapeRight, typeSize: .accessibility5),
    Case(sample: "inbox", device: "iPad Pro 12.9-inch", split: .slideOver),
    Case(sample: "inbox", device: "iPhone 13 mini", orientation: .landscapeLeft),
    Case(sample: "sign-in", device: "iPad Air 11-inch", orientation: .landscapeLeft, split: .windowQuadrant),
  ]

  /// The golden file of `item`.
  static func goldenName(_ item: Case) -> String {
    let slug = item.device.lowercased().replacingOccurrences(of: " ", with: "-")
    var name =
      "\(item.sample).\(slug).\(item.orientation.rawValue).\(item.typeSize.name).\(item.language.rawValue)"
    if item.split != .full { name += ".\(item.split.rawValue)" }
    if item.keyboard { name += ".keyboard" }
    return name + ".svg"
  }

  /// The golden files this suite reads.
  static var goldenNames: [String] { cases.map(goldenName) }

  @Test("each case renders as its golden SVG", arguments: cases)
  func golden(_ item: Case) throws {
    let document = try LayoutFileParser.load(
      path: Repository.root.appendingPathComponent("Layouts/\(item.sample).yaml").path)
    let screen = try DeviceCatalog.standard.device(named: item.device).screen(item.orientation)
      .split(item.split).keyboard(item.keyboard)
    var context = screen.context(
      dynamicTypeSize: item.typeSize, layoutDirection: item.language.layoutDirection)
    context.language = item.language
    let result = LayoutEngine.layout(document.body, in: context)
    try GoldenFiles.wireframes.check(SVGOutput.render(result, on: screen), named: Self.goldenName(item))
  }
}
