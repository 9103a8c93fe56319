/// A Swift file whose custom layout, `Picky`, passes the reader's trial (twelve stand-in subviews)
/// and fails while laying out its twenty texts: its `sizeThatFits` (line 4) and `placeSubviews`
/// (line 8) then need a value of another module. Shared by the reader's tests and the session's.
public let lateFailingLayoutSource = """
  import SwiftUI
  struct Picky: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      if subviews.count > 12 { return CGSize(width: Model.shared.width, height: 10) }
      return CGSize(width: 100, height: 100)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
      if subviews.count > 12 { subviews[0].place(at: Model.shared.origin, proposal: .unspecified) }
      for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
    }
  }
  #Preview {
    Picky { ForEach(0..<20, id: \\.self) { i in Text("\\(i)") } }
  }
  """
