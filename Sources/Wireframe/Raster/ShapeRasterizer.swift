import LayoutEngine

/// Draws shapes: a rectangle or colour fills its cells; a circle and a capsule are outlines
/// traced with the rounded box glyphs, their round ends stepping in row by row where the curve
/// does; a placeholder is a box with its name.
enum ShapeRasterizer: ElementRasterizer {
  static func draw(_ family: Shape, _ node: RasterNode, into painter: inout Painter) {
    let frame = node.node.frame
    // A rounded shape overlaid on a view (`clipShape`, `cornerRadius`) hides the view's corners
    // outside it, as the clip SwiftUI pairs it with does.
    let hidesCorners = node.node.role == .overlay
    switch family {
    case .color("clear"):
      // Nothing to see, as the SVG draws it (`fill:none`): `Color.clear` spaces, pads or takes
      // taps (`.background(Color.clear)`, `Color.clear.frame(height: 8)`).
      return
    case .rectangle, .color:
      guard !isScreenBackground(frame, in: node.result.context) else { return }
      painter.fill(node.cells, with: painter.glyphs.fill, role: .fill)
    case .circle:
      // SwiftUI's circle is the largest that fits, centred: square in points, not in cells.
      let side = min(frame.width, frame.height)
      let square = Rect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
      outline(square, radius: side / 2, viewport: node.viewport, hidesCorners: hidesCorners, into: &painter)
    case .capsule:
      let radius = min(frame.width, frame.height) / 2
      outline(
        framing(frame, radius: radius, node), radius: radius, viewport: node.viewport,
        hidesCorners: hidesCorners,
        into: &painter)
    case .placeholder(let name):
      // Drawn as a photo is: a box with its name, which is what a reader knows of the view.
      ImageRasterizer.drawPhoto(name, cells: node.cells, into: &painter)
    case .roundedRectangle(let cornerRadius) where cornerRadius <= 0:
      // No radius: square corners (a `border`, which SwiftUI draws as a stroked rectangle).
      painter.box(node.cells, rounded: false, role: .fill)
    case .roundedRectangle(let cornerRadius):
      // SwiftUI clamps the radius to half the shorter side.
      let radius = min(cornerRadius, frame.width / 2, frame.height / 2)
      outline(
        framing(frame, radius: radius, node), radius: radius, viewport: node.viewport,
        hidesCorners: hidesCorners, into: &painter)
    case .ellipse:
      outline(
        frame, radius: frame.width / 2, verticalRadius: frame.height / 2, viewport: node.viewport,
        hidesCorners: hidesCorners, into: &painter)
    }
  }

  /// Whether a fill of `frame` is the screen's background: as wide as the safe area and most of
  /// its height (below a navigation bar too). Shading it would put every label of the screen,
  /// and every card's shade, on one shade, which reads as nothing; the screen's own colour is no
  /// structure, so it is left blank, as the screen around it is.
  static func isScreenBackground(_ frame: Rect, in context: LayoutContext) -> Bool {
    let safe = context.safeAreaFrame
    return frame.minX <= safe.minX + 0.5 && frame.maxX >= safe.maxX - 0.5
      && frame.height >= safe.height * 0.75
  }

