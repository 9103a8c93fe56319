import Devices
import Foundation
import LayoutEngine
import LayoutFile
import LayoutMapping
import TestSupport
import Testing

@testable import Wireframe

/// Every sample on the smallest, a large and the largest-iPad screen, portrait and landscape,
/// compared as text with files a person has looked at (Tests/WireframeTests/Golden).
///
/// To regenerate after a deliberate change, run the command a failing case prints
/// (`RECORD_GOLDENS=1 swift test --filter …`), then read the diff of every changed file before
/// committing it.
@Suite("Golden wireframes")
struct GoldenWireframeTests {
  static let samples = ["sign-in", "settings", "photo-grid", "music-player", "messages", "inbox"]
  static let devices = ["iPhone SE 4-inch", "iPhone 17 Pro Max", "iPad Pro 12.9-inch"]
  static let orientations: [Orientation] = [.portrait, .landscapeLeft]

  static var cases: [(String, String, Orientation)] {
    samples.flatMap { sample in
      devices.flatMap { device in orientations.map { (sample, device, $0) } }
    }
  }

  /// The golden file of one case.
  static func goldenName(sample: String, deviceName: String, orientation: Orientation) -> String {
    let slug = deviceName.lowercased().replacingOccurrences(of: " ", with: "-")
    return "\(sample).\(slug).\(orientation.rawValue).txt"
  }

  /// The golden files this suite reads.
  static var goldenNames: [String] { cases.map(goldenName) }

  @Test("each sample renders as its golden file", arguments: cases)
  func golden(sample: String, deviceName: String, orientation: Orientation) throws {
    let document = try LayoutFileParser.load(
      path: Repository.root.appendingPathComponent("Layouts/\(sample).yaml").path)
    let device = try DeviceCatalog.standard.device(named: deviceName)
    let screen = device.screen(orientation)
    let result = LayoutEngine.layout(document.body, in: screen.context())
    let text = Wireframe.render(result, on: screen, width: 72).lines.joined(separator: "\n") + "\n"
    try GoldenFiles.wireframes.check(
      text, named: Self.goldenName(sample: sample, deviceName: deviceName, orientation: orientation))
  }
}
