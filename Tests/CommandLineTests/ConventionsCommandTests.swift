import Foundation
import Testing

/// What any command-line tool is expected to do: a version, help that names the values, typo
/// suggestions for commands, and honest exit statuses when output cannot be written.
@Suite("command-line conventions")
struct ConventionsCommandTests {
  @Test("--version prints the name and version and exits 0")
  func version() throws {
    let outcome = try CLI.run(["--version"])
    #expect(outcome.status == 0)
    #expect(outcome.stdout.hasPrefix("layout-preview "))
    #expect(outcome.stdout.split(separator: " ").last?.split(separator: ".").count == 3)
  }

  @Test(
    "a first argument that is no file but close to a command suggests it and exits 64",
    arguments: [("rendr", "render"), ("device", "devices"), ("frame", "frames"), ("preveiw", "preview")])
  func mistypedCommand(typed: String, meant: String) throws {
    let outcome = try CLI.run([typed, CLI.sample("sign-in.yaml")])
    #expect(outcome.status == 64)
    #expect(outcome.stderr.contains("did you mean '\(meant)'?"))
    #expect(outcome.stdout.isEmpty)
  }

  @Test("an existing file whose name looks like a command is opened, not corrected")
  func fileNamedLikeACommand() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItem(
      atPath: CLI.sample("sign-in.yaml"), toPath: folder.appendingPathComponent("rendr").path)
    let outcome = try CLI.run(["rendr"], in: folder.path)
    // Not a usage error: the session starts and says it needs a terminal.
    #expect(outcome.status == 69)
    #expect(!outcome.stderr.contains("did you mean"))
  }

  @Test("--type-size help lists every name with a description and shows no raw default")
  func typeSizeHelp() throws {
    let help = try CLI.run(["render", "--help"]).stdout
    #expect(!help.contains("(default: 3)"))
    for name in ["xSmall", "Small", "Medium", "Large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX5"] {
      let line = help.split(separator: "\n").first {
        $0.trimmingCharacters(in: .whitespaces).hasPrefix(name + " ")
      }
      let description = line.map { String($0.split(separator: "-", maxSplits: 1).last ?? "") } ?? ""
      #expect(!description.trimmingCharacters(in: .whitespaces).isEmpty, "\(name)")
    }
  }

  @Test(
    "a failed write to standard output is an error with exit status 74",
    arguments: ["render", "frames", "devices"])
  func fullDevice(command: String) throws {
    let arguments = command == "devices" ? ["devices"] : [command, CLI.sample("sign-in.yaml")]
    let outcome = try CLI.run(arguments, standardOutput: "/dev/full")
    #expect(outcome.status == 74)
    #expect(outcome.stderr.contains("cannot write to standard output: No space left on device"))
  }

  @Test("a reader that goes away ends the command quietly, by SIGPIPE, with nothing on standard error")
  func closedPipe() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    // 600 texts: their frames are far more than a pipe holds, so the writer meets the closed end.
    let rows = (0..<600).map { "      - Text: Row \($0)" }.joined(separator: "\n")
    let file = folder.appendingPathComponent("long.yaml")
    try "body:\n  VStack:\n    content:\n\(rows)\n".write(to: file, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CLI.binary)
    process.arguments = ["frames", file.path]
    let output = Pipe()
    let errors = folder.appendingPathComponent("err")
    _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
    process.standardOutput = output
    process.standardError = try FileHandle(forWritingTo: errors)
    try process.run()
    _ = output.fileHandleForReading.readData(ofLength: 1)
    try output.fileHandleForReading.close()
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(process.terminationStatus == SIGPIPE)
    #expect(try String(contentsOf: errors, encoding: .utf8).isEmpty)
  }
}
