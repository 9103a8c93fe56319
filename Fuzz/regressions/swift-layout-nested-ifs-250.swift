// expect: warning: nesting deeper than 64 levels is not evaluated
import SwiftUI
struct Flow: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    var n = 0
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
    if n < 1 {
n += 1
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
    var h: CGFloat = 0
    for s in subviews { h += s.sizeThatFits(.unspecified).height }
    return CGSize(width: proposal.width ?? 100, height: h)
  }
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    var y = bounds.minY
    for s in subviews { s.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified); y += s.sizeThatFits(.unspecified).height }
  }
}
#Preview { Flow { Text("a") } }
