import Testing

@testable import LayoutEngine

/// Moving a coordinate by an exact difference gives what placing it again would: the check
/// `PlacementMemory.moved(_:by:)` makes before a subtree moves instead of being placed.
@Suite("Placement memory, moving coordinates")
struct PlacementMemoryTests {
  @Test("a coordinate moved is the one the parent's new origin plus the length would give")
  func movedMatchesPlacingAgain() {
    var generator = SystemRandomNumberGenerator()
    var moved = 0
    for trial in 0..<200_000 {
      // A parent's coordinate and a child's length as layouts make them: whole and half points,
      // thirty-sixths of a row, arbitrary fractions; offsets in the session's quantum, or not.
      let p = Self.length(trial, &generator) * (Bool.random(using: &generator) ? 1 : 100)
      let l = Self.length(trial / 7, &generator)
      let d =
        trial % 3 == 0
        ? Double.random(in: -5_000...5_000, using: &generator)
        : Double(Int.random(in: -1 << 30...1 << 30, using: &generator)) / 1_048_576
      let o = p + l
      // The parent itself moves only when its own coordinate moves exactly.
      guard let parent = PlacementMemory.sum(p, d) else { continue }
      guard let result = PlacementMemory.moved(o, by: d) else { continue }
      moved += 1
      #expect(result == parent + l, "p \(p), l \(l), d \(d)")
      // The quicker test of a tie agrees with the lowest bit of `d` read off its exponent.
      if let n = PlacementMemory.sum(o, d), n.ulp == o.ulp, d != 0 {
        #expect(d.exponent - d.significandWidth > o.ulp.exponent, "p \(p), l \(l), d \(d)")
      }
    }
    // Most coordinates move: the check refuses only what might round otherwise.
    #expect(moved > 100_000)
  }

  @Test("moves into a smaller binade, and by an odd number of units in the last place, are refused")
  func unsureMovesAreRefused() {
    // 3 moved to 1.5: a smaller binade, where the earlier rounding error may exceed half an ulp.
    #expect(PlacementMemory.moved(3, by: -1.5) == nil)
    // By one ulp within a binade: a tie placed again might round the other way.
    let ulp = 2.0.ulp
    #expect(PlacementMemory.moved(2 + ulp, by: ulp) == nil)
    #expect(PlacementMemory.moved(2 + ulp, by: 2 * ulp) == 2 + 3 * ulp)
    // Into a larger binade, or by nothing: always.
    #expect(PlacementMemory.moved(3, by: 1.5) == 4.5)
    #expect(PlacementMemory.moved(40, by: 0) == 40)
  }

  private static func length(_ trial: Int, _ generator: inout SystemRandomNumberGenerator) -> Double {
    switch trial % 4 {
    case 0: Double(Int.random(in: 0...2_000, using: &generator)) / 2
    case 1: Double(Int.random(in: 0...40_000, using: &generator)) * 874 / 36
    case 2: Double.random(in: 0...1_000, using: &generator)
    default: Double(Int.random(in: 0...1 << 20, using: &generator)) / 3
    }
  }
}
