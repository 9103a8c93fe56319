import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Hostile Swift files through the built binary, one class of issue 29 each: deep expressions of
/// every syntax kind, doubling bombs, huge numbers, many previews, nested loops, long identifiers,
/// binary garbage and a hostile sibling. Each ends with its exit status and a `file:line:column`
/// message naming the limit, within a bound on peak memory (the child's `ru_maxrss` from `wait4`,
/// which `peak-memory` reports).
///
/// The inputs are small, so the whole set takes seconds: each crosses its limit by a little, which
/// is what the limit is for; the larger files cross the same checks earlier. The time
/// limit only turns a hang into a failure: it counts the wait for a thread while the suite's long
/// tests run, so it is above the whole suite's time on a loaded machine (see the fuzz replay's).
@Suite("Hostile Swift files", .timeLimit(.minutes(20)))
struct HostileSwiftCommandTests {
  /// One hostile file: what it is, the exit status and a message every command must give.
  struct Case: CustomStringConvertible, Sendable {
    var name: String
    var source: String
    var status: Int32
    var message: String
    var sibling: String? = nil
    var description: String { name }
  }

  static let header = "import SwiftUI\n"

  static func repeated(_ count: Int, _ text: (Int) -> String) -> String {
    (0..<count).map(text).joined()
  }

