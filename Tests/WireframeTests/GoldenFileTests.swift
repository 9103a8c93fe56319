import Foundation
import TestSupport
import Testing

/// The golden-file helper itself: every file in Golden/ is read by a test, a mismatch shows the
/// differing lines and the command that re-records, a missing file fails and is never written
/// unasked, and recording happens only when asked for.
@Suite("Golden files")
struct GoldenFileTests {
  @Test("every file in Golden/ is read by a golden suite")
  func everyGoldenFileIsRead() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: GoldenFiles.wireframes.directory.path)
      .filter { !$0.hasPrefix(".") }
    let read = Set(GoldenFiles.namesRead)
    #expect(read.count == GoldenFiles.namesRead.count, "two cases read the same golden file")
    for file in files.sorted() where !read.contains(file) {
      Issue.record(
        """
        Golden/\(file) is read by no test: delete it, or add its case to a golden suite (and the \
        suite to GoldenFiles.namesRead)
        """)
    }
    #expect(files.count >= read.count)
  }

  @Test("a matching text passes, recording or not")
  func matches() {
    for recording in [false, true] {
      #expect(
        GoldenFiles.wireframes.verdict(
          "a\nb\n", golden: "a\nb\n", named: "x.txt", recording: recording, command: "c")
          == .matches)
    }
  }

  @Test("a mismatch fails with the changed lines, numbered, and the command that re-records")
  func mismatch() throws {
    let golden = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
    let actual = golden.replacingOccurrences(of: "line 6\n", with: "line six\n")
    let verdict = GoldenFiles.wireframes.verdict(
      actual, golden: golden, named: "x.txt", recording: false,
      command: "RECORD_GOLDENS=1 swift test --filter 'X/y'")
    guard case .fails(let message) = verdict else {
      Issue.record("expected a failure, got \(verdict)")
      return
    }
    #expect(
      message == """
        Golden/x.txt differs (- golden, + actual):
        …
           4 │line 4
           5 │line 5
        -  6 │line 6
        +  6 │line six
           7 │line 7
           8 │line 8
        …
        If the change is deliberate, re-record and read the diff before committing it:
          RECORD_GOLDENS=1 swift test --filter 'X/y'
        """)
  }

  @Test("a missing golden file fails with the command that records it and is not written")
  func missing() {
    let verdict = GoldenFiles.wireframes.verdict(
      "a\n", golden: nil, named: "new.txt", recording: false, command: "CMD")
    #expect(
      verdict
        == .fails(
          """
          no golden file Golden/new.txt; record it deliberately and look at it before committing it:
            CMD
          """))
  }

  @Test("recording writes a new or changed file and still fails, naming it")
  func recording() {
    let new = GoldenFiles.wireframes.verdict(
      "a\n", golden: nil, named: "n.txt", recording: true, command: "CMD")
    let changed = GoldenFiles.wireframes.verdict(
      "a\n", golden: "b\n", named: "c.txt", recording: true, command: "CMD")
    guard case .records(let newMessage) = new, case .records(let changedMessage) = changed else {
      Issue.record("expected both to record: \(new), \(changed)")
      return
    }
    #expect(newMessage.hasPrefix("recorded the new golden file Golden/n.txt"))
    #expect(changedMessage.hasPrefix("re-recorded the golden file Golden/c.txt"))
  }

  @Test("the re-record command names the running test without its argument labels")
  func recordCommand() {
    #expect(
      GoldenFiles.wireframes.recordCommand()
        == "RECORD_GOLDENS=1 swift test --filter 'WireframeTests.GoldenFileTests/recordCommand'")
  }

  @Test("a line diff keeps two lines of context and marks what it leaves out")
  func lineDiff() {
    let expected = "a\nb\nc\nd\ne\nf\ng\n"
    let actual = "a\nb\nc\nD\ne\nf\ng\nh\n"
    #expect(
      LineDiff(expected: expected, actual: actual).rendered()
        == """
        …
          2 │b
          3 │c
        - 4 │d
        + 4 │D
          5 │e
          6 │f
          7 │g
        + 8 │h
        """)
    #expect(LineDiff(expected: expected, actual: expected).isEmpty)
  }

  @Test("inserted and removed lines are numbered in their own text")
  func insertedAndRemoved() {
    let diff = LineDiff(expected: "x\na\nb\n", actual: "a\nb\ny\n")
    #expect(
      diff.lines == [
        .removed(expected: 1, "x"), .same(expected: 2, actual: 1, "a"), .same(expected: 3, actual: 2, "b"),
        .inserted(actual: 3, "y"),
      ])
  }
}
