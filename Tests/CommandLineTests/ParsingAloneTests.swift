import ArgumentParser
import Testing

@testable import layout_preview

/// A subcommand named first is parsed by itself (start-up), and must come out exactly as the whole
/// command tree parses the same line; every line it refuses goes to the root's parse unchanged.
@Suite("a subcommand parsed alone")
struct ParsingAloneTests {
  /// Lines a subcommand accepts by itself: options of its own, of its option groups, repeated,
  /// joined with `=`, short names, files after `--`.
  static let acceptedLines: [[String]] = [
    ["render"],
    ["render", "Layouts/sign-in.yaml", "--width", "80", "--color", "never"],
    ["render", "a.yaml", "b.yaml", "-d", "iPad Pro 13-inch", "-o", "landscape-left", "--format", "svg"],
    ["render", "--width=100", "--fit", "width", "--full-height", "--charset", "ascii"],
    ["render", "--height", "30", "--format=svg"],
    ["render", "x.yaml", "-t", "AX5", "--language", "ar", "--direction", "ltr", "--split", "half"],
    ["render", "--scroll", "120", "--theme", "light", "--compare", "rtl", "--keyboard"],
    ["render", "--scroll-to", "Inbox", "--preview", "Dark", "--", "--odd.yaml", "help"],
    ["render", "--width", "80", "--width", "90", "frames"],
    ["frames", "Layouts/sign-in.yaml", "--format", "json", "--scroll", "10"],
    ["devices", "--json"],
    ["check", "Layouts"],
    ["gallery", "Layouts/sign-in.yaml", "--out", "/tmp/gallery", "--matrix", "full"],
    ["preview", "Layouts/sign-in.yaml", "--device", "iPhone SE"],
  ]

  /// Lines the subcommand alone refuses (errors, help, version, completion requests) or that name
  /// no subcommand first: the root parses them.
  static let refusedLines: [[String]] = [
    [],
    ["Layouts/sign-in.yaml"],
    ["--device", "iPhone SE", "render"],
    ["render", "--help"],
    ["render", "-h"],
    ["render", "--version"],
    ["render", "x.yaml", "--version"],
    ["render", "--generate-completion-script", "bash"],
    ["render", "--experimental-dump-help"],
    ["render", "--width", "0"],
    ["render", "--width", "wide"],
    ["render", "--bogus"],
    ["render", "--format", "svg", "--compare", "rtl"],
    ["render", "--scroll", "1", "--scroll-to", "a"],
    ["render", "--color"],
    ["render", "--height", "30", "--fit", "width"],
    ["gallery", "Layouts/sign-in.yaml"],
    ["help", "render"],
    ["devices", "extra"],
    ["frames", "--format", "yaml"],
  ]

  @Test("an accepted line gives the command the root gives", arguments: acceptedLines)
  func sameAsTheRoot(arguments: [String]) throws {
    let alone = try #require(LayoutPreviewCommand.parsedAlone(arguments))
    let root = try LayoutPreviewCommand.parseAsRoot(arguments)
    #expect(type(of: alone) == type(of: root))
    #expect(Self.described(alone) == Self.described(root))
    #expect(Self.described(try LayoutPreviewCommand.parsedCommand(arguments)) == Self.described(root))
  }

  @Test("a refused line is left to the root, which gives its message and exit code", arguments: refusedLines)
  func leftToTheRoot(arguments: [String]) {
    #expect(LayoutPreviewCommand.parsedAlone(arguments) == nil)
  }

  /// Every stored value of a parsed command, its option groups' and property wrappers' included.
  static func described(_ command: ParsableCommand) -> String {
    var text = ""
    dump(command, to: &text)
    return text
  }
}
