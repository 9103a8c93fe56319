import Testing

@testable import Wireframe

/// Labels on one row share its free cells: every one reads whole when the row holds them all, a
/// blank column between neighbours; else the longest are cut first; a label that fits its own
/// frame keeps its place while the ones around it move.
@Suite("Sharing a row")
struct RowShareTests {
  /// A centred claim: `width` columns over `frame`, free over `reach`.
  func centred(_ frame: Range<Int>, _ width: Int, reach: Range<Int> = 2..<18) -> RowShare.Claim {
    RowShare.Claim(frame: frame, width: width, side: .center, reach: reach)
  }

  @Test func threeButtonTitlesReadWholeWhenTheRowHoldsThem() throws {
    // Message, Call, Mail over frames narrower than their titles, 20 free columns.
    let given = try #require(
      RowShare.columns(for: [
        centred(5..<9, 7, reach: 1..<21), centred(10..<12, 4, reach: 1..<21),
        centred(13..<15, 4, reach: 1..<21),
      ]))
    #expect(given.map(\.count) == [7, 4, 4])
    #expect(zip(given, given.dropFirst()).allSatisfy { $0.upperBound < $1.lowerBound }, "a blank between")
    #expect(given[0].lowerBound >= 1 && given[2].upperBound <= 21)
  }

  @Test func theLongestIsCutFirstWhenTheRowIsShort() throws {
    // 16 free columns for 7 + 4 + 4 and two blanks (17): `Messa› Call Mail`.
    let given = try #require(
      RowShare.columns(for: [centred(5..<9, 7), centred(10..<12, 4), centred(13..<15, 4)]))
    #expect(given == [2..<8, 9..<13, 14..<18])
  }

  @Test func aLabelThatFitsItsFrameKeepsItsPlace() throws {
    // "Inbox" (left-aligned, two columns of frame) and "12" right beside it: the count stays,
    // "Inbox" grows to the left.
    let given = try #require(
      RowShare.columns(for: [
        RowShare.Claim(frame: 25..<27, width: 5, side: .left, reach: 1..<99),
        RowShare.Claim(frame: 29..<31, width: 2, side: .left, reach: 1..<99),
      ]))
    #expect(given == [23..<28, 29..<31])
  }

  @Test func aLabelAloneHugsItsSideAndKeepsItsEdgeWhenCut() throws {
    let whole = try #require(
      RowShare.columns(for: [RowShare.Claim(frame: 10..<12, width: 5, side: .right, reach: 0..<12)]))
    #expect(whole == [7..<12])
    let cut = try #require(
      RowShare.columns(for: [RowShare.Claim(frame: 10..<12, width: 9, side: .left, reach: 8..<14)]))
    #expect(cut == [8..<14], "cut: the whole reach, the marker in its last column")
  }

  @Test func noRoomForAColumnEachIsNil() {
    #expect(RowShare.columns(for: [centred(0..<1, 3, reach: 0..<2), centred(1..<2, 3, reach: 0..<2)]) == nil)
  }
}
