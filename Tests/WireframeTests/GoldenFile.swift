import Foundation
import Testing

/// Golden wireframe files: text a person has looked at, in Tests/WireframeTests/Golden.
enum GoldenFile {
  /// The folder the golden files live in.
  static let directory = GoldenWireframeTests.root.appendingPathComponent("Tests/WireframeTests/Golden")

  /// Expects `text` to equal the golden file `name`; with `LAYOUT_PREVIEW_RECORD=1` writes it
  /// instead, so a deliberate change is regenerated in one run and then read in the diff.
  ///
  /// One place for the record switch, so every golden suite regenerates the same way.
  static func check(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation)
    throws
  {
    let file = directory.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["LAYOUT_PREVIEW_RECORD"] == "1" {
      try text.write(to: file, atomically: true, encoding: .utf8)
      return
    }
    let expected = try String(contentsOf: file, encoding: .utf8)
    #expect(
      text == expected,
      "\(name) differs; regenerate deliberately with LAYOUT_PREVIEW_RECORD=1 and read the diff",
      sourceLocation: sourceLocation)
  }
}
