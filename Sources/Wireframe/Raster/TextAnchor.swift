import LayoutEngine

/// The side a one-line text's characters hug in its frame's columns: the side its parent placed
/// it on, read from the geometry.
///
/// A text on one line is as wide as its words in the layout, so its alignment within its own
/// frame shows nothing in SwiftUI; in the terminal its characters are often fewer columns than the
/// frame, and hugging the frame's leading edge drew a centred title (a profile's name) left of the
/// centre. The parent's alignment is not kept in the result, but it shows in where the frame sits:
/// as far from both of the parent's edges (centred), or against one of them. In a horizontal
/// stack a child's place along the row is packing, not alignment (the first child is always
/// against the leading edge, the last against the trailing one), so there the `Spacer`s decide: a
/// text after a spacer is pushed against what follows it and hugs its trailing side (a price at
/// the row's end), one before a spacer its leading side, one between two the centre; a text
/// with no spacer beside it keeps its side, as do text that wraps and anything else.
enum TextAnchor {
  /// How close two distances must be, in points, to count as equal.
  static let tolerance = 0.5

  /// The side for text `node` drawn as `lineCount` lines.
  static func side(of node: RasterNode, lineCount: Int) -> TextPlacement.Side {
    let placed = node.node
    let written = TextPlacement.Side(placed.textAlignment, placed.textLineDirection)
    guard lineCount == 1, !placed.isTextAlignmentExplicit, let parent = placed.parent else { return written }
    let parentNode = node.result.nodes[parent]
    if case .stack(let stack) = parentNode.element, stack.axis == .horizontal {
      return pushed(node.index, in: parent, of: node.result).map {
        TextPlacement.Side($0, placed.layoutDirection)
      } ?? written
    }
    let frame = placed.frame
    let container = parentNode.frame
    let left = frame.minX - container.minX
    let right = container.maxX - frame.maxX
    switch (left > tolerance, right > tolerance) {
    case (true, true) where abs(left - right) <= tolerance: return .center
    case (false, true): return .left
    case (true, false): return .right
    default: return written
    }
  }

  /// The edge the `Spacer`s of horizontal stack `parent` push its child `index` against: trailing
  /// after a spacer, leading before one, the centre between two; `nil` without one. Only the
  /// first children are looked at: a row of thousands is not read by eye.
  static func pushed(_ index: Int, in parent: Int, of result: LayoutResult) -> TextAlignment? {
    let nodes = result.nodes
    var (before, after) = (false, false)
    var n = parent + 1
    while n < nodes.count, nodes[n].depth > nodes[parent].depth, n - parent <= siblingWalk {
      defer { n += 1 }
      guard nodes[n].parent == parent, !nodes[n].isHidden, case .spacing(.spacer) = nodes[n].element else {
        continue
      }
      if n < index { before = true } else { after = true }
    }
    switch (before, after) {
    case (true, true): return .center
    case (true, false): return .trailing
    case (false, true): return .leading
    case (false, false): return nil
    }
  }

  /// How many nodes after a stack are looked at for its spacers.
  static let siblingWalk = 256
}
