import Foundation
import Testing

/// `--project`: the folder a Swift file's declarations and resources are read from, or `none`.
@Suite("--project on the command line")
struct ProjectOptionTests {
  /// A project (it holds `Package.swift`) whose screen uses a view declared in another folder.
  func project() throws -> URL {
    let root = try CLI.temporaryDirectory()
    let files = [
      "Package.swift": "// swift-tools-version: 6.0\n",
      "Screens/Home.swift": """
      import SwiftUI

      struct Home: View {
        var body: some View {
          VStack { Banner(); Text("Home") }
        }
      }

      #Preview { Home() }
      """,
      "DesignSystem/Banner.swift": """
      import SwiftUI

      struct Banner: View {
        var body: some View { Text("Welcome aboard") }
      }
      """,
    ]
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    return root
  }

  @Test("by default the project's other folders lend their views; --project none reads the folder alone")
  func noneTurnsProjectReadingOff() throws {
    let root = try project()
    defer { try? FileManager.default.removeItem(at: root) }
    let file = root.appendingPathComponent("Screens/Home.swift").path
    let found = try CLI.run(["render", file, "--width", "60"])
    #expect(found.status == 0)
    #expect(found.stdout.contains("Welcome aboard"))
    #expect(found.stderr.isEmpty)
    let alone = try CLI.run(["render", file, "--width", "60", "--project", "none"])
    #expect(alone.status == 0)
    #expect(!alone.stdout.contains("Welcome aboard"))
    #expect(
      alone.stderr.contains("Home.swift:5:14: warning: 'Banner' is neither a SwiftUI view nor declared"))
  }

  @Test("--project names the folder for a file outside it, in frames and snapshot too")
  func namedFolder() throws {
    let root = try project()
    let scratch = try CLI.temporaryDirectory()
    defer {
      try? FileManager.default.removeItem(at: root)
      try? FileManager.default.removeItem(at: scratch)
    }
    let copy = scratch.appendingPathComponent("Home.swift").path
    try FileManager.default.copyItem(
      atPath: root.appendingPathComponent("Screens/Home.swift").path, toPath: copy)
    let alone = try CLI.run(["frames", copy])
    #expect(!alone.stdout.contains("Welcome aboard"))
    let frames = try CLI.run(["frames", copy, "--project", root.path])
    #expect(frames.status == 0)
    #expect(frames.stdout.contains("Welcome aboard"))
    #expect(frames.stderr.isEmpty)
    let out = scratch.appendingPathComponent("snapshots").path
    let snapshot = try CLI.run(["snapshot", copy, "--out", out, "--project", root.path])
    #expect(snapshot.status == 0)
    let written = try FileManager.default.contentsOfDirectory(atPath: out).map {
      try String(contentsOfFile: out + "/" + $0, encoding: .utf8)
    }
    #expect(written.contains { $0.contains("Welcome aboard") })
  }

  @Test("a --project that names no folder is a usage error that says so")
  func missingFolder() throws {
    let outcome = try CLI.run(["render", "Layouts/sign-in.yaml", "--project", "/no/such/folder"])
    #expect(outcome.status == 64)
    #expect(outcome.stderr.contains("--project names no folder: '/no/such/folder'"))
  }
}
