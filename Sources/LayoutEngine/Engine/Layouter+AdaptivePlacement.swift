/// Placement of the adaptive containers: the same choices sizing made, re-derived from the
/// cache, turned into absolute frames (mirrored in right-to-left like stacks).
extension Layouter {
  /// Places the children of `ViewThatFits`, `Grid`, `LazyVGrid` or `NavigationSplitView` node
  /// `index`, whose own frame is `frame`.
  mutating func placeAdaptive(
    _ index: Int32, _ kind: LayoutKind, frame: Rect, proposal: ProposedSize, clip: Rect?
  ) {
    let direction = nodes[Int(index)].direction
    /// The physical rectangle `offset` points from `container`'s leading edge.
    func leading(_ offset: Double, _ y: Double, _ size: Size, in container: Rect) -> Rect {
      let x =
        direction == .leftToRight
        ? container.minX + offset : container.maxX - offset - size.width
      return Rect(origin: Point(x: x, y: y), size: size)
    }
    /// Sizes `child` for `offer` and places it aligned inside `slot`.
    func placeIn(
      _ child: Int32, _ slot: Rect, offer: ProposedSize, alignment: Alignment, layouter: inout Layouter
    ) {
      let s = layouter.size(child, offer)
      let dx = alignment.horizontal.offset(child: s.width, in: slot.width)
      let dy = alignment.vertical.offset(child: s.height, in: slot.height)
      let x = direction == .leftToRight ? slot.minX + dx : slot.maxX - dx - s.width
      layouter.place(child, at: Point(x: x, y: slot.minY + dy), size: s, proposal: offer, clip: clip)
    }

    switch kind {
    case .viewThatFits(let horizontal, let vertical):
      guard let chosen = fittingChild(index, horizontal: horizontal, vertical: vertical, proposal) else {
        return
      }
      for child in children(of: index) where child != chosen { hideSubtree(of: child) }
      place(chosen, at: frame.origin, size: frame.size, proposal: proposal, clip: clip)
    case .grid(let shape):
      let layout = gridLayout(index, shape, proposal)
      let fullWidth: Double? = shape.columnCount > 0 ? layout.size.width : proposal.width
      var y = frame.minY
      for (r, row) in children(of: index).enumerated() {
        let height = layout.rows[r]
        let rowRect = Rect(x: frame.minX, y: y, width: frame.width, height: height)
        if let spans = shape.rows[r] {
          markFrame(of: row, rowRect, clip: clip)
          for slot in gridSlots(
            row, spans: spans, columns: layout.columns, shape: shape, fullWidth: fullWidth)
          {
            let width = slot.width ?? 0
            let rect = leading(slot.offset, y, Size(width: width, height: height), in: frame)
            placeIn(
              slot.cell, rect, offer: ProposedSize(width: width, height: height),
              alignment: shape.alignment, layouter: &self)
          }
        } else {
          placeIn(
            row, rowRect, offer: ProposedSize(width: fullWidth ?? frame.width, height: height),
            alignment: shape.alignment, layouter: &self)
        }
        y += height + shape.verticalSpacing
      }
    case .lazyVGrid(let shape):
      let layout = lazyGridLayout(index, shape, proposal)
      let columns = GridColumns.resolve(shape.columns, width: proposal.width)
      guard !columns.isEmpty else { return }
      // SwiftUI's LazyVGrid alignment places each cell within its column; rows centre vertically.
      let cellAlignment = Alignment(horizontal: shape.alignment, vertical: .center)
      var y = frame.minY
      var x = 0.0
      for (k, cell) in children(of: index).enumerated() {
        let column = k % columns.count
        let row = k / columns.count
        if column == 0 && k > 0 {
          y += layout.rows[row - 1] + shape.spacing
          x = 0
        }
        let width = columns[column].width
        let rect = leading(x, y, Size(width: width, height: layout.rows[row]), in: frame)
        placeIn(
          cell, rect, offer: ProposedSize(width: width, height: nil), alignment: cellAlignment,
          layouter: &self)
        x += width + columns[column].spacing
      }
    case .splitView(let collapsed):
      let columns = children(of: index)
      guard let first = columns.first else { return }
      if collapsed {
        place(first, at: frame.origin, size: frame.size, proposal: proposal, clip: clip)
        return
      }
      let widths = splitColumnWidths(index, ProposedSize(frame.size))
      var x = 0.0
      for (k, column) in columns.enumerated() {
        let rect = leading(x, frame.minY, Size(width: widths[k], height: frame.height), in: frame)
        placeIn(
          column, rect, offer: ProposedSize(rect.size), alignment: .center, layouter: &self)
        x += widths[k]
      }
    case .list(let shape):
      placeList(shape, frame: frame, direction: direction, clip: clip)
    default:
      break
    }
  }

  /// Gives a grid row, which the grid lays out itself, the frame of its whole row.
  private mutating func markFrame(of row: Int32, _ rect: Rect, clip: Rect?) {
    let node = nodes[Int(row)]
    if node.coreOf >= 0 {
      placed[Int(node.coreOf)].frame = rect
      placed[Int(node.coreOf)].clip = clip
    }
    if node.outerOf >= 0 { placed[Int(node.outerOf)].outerFrame = rect }
  }
}
