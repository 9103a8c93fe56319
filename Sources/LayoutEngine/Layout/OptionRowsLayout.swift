/// An inline picker in a form: its label (child 0, unless hidden), then each option (the children from `first`
/// on) in a row at least 44 pt tall, with room for the selected option's checkmark at the
/// trailing end; as wide as it is offered.
struct OptionRowsLayout: LayoutAlgorithm {
  var first: Int
  /// Whether the label has its row (`labelsHidden` takes it away).
  var showsLabel = true

  func size(of node: Int32, proposal p: ProposedSize, in layouter: inout Layouter) -> Size {
    let rows = self.rows(of: node, p, in: &layouter)
    let width = p.width.flatMap { $0.isFinite ? $0 : nil } ?? rows.reduce(0) { max($0, $1.size.width) }
    return Size(width: width, height: rows.reduce(0) { $0 + $1.height })
  }

  func place(_ node: Int32, in frame: Rect, proposal: ProposedSize, clip: Rect?, in layouter: inout Layouter)
  {
    let direction = layouter.direction(of: node)
    var y = frame.minY
    for row in rows(of: node, proposal, in: &layouter) {
      let origin = Point(
        x: frame.x(leading: 0, width: row.size.width, direction), y: y + (row.height - row.size.height) / 2)
      layouter.place(row.child, at: origin, size: row.size, proposal: row.offer, clip: clip)
      y += row.height
    }
  }

  /// The label and options, each with its offer, size and row height.
  private func rows(of node: Int32, _ p: ProposedSize, in layouter: inout Layouter) -> [(
    child: Int32, offer: ProposedSize, size: Size, height: Double
  )] {
    let children = Array(layouter.children(of: node))
    let shown = children.prefix(showsLabel ? 1 : 0) + children.dropFirst(first)
    let offer = ProposedSize(
      width: p.width.flatMap { $0.isFinite ? max(0, $0 - RowMetrics.disclosureWidth) : nil }, height: nil)
    return shown.map { child in
      let size = layouter.size(child, offer)
      return (
        child, offer, size, max(RowMetrics.optionRowHeight, size.height + 2 * ListMetrics.rowVerticalInset)
      )
    }
  }
}
