import Foundation
import Testing

/// Text from outside (file names, layout and theme files, arguments) never reaches the terminal
/// with a control or bidi formatting character: every path that prints it shows visible
/// stand-ins instead (`␛` for ESC, `�` for C1 controls and bidi controls).
@Suite("Hostile text on the command line")
struct HostileTextCommandTests {
  /// ESC + CSI (clear screen), OSC 0 (set the window title, ended by BEL), C1 CSI (U+009B),
  /// the override RLO (U+202E) and the isolate LRI (U+2066).
  static let hostile = "a\u{1B}[2J\u{1B}]0;PWNED\u{7}b\u{9B}31m\u{202E}c\u{2066}d"
  /// The same in YAML's double-quoted escapes.
  static let hostileYAML = #""a\e[2J\e]0;PWNED\ab\x9b31m\u202Ec\u2066d""#

  /// Whether a scalar must never reach the terminal: written out here, independently of the
  /// code under test. Line feeds between lines are the program's own.
  static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A: false
    case 0x00...0x1F, 0x7F...0x9F, 0x200E, 0x200F, 0x061C, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// Expects `output` to hold no unsafe scalar and the visible stand-ins of the hostile text.
  func expectSafe(_ output: String, standIns: Bool = true, sourceLocation: SourceLocation = #_sourceLocation)
  {
    let unsafe = output.unicodeScalars.filter(Self.isUnsafe).map { String($0.value, radix: 16) }
    #expect(unsafe.isEmpty, "unsafe scalars: \(unsafe)", sourceLocation: sourceLocation)
    if standIns {
      #expect(output.contains("\u{241B}]0;PWNED\u{2407}"), "\(output)", sourceLocation: sourceLocation)
      #expect(output.contains("\u{FFFD}"), sourceLocation: sourceLocation)
    }
  }

  /// A folder with `name` holding `contents`; returns the file's path.
  func write(_ contents: String, named name: String, in folder: URL) throws -> String {
    let url = folder.appendingPathComponent(name)
    try contents.write(to: url, atomically: false, encoding: .utf8)
    return url.path
  }

  /// A layout whose text and id are the hostile text.
  static let layout = """
    body:
      VStack:
        content:
          - Text: \(hostileYAML)
            id: \(hostileYAML)
    """

  @Test("render: an invalid file with escape sequences in its name is reported with stand-ins")
  func invalidFileName() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try write("body:\n  Text: [1\n", named: Self.hostile + ".yaml", in: folder)
    let outcome = try CLI.run(["render", path])
    #expect(outcome.status == 65)
    #expect(outcome.stdout.isEmpty)
    expectSafe(outcome.stderr)
    #expect(outcome.stderr.contains(".yaml:3:1: error: malformed YAML"))
  }

  @Test("render and frames: a missing file with escape sequences in its name")
  func missingFileName() throws {
    for command in ["render", "frames"] {
      let outcome = try CLI.run([command, "/nonexistent/" + Self.hostile + ".yaml"])
      #expect(outcome.status == 66)
      expectSafe(outcome.stderr)
    }
  }

  @Test("render: layout text shows its controls as stand-ins, plain and coloured")
  func renderedText() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try write(Self.layout, named: "hostile.yaml", in: folder)
    for color in ["never", "always"] {
      let outcome = try CLI.run(["render", path, "--width", "80", "--color", color])
      #expect(outcome.status == 0)
      // The coloured output is made of SGR sequences; every ESC in it must start one.
      let text = color == "never" ? outcome.stdout : Self.strippingSGR(outcome.stdout)
      expectSafe(text)
    }
  }

  @Test("frames --format text: the id and the text show their controls as stand-ins")
  func framesTable() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try write(Self.layout, named: "hostile.yaml", in: folder)
    let outcome = try CLI.run(["frames", path, "--format", "text"])
    #expect(outcome.status == 0)
    expectSafe(outcome.stdout)
    let row = try #require(outcome.stdout.split(separator: "\n").first { $0.contains("Text") })
    // Both the id column and the text column.
    #expect(row.components(separatedBy: "\u{241B}]0;PWNED").count == 3)
  }

  @Test("frames --format json: escapes every unsafe scalar, and a parser reads the id back whole")
  func framesJSON() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try write(Self.layout, named: "hostile.yaml", in: folder)
    let outcome = try CLI.run(["frames", path])
    #expect(outcome.status == 0)
    expectSafe(outcome.stdout, standIns: false)
    for escape in [#"\u001b"#, #"\u0007"#, #"\u009b"#, #"\u202e"#, #"\u2066"#] {
      #expect(outcome.stdout.contains(escape))
    }
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
    let nodes = try #require(json["nodes"] as? [[String: Any]])
    #expect(nodes.contains { $0["id"] as? String == Self.hostile })
  }

  @Test("--device: an unknown name is echoed with stand-ins")
  func deviceName() throws {
    let outcome = try CLI.run(["render", CLI.sample("sign-in.yaml"), "--device", Self.hostile])
    #expect(outcome.status == 64)
    expectSafe(outcome.stderr)
    #expect(outcome.stderr.contains("unknown device"))
  }

  @Test("--compare device: an unknown name is echoed with stand-ins")
  func compareDeviceName() throws {
    let outcome = try CLI.run(["render", CLI.sample("sign-in.yaml"), "--compare", "device:" + Self.hostile])
    #expect(outcome.status == 64)
    expectSafe(outcome.stderr)
  }

  @Test("--type-size: the argument parser's own message quotes the value with stand-ins")
  func argumentParserMessage() throws {
    let outcome = try CLI.run(["render", CLI.sample("sign-in.yaml"), "--type-size", Self.hostile])
    #expect(outcome.status == 64)
    expectSafe(outcome.stderr)
    #expect(outcome.stderr.contains("--type-size"))
  }

  @Test("--theme: an unknown theme name and a theme file's errors show stand-ins")
  func themes() throws {
    let unknown = try CLI.run([
      "render", CLI.sample("sign-in.yaml"), "--color", "always", "--theme", Self.hostile,
    ])
    #expect(unknown.status == 64)
    expectSafe(unknown.stderr)
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let role = try write(
      "name: x\nroles:\n  \(Self.hostileYAML): { bold: true }\n", named: Self.hostile + ".yaml", in: folder)
    let badRole = try CLI.run(["render", CLI.sample("sign-in.yaml"), "--color", "always", "--theme", role])
    #expect(badRole.status == 65)
    expectSafe(badRole.stderr)
    #expect(badRole.stderr.contains("unknown role"))
  }

  /// `text` without its SGR sequences (`ESC [ digits and ; m`).
  static func strippingSGR(_ text: String) -> String {
    text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
  }
}
