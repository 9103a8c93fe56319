import Foundation
import Testing

/// `render` and `frames` with several files, folders and `-` for standard input.
@Suite("several layouts and standard input")
struct SeveralFilesCommandTests {
  @Test("render prints each file after a '==> file <==' line, a blank line between them")
  func renderSeveral() throws {
    let signIn = CLI.sample("sign-in.yaml")
    let settings = CLI.sample("settings.yaml")
    let outcome = try CLI.run(["render", signIn, settings, "--width", "50"])
    #expect(outcome.status == 0)
    let lines = outcome.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.first == "==> \(signIn) <==")
    let second = try #require(lines.firstIndex(of: "==> \(settings) <=="))
    #expect(lines[second - 1].isEmpty)
    #expect(lines[..<second].contains { $0.contains("Welcome back") })
    #expect(lines[second...].contains { $0.contains("Settings") })
  }

  @Test("a folder stands for its layouts, sorted by name")
  func folder() throws {
    let folder = CLI.packageRoot.appendingPathComponent("Layouts")
    let outcome = try CLI.run(["render", folder.path, "--width", "40"])
    #expect(outcome.status == 0)
    let headers = outcome.stdout.split(separator: "\n").filter { $0.hasPrefix("==> ") }
    let layouts = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".yaml")
    }
    #expect(layouts.count >= 12)
    // Every layout file, and the seven previews of the four Swift samples.
    #expect(headers.count == layouts.count + 7)
    #expect(headers.first?.hasSuffix("contact.yaml <==") == true)
    #expect(headers.last?.hasSuffix("swift-profile.swift: Fixed <==") == true)
  }

  @Test("frames of several files is one JSON array whose documents name their file")
  func framesJSONArray() throws {
    let signIn = CLI.sample("sign-in.yaml")
    let outcome = try CLI.run(["frames", signIn, CLI.sample("settings.yaml")])
    #expect(outcome.status == 0)
    let array = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [[String: Any]])
    #expect(array.count == 2)
    #expect(array[0]["file"] as? String == signIn)
    #expect((array[1]["nodes"] as? [Any])?.isEmpty == false)
    // One file stays one object, as before.
    let one = try CLI.run(["frames", signIn])
    #expect(try JSONSerialization.jsonObject(with: Data(one.stdout.utf8)) is [String: Any])
  }

  @Test("- reads the layout from standard input; its diagnostics name <stdin>")
  func standardInput() throws {
    let layout = try String(contentsOfFile: CLI.sample("sign-in.yaml"), encoding: .utf8)
    let rendered = try CLI.run(["render", "-", "--width", "50"], input: layout)
    #expect(rendered.status == 0)
    #expect(rendered.stdout.contains("Welcome back"))
    let frames = try CLI.run(["frames", "-"], input: layout)
    #expect(try JSONSerialization.jsonObject(with: Data(frames.stdout.utf8)) is [String: Any])
    let broken = try CLI.run(["render", "-"], input: "body:\n  Buton: x\n")
    #expect(broken.status == 65)
    #expect(broken.stderr.hasPrefix("<stdin>:2:3: error:"))
    #expect(broken.stdout.isEmpty)
  }

  @Test("a bad file among several is reported and skipped; the others print; the status says so")
  func badFileAmongSeveral() throws {
    let missing = "/nonexistent/missing.yaml"
    let outcome = try CLI.run(["frames", missing, CLI.sample("sign-in.yaml")])
    #expect(outcome.status == 66)
    #expect(outcome.stderr.contains("missing.yaml"))
    let array = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [[String: Any]]
    #expect(array?.count == 1)
  }

  @Test("- may be named once")
  func standardInputOnce() throws {
    let outcome = try CLI.run(["frames", "-", "-"])
    #expect(outcome.status == 64)
    #expect(outcome.stderr.contains("only once"))
  }
}
