import Audit
import LayoutEngine
import Snapshots
import Testing

/// `check`'s findings a change brings, as changes of the diff.
@Suite struct NewFindingsTests {
  static func report(_ yaml: String) async throws -> FileReport {
    await Checker.check(
      [Checker.Input(file: "Layouts/test.yaml", body: try LayoutFileParserShim.body(yaml))],
      matrix: smallMatrix()
    )[0]
  }

  @Test func aButtonMadeTooSmallIsANewFindingAtItsNewLine() async throws {
    let old = "body:\n  Button: Sign In\n  frame: { minWidth: 44, minHeight: 44 }\n  id: signIn\n"
    let new = "# the frame dropped\nbody:\n  Button: Sign In\n  id: signIn\n"
    let before = try await Self.report(old)
    let after = try await Self.report(new)
    #expect(!before.findings.contains { $0.rule == .hitRegion })
    let changes = NewFindings.changes(old: before, new: after)
    let hit = try #require(changes.first { $0.detail.contains("[hitRegion]") })
    #expect(hit.kind == .newFinding)
    #expect(hit.kind.isWarning)
    #expect(hit.node.id == "signIn")
    #expect(hit.node.line == 3)
    // At AX3 the button grows past 44 pt.
    #expect(hit.summary.text == "Large")
    // The same findings in both revisions, wherever the lines moved, are nothing new.
    #expect(NewFindings.changes(old: after, new: try await Self.report("\n\n" + new)).isEmpty)
  }
}