  /// The outline of `rect` (points) with corners of `radius` (elliptical ones `verticalRadius`
  /// tall): on each row its leftmost and rightmost cell, joined to the rows above and below by
  /// horizontal runs where the curve steps out, so a circle of 8 rows reads `╭──╮`, `╭╯  ╰╮`,
  /// `│    │` down to `╰──╯`. With `hidesCorners`, the cells of its box outside the outline are
  /// blanked first (what is drawn under it there is clipped away).
  static func outline(
    _ rect: Rect, radius: Double, verticalRadius: Double? = nil, viewport: Viewport,
    hidesCorners: Bool = false, role: CellRole = .fill, into painter: inout Painter
  ) {
    let cells = viewport.cells(for: rect)
    guard !cells.isEmpty else { return }
    let glyphs = painter.glyphs
    if cells.height == 1 || cells.width == 1 {
      return thinOutline(cells, role: role, into: &painter)
    }
    let height = cells.height
    let upper = (height + 1) / 2
    let left = leftColumns(
      rect, radius: radius, verticalRadius: verticalRadius, cells: cells, viewport: viewport)
    func right(_ k: Int) -> Int { cells.maxColumn - 1 - (left[k] - cells.minColumn) }

    for k in 0..<height {
      let row = cells.minRow + k
      let (l, r) = (left[k], right(k))
      if hidesCorners {
        painter.horizontalLine(cells.minColumn..<l, row: row, with: " ", role: .screen)
        painter.horizontalLine((r + 1)..<cells.maxColumn, row: row, with: " ", role: .screen)
      }
      if k == 0 || k == height - 1 {
        // The flat top and bottom.
        painter.put(k == 0 ? glyphs.roundTopLeft : glyphs.roundBottomLeft, column: l, row: row, role: role)
        painter.horizontalLine((l + 1)..<r, row: row, with: glyphs.horizontal, role: role)
        painter.put(k == 0 ? glyphs.roundTopRight : glyphs.roundBottomRight, column: r, row: row, role: role)
        continue
      }
      // A row steps out from its neighbour nearer the flat edge (the one above in the upper
      // half, below in the lower); an odd middle row that is wider than both is the round cap.
      let isMiddle = height % 2 == 1 && k == height / 2
      let neighbour = k < upper && !isMiddle ? k - 1 : k + 1
      if isMiddle, left[k] < left[k - 1] {
        painter.put(glyphs.buttonOpen, column: l, row: row, role: role)
        painter.put(glyphs.buttonClose, column: r, row: row, role: role)
      } else if isMiddle || left[neighbour] == l {
        painter.put(glyphs.vertical, column: l, row: row, role: role)
        painter.put(glyphs.vertical, column: r, row: row, role: role)
      } else {
        let (outer, inner) = (l, left[neighbour])
        let isUpper = neighbour < k
        // Left: a corner turning down (up) at the row's edge, a run, a corner from the neighbour.
        painter.put(
          isUpper ? glyphs.roundTopLeft : glyphs.roundBottomLeft, column: outer, row: row, role: role)
        painter.horizontalLine((outer + 1)..<inner, row: row, with: glyphs.horizontal, role: role)
        painter.put(
          isUpper ? glyphs.roundBottomRight : glyphs.roundTopRight, column: inner, row: row, role: role)
        let (rightInner, rightOuter) = (right(neighbour), r)
        painter.put(
          isUpper ? glyphs.roundBottomLeft : glyphs.roundTopLeft, column: rightInner, row: row, role: role)
        painter.horizontalLine((rightInner + 1)..<rightOuter, row: row, with: glyphs.horizontal, role: role)
        painter.put(
          isUpper ? glyphs.roundTopRight : glyphs.roundBottomRight, column: rightOuter, row: row, role: role)
      }
    }
  }

  /// Each row's leftmost column of the outline of `rect` in `cells` (at least two rows and
  /// columns), from the curve at the row's middle; the lower half mirrors the upper half, so the
  /// outline is symmetric whatever the rounding.
  static func leftColumns(
    _ rect: Rect, radius: Double, verticalRadius: Double? = nil, cells: CellRect, viewport: Viewport
  ) -> [Int] {
    let ry = verticalRadius ?? radius
    let height = cells.height
    let upper = (height + 1) / 2
    var left: [Int] = []
    for k in 0..<upper {
      let y = min(viewport.origin.y + (Double(cells.minRow + k) + 0.5) * viewport.pointsPerRow, rect.midY)
      let dy = ry > 0 ? max(0, rect.minY + ry - y) / ry : 0
      let inset = radius - radius * (max(0, 1 - dy * dy)).squareRoot()
      let column = Viewport.round(viewport.column(atX: rect.minX + inset))
      // At least one column left of its right edge: an odd width's middle column would put both
      // edges in one cell (and a top of `╭` … `╮` would have no room between them).
      left.append(min(max(column, cells.minColumn), cells.minColumn + (cells.width - 2) / 2))
    }
    // A rounded shape never reaches its box's corners: with a radius of a column or more, the flat
    // rows start at least one column in, so even a three-row capsule shows its round ends.
    if radius >= viewport.pointsPerColumn, cells.width > 3 {
      left[0] = max(left[0], min(cells.minColumn + 1, left[min(1, upper - 1)] + 1))
    }
    for k in upper..<height { left.append(left[height - 1 - k]) }
    return left
  }