  static let cases: [Case] = [
    Case(
      name: "modifier chain",
      source: header + "#Preview { Text(\"a\")" + String(repeating: ".bold()", count: 2_100) + " }\n",
      status: 65, message: "ContentView.swift:2:12: error: the code nests deeper than 4000 syntax levels"),
    Case(
      name: "member chain",
      source: header + "#Preview { Text(a" + String(repeating: ".b", count: 4_100) + ") }\n",
      status: 65, message: "error: the code nests deeper than 4000 syntax levels"),
    Case(
      name: "force unwraps",
      source: header + "#Preview { Text(a" + String(repeating: "!", count: 4_100) + ") }\n",
      status: 65, message: "error: the code nests deeper than 4000 syntax levels"),
    Case(
      name: "nested try",
      source: header + "#Preview { Text(" + String(repeating: "try ", count: 300) + "x) }\n",
      status: 65,
      message: "ContentView.swift:2:1041: error: more than 256 'try's and other prefix keywords in a row"),
    Case(
      name: "nested await",
      source: header + "#Preview { Text(" + String(repeating: "await ", count: 300) + "x) }\n",
      status: 65, message: "error: more than 256 'await's and other prefix keywords in a row"),
    Case(
      name: "else if chain",
      source: header + "struct V: View { var body: some View {\n if c {}"
        + String(repeating: " else if c {}", count: 300)
        + "\n}}\n",
      status: 65, message: "error: an 'else if' chain of more than 256 links"),
    Case(
      name: "nested ternaries",
      source: header + "#Preview { Text(String(" + String(repeating: "c ? 1 : ", count: 1_000) + "0)) }\n",
      status: 0, message: "warning: an expression of more than 400 operands and operators is not evaluated"),
    Case(
      name: "long sequence",
      source: header + "#Preview { Text(String(" + String(repeating: "1 + ", count: 1_000) + "1)) }\n",
      status: 0, message: "warning: an expression of more than 400 operands and operators is not evaluated"),
    Case(
      name: "nested array literal",
      source: header + "#Preview { Text(String(" + String(repeating: "[", count: 30) + "1"
        + String(repeating: "]", count: 30) + ".count)) }\n",
      status: 65, message: "ContentView.swift:2:40: error: square brackets nest deeper than 16 levels"),
    Case(
      name: "nested array type",
      source: header + "let x: " + String(repeating: "[", count: 26) + "Int"
        + String(repeating: "]", count: 26) + " = []\n#Preview { Text(\"a\") }\n",
      status: 65, message: "error: square brackets nest deeper than 16 levels"),
    Case(
      name: "nested generics",
      source: header + "let x: " + String(repeating: "A<", count: 3_000) + "B"
        + String(repeating: ">", count: 3_000) + " = 1\n#Preview { Text(\"a\") }\n",
      status: 65, message: "ContentView.swift:2:"),
    Case(
      name: "nested closures",
      source: header + "#Preview { Text(String(" + String(repeating: "{ ", count: 300) + "1"
        + String(repeating: " }()", count: 300) + ")) }\n",
      status: 65, message: "ContentView.swift:2:"),
    Case(
      name: "nested #if",
      source: header + "#Preview {\n" + String(repeating: "#if DEBUG\n", count: 300) + "Text(\"a\")\n"
        + String(repeating: "#endif\n", count: 300) + "}\n",
      status: 65, message: "ContentView.swift:"),
    Case(
      name: "views nested through lets",
      source: header + "#Preview {\n let v0 = Text(\"a\")\n"
        + repeated(260) { " let v\($0 + 1) = VStack { v\($0) }\n" }
        + " v260\n}\n",
      status: 0, message: "warning: views nest deeper than 200 levels here (the limit of one preview)"),
    Case(
      name: "string doubled by recursion",
      source: header + "func f(_ s: String, _ n: Int) -> String { n == 0 ? s : f(s + s, n - 1) }\n"
        + "#Preview { Text(f(\"ab\", 60)) }\n",
      status: 0,
      message:
        "ContentView.swift:2:58: warning: a string would be longer than 1048576 bytes (the limit of one preview)"
    ),
    Case(
      name: "array doubled by recursion",
      source: header + "func f(_ s: [Int], _ n: Int) -> [Int] { n == 0 ? s : f(s + s, n - 1) }\n"
        + "#Preview { Text(String(f([1], 60).count)) }\n",
      status: 0, message: "warning: an array would have more than 100000 elements (the limit of one preview)"),
    Case(
      name: "replacingOccurrences bomb",
      source: header + "#Preview {\n let s0 = \"aaaaaaaa\"\n"
        + repeated(12) { " let s\($0 + 1) = s\($0).replacingOccurrences(of: \"a\", with: \"aaaaaaaa\")\n" }
        + " Text(s12)\n}\n",
      status: 0, message: "warning: a string would be longer than 1048576 bytes"),
    Case(
      name: "joined bomb",
      source: header + "#Preview {\n let s0 = [\"aaaaaaaa\", \"b\"]\n"
        + repeated(40) {
          " let s\($0 + 1) = [s\($0).joined(separator: \"x\"), s\($0).joined(separator: \"y\")]\n"
        }
        + " Text(s40[0])\n}\n",
      status: 0, message: "warning: a string would be longer than 1048576 bytes"),
    Case(
      name: "Text + Text bomb",
      source: header + "#Preview {\n let t0 = Text(\"aaaaaaaa\")\n"
        + repeated(40) { " let t\($0 + 1) = t\($0) + t\($0)\n" }
        + " t40\n}\n",
      status: 0, message: "warning: a string would be longer than 1048576 bytes"),
    Case(
      name: "interpolation bomb",
      source: header + "#Preview {\n let s0 = \"abcdefgh\"\n"
        + repeated(40) { " let s\($0 + 1) = \"\\(s\($0))\\(s\($0))\"\n" }
        + " Text(s40)\n}\n",
      status: 0, message: "warning: a string would be longer than 1048576 bytes"),
    Case(
      name: "index 1e300",
      source: header + "let items = [1, 2, 3]\n#Preview { Text(String(items[1e300])) }\n",
      status: 0,
      message: "ContentView.swift:3:30: warning: the value of '1e300' is not a number a preview can use"),
    Case(
      name: "prefix NaN and infinity",
      source: header
        + "let items = [1]\n#Preview { Text(\"abc\".prefix(.nan)); Text(String(items.prefix(Double.nan).count)); "
        + "Text(\"abc\".prefix(1.0 / 0.0)); Text(\"\\(items.prefix(1e300).count)\") }\n",
      status: 0, message: "cannot be known"),
    Case(
      name: "currency of 1e300",
      source: header + "#Preview { Text(1e300, format: .currency(code: \"EUR\")) }\n",
      status: 0, message: "warning: the value of '1e300' is not a number a preview can use"),
    Case(
      name: "many previews", source: header + repeated(300) { "#Preview { Text(\"a\($0)\") }\n" },
      status: 0,
      message:
        "ContentView.swift:27:1: warning: the file has 300 previews; the first 25 are read (the limit of one file)"
    ),
    Case(
      name: "nested ForEach",
      source: header + "#Preview { VStack { ForEach(0..<100000) { i in ForEach(0..<100000) { j in "
        + "ForEach(0..<100000) { k in if false { Text(\"a\") } } } } } }\n",
      status: 0, message: "(the limit of one preview); the rest is left out"),
    Case(
      name: "long unknown identifier",
      source: header + "#Preview { Text(" + String(repeating: "a", count: 200_000) + ") }\n",
      status: 0, message: "ContentView.swift:2:17: warning: 'aaaaaaaa"),
    Case(
      name: "file over the size limit",
      source: header + "#Preview { Text(" + String(repeating: "a", count: 300_000) + ") }\n",
      status: 65,
      message:
        "ContentView.swift:1:1: error: the Swift file is 300035 bytes; Swift files are read up to 262144 bytes"
    ),
    Case(
      name: "string doubled in a while loop",
      source: header + "func f() -> String { var s = \"ab\"; while true { s += s }; return s }\n"
        + "#Preview { Text(f()) }\n",
      status: 0,
      message:
        "ContentView.swift:2:49: warning: a string would be longer than 1048576 bytes (the limit of one preview)"
    ),
    Case(
      name: "layout code nested past its depth",
      source: header + "struct Flow: Layout {\n"
        + " func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {\n"
        + "  var n = 0\n" + String(repeating: "if n < 1 {\n", count: 250) + "n += 1\n"
        + String(repeating: "}\n", count: 250) + "  return .zero\n }\n"
        + " func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}\n"
        + "}\n#Preview { Flow { Text(\"a\") } }\n",
      status: 0,
      message:
        "warning: the custom layout 'Flow' cannot be run by the preview: nesting deeper than 64 levels is not evaluated"
    ),
    Case(
      // Each row's layout has fields of its own, so each is tried, and each trial loops for 0.2 s:
      // 60 rows took 6 s before the preview's layouts shared a budget for calls that overrun.
      name: "a looping layout in every row",
      source: header + "struct Flow: Layout {\n var spacing: CGFloat = 0\n"
        + " func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {\n"
        + "  var x = 0\n  while x < 1 { x += 0 }\n  return .zero\n }\n"
        + " func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}\n"
        + "}\n#Preview { VStack { ForEach(0..<60) { i in Flow(spacing: CGFloat(i)) { Text(\"row \\(i)\") } } } }\n",
      status: 0,
      message:
        "warning: the custom layout 'Flow' cannot be run by the preview: the custom layouts of this file's previews stop after 1 s of calls past their budgets (the limit of one file)"
    ),
    Case(
      // Each preview's layouts had 1 s of overrun of their own: twelve previews took 12 s in
      // `render` and 16 s in `check` (the fuzzer's slow units); now the file's share 1 s.
      name: "a looping layout in many previews",
      source: header + "struct Flow: Layout {\n var spacing: CGFloat = 0\n"
        + " func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {\n"
        + "  var x = 0\n  while x < 1 { x += 0 }\n  return .zero\n }\n"
        + " func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}\n"
        + "}\n"
        + repeated(12) {
          "#Preview(\"Rows \($0)\") { VStack { ForEach(0..<60) { i in Flow(spacing: CGFloat(i)) { Text(\"row \\(i)\") } } } }\n"
        },
      status: 0,
      message:
        "the custom layouts of this file's previews stop after 1 s of calls past their budgets (the limit of one file)"
    ),
    Case(
      // 9^8 rows of a long text, cut at 100,000 views, took 6 s and 1 GB in `render`, and 28 s
      // and 3.9 GB in `check` (the fuzzer's slow units): text is a budget of its own.
      name: "long texts in nested ForEach",
      source: header + "#Preview { VStack { " + String(repeating: "ForEach(0..<9) { _ in ", count: 8)
        + "Text(\"" + String(repeating: "A long caption. ", count: 40) + "\")"
        + String(repeating: " }", count: 8) + " } }\n",
      status: 0,
      message:
        "warning: the views of this file's previews show more than 1048576 bytes of text together (the limit of one file); the rest is left out"
    ),
    Case(
      // Each nested type was read again under each of its names, qualified and its own: 2^d
      // readings for types nested d deep (a fuzzer's finding: 40 unclosed structs hung).
      name: "types nested 200 deep",
      source: header + repeated(200) { "struct Card\($0 % 3): Identifiable {\n var id = \($0)\n" }
        + String(repeating: "}\n", count: 200) + "#Preview { Text(\"Hello\") }\n",
      status: 0, message: ""),
    Case(
      name: "hostile sibling", source: header + "#Preview { Text(\"Hello\") }\n", status: 0, message: "",
      sibling: header + "let x = a" + String(repeating: ".b", count: 4_100) + "\nlet y = "
        + String(repeating: "[", count: 30) + "\n"),
  ]

