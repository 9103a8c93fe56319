import TestSupport
import Testing

@testable import SwiftSource

/// Malformed Swift never crashes the reader: random cuts and splices of the corpus files (a fixed
/// seed, so a failure reproduces) either parse with diagnostics at real positions, or evaluate.
@Suite struct MalformedSourceTests {
  /// Fragments that break Swift in the ways an editor in mid-edit does.
  static let fragments = [
    "{", "}", "(", ")", "\"", "\\(", "#if os(iOS)", "#endif", ".", ",", "$0", "in", ":", "let",
  ]

  /// A damaged copy of `text`: cut short, a range deleted, a range repeated, or a fragment inserted.
  static func damage(_ text: String, _ generator: inout SplitMix64) -> String {
    let characters = Array(text)
    let a = Int.random(in: 0...characters.count, using: &generator)
    let b = Int.random(in: a...min(characters.count, a + 200), using: &generator)
    switch Int.random(in: 0..<4, using: &generator) {
    case 0: return String(characters[..<a])
    case 1: return String(characters[..<a] + characters[b...])
    case 2: return String(characters[..<b] + characters[a..<b] + characters[b...])
    default:
      let fragment = fragments.randomElement(using: &generator)!
      return String(characters[..<a]) + fragment + String(characters[a...])
    }
  }

  @Test(arguments: Corpus.files.map(\.name))
  func damagedFilesNeverCrash(_ name: String) throws {
    var generator = SplitMix64(seed: UInt64(name.utf8.reduce(0) { $0 &* 31 &+ Int($1) }.magnitude))
    let text = Corpus.files.first { $0.name == name }!.text
    let siblings = Corpus.parsed.filter { $0.path != name }
    let limits = EvaluationLimits(maximumViews: 2_000, maximumSteps: 50_000)
    var failures = 0
    for _ in 0..<15 {
      let damaged = Self.damage(text, &generator)
      let lines = damaged.split(separator: "\n", omittingEmptySubsequences: false).count
      let file = SwiftFile(lenientlyParsing: name, text: damaged)
      for error in file.errors {
        #expect(error.location.file == name)
        #expect((1...lines).contains(error.location.line), "\(error)")
        #expect(error.location.column >= 1)
      }
      if !file.errors.isEmpty { failures += 1 }
      let program = SwiftProgram(main: file, siblings: siblings)
      for preview in program.previews {
        let evaluation = program.evaluate(preview, limits: limits)
        #expect(evaluation.views.count < 10_000)
      }
    }
    // Most damage is a syntax error; the test would prove nothing if none were.
    #expect(failures > 5)
  }
}
