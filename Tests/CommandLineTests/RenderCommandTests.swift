import Foundation
import Testing

@Suite("render command")
struct RenderCommandTests {
  @Test("a sample renders inside the device outline with its caption")
  func renders() throws {
    let outcome = try CLI.run(["render", CLI.sample("sign-in.yaml"), "--width", "60"])
    #expect(outcome.status == 0)
    #expect(outcome.stderr.isEmpty)
    let lines = outcome.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.contains { $0.contains("Welcome back") })
    #expect(lines.contains { $0.contains("╭") && $0.contains("╮") })
    // At 60 columns the caption wraps onto two lines between its parts.
    let caption = lines.suffix(3).joined(separator: " ")
    #expect(caption.contains("iPhone 17 Pro"))
    #expect(caption.contains("402×874 pt"))
    #expect(caption.contains("portrait"))
    #expect(caption.contains("Large"))
    #expect(caption.contains("LTR"))
    #expect(lines.allSatisfy { $0.count <= 60 })
  }

  @Test("--charset ascii draws the outline in ASCII only")
  func ascii() throws {
    let outcome = try CLI.run(["render", CLI.sample("sign-in.yaml"), "--width", "50", "--charset", "ascii"])
    #expect(outcome.status == 0)
    let chrome = outcome.stdout.split(separator: "\n").dropLast()
    #expect(!chrome.joined().contains("╭"))
    #expect(chrome.first { !$0.trimmingCharacters(in: .whitespaces).isEmpty }?.contains("-") == true)
  }

  @Test("--color always uses ANSI colours and never passes NO_COLOR's wish on when auto")
  func color() throws {
    let colored = try CLI.run(["render", CLI.sample("sign-in.yaml"), "--width", "50", "--color", "always"])
    #expect(colored.status == 0)
    #expect(colored.stdout.contains("\u{1B}["))
    let plain = try CLI.run(["render", CLI.sample("sign-in.yaml"), "--width", "50"])
    #expect(!plain.stdout.contains("\u{1B}["))
  }

  @Test("landscape swaps the caption's size and the device's aspect")
  func landscape() throws {
    let portrait = try CLI.run(["render", CLI.sample("sign-in.yaml"), "--width", "60"])
    let landscape = try CLI.run([
      "render", CLI.sample("sign-in.yaml"), "--width", "60", "--orientation", "landscape-left",
    ])
    #expect(landscape.status == 0)
    #expect(landscape.stdout.contains("874×402 pt"))
    #expect(landscape.stdout.split(separator: "\n").count < portrait.stdout.split(separator: "\n").count)
  }

  @Test("an unknown device is a usage error that suggests the closest names")
  func unknownDevice() throws {
    let outcome = try CLI.run(["render", CLI.sample("sign-in.yaml"), "--device", "iphone 17 prp"])
    #expect(outcome.status == 64)
    #expect(outcome.stdout.isEmpty)
    #expect(outcome.stderr.contains("iPhone 17 Pro"))
  }

  @Test("a device that does not rotate refuses a landscape orientation")
  func watchDoesNotRotate() throws {
    let outcome = try CLI.run([
      "render", CLI.sample("sign-in.yaml"), "--device", "Apple TV", "--orientation", "landscape-left",
    ])
    #expect(outcome.status == 64)
    #expect(outcome.stderr.contains("does not rotate"))
  }

  @Test("a missing file is EX_NOINPUT and names the file")
  func missingFile() throws {
    let outcome = try CLI.run(["render", "/nonexistent/screen.yaml"])
    #expect(outcome.status == 66)
    #expect(outcome.stderr.contains("/nonexistent/screen.yaml"))
    #expect(outcome.stdout.isEmpty)
  }

  @Test("an invalid layout is EX_DATAERR with file:line:column and nothing on standard output")
  func invalidLayout() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("bad.yaml")
    try "title: Bad\nbody:\n  VStak:\n    content: []\n".write(to: file, atomically: true, encoding: .utf8)
    let outcome = try CLI.run(["render", file.path])
    #expect(outcome.status == 65)
    #expect(outcome.stdout.isEmpty)
    #expect(outcome.stderr.contains("\(file.path):3:3"))
    #expect(outcome.stderr.contains("VStack"))
  }

  @Test("a free-form size renders a bare screen of that size")
  func freeForm() throws {
    let outcome = try CLI.run(["render", CLI.sample("sign-in.yaml"), "--device", "800x600", "--width", "60"])
    #expect(outcome.status == 0)
    #expect(outcome.stdout.contains("800×600 pt"))
  }

  @Test("an absurd width is a usage error")
  func badWidth() throws {
    let outcome = try CLI.run(["render", CLI.sample("sign-in.yaml"), "--width", "5"])
    #expect(outcome.status == 64)
    #expect(outcome.stderr.contains("--width"))
  }
}
