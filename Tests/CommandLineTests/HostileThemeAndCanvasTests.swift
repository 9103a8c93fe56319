import Foundation
import Testing

/// Theme files are read under the same YAML budgets as layout files, and a preview's fixed
/// canvas too large to draw is the layout's own fault, at its `file:line:column`.
@Suite struct HostileThemeAndCanvasTests {
  /// A 1 KB theme whose `name` is an alias that expands to 10^9 nodes.
  static let aliasBomb: String = {
    var lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    for level in 1...8 {
      let previous = "*a\(level - 1)"
      lines.append(
        "a\(level): &a\(level) [" + Array(repeating: previous, count: 10).joined(separator: ", ") + "]")
    }
    lines.append("name: *a8")
    return lines.joined(separator: "\n") + "\n"
  }()

  @Test("a theme file's alias bomb is refused at the alias, at once")
  func aliasBombTheme() throws {
    let scratch = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let theme = scratch.appendingPathComponent("bomb.yaml")
    try Self.aliasBomb.write(to: theme, atomically: true, encoding: .utf8)
    let started = Date()
    let run = try CLI.run([
      "render", CLI.sample("sign-in.yaml"), "--theme", theme.path, "--color", "always", "--width", "40",
    ])
    #expect(Date().timeIntervalSince(started) < 10)
    #expect(run.status == 65)
    #expect(run.stderr.hasPrefix("\(theme.path):"), "\(run.stderr)")
    #expect(run.stderr.contains("alias"))
  }

  static let hugeCanvas = """
    import SwiftUI

    struct Tall: View {
      var body: some View { Text("tall") }
    }

    #Preview(traits: .fixedLayout(width: 1, height: 1_000_000_000)) { Tall() }
    """

  @Test(
    "a preview's fixed canvas beyond 100,000 pt is the layout's fault at file:line:column",
    arguments: [["render", "--width", "80"], ["check"], ["gallery", "--out"]])
  func hugeFixedLayout(command: [String]) throws {
    let scratch = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let file = scratch.appendingPathComponent("Tall.swift")
    try Self.hugeCanvas.write(to: file, atomically: true, encoding: .utf8)
    var arguments = [command[0], file.path] + command.dropFirst()
    if command.last == "--out" { arguments.append(scratch.appendingPathComponent("out").path) }
    let run = try CLI.run(arguments)
    #expect(run.status == 65)
    // At the trait's own argument, the height out of range.
    #expect(run.stderr.contains("\(file.path):7:49: error: "), "\(run.stderr)")
    #expect(run.stderr.contains("fixed layout 1×1000000000 pt is outside 1-100000 pt a side"))
    #expect(!run.stderr.contains("--width") && !run.stderr.contains("--device"))
  }

  @Test("a fixed canvas's width out of range is reported at the width argument")
  func narrowFixedLayout() throws {
    let scratch = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let file = scratch.appendingPathComponent("Tall.swift")
    try Self.hugeCanvas.replacingOccurrences(
      of: "width: 1, height: 1_000_000_000", with: "width: 0.5, height: 300"
    )
    .write(to: file, atomically: true, encoding: .utf8)
    let run = try CLI.run(["check", file.path])
    #expect(run.status == 65)
    #expect(
      run.stderr.hasPrefix("\(file.path):7:38: error: the preview's fixed layout 0.5×300 pt"), "\(run.stderr)"
    )
  }

  @Test("a fixed canvas within the sides but too tall to draw blames the layout, not --width")
  func tallFixedLayout() throws {
    let scratch = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let file = scratch.appendingPathComponent("Tall.swift")
    try Self.hugeCanvas.replacingOccurrences(of: "1_000_000_000", with: "100_000").write(
      to: file, atomically: true, encoding: .utf8)
    for arguments in [
      ["render", file.path, "--width", "80"], ["gallery", file.path, "--out", scratch.path + "/g"],
    ] {
      let run = try CLI.run(arguments)
      #expect(run.status == 65, "\(arguments[0]): \(run.stderr)")
      #expect(run.stderr.hasPrefix("\(file.path):"), "\(arguments[0]): \(run.stderr)")
      #expect(run.stderr.contains("more than 4000 rows tall"))
    }
  }
}
