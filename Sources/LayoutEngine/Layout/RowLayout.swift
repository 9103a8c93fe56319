/// A row of a label and a value, as a form shows `LabeledContent`, a `NavigationLink` and a menu
/// picker: the label (child 0) on the leading side, the value (child 1) on the trailing side
/// before room for an accessory (a chevron), both centred vertically.
///
/// The value gets its ideal width, at most half the row; the label the rest. At accessibility
/// type sizes (`stacked`) the value goes under the label, both leading, as UIKit's value cells
/// lay out their text and secondary text vertically in accessibility categories. A greedy row
/// takes the whole offered width (a form row); otherwise it is as wide as its parts (a link or
/// menu outside a form). Further children are not shown (a picker's options).
struct RowLayout: LayoutAlgorithm {
  /// Whether child 0, the label, is shown; a menu picker outside a form shows its value alone.
  var showsLabel: Bool
  /// Whether child 1 is a value.
  var hasValue: Bool
  /// The room at the trailing end for an accessory, its gap included.
  var accessory: Double
  var greedy: Bool
  var minimumHeight: Double
  /// Whether the value goes under the label (accessibility type sizes).
  var stacked = false

  func size(of node: Int32, proposal p: ProposedSize, in layouter: inout Layouter) -> Size {
    arrangement(of: node, p, in: &layouter).size
  }

  func place(_ node: Int32, in frame: Rect, proposal: ProposedSize, clip: Rect?, in layouter: inout Layouter)
  {
    let row = arrangement(of: node, proposal, in: &layouter)
    let direction = layouter.direction(of: node)
    let children = Array(layouter.children(of: node))
    if isStacked(row.parts) {
      let content = row.parts.reduce(-RowMetrics.stackedValueSpacing) {
        $0 + $1.2.height + RowMetrics.stackedValueSpacing
      }
      var y = frame.minY + (frame.height - content) / 2
      for (index, offer, size) in row.parts {
        let origin = Point(x: frame.x(leading: 0, width: size.width, direction), y: y)
        layouter.place(children[index], at: origin, size: size, proposal: offer, clip: clip)
        y += size.height + RowMetrics.stackedValueSpacing
      }
      return
    }
    for (index, offer, size) in row.parts {
      let x =
        index == 0 && showsLabel ? 0 : frame.width - accessory - size.width
      let origin = Point(
        x: frame.x(leading: x, width: size.width, direction), y: frame.minY + (frame.height - size.height) / 2
      )
      layouter.place(children[index], at: origin, size: size, proposal: offer, clip: clip)
    }
  }

  /// Whether `parts` are a label and a value one under the other.
  private func isStacked(_ parts: [(Int, ProposedSize, Size)]) -> Bool { stacked && parts.count == 2 }

  /// The row's size for `p` and its shown children: each one's index, offer and size.
  private func arrangement(of node: Int32, _ p: ProposedSize, in layouter: inout Layouter) -> (
    size: Size, parts: [(Int, ProposedSize, Size)]
  ) {
    let children = Array(layouter.children(of: node))
    let available = p.width.flatMap { $0.isFinite ? max(0, $0 - accessory) : nil }
    if stacked, showsLabel, hasValue, children.count > 1 {
      let offer = ProposedSize(width: available, height: nil)
      let label = layouter.size(children[0], offer)
      let value = layouter.size(children[1], offer)
      let widest = max(label.width, value.width) + accessory
      let width = greedy ? (p.width.flatMap { $0.isFinite ? $0 : nil } ?? widest) : widest
      let height = max(minimumHeight, label.height + RowMetrics.stackedValueSpacing + value.height)
      return (Size(width: width, height: height), [(0, offer, label), (1, offer, value)])
    }
    var parts: [(Int, ProposedSize, Size)] = []
    var used = 0.0
    if hasValue, children.count > 1 {
      var offer = ProposedSize(width: nil, height: nil)
      var value = layouter.size(children[1], offer)
      if let available {
        let room = showsLabel ? available / 2 : available
        if value.width > room {
          offer = ProposedSize(width: room, height: nil)
          value = layouter.size(children[1], offer)
        }
      }
      parts.append((1, offer, value))
      used = value.width
    }
    if showsLabel, let label = children.first {
      let gap = used > 0 ? RowMetrics.valueSpacing : 0
      let offer = ProposedSize(width: available.map { max(0, $0 - used - gap) }, height: nil)
      let size = layouter.size(label, offer)
      parts.insert((0, offer, size), at: 0)
      used += size.width + gap
    }
    let width = greedy ? (p.width.flatMap { $0.isFinite ? $0 : nil } ?? used + accessory) : used + accessory
    let height = parts.reduce(minimumHeight) { max($0, $1.2.height) }
    return (Size(width: width, height: height), parts)
  }
}
