import Foundation
import Testing

/// The project index kept between runs: under `$XDG_CACHE_HOME/layout-preview`, never in the project,
/// and a damaged cache changes nothing a command prints.
@Suite("The project index's cache, from the command line")
struct ProjectCacheCommandTests {
  @Test(
    "render writes the index to the cache folder, leaves the project alone, and reads past a damaged cache")
  func cacheFolder() throws {
    let root = try CLI.temporaryDirectory()
    let home = try CLI.temporaryDirectory()
    defer {
      try? FileManager.default.removeItem(at: root)
      try? FileManager.default.removeItem(at: home)
    }
    let files = [
      "Package.swift": "// swift-tools-version: 6.0\n",
      "Screens/Home.swift":
        "import SwiftUI\nstruct Home: View {\n  var body: some View { Banner() }\n}\n#Preview { Home() }\n",
      "DesignSystem/Banner.swift":
        "import SwiftUI\nstruct Banner: View {\n  var body: some View { Text(\"Welcome aboard\") }\n}\n",
    ]
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
      // Written an hour ago: a file written in the last two seconds is never cached.
      try FileManager.default.setAttributes(
        [.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: url.path)
    }
    let before = try FileManager.default.subpathsOfDirectory(atPath: root.path).sorted()
    let environment = ["XDG_CACHE_HOME": home.path]
    let file = root.appendingPathComponent("Screens/Home.swift").path
    let first = try CLI.run(["render", file, "--width", "60"], environment: environment)
    #expect(first.status == 0)
    #expect(first.stdout.contains("Welcome aboard"))
    #expect(try FileManager.default.subpathsOfDirectory(atPath: root.path).sorted() == before)
    let cached = try FileManager.default.contentsOfDirectory(atPath: home.path + "/layout-preview")
    #expect(cached.count == 1)
    let cacheFile = home.path + "/layout-preview/" + (cached.first ?? "")
    let text = try String(contentsOfFile: cacheFile, encoding: .utf8)
    #expect(text.hasPrefix("layout-preview project index 1\nroot "))
    #expect(text.contains(" Banner DesignSystem/Banner.swift\n"))

    // A damaged cache: the same picture, no message, and the cache written afresh.
    try Data([0xFF, 0x00, 0x1B]).write(to: URL(fileURLWithPath: cacheFile))
    let second = try CLI.run(["render", file, "--width", "60"], environment: environment)
    #expect(second.status == 0)
    #expect(second.stdout == first.stdout)
    #expect(second.stderr == first.stderr)
    #expect(try String(contentsOfFile: cacheFile, encoding: .utf8) == text)
  }
}
