import Foundation
import LayoutEngine
import LayoutFile
import LayoutMapping
import SwiftSource
import Testing

/// Every sample layout file has a Swift twin written as an iOS developer writes the same screen
/// (`Twins/<name>.swift`); both read to the same view tree and lay out to the same frames.
@Suite("Samples and their Swift twins")
struct TwinTests {
  /// The samples with a twin.
  static let names =
    (try? FileManager.default.contentsOfDirectory(atPath: twinsFolder))?
    .filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(".swift".count)) }.sorted() ?? []

  static let twinsFolder = repositoryRoot + "/Tests/LayoutMappingTests/Twins"

  @Test("the twins folder holds twins")
  func twinsExist() {
    #expect(Self.names.count >= 2)
  }

  @Test("a sample and its twin give the same tree, title and frames", arguments: names)
  func sameTree(name: String) throws {
    let yaml = try LayoutFileParser.load(path: repositoryRoot + "/Layouts/\(name).yaml")
    let swift = try SwiftLayouts.load(path: Self.twinsFolder + "/\(name).swift")
    try #require(swift.count == 1)
    #expect(swift[0].warnings.map(\.description) == [])
    #expect(swift[0].title == yaml.title)
    #expect(outline(swift[0].body) == outline(yaml.body))
    // Equal trees lay out alike; frames are compared where the file says nothing SwiftUI spells
    // nowhere (a back button's title takes room in the bar).
    if outline(yaml.body, keepingAnnotations: true) == outline(yaml.body) {
      #expect(frames(swift[0].body) == frames(yaml.body))
    }
  }
}
