import LayoutEngine

/// Which subtrees of a layout can show anything in the rows being drawn, so drawing a long list
/// scrolled to its middle costs what is on screen rather than every node of the list.
///
/// A node can draw outside its frame's rows in two ways, and both are allowed for: a rasterizer
/// may draw a row beside its frame (a divider above or below a band), so a node counts as
/// showing within `margin` rows of the band; and text whose frame has fewer rows than lines
/// pushes its last lines below the frame (`TextRasterizer.rows(forLines:in:viewport:)`), one row
/// each, so a text's reach extends by as many rows as it can have lines. Culling is by rows
/// only: text cut by the columns may spill sideways into any column of its row
/// (`OverflowRoom`), and every drawing is clipped to the band's rows anyway, so a node whose
/// reach misses the band changes no cell that is shown.
struct VisibleSubtrees {
  /// Rows beside a frame that a node may still draw on.
  static let margin = 2.0

  /// For each node of the result, whether it or a node below it (child, background, overlay) may
  /// draw within the band.
  let shown: [Bool]
  /// For each node, whether it has children (not counting backgrounds and overlays): found in
  /// the same pass, for `Occupancy`, which otherwise would walk every node again.
  let hasChildren: [Bool]

  /// The subtrees of `result` that may draw within rows `rows` of `viewport`.
  ///
  /// One pass from the last node to the first: a node comes before everything below it in
  /// `LayoutResult.nodes`, so each node's reach is folded into its parent's before the parent is
  /// looked at. A reach that is not a finite number is always shown.
  init(_ result: LayoutResult, viewport: Viewport, rows: Range<Int>) {
    let count = result.nodes.count
    let perRow = viewport.pointsPerRow
    let top = viewport.origin.y + (Double(rows.lowerBound) - Self.margin) * perRow
    let bottom = viewport.origin.y + (Double(rows.upperBound) + Self.margin) * perRow
    var low = [Double](repeating: .infinity, count: count)
    var high = [Double](repeating: -.infinity, count: count)
    var hasChildren = [Bool](repeating: false, count: count)
    var inOrder = true
    result.nodes.withUnsafeBufferPointer { nodes in
      for index in stride(from: count - 1, through: 0, by: -1) {
        // Fields read in place: copying the node (or its text) would retain everything it holds.
        let reach = Self.reach(
          frame: nodes[index].frame, textHeight: nodes[index].text?.size.height,
          fontScale: nodes[index].text?.fontScale ?? 1, lineHeight: nodes[index].font?.lineHeight,
          perRow: perRow)
        low[index] = min(low[index], reach.lowerBound)
        high[index] = max(high[index], reach.upperBound)
        guard let parent = nodes[index].parent else { continue }
        guard parent >= 0, parent < index else {
          inOrder = false
          return
        }
        if case .child = nodes[index].role { hasChildren[parent] = true }
        low[parent] = min(low[parent], low[index])
        high[parent] = max(high[parent], high[index])
      }
    }
    guard inOrder else {
      // Not the engine's order: draw everything rather than guess.
      shown = Array(repeating: true, count: count)
      self.hasChildren = Occupancy.hasChildren(result)
      return
    }
    self.hasChildren = hasChildren
    shown = (0..<count).map { index in
      // Written so that a NaN reach compares false on both sides: shown.
      !(high[index] < top || low[index] > bottom)
    }
  }

  /// The vertical extent, in points, that a node with `frame` (and text `textHeight` tall, in a
  /// font of `lineHeight` scaled by `fontScale`) may draw in: its frame, and for text the rows its
  /// lines may be pushed into below the frame; unbounded when the lines cannot be counted from
  /// the text's size.
  static func reach(frame: Rect, textHeight: Double?, fontScale: Double, lineHeight: Double?, perRow: Double)
    -> ClosedRange<Double>
  {
    guard frame.minY.isFinite, frame.maxY.isFinite else { return -Double.infinity...Double.infinity }
    guard let textHeight else { return frame.minY...max(frame.minY, frame.maxY) }
    // Every line is at least its font's line height tall (line spacing is a length, never
    // negative), so the text's height bounds how many lines it has.
    let lineHeight = (lineHeight ?? 0) * fontScale
    guard lineHeight > 0, textHeight.isFinite else { return -Double.infinity...Double.infinity }
    let lines = (textHeight / lineHeight).rounded(.up) + 1
    return frame.minY...max(frame.minY, frame.maxY, frame.minY + lines * perRow)
  }
}
