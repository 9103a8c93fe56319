// expect: warning: the custom layouts of this file's previews stop after 1 s of calls past their budgets
import SwiftUI
struct Flow: Layout {
  var spacing: CGFloat = 0
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    var x = 0
    while x < 1 { x += 0 }
    return .zero
  }
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}
#Preview { VStack { ForEach(0..<60) { i in Flow(spacing: CGFloat(i)) { Text("row \(i)") } } } }