  /// `rect` a row taller at the top (bottom) when a label of the view this shape is behind lies
  /// where the outline's top (bottom) edge is drawn: on its flat row, or on a row where it steps
  /// in, across the step's columns. An edge through a label's row cuts it (`╭◇ Needs water ╮`,
  /// `╭╯CARE`); a row further out frames it, as a list card's edge does. A taller outline steps on
  /// other rows, so it is checked again, up to `maximumFramingRows` rows each way (a two-line
  /// label in a capsule steps in on its first line: `◇╮`). Only a background's, and only when the
  /// shape has rows inside for its labels.
  static func framing(_ rect: Rect, radius: Double, _ node: RasterNode) -> Rect {
    guard node.node.role == .background, let owner = node.node.parent else { return rect }
    guard node.cells.height >= 2, node.cells.width >= 2 else { return rect }
    let labels = LabelRows(subtrees: [owner], in: node.result, viewport: node.viewport)
    // A shape whose every row holds a label has none to give them.
    let cells = node.cells
    let columns = cells.minColumn..<cells.maxColumn
    guard !(0..<cells.height).allSatisfy({ labels.holds(row: cells.minRow + $0, columns) }) else {
      return rect
    }
    let row = node.viewport.pointsPerRow
    var framed = rect
    var (grownTop, grownBottom) = (0, 0)
    while true {
      let (top, bottom) = labelledEdges(of: framed, radius: radius, labels: labels, viewport: node.viewport)
      let growsTop = top && grownTop < maximumFramingRows
      let growsBottom = bottom && grownBottom < maximumFramingRows
      guard growsTop || growsBottom else { return framed }
      if growsTop {
        framed.origin.y -= row
        framed.size.height += row
        grownTop += 1
      }
      if growsBottom {
        framed.size.height += row
        grownBottom += 1
      }
    }
  }

  /// How many rows a background's outline grows by, each way, to frame its labels.
  static let maximumFramingRows = 2

  /// Whether the outline of `rect` draws its upper (lower) half's edge through a label: on its flat
  /// row, or on a row where it steps in, across the step's columns.
  private static func labelledEdges(
    of rect: Rect, radius: Double, labels: LabelRows, viewport: Viewport
  ) -> (top: Bool, bottom: Bool) {
    let cells = viewport.cells(for: rect)
    guard cells.height >= 2, cells.width >= 2 else { return (false, false) }
    let left = leftColumns(rect, radius: radius, cells: cells, viewport: viewport)
    let height = cells.height
    // The columns the edge takes on row `k`: all of a flat row, the steps of a stepping one.
    func edgeColumns(_ k: Int, towards neighbour: Int) -> [Range<Int>] {
      if k == 0 || k == height - 1 { return [cells.minColumn..<cells.maxColumn] }
      let isMiddle = height % 2 == 1 && k == height / 2
      guard !isMiddle, left[neighbour] != left[k] else { return [] }
      let inset = left[neighbour] - cells.minColumn
      return [
        left[k]..<(left[neighbour] + 1),
        (cells.maxColumn - 1 - inset)..<(cells.maxColumn - (left[k] - cells.minColumn)),
      ]
    }
    func labelled(_ k: Int, towards neighbour: Int) -> Bool {
      edgeColumns(k, towards: neighbour).contains { labels.holds(row: cells.minRow + k, $0) }
    }
    let upper = (height + 1) / 2
    return (
      (0..<upper).contains { labelled($0, towards: $0 - 1) },
      (upper..<height).contains { labelled($0, towards: $0 + 1) }
    )
  }

  /// A shape one cell high or wide: `(──)` across, a line down, a lone `○` in a single cell.
  private static func thinOutline(_ cells: CellRect, role: CellRole, into painter: inout Painter) {
    let glyphs = painter.glyphs
    if cells.width == 1 && cells.height == 1 {
      painter.put(glyphs.homeButton, column: cells.minColumn, row: cells.minRow, role: role)
    } else if cells.height == 1 {
      painter.put(glyphs.buttonOpen, column: cells.minColumn, row: cells.minRow, role: role)
      painter.horizontalLine(
        (cells.minColumn + 1)..<(cells.maxColumn - 1), row: cells.minRow, with: glyphs.horizontal, role: role
      )
      painter.put(glyphs.buttonClose, column: cells.maxColumn - 1, row: cells.minRow, role: role)
    } else {
      painter.verticalLine(
        cells.minRow..<cells.maxRow, column: cells.minColumn, with: glyphs.vertical, role: role)
    }
  }
}
