import Devices
import Foundation
import LayoutEngine
import LayoutFile
import LayoutMapping
import TestSupport
import Testing

@testable import Wireframe

/// Multitasking windows and the software keyboard, compared as text with files a person has
/// looked at (Tests/WireframeTests/Golden); regenerate as `GoldenWireframeTests` says.
@Suite("Golden wireframes of multitasking and the keyboard")
struct SystemChromeGoldenTests {
  static let cases:
    [(sample: String, device: String, orientation: Orientation, split: SplitMode, keyboard: Bool)] = [
      ("inbox", "iPad Pro 12.9-inch", .landscapeLeft, .oneThird, false),
      ("inbox", "iPad Pro 12.9-inch", .landscapeLeft, .twoThirds, false),
      ("inbox", "iPad Pro 12.9-inch", .portrait, .slideOver, false),
      ("sign-in", "iPhone SE 4-inch", .portrait, .full, true),
      ("sign-in", "iPhone 17 Pro", .landscapeLeft, .full, true),
      ("sign-in", "iPad Pro 12.9-inch", .landscapeLeft, .half, true),
      ("inbox", "iPad Air 11-inch", .landscapeLeft, .windowQuadrant, false),
      ("sign-in", "iPad mini 8.3-inch", .portrait, .windowHalf, false),
      ("inbox", "iPad Pro 11-inch (M4)", .landscapeLeft, .window(width: 500, height: 600), false),
    ]

  /// The golden file of case `index`.
  static func goldenName(_ index: Int) -> String {
    let item = cases[index]
    let slug = item.device.lowercased().replacingOccurrences(of: " ", with: "-")
      .replacingOccurrences(of: "(", with: "").replacingOccurrences(of: ")", with: "")
    return "\(item.sample).\(slug).\(item.orientation.rawValue).\(item.split.rawValue)"
      + (item.keyboard ? ".keyboard" : "") + ".txt"
  }

  /// The golden files this suite reads.
  static var goldenNames: [String] { cases.indices.map(goldenName) }

  @Test("each multitasking and keyboard case renders as its golden file", arguments: cases.indices)
  func golden(index: Int) throws {
    let item = Self.cases[index]
    let document = try LayoutFileParser.load(
      path: Repository.root.appendingPathComponent("Layouts/\(item.sample).yaml").path)
    let device = try DeviceCatalog.standard.device(named: item.device)
    let screen = try device.screen(item.orientation).split(item.split).keyboard(item.keyboard)
    let result = LayoutEngine.layout(document.body, in: screen.context())
    let text = Wireframe.render(result, on: screen, width: 72).lines.joined(separator: "\n") + "\n"
    try GoldenFiles.wireframes.check(text, named: Self.goldenName(index))
  }
}
