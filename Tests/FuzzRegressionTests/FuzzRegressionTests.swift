import Foundation
import TestSupport
import Testing

@testable import layout_preview_fuzz

/// Replays the fuzz corpora through the fuzzer's own check: every seed, and every input that
/// ever crashed, hung or blew a budget (`Fuzz/regressions/`), a `.swift` file through the Swift
/// reader's check. A regression file may start with `# expect: rendered` or
/// `# expect: rejected: TEXT` (TEXT must be in the diagnostic); a Swift one with
/// `// expect: rejected: TEXT` or `// expect: warning: TEXT` (TEXT in one of the warnings).
///
/// The time limit only turns a hang into a failure. Swift Testing counts it from a test's start,
/// including the time it waits for a thread while the suite's long tests run, and the whole suite
/// takes about ten minutes on a loaded 2-core machine; so it is well above that, and well below
/// CI's 90 minutes.
@Suite("Fuzz corpus replay", .timeLimit(.minutes(20)))
struct FuzzRegressionTests {
  static let fuzzFolder = Repository.url("Fuzz")

  static func files(in folder: String) -> [String] {
    let path = fuzzFolder.appendingPathComponent(folder).path
    let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    return names.filter { !$0.hasPrefix(".") }.sorted().map { "\(folder)/\($0)" }
  }

  @Test("the corpora are there", arguments: ["regressions", "seeds"])
  func corpusExists(folder: String) {
    #expect(Self.files(in: folder).count >= 10)
  }

  @Test(
    "every regression input passes the fuzz check, with the outcome it records",
    arguments: files(in: "regressions"))
  func regression(name: String) throws {
    let bytes = try [UInt8](Data(contentsOf: Self.fuzzFolder.appendingPathComponent(name)))
    let outcome = try Self.check(name, bytes)
    let text = String(decoding: bytes.drop { $0 >= 0x80 }, as: UTF8.self)
    guard let line = text.split(separator: "\n").first,
      let prefix = ["# expect: ", "// expect: "].first(where: { line.hasPrefix($0) })
    else { return }
    let expected = line.dropFirst(prefix.count)
    switch outcome {
    case .previewed(_, let warnings):
      guard expected != "rendered" else { return }
      #expect(expected.hasPrefix("warning: "), "\(name) was previewed; expected \(expected)")
      let wanted = expected.dropFirst("warning: ".count)
      #expect(warnings.contains { $0.contains(wanted) }, "\(name): \(warnings)")
    case .rendered:
      #expect(expected == "rendered", "\(name) rendered; expected \(expected)")
    case .rejected(let message):
      #expect(expected.hasPrefix("rejected: "), "\(name) was rejected: \(message)")
      #expect(message.contains(expected.dropFirst("rejected: ".count)), "\(name): \(message)")
    }
  }

  @Test("every seed passes the fuzz check", arguments: files(in: "seeds"))
  func seed(name: String) throws {
    let bytes = try [UInt8](Data(contentsOf: Self.fuzzFolder.appendingPathComponent(name)))
    _ = try Self.check(name, bytes)
  }

  /// The check of the file's kind: a `.swift` file is read as Swift, any other as a layout file.
  static func check(_ name: String, _ bytes: [UInt8]) throws -> FuzzCheck.Outcome {
    name.hasSuffix(".swift") ? try SwiftFuzzCheck.run(bytes) : try FuzzCheck.run(bytes)
  }
}
