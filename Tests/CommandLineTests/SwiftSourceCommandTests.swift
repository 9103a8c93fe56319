import Foundation
import Testing

/// `render` and `frames` of SwiftUI source files: each `#Preview` a layout, warnings on standard
/// error, syntax errors and files with nothing to preview exit 65.
@Suite("Swift files in render and frames")
struct SwiftSourceCommandTests {
  static let screen = """
    import SwiftUI

    struct Greeting: View {
      var name = "Ann"
      var body: some View {
        VStack(alignment: .leading) {
          Text("Hello, \\(name)")
            .font(.largeTitle)
          Badge(count: 3)
          SalesChart()
        }
      }
    }

    #Preview("Ann") {
      Greeting()
    }

    #Preview("Bo", traits: .landscapeLeft) {
      Greeting(name: "Bo")
    }
    """
  static let badge = """
    import SwiftUI

    struct Badge: View {
      let count: Int
      var body: some View {
        Label("\\(count) new", systemImage: "bell")
      }
    }
    """

  /// A folder with the screen and its sibling file.
  func folder() throws -> URL {
    let folder = try CLI.temporaryDirectory()
    try Self.screen.write(
      to: folder.appendingPathComponent("Greeting.swift"), atomically: true, encoding: .utf8)
    try Self.badge.write(to: folder.appendingPathComponent("Badge.swift"), atomically: true, encoding: .utf8)
    return folder
  }

  @Test("render draws each preview after a header with its title, placeholders boxed, warnings on stderr")
  func render() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Greeting.swift").path
    let outcome = try CLI.run(["render", file, "--width", "60"])
    #expect(outcome.status == 0)
    let headers = outcome.stdout.split(separator: "\n").filter { $0.hasPrefix("==> ") }
    #expect(headers == ["==> \(file): Ann <==", "==> \(file): Bo <=="])
    #expect(outcome.stdout.contains("Hello, Ann"))
    #expect(outcome.stdout.contains("3 new"), "the sibling file's view is inlined")
    #expect(outcome.stdout.contains("SalesChart"))
    #expect(outcome.stdout.contains("landscape-left"), "the second preview's trait turns the device")
    #expect(
      outcome.stderr.contains(
        "\(file):10:7: warning: 'SalesChart' is neither a SwiftUI view nor declared in the files read; "
          + "drawn as a placeholder"))
  }

  @Test("--preview picks one by name or number; an unknown one lists them")
  func choosePreview() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Greeting.swift").path
    let byName = try CLI.run(["render", file, "--preview", "Bo", "--width", "60"])
    #expect(byName.status == 0)
    #expect(byName.stdout.contains("Hello, Bo"))
    #expect(!byName.stdout.contains("==>"))
    let byNumber = try CLI.run(["render", file, "--preview", "1", "--width", "60"])
    #expect(byNumber.stdout.contains("Hello, Ann"))
    #expect(!byNumber.stdout.contains("landscape-left"))
    let unknown = try CLI.run(["render", file, "--preview", "Cy"])
    #expect(unknown.status == 64)
    #expect(unknown.stderr.contains("has no preview 'Cy'; its previews: 1 'Ann', 2 'Bo'"))
  }

  @Test("frames gives every node its source, file:line:column in the Swift file that wrote it")
  func frameSources() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Greeting.swift").path
    let outcome = try CLI.run(["frames", file, "--preview", "Ann"])
    #expect(outcome.status == 0)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
    let nodes = try #require(json["nodes"] as? [[String: Any]])
    func source(_ type: String) -> String? {
      guard let node = nodes.first(where: { $0["type"] as? String == type }),
        let source = node["source"] as? [String: Any], let file = source["file"] as? String,
        let line = source["line"] as? Int, let column = source["column"] as? Int
      else { return nil }
      return "\((file as NSString).lastPathComponent):\(line):\(column)"
    }
    #expect(source("VStack") == "Greeting.swift:6:5")
    #expect(source("Text") == "Greeting.swift:7:7")
    #expect(source("Label") == "Badge.swift:6:5")
    #expect(source("Placeholder") == "Greeting.swift:10:7")
  }

  @Test("a folder of Swift files: every preview of every file, model files skipped")
  func folderOfSwiftFiles() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try "struct Model { var x = 1 }\n".write(
      to: folder.appendingPathComponent("Model.swift"), atomically: true, encoding: .utf8)
    let outcome = try CLI.run(["frames", folder.path])
    #expect(outcome.status == 0)
    let array = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [[String: Any]])
    // Badge.swift has no #Preview: its view struct is previewed; Greeting.swift has two previews.
    #expect(array.map { $0["preview"] as? String } == ["Badge", "Ann", "Bo"])
  }

  @Test("syntax errors exit 65 with swift-syntax's file:line:column; so does a file with nothing to preview")
  func errors() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let broken = folder.appendingPathComponent("Broken.swift")
    try "import SwiftUI\n#Preview {\n  Text(\"a\"\n}\n".write(to: broken, atomically: true, encoding: .utf8)
    let outcome = try CLI.run(["render", broken.path])
    #expect(outcome.status == 65)
    #expect(outcome.stderr.hasPrefix("\(broken.path):3:11: error: expected ')' to end function call"))
    #expect(outcome.stdout.isEmpty)
    let model = folder.appendingPathComponent("Model.swift")
    try "struct Model { var x = 1 }\n".write(to: model, atomically: true, encoding: .utf8)
    let empty = try CLI.run(["frames", model.path])
    #expect(empty.status == 65)
    #expect(empty.stderr.contains("\(model.path):1:1: error: nothing to preview"))
  }

  @Test("the bundled Swift samples render without a warning")
  func samples() throws {
    for name in ["swift-form.swift", "swift-contacts.swift", "swift-grid.swift", "swift-profile.swift"] {
      let outcome = try CLI.run(["render", CLI.sample(name), "--width", "60"])
      #expect(outcome.status == 0, "\(name)")
      #expect(!outcome.stdout.isEmpty)
      #expect(!outcome.stderr.contains("Placeholder"), "\(name): \(outcome.stderr)")
    }
  }
}
