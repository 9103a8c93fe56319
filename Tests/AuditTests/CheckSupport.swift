import Devices
import LayoutEngine
import LayoutFile
import LayoutMapping

@testable import Audit

/// Checks a layout written as YAML (`body:` and the lines under it) on one variant per axis
/// value given: by default an iPhone 16 in portrait at Large, left to right, in English, shown
/// as `traits` ask (a SwiftUI preview's).
func check(
  _ yaml: String, devices: [String] = ["iPhone 16"], orientations: [Orientation] = [.portrait],
  typeSizes: [DynamicTypeSize] = [.large], directions: [LayoutDirection] = [.leftToRight],
  languages: [Language] = [.english], settings: RuleSettings = RuleSettings(),
  traits: LayoutTraits = LayoutTraits()
) async throws -> FileReport {
  let document = try LayoutFileParser.parse(bytes: Array(yaml.utf8), file: "test.yaml")
  let matrix = VariantMatrix(
    devices: try devices.map { try DeviceCatalog.standard.device(named: $0) }, orientations: orientations,
    typeSizes: typeSizes, directions: directions, languages: languages)
  return await Checker.check(
    [Checker.Input(file: "test.yaml", body: document.body, traits: traits)], matrix: matrix,
    settings: settings)[0]
}

/// Each finding as `line:column rule path: message`, for exact comparison.
func lines(_ report: FileReport) -> [String] {
  report.findings.map {
    "\($0.node.source.line):\($0.node.source.column) \($0.rule.rawValue) \($0.node.path): \($0.message)"
  }
}
