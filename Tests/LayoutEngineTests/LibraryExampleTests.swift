import Foundation
import TestSupport
import Testing

/// docs/LayoutEngine.md shows the library example's program; this keeps the copy equal to the
/// file that `.ci/run` builds and runs (against the public API alone, from its own package).
@Suite("Library example")
struct LibraryExampleTests {
  @Test("docs/LayoutEngine.md shows Examples/LibraryUser's main.swift exactly")
  func docsShowTheExample() throws {
    let root = Repository.root
    let docs = try String(contentsOf: root.appendingPathComponent("docs/LayoutEngine.md"), encoding: .utf8)
    let program = try String(
      contentsOf: root.appendingPathComponent("Examples/LibraryUser/Sources/LibraryUser/main.swift"),
      encoding: .utf8)
    let marker = "<!-- example: Examples/LibraryUser/Sources/LibraryUser/main.swift"
    let after = try #require(docs.range(of: marker)).upperBound
    let start = try #require(docs.range(of: "```swift\n", range: after..<docs.endIndex)).upperBound
    let end = try #require(docs.range(of: "```", range: start..<docs.endIndex)).lowerBound
    #expect(
      String(docs[start..<end]) == program,
      "copy Examples/LibraryUser/Sources/LibraryUser/main.swift into the docs")
  }
}
