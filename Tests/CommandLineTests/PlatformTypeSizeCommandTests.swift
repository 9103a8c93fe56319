import Foundation
import Testing

/// `--type-size` on a watch and on Apple TV, the device's default size, and the TV's caption.
@Suite("platform text sizes on the command line")
struct PlatformTypeSizeCommandTests {
  /// The font sizes of `frames` for the texts of a small layout.
  private func fontSizes(_ arguments: [String]) throws -> (status: Int32, json: [String: Any]) {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("texts.yaml")
    try """
    body:
      VStack:
        content:
          - Text: Body
            id: body
          - Text: Title
            id: large
            font: largeTitle
    """.write(to: file, atomically: true, encoding: .utf8)
    let outcome = try CLI.run(["frames", file.path] + arguments)
    let json = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any] ?? [:]
    return (outcome.status, json)
  }

  private func size(of id: String, in json: [String: Any]) -> Double? {
    let nodes = json["nodes"] as? [[String: Any]] ?? []
    return nodes.first { $0["id"] as? String == id }?["fontSize"] as? Double
  }

  @Test("a 45 mm watch at AX3 gets the watchOS table's Body 23 and Large Title 46")
  func watchAX3() throws {
    let (status, json) = try fontSizes(["--device", "Apple Watch Series 7 45mm", "--type-size", "AX3"])
    #expect(status == 0)
    #expect(size(of: "body", in: json) == 23)
    #expect(size(of: "large", in: json) == 46)
  }

  @Test("without --type-size a watch uses its case size's default: xLarge at 45 mm, Small at 38 mm")
  func watchDefault() throws {
    let big = try fontSizes(["--device", "Apple Watch Series 7 45mm"])
    #expect(big.json["typeSize"] as? String == "xLarge")
    #expect(size(of: "body", in: big.json) == 17)
    let small = try fontSizes(["--device", "Apple Watch Series 1 38mm"])
    #expect(small.json["typeSize"] as? String == "Small")
    #expect(size(of: "body", in: small.json) == 15)
  }

  @Test("Apple TV uses the tvOS text styles and reports no type size")
  func appleTV() throws {
    let (status, json) = try fontSizes(["--device", "Apple TV"])
    #expect(status == 0)
    #expect(size(of: "body", in: json) == 29)
    #expect(size(of: "large", in: json) == 76)
    #expect(json["typeSize"] is NSNull)
  }

  @Test("--type-size on Apple TV, or a size the watch lacks, is a usage error that says why")
  func refusals() throws {
    let sample = CLI.sample("sign-in.yaml")
    let tv = try CLI.run(["render", sample, "--device", "Apple TV", "--type-size", "AX3"])
    #expect(tv.status == 64)
    #expect(tv.stderr.contains("Apple TV has no Dynamic Type"))
    #expect(tv.stdout.isEmpty)
    let watch = try CLI.run(["render", sample, "--device", "Apple Watch Series 7 45mm", "-t", "AX5"])
    #expect(watch.status == 64)
    #expect(watch.stderr.contains("has no AX5 text size; its sizes: xSmall, Small, Large"))
    // Compare mode, like a device that does not rotate, shows the answer in the right pane's label.
    let compare = try CLI.run(["render", sample, "--device", "Apple TV", "--compare", "type-size"])
    #expect(compare.status == 0)
    #expect(compare.stdout.contains("Apple TV has no Dynamic Type"))
  }

  @Test("Apple TV's caption says landscape (fixed) and fixed text sizes")
  func tvCaption() throws {
    let outcome = try CLI.run(["render", CLI.sample("sign-in.yaml"), "--device", "Apple TV", "--width", "80"])
    #expect(outcome.status == 0)
    let caption = outcome.stdout.split(separator: "\n").suffix(2).joined(separator: " ")
    #expect(caption.contains("landscape (fixed)"))
    #expect(caption.contains("fixed text sizes"))
    #expect(!caption.contains("portrait"))
  }

  @Test(
    "--type-size takes the usual spellings in any case",
    arguments: [
      ("xxxLarge", "xxxLarge"), ("XXXL", "xxxLarge"), ("ax3", "AX3"), ("accessibility3", "AX3"),
      ("Accessibility-3", "AX3"), ("extraLarge", "xLarge"), ("LARGE", "Large"), ("xs", "xSmall"),
    ])
  func spellings(spelling: String, name: String) throws {
    let (status, json) = try fontSizes(["-t", spelling])
    #expect(status == 0)
    #expect(json["typeSize"] as? String == name)
  }

  @Test("a number is not a type size: the error lists the names")
  func numbers() throws {
    let outcome = try CLI.run(["render", CLI.sample("sign-in.yaml"), "-t", "3"])
    #expect(outcome.status == 64)
    #expect(outcome.stderr.contains("xSmall"))
    #expect(outcome.stderr.contains("AX5"))
  }
}
