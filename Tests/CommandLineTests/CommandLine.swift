import Foundation
import TestSupport

/// Runs the built `layout-preview` binary as a person or a script would, capturing what it prints.
enum CLI {
  /// What one run produced.
  struct Outcome {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// The `layout-preview` executable beside the test bundle in the build folder.
  static let binary: String = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    .deletingLastPathComponent().appendingPathComponent("layout-preview").path

  /// The package root, for the sample layouts and themes.
  static let packageRoot: URL = Repository.root

  /// A sample layout shipped with the package.
  static func sample(_ name: String) -> String {
    packageRoot.appendingPathComponent("Layouts/\(name)").path
  }

  /// Runs the binary (or `executable`) with `arguments` in `directory`; output goes through
  /// files, so a large output never blocks the child on a full pipe. `input` is its standard input
  /// (none by default); `standardOutput` names a file to write to instead (such as `/dev/full`),
  /// and `stdout` is then empty.
  static func run(
    _ arguments: [String], in directory: String? = nil, environment: [String: String] = [:],
    executable: String = binary, input: String? = nil, standardOutput: String? = nil
  ) throws -> Outcome {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("lp-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let out = scratch.appendingPathComponent("out")
    let err = scratch.appendingPathComponent("err")
    _ = FileManager.default.createFile(atPath: out.path, contents: nil)
    _ = FileManager.default.createFile(atPath: err.path, contents: nil)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    var env = ProcessInfo.processInfo.environment
    env["NO_COLOR"] = nil
    // The project index's cache goes in the run's scratch folder, never a person's cache folder.
    env["XDG_CACHE_HOME"] = scratch.appendingPathComponent("cache").path
    for (key, value) in environment { env[key] = value }
    process.environment = env
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    if let input {
      let file = scratch.appendingPathComponent("in")
      try input.write(to: file, atomically: true, encoding: .utf8)
      process.standardInput = try FileHandle(forReadingFrom: file)
    } else {
      process.standardInput = FileHandle.nullDevice
    }
    process.standardOutput = try FileHandle(
      forWritingTo: standardOutput.map(URL.init(fileURLWithPath:)) ?? out)
    process.standardError = try FileHandle(forWritingTo: err)
    try process.run()
    process.waitUntilExit()
    return Outcome(
      status: process.terminationStatus,
      stdout: try String(contentsOf: out, encoding: .utf8),
      stderr: try String(contentsOf: err, encoding: .utf8))
  }

  /// A temporary folder for layout files a test writes; removed by the caller.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("lp-layouts-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
