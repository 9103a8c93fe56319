import Foundation
import Testing

/// Every class of malformed input, through the real binary: each is refused with its sysexits
/// status and one `file:line:column: error:` line on standard error, nothing on standard output,
/// and no control byte anywhere in what is printed, whatever the file held.
@Suite("Bad input")
struct BadInputTests {
  /// A file's bytes, the status and the `line:column` its diagnostic must start with, and a
  /// phrase the message must hold.
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var bytes: [UInt8]
    var status: Int32 = 65
    var position: String
    var phrase: String
    var testDescription: String { name }
  }

  static func text(
    _ name: String, _ text: String, at position: String, _ phrase: String, status: Int32 = 65
  ) -> Case {
    Case(name: name, bytes: Array(text.utf8), status: status, position: position, phrase: phrase)
  }

  static let cases: [Case] = [
    // YAML syntax
    text("an unclosed flow list", "body:\n  VStack: [Text: a\n", at: "3:1", "malformed YAML"),
    text("a tab for indentation", "body:\n\tText: a\n", at: "2:1", "malformed YAML"),
    text("a repeated key", "body:\n  Text: a\n  Text: b\n", at: "2:3", "repeats the key"),
    text("two documents", "body: {Text: a}\n---\nbody: {Text: b}\n", at: "2:1", "malformed YAML"),
    text("an undefined alias", "body: *nothing\n", at: "1:7", "malformed YAML"),
    text("an empty file", "", at: "1:1", "the file is empty"),
    // types
    text("a word for a number", "body:\n  VStack: {spacing: wide}\n", at: "2:21", "expected a number"),
    text(
      "a list for a title", "body:\n  Label: {title: [a, b], systemImage: x}\n", at: "2:18", "expected text"),
    text("a scalar for the body", "body: hello\n", at: "1:7", "expected a node"),
    text("a list at the top", "- body\n", at: "1:1", "expected a mapping"),
    text("an unknown element", "body:\n  Buton: Go\n", at: "2:3", "did you mean 'Button'"),
    // ranges
    text("a negative padding", "body:\n  Text: a\n  padding: -4\n", at: "3:12", "must not be negative"),
    text("a huge frame", "body:\n  Text: a\n  frame: {width: 1e9}\n", at: "3:18", "at most 100000"),
    text("NaN", "body:\n  Text: a\n  frame: {width: .nan}\n", at: "3:18", "finite number"),
    text("too deep", "body:\n" + nested(depth: 210), at: "202:403", "nested more than 200 levels"),
    // encodings
    Case(
      name: "an invalid UTF-8 byte", bytes: Array("body:\n  Text: ab".utf8) + [0xFF] + Array("\n".utf8),
      position: "2:11", phrase: "not valid UTF-8"),
    Case(
      name: "UTF-16 with its byte-order mark", bytes: [0xFF, 0xFE] + Array("body".utf8),
      position: "1:1", phrase: "not valid UTF-8"),
    Case(
      name: "a UTF-8 byte-order mark is not a column",
      bytes: [0xEF, 0xBB, 0xBF] + Array("body: {Buton: x}\n".utf8),
      position: "1:8", phrase: "unknown element"),
    Case(
      name: "a NUL byte", bytes: Array("body:\n  Text: a\u{0}b\n".utf8), position: "2:10",
      phrase: "control characters are not allowed"),
    // control characters and escape sequences in names, where they are echoed in the message
    text(
      "an escape sequence in an element name", "body:\n  \"\\e]0;owned\\aText\": x\n", at: "2:3",
      "unknown element"),
    text(
      "an escape sequence in a modifier name", "body:\n  Text: a\n  \"pad\\e[2Jding\": 1\n", at: "3:3",
      "unknown argument or modifier"),
    text(
      "an escape sequence in a value", "body:\n  VStack: {alignment: \"\\e[31mleading\"}\n", at: "2:23",
      "alignment"),
    text(
      "a C1 control in an argument name", "body:\n  Text: {\"e\\x9bn\": a}\n", at: "2:10", "unknown argument"),
    text(
      "a bidi override in a colour", "body:\n  Color: \"\\u202Ered\"\n", at: "2:10", "colour"),
  ]

  /// `depth` nested VStacks, one per line: the body's, then each in its parent's content.
  static func nested(depth: Int) -> String {
    "  VStack:\n" + (1..<depth).map { String(repeating: "  ", count: $0) + "- VStack:\n" }.joined()
  }

  @Test("a malformed file is refused with its status, file:line:column and no control byte", arguments: cases)
  func refused(_ input: Case) throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("bad.yaml")
    try Data(input.bytes).write(to: file)
    let outcome = try CLI.run(["render", file.path, "--width", "60"])
    Self.expectRefusal(outcome, status: input.status, file: file.path, position: input.position, input.phrase)
  }

  /// The checks every refusal shares.
  static func expectRefusal(
    _ outcome: CLI.Outcome, status: Int32, file: String, position: String, _ phrase: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(outcome.status == status, "\(outcome.stderr)", sourceLocation: sourceLocation)
    #expect(outcome.stdout.isEmpty, sourceLocation: sourceLocation)
    #expect(
      outcome.stderr.hasPrefix("\(file):\(position)"), "\(outcome.stderr)", sourceLocation: sourceLocation)
    #expect(outcome.stderr.contains(": error: "), sourceLocation: sourceLocation)
    #expect(outcome.stderr.contains(phrase), "\(outcome.stderr)", sourceLocation: sourceLocation)
    #expect(
      outcome.stderr.filter { $0 == "\n" }.count == 1, "one line: \(outcome.stderr)",
      sourceLocation: sourceLocation)
    #expect(
      !hasControlBytes(outcome.stderr, allowingNewlines: true), "\(outcome.stderr)",
      sourceLocation: sourceLocation)
  }

  /// Whether `text` holds a C0 control (but newlines, when allowed), DEL or a C1 control.
  static func hasControlBytes(_ text: String, allowingNewlines: Bool) -> Bool {
    text.unicodeScalars.contains {
      ($0.value < 0x20 && !(allowingNewlines && $0 == "\n")) || (0x7F...0x9F).contains($0.value)
    }
  }

  @Test("control characters and escape sequences in every string of a valid file never reach the output")
  func controlCharactersInStrings() throws {
    let corpus = CLI.packageRoot.appendingPathComponent(
      "Fuzz/regressions/control-characters-in-every-string.yaml")
    for arguments in [
      ["render", "--width", "80"], ["render", "--language", "ar"], ["frames", "--format", "text"],
    ] {
      let outcome = try CLI.run([arguments[0], corpus.path] + arguments.dropFirst())
      #expect(outcome.status == 0, "\(arguments): \(outcome.stderr)")
      #expect(!outcome.stdout.isEmpty)
      #expect(!Self.hasControlBytes(outcome.stdout, allowingNewlines: true), "\(arguments)")
    }
  }
}

