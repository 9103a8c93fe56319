import Foundation
import Testing

/// A folder of golden files: text a person has looked at (wireframes, SVG), one file per case.
///
/// A mismatch fails with the differing lines (`LineDiff`) and the command that re-records; a
/// missing file fails the same way, it is never written unasked. Files are written only when
/// the `recordVariable` environment variable is `1`, and even then the test fails for every
/// file it wrote, so a recording run is never mistaken for a passing one: look at the diff, then
/// run again without the variable.
public struct GoldenFiles: Sendable {
  /// The folder the golden files live in.
  public let directory: URL
  /// The environment variable that re-records the golden files of the tests that run.
  public let recordVariable: String

  /// The golden files in `relative` (a folder of the repository), re-recorded by `recordVariable`.
  public init(_ relative: String, recordVariable: String = "RECORD_GOLDENS") {
    self.directory = Repository.url(relative)
    self.recordVariable = recordVariable
  }

  /// Expects `text` to equal the golden file `name`; with `recordVariable` set to 1 writes it instead
  /// (and fails, naming the file) when it is new or different.
  ///
  /// One place for the record switch, so every golden suite regenerates the same way.
  public func check(
    _ text: String, named name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  )
    throws
  {
    let file = directory.appendingPathComponent(name)
    let golden = try? String(contentsOf: file, encoding: .utf8)
    let recording = ProcessInfo.processInfo.environment[recordVariable] == "1"
    switch verdict(text, golden: golden, named: name, recording: recording, command: recordCommand()) {
    case .matches:
      return
    case .fails(let message):
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    case .records(let message):
      try text.write(to: file, atomically: true, encoding: .utf8)
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
  }

  /// What a check does with `text` given the golden file's contents (`nil`: no such file).
  public enum Verdict: Equatable, Sendable {
    case matches
    /// Fails with this message; nothing is written.
    case fails(String)
    /// Writes the file and fails with this message.
    case records(String)
  }

  /// The decision of `check`, apart from the file system and the environment so it can be tested.
  public func verdict(
    _ text: String, golden: String?, named name: String, recording: Bool, command: String
  ) -> Verdict {
    if golden == text { return .matches }
    if recording {
      let what = golden == nil ? "recorded the new golden file" : "re-recorded the golden file"
      return .records(
        """
        \(what) \(directory.lastPathComponent)/\(name): look at it (git diff) before committing it, then run the tests \
        again without \(recordVariable)
        """)
    }
    guard let golden else {
      return .fails(
        """
        no golden file \(directory.lastPathComponent)/\(name); record it deliberately and look at it before committing it:
          \(command)
        """)
    }
    let diff = LineDiff(expected: golden, actual: text)
    let lines = diff.isEmpty ? "(the lines are the same; the line endings differ)" : diff.rendered()
    return .fails(
      """
      \(directory.lastPathComponent)/\(name) differs (- golden, + actual):
      \(lines)
      If the change is deliberate, re-record and read the diff before committing it:
        \(command)
      """)
  }

  /// The command that re-records the running test's golden files.
  public func recordCommand(for test: Test? = .current) -> String {
    "\(recordVariable)=1 swift test --filter '\(Self.filter(for: test?.id))'"
  }

  /// A `swift test --filter` pattern for the test `id`: module, suite and function name without
  /// its argument labels (every case of a parameterized test; only changed files are rewritten).
  public static func filter(for id: Test.ID?) -> String {
    guard let id, let last = id.nameComponents.last else { return "" }
    let function = last.split(separator: "(", maxSplits: 1).first.map(String.init) ?? last
    return ([id.moduleName] + id.nameComponents.dropLast()).joined(separator: ".") + "/" + function
  }
}