  /// Pseudo-random bytes (a fixed seed, so the case is the same on every run).
  static func garbage(count: Int) -> Data {
    var state: UInt64 = 29
    return Data(
      (0..<count).map { _ in
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return UInt8(truncatingIfNeeded: state >> 33)
      })
  }

  /// What one run of the binary gave, with its peak memory.
  struct Run {
    var status: Int32
    var signal: Int32
    var stdout: String
    var stderr: String
    var peakKilobytes: Int
  }

  /// Runs the binary with `arguments` as the child of `peak-memory`, which reports its exit and
  /// its peak memory as `wait4` gives them: spawned from this process, the child would be charged
  /// with the test runner's own memory (Tests/PeakMemory/main.c).
  static func run(_ arguments: [String], environment extra: [String: String] = [:]) throws -> Run {
    let scratch = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let out = scratch.appendingPathComponent("out").path
    let err = scratch.appendingPathComponent("err").path
    let report = scratch.appendingPathComponent("report").path
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, out, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, err, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    let argv = ([peakMemory, report, CLI.binary] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    // No backtracer: a crash should end the child at once, and is a failure either way.
    // The project index's cache goes in the run's scratch folder, never a person's cache folder.
    let environment = ProcessInfo.processInfo.environment.merging(
      ["SWIFT_BACKTRACE": "enable=no", "XDG_CACHE_HOME": scratch.appendingPathComponent("cache").path]
    ) { $1 }.merging(extra) { $1 }
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { envp.forEach { free($0) } }
    var pid = pid_t()
    let spawned = posix_spawn(&pid, peakMemory, &actions, nil, argv, envp)
    guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let stderr = (try? String(contentsOfFile: err, encoding: .utf8)) ?? ""
    let figures = ((try? String(contentsOfFile: report, encoding: .utf8)) ?? "")
      .split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    guard status == 0, figures.count == 3 else {
      throw POSIXError(.EIO, userInfo: ["peak-memory": "status \(status), report \(figures): \(stderr)"])
    }
    return Run(
      status: Int32(figures[0]), signal: Int32(figures[1]),
      stdout: (try? String(contentsOfFile: out, encoding: .utf8)) ?? "", stderr: stderr,
      peakKilobytes: figures[2])
  }

  /// The `peak-memory` helper, built beside the binary.
  static let peakMemory = URL(fileURLWithPath: CLI.binary).deletingLastPathComponent()
    .appendingPathComponent("peak-memory").path

  /// The most memory any hostile file may take, in kilobytes (the bar is 1 GB).
  static let peakLimit = 1_000_000

  static func write(_ hostile: Case) throws -> String {
    let folder = try CLI.temporaryDirectory()
    let path = folder.appendingPathComponent("ContentView.swift").path
    try hostile.source.write(toFile: path, atomically: true, encoding: .utf8)
    if let sibling = hostile.sibling {
      try sibling.write(to: folder.appendingPathComponent("Deep.swift"), atomically: true, encoding: .utf8)
    }
    return path
  }

  @Test("each hostile file ends in render with its status, its message and bounded memory", arguments: cases)
  func render(hostile: Case) throws {
    let path = try Self.write(hostile)
    defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
    let run = try Self.run(["render", path, "--width", "40"])
    #expect(run.signal == 0, "\(hostile.name) died of signal \(run.signal): \(run.stderr.suffix(500))")
    #expect(run.status == hostile.status, "\(hostile.name): \(run.stderr.prefix(500))")
    if !hostile.message.isEmpty {
      #expect(run.stderr.contains(hostile.message), "\(hostile.name): \(run.stderr.prefix(800))")
    }
    #expect(run.peakKilobytes < Self.peakLimit, "\(hostile.name) peaked at \(run.peakKilobytes) KB")
    if hostile.status == 0 { #expect(!run.stdout.isEmpty, "\(hostile.name) drew nothing") }
    // The good file beside the hostile sibling still draws its text (cut to "Hel›" at 40 columns).
    if hostile.sibling != nil { #expect(run.stdout.contains("Hel"), "\(run.stdout)") }
  }

  @Test(
    "frames and check end the same way",
    arguments: cases.filter {
      [
        "modifier chain", "nested try", "string doubled by recursion", "index 1e300", "many previews",
        "nested ForEach",
        "views nested through lets", "hostile sibling", "a looping layout in every row",
        "a looping layout in many previews", "long texts in nested ForEach",
      ].contains($0.name)
    })
  func framesAndCheck(hostile: Case) throws {
    let path = try Self.write(hostile)
    defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
    for command in ["frames", "check"] {
      let run = try Self.run([command, path])
      #expect(run.signal == 0, "\(command) \(hostile.name) died of signal \(run.signal)")
      // `check` exits 1 when it has findings about a layout it could read.
      #expect(
        run.status == hostile.status || (command == "check" && hostile.status == 0 && run.status == 1),
        "\(command) \(hostile.name): \(run.status) \(run.stderr.prefix(500))")
      // `check` reports its own findings, not the reader's warnings; a refusal is an error for both.
      if !hostile.message.isEmpty, command == "frames" || hostile.status != 0 {
        #expect(run.stderr.contains(hostile.message), "\(command) \(hostile.name): \(run.stderr.prefix(800))")
      }
      #expect(
        run.peakKilobytes < Self.peakLimit, "\(command) \(hostile.name) peaked at \(run.peakKilobytes) KB")
    }
  }

  @Test("binary garbage named .swift is refused with a syntax error at file:line:column")
  func binaryGarbage() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("ContentView.swift").path
    try Self.garbage(count: 200_000).write(to: URL(fileURLWithPath: path))
    let run = try Self.run(["render", path])
    #expect(run.signal == 0)
    #expect(run.status == 65)
    #expect(run.stderr.hasPrefix(path + ":"), "\(run.stderr.prefix(300))")
    #expect(run.stderr.contains(": error: "))
    #expect(run.peakKilobytes < Self.peakLimit)
  }
}
