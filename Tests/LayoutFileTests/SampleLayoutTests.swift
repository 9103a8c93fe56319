import LayoutEngine
import LayoutMapping
import Testing

@testable import LayoutFile

/// The sample screens in Layouts/ are documentation that must keep working.
@Suite struct SampleLayoutTests {
  /// The package's Layouts/ directory, found from this file's path.
  static let directory: String = {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)
    return parts.joined(separator: "/") + "/Layouts"
  }()

  static let names = [
    "sign-in", "settings", "photo-grid", "music-player", "messages", "contact", "photo-library", "mail",
  ]

  @Test(arguments: names) func sampleParses(name: String) throws {
    let document = try LayoutFileParser.load(path: "\(Self.directory)/\(name).yaml")
    #expect(document.title != nil)
    #expect(document.body.nodeCount > 5)
  }

  @Test func everyFileInLayoutsParses() throws {
    let files = try FileManagerList.yamlFiles(in: Self.directory)
    #expect(files.count >= 5)
    for file in files {
      #expect(throws: Never.self) { try LayoutFileParser.load(path: file) }
    }
  }
}
