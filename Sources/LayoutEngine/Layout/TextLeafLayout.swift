/// `Text`: the size of its lines for the offered width (`TextStore`); placement keeps the laid-out
/// lines for the wireframe and `frames`.
struct TextLeafLayout: LayoutAlgorithm {
  /// The text's index in the tree's `TextStore`.
  var text: Int32

  func size(of node: Int32, proposal p: ProposedSize, in layouter: inout Layouter) -> Size {
    layouter.textSize(text, p)
  }

  func place(_ node: Int32, in frame: Rect, proposal: ProposedSize, clip: Rect?, in layouter: inout Layouter)
  {
    let core = Int(layouter.nodes[Int(node)].coreOf)
    layouter.placed[core].text = layouter.textLayout(text, proposal)
  }
}
