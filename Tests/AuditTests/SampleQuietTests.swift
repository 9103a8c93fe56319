import Devices
import Foundation
import LayoutEngine
import LayoutFile
import Testing

@testable import Audit

/// The samples follow the HIG where the new rules look: no colliding controls, no full-width
/// button, no text under the minimum size or light and small, nothing in Apple TV's margin or a
/// TV grid off the table. (`midWordBreak`, `targetSpacing` and `controlsInRow` do find the
/// samples' real defects: docs/Check.md.)
@Suite struct SampleQuietTests {
  static let layouts = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Layouts")

  @Test func theSamplesAreQuietForTheRulesTheyKeep() async throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.layouts.path).filter {
      $0.hasSuffix(".yaml")
    }.sorted()
    #expect(names.count >= 10)
    let inputs = try names.map { name in
      let path = Self.layouts.appendingPathComponent(name).path
      let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
      return Checker.Input(file: name, body: try LayoutFileParser.parse(bytes: bytes, file: name).body)
    }
    let devices = try [
      "iPhone SE 4-inch", "iPhone 16 Pro Max", "iPad Pro 13-inch (M4)", "Apple TV",
      "Apple Watch Series 10 46mm",
    ]
    .map { try DeviceCatalog.standard.device(named: $0) }
    let matrix = VariantMatrix(
      devices: devices, orientations: [.portrait, .landscapeLeft], typeSizes: [.large, .accessibility5],
      directions: [.leftToRight], languages: [.english])
    let reports = await Checker.check(inputs, matrix: matrix)
    let quiet: Set<Rule> = [
      .collidingControls, .fullWidthButton, .smallText, .lightWeight, .tvSafeArea, .tvGrid,
    ]
    let found = reports.flatMap { report in
      report.findings.filter { quiet.contains($0.rule) }.map { "\(report.file) \($0.rule): \($0.message)" }
    }
    #expect(found.isEmpty, "\(found)")
    // The same matrix does find what the samples really break.
    #expect(reports.flatMap(\.findings).contains { $0.rule == .midWordBreak && $0.node.id == "bluetooth" })
  }
}
