import Devices
import Foundation
import LayoutEngine
import LayoutMapping
import TestSupport
import Testing

@testable import Wireframe

/// The adaptive samples on either side of their switch points, compared with files a person has
/// looked at (Tests/WireframeTests/Golden, named sample.device.orientation.typesize.txt).
///
/// To regenerate after a deliberate change, run the command a failing case prints, then read the
/// diff of every changed file before committing it.
@Suite("Adaptive golden wireframes")
struct AdaptiveGoldenTests {
  /// Sample, device, orientation, type size and the width in columns (wide enough for an iPad's
  /// three columns to be legible).
  static let cases: [(String, String, Orientation, DynamicTypeSize, Int)] = [
    ("contact", "iPhone SE 4-inch", .portrait, .large, 72),
    ("contact", "iPhone SE 4-inch", .portrait, .xxxLarge, 72),
    ("contact", "iPhone SE 4-inch", .portrait, .accessibility1, 72),
    ("photo-library", "iPhone 17 Pro", .portrait, .large, 72),
    ("photo-library", "iPhone 17 Pro", .landscapeLeft, .large, 72),
    ("mail", "iPhone 17 Pro", .portrait, .large, 72),
    ("mail", "iPad Pro 12.9-inch", .landscapeLeft, .large, 160),
  ]

  /// The golden file of one case.
  static func goldenName(
    sample: String, deviceName: String, orientation: Orientation, size: DynamicTypeSize, width: Int
  ) -> String {
    let slug = deviceName.lowercased().replacingOccurrences(of: " ", with: "-")
    return "\(sample).\(slug).\(orientation.rawValue).\(size.name).txt"
  }

  /// The golden files this suite reads.
  static var goldenNames: [String] { cases.map(goldenName) }

  @Test("each adaptive sample renders as its golden file at its switch points", arguments: cases)
  func golden(
    sample: String, deviceName: String, orientation: Orientation, size: DynamicTypeSize, width: Int
  ) throws {
    let document = try SampleAudit.document(sample)
    let screen = try DeviceCatalog.standard.device(named: deviceName).screen(orientation)
    let result = LayoutEngine.layout(document.body, in: screen.context(dynamicTypeSize: size))
    let text = Wireframe.render(result, on: screen, width: width).lines.joined(separator: "\n") + "\n"
    let name = Self.goldenName(
      sample: sample, deviceName: deviceName, orientation: orientation, size: size, width: width)
    try GoldenFiles.wireframes.check(text, named: name)
  }
}
