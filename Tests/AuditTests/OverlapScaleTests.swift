import LayoutEngine
import Testing

@testable import Audit

/// `overlap` at scale: each text is reported once, under the first later sibling that covers it,
/// found by place (`SiblingGrid`), and a file lists at most `findingsPerRule` findings of a rule.
@Suite struct OverlapScaleTests {
  @Test func aTextIsReportedOnceUnderTheFirstSiblingThatCoversIt() async throws {
    let report = try await check(
      """
      body:
        ZStack:
          content:
            - Text: Covered
            - Rectangle:
                frame: { width: 200, height: 60 }
                id: first
            - Rectangle:
                frame: { width: 200, height: 60 }
                id: second
      """)
    #expect(
      lines(report) == [
        "4:9 overlap 0.0: text is covered by Rectangle 'first'; at worst 68.7 × 22 pt covered"
      ])
  }

  @Test func findingsOfARuleAreCappedPerFileAndTheRestCounted() async throws {
    let buttons = (0..<1_000).map { "      - Button: Button \($0)" }.joined(separator: "\n")
    let report = try await check("body:\n  ZStack:\n    content:\n" + buttons + "\n")
    let overlaps = report.findings.filter { $0.rule == .overlap }
    // Every button but the top one is covered by the next: 999 findings, 100 listed.
    #expect(overlaps.count == FileReport.findingsPerRule)
    #expect(report.omitted[.overlap] == 999 - FileReport.findingsPerRule)
    #expect(overlaps.first?.node.source.line == 4)
  }

  @Test func theGridFindsTheFirstMeetingSiblingAmongMany() {
    // A row of boxes side by side and, after them, one box over the third.
    var boxes: [Rect?] = (0..<500).map { Rect(x: Double($0) * 10, y: 0, width: 10, height: 10) }
    boxes.append(nil)
    boxes.append(Rect(x: 21, y: 1, width: 5, height: 5))
    let grid = SiblingGrid(boxes)
    let third = boxes[2]!
    #expect(grid.firstMeeting(third, after: 2, where: { OverlapRule.meets(third, $0) }) == 501)
    #expect(grid.firstMeeting(third, after: 501, where: { OverlapRule.meets(third, $0) }) == nil)
    let wide = Rect(x: 0, y: 0, width: 5000, height: 10)
    #expect(grid.firstMeeting(wide, after: 100, where: { OverlapRule.meets(wide, $0) }) == 101)
  }

  @Test func theGridFindsSiblingsFarApart() {
    // Two pairs a million points apart: too large an area for an array of cells, so they are
    // filed by cell in a dictionary, and found the same.
    let boxes: [Rect?] = [
      Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 1_000_000, y: 0, width: 10, height: 10),
      Rect(x: 2, y: 2, width: 5, height: 5), Rect(x: 1_000_002, y: 2, width: 5, height: 5),
    ]
    let grid = SiblingGrid(boxes)
    func first(over index: Int) -> Int? {
      let box = boxes[index]!
      return grid.firstMeeting(box, after: index, where: { OverlapRule.meets(box, $0) })
    }
    #expect(first(over: 0) == 2)
    #expect(first(over: 1) == 3)
    #expect(first(over: 2) == nil)
  }
}
