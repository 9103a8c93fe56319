// expect: warning: the custom layouts of this file's previews stop after 1 s of calls past their budgets
import SwiftUI
// Twelve previews, each with a layout that loops in every row: each preview's layouts had 1 s of
// overrun of their own, so the file took 12 s and more (the fuzzer's slow units, 2026-11-30).
struct Flow: Layout {
  var spacing: CGFloat = 0
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    var x = 0
    while x < 1 { x += 0 }
    return .zero
  }
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}
#Preview("Rows 0") { VStack { ForEach(0..<60) { i in Flow(spacing: CGFloat(i)) { Text("row \(i)") } } } }
#Preview("Rows 1") { VStack { ForEach(0..<60) { i in Flow(spacing: CGFloat(i)) { Text("row \(i)") } } } }
#Preview("Rows 2") { VStack { ForEach(0..<60) { i in Flow(spacing: CGFloat(i)) { Text("row \(i)") } } } }
#Preview("Rows 3") { VStack { ForEach(0..<60) { i in Flow(spacing: CGFloat(i)) { Text("row \(i)") } } } }
#Preview("Rows 4") { VStack { ForEach(0..<60) { i in Flow(spacing: CGFloat(i)) { Text("row \(i)") } } } }
#Preview("Rows 5") { VStack { ForEach(0..<60) { i in Flow(spacing: CGFloat(i)) { Text("row \(i)") } } } }
#Preview("Rows 6") { VStack { ForEach(0..<60) { i in Flow(spacing: CGFloat(i)) { Text("row \(i)") } } } }
#Preview("Rows 7") { VStack { ForEach(0..<60) { i in Flow(spacing: CGFloat(i)) { Text("row \(i)") } } } }
#Preview("Rows 8") { VStack { ForEach(0..<60) { i in Flow(spacing: CGFloat(i)) { Text("row \(i)") } } } }
#Preview("Rows 9") { VStack { ForEach(0..<60) { i in Flow(spacing: CGFloat(i)) { Text("row \(i)") } } } }
#Preview("Rows 10") { VStack { ForEach(0..<60) { i in Flow(spacing: CGFloat(i)) { Text("row \(i)") } } } }
#Preview("Rows 11") { VStack { ForEach(0..<60) { i in Flow(spacing: CGFloat(i)) { Text("row \(i)") } } } }