/// Files that are not regular files, and files that expand beyond the budgets.
extension BadInputTests {
  @Test("a missing file, a FIFO and a device are EX_NOINPUT with one message shape")
  func fileKinds() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("pipe.yaml").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let kinds = [
      (folder.appendingPathComponent("missing.yaml").path, "no such file"),
      (fifo, "it is a FIFO, not a regular file"),
      ("/dev/zero", "it is a device, not a regular file"),
    ]
    for (path, reason) in kinds {
      for command in ["render", "frames"] {
        let outcome = try CLI.run([command, path])
        Self.expectRefusal(
          outcome, status: 66, file: path, position: "1:1", "cannot read the layout file: \(reason)")
      }
    }
  }

  @Test("a folder stands for its layouts; one without any is EX_NOINPUT, and a FIFO in it is refused")
  func folders() throws {
    let empty = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: empty) }
    for command in ["render", "frames"] {
      let outcome = try CLI.run([command, empty.path])
      #expect(outcome.status == 66)
      #expect(outcome.stderr.contains("no .yaml, .yml or .swift layouts in this folder"))
      #expect(outcome.stdout.isEmpty)
    }
    let fifo = empty.appendingPathComponent("pipe.yaml").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let outcome = try CLI.run(["render", empty.path])
    #expect(outcome.status == 66)
    #expect(outcome.stderr.contains("\(fifo):1:1: error: cannot read the layout file: it is a FIFO"))
  }

  @Test("a file over 16 MiB is refused before it is read")
  func oversizedFile() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("huge.yaml")
    _ = FileManager.default.createFile(atPath: file.path, contents: nil)
    let handle = try FileHandle(forWritingTo: file)
    try handle.truncate(atOffset: 17 << 20)
    try handle.close()
    let outcome = try CLI.run(["render", file.path])
    Self.expectRefusal(outcome, status: 65, file: file.path, position: "1:1", "at most 16,777,216 bytes")
  }

  @Test(
    "alias and size bombs are refused quickly at the alias or node that crossed a budget",
    arguments: [
      ("alias-bomb-10-levels.yaml", "10:24", "more than 1,000,000 YAML nodes (each use of the alias '*a5'"),
      (
        "alias-bomb-as-mapping-key.yaml", "9:45",
        "more than 1,000,000 YAML nodes (each use of the alias '*a4'"
      ),
      ("aliased-text-64800.yaml", "6:44", "more than 4,194,304 bytes of text (each use of the alias '*t1'"),
      ("alias-bomb-6-levels.yaml", "4:", "more than 100,000 view nodes (each use of an alias"),
    ])
  func bombs(name: String, position: String, phrase: String) throws {
    let file = CLI.packageRoot.appendingPathComponent("Fuzz/regressions/\(name)").path
    let outcome = try CLI.run(["render", file])
    Self.expectRefusal(outcome, status: 65, file: file, position: position, phrase)
  }
}

/// Sizes from the command line that would ask for a canvas beyond the documented limits.
extension BadInputTests {
  @Test(
    "a size that would make a huge wireframe is a usage error before the file is read",
    arguments: [
      (["--device", "1x100000", "--width", "1000"], "more than 4000 rows"),
      (["--device", "1x100000", "--width", "1000", "--compare", "rtl"], "more than 4000 rows"),
      (["--device", "0.5x100"], "width must be at least 1 pt"),
      (["--device", "100x200000"], "height must be at most 100000 pt"),
      (["--width", "100000"], "--width must be between 20 and 1000 columns"),
    ])
  func hugeCanvas(arguments: [String], phrase: String) throws {
    // The file does not exist: the size is refused first, so the status is 64, not 66.
    let outcome = try CLI.run(["render", "/nonexistent/screen.yaml"] + arguments)
    #expect(outcome.status == 64, "\(outcome.stderr)")
    #expect(outcome.stdout.isEmpty)
    #expect(outcome.stderr.contains(phrase), "\(outcome.stderr)")
  }

  @Test("the tallest wireframe within the limit still renders")
  func tallestAllowed() throws {
    // 100x1000 pt at 400 columns: about 2,000 rows.
    let outcome = try CLI.run([
      "render", CLI.sample("sign-in.yaml"), "--device", "100x1000", "--width", "400",
    ])
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(outcome.stdout.split(separator: "\n").count > 1900)
  }
}
