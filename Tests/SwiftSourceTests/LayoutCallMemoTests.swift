import LayoutEngine
import LayoutMapping
import Testing

@testable import SwiftSource

/// Subviews of fixed sizes that place nothing but record where they were placed.
private final class Chips: SubviewProxies {
  let sizes: [Size]
  var placed: [Int: Point] = [:]

  init(_ widths: [Double]) { sizes = widths.map { Size(width: $0, height: 20) } }

  var count: Int { sizes.count }
  func size(_ index: Int, _ proposal: ProposedViewSize) -> Size { sizes[index] }
  func distance(_ index: Int, to next: Int, along axis: Axis) -> Double { 8 }
  func priority(_ index: Int) -> Double { 0 }
  func value(_ index: Int, key: String) -> SourceValue? { nil }
  func place(_ index: Int, at position: Point, anchor: UnitPoint, proposal: ProposedViewSize) {
    placed[index] = position
  }
}

/// A custom layout's calls kept and given again (`LayoutCallMemo`): only when every question the
/// recorded call asked gets the same answer from the new subviews.
@Suite("A custom layout's kept calls")
struct LayoutCallMemoTests {
  @Test("a call is given again when its questions get the same answers, and not otherwise")
  func replaysOnlySameAnswers() {
    let memo = LayoutCallMemo()
    let call = LayoutCallMemo.Call.place(
      Rect(x: 0, y: 0, width: 100, height: 40), ProposedViewSize(width: 100, height: nil), count: 2)
    // A recorded placement that asked both sizes and put the second chip after the first.
    let recording = RecordingSubviews(Chips([30, 50]))
    _ = recording.size(0, .unspecified)
    _ = recording.size(1, .unspecified)
    recording.place(1, at: Point(x: 38, y: 0), anchor: .topLeading, proposal: .unspecified)
    memo.keep(recording.trace, of: call)
    // The same sizes: the placement comes back as recorded.
    let same = memo.replay(call, on: Chips([30, 50]))
    #expect(same?.placements.map(\.position) == [Point(x: 38, y: 0)])
    // A first chip of another width would have moved the second: no answer.
    #expect(memo.replay(call, on: Chips([40, 50])) == nil)
    // Nor for another proposal.
    let other = LayoutCallMemo.Call.place(
      Rect(x: 0, y: 0, width: 100, height: 40), ProposedViewSize(width: 90, height: nil), count: 2)
    #expect(memo.replay(other, on: Chips([30, 50])) == nil)
  }
}
