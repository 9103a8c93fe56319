/// Text inside a control's chrome (buttons, fields, toggles, labels, the search field): the
/// text's size for the offer less the insets, plus the insets, at least the chrome's minimum;
/// fields and toggles take the whole offered width.
struct LabelledLayout: LayoutAlgorithm {
  /// The text's index in the tree's `TextStore`.
  var text: Int32
  var chrome: LabelChrome

  func size(of node: Int32, proposal p: ProposedSize, in layouter: inout Layouter) -> Size {
    size(text: layouter.textSize(text, layouter.inset(p, chrome.insets)), proposal: p)
  }

  func place(_ node: Int32, in frame: Rect, proposal: ProposedSize, clip: Rect?, in layouter: inout Layouter)
  {
    let core = Int(layouter.nodes[Int(node)].coreOf)
    layouter.placed[core].text = layouter.textLayout(text, layouter.inset(proposal, chrome.insets))
  }

  /// The control's size around a text of size `text`: the chrome's insets, at least its minimum.
  func size(text: Size, proposal p: ProposedSize) -> Size {
    var width = text.width + chrome.insets.leading + chrome.insets.trailing
    if chrome.greedyWidth, let offered = p.width, offered.isFinite { width = offered }
    let height = text.height + chrome.insets.top + chrome.insets.bottom
    let size = Size(
      width: max(width, chrome.minimumSize.width), height: max(height, chrome.minimumSize.height))
    guard chrome.isSquare else { return size }
    let side = max(size.width, size.height)
    return Size(width: side, height: side)
  }
}

/// The geometry around the text of a control (button, field, toggle, label).
struct LabelChrome {
  /// Space around the text: leading side includes an icon, trailing side a switch.
  var insets: EdgeInsets
  var minimumSize: Size
  /// Fields and toggles take all the width they are offered.
  var greedyWidth: Bool
  /// A circular button's: as wide as it is tall, the longer side of the text and insets.
  var isSquare = false
}
