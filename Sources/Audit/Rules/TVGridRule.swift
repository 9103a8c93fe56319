import LayoutEngine

/// `tvGrid`: on Apple TV, a grid of 2 to 9 columns whose items are wider, or closer together,
/// than the HIG's tvOS grid table (Layout, tvOS, Grids): "Be sure to use appropriate spacing
/// between unfocused rows and columns to prevent overlap when an item comes into focus." The
/// table gives each column count an unfocused content width (860 pt for two columns down to
/// 160 pt for nine), 40 pt of horizontal spacing and at least 100 pt of vertical spacing. A grid
/// is a `LazyVGrid` or a `Grid`; its columns are counted from the laid-out items of its widest
/// row, and its spacing is the least gap between neighbouring items and rows.
enum TVGridRule {
  /// The HIG's unfocused content width for a grid of 2...9 columns, in points.
  static let widths: [Int: Double] = [2: 860, 3: 560, 4: 410, 5: 320, 6: 260, 7: 217, 8: 184, 9: 160]
  static let horizontalSpacing = 40.0
  static let verticalSpacing = 100.0

  static func inspect(_ scene: Scene, into out: inout [Observation]) {
    guard scene.idiom == .tv else { return }
    let nodes = scene.result.nodes
    for index in nodes.indices where scene.isShown(index) && isGrid(nodes[index].element) {
      let cells = cells(of: index, in: scene)
      let rows = rows(of: cells)
      let columns = rows.map(\.count).max() ?? 0
      guard let width = widths[columns], let reference = scene.reference(index) else { continue }
      let across =
        rows.flatMap { row in zip(row, row.dropFirst()).map { $1.minX - $0.maxX } }.min() ?? .infinity
      let down =
        zip(rows, rows.dropFirst()).map { upper, lower in
          (lower.map(\.minY).min() ?? 0) - (upper.map(\.maxY).max() ?? 0)
        }.min() ?? .infinity
      let widest = cells.map(\.width).max() ?? 0
      var problems: [String] = []
      if widest > width + 0.5 { problems.append("items wider than \(points(width)) pt") }
      if across < horizontalSpacing - 0.5 {
        problems.append("columns closer than \(points(horizontalSpacing)) pt")
      }
      if down < verticalSpacing - 0.5 { problems.append("rows closer than \(points(verticalSpacing)) pt") }
      guard !problems.isEmpty else { continue }
      let measured =
        "items \(points(widest)) pt wide" + (across.isFinite ? ", \(points(across)) pt apart" : "")
        + (down.isFinite ? ", rows \(points(down)) pt apart" : "")
      out.append(
        Observation(
          rule: .tvGrid, node: reference, index: index,
          kind:
            "\(reference.type) of \(columns) columns has \(problems.joined(separator: " and ")) (the HIG's tvOS grid)",
          measure: Double(problems.count), detail: { measured }))
    }
  }

  /// Whether `element` lays its children out in a grid.
  static func isGrid(_ element: Element) -> Bool {
    switch element {
    case .adaptive(.lazyVGrid), .adaptive(.grid): true
    default: false
    }
  }

  /// The frames of the items of grid `index`: its children, or a `GridRow`'s children.
  static func cells(of index: Int, in scene: Scene) -> [Rect] {
    let nodes = scene.result.nodes
    var cells: [Rect] = []
    for child in index + 1..<scene.subtreeEnd[index] where scene.isShown(child) {
      guard let parent = nodes[child].parent, case .child = nodes[child].role else { continue }
      if case .adaptive(.gridRow) = nodes[child].element { continue }
      let inRow: Bool = {
        if case .adaptive(.gridRow) = nodes[parent].element { return nodes[parent].parent == index }
        return false
      }()
      if parent == index || inRow { cells.append(nodes[child].outerFrame) }
    }
    return cells
  }

  /// `cells` in rows (items whose tops are within half a point), each row from left to right,
  /// the rows from top to bottom.
  static func rows(of cells: [Rect]) -> [[Rect]] {
    var rows: [[Rect]] = []
    for cell in cells.sorted(by: { ($0.minY, $0.minX) < ($1.minY, $1.minX) }) {
      if let last = rows.last?.first, abs(last.minY - cell.minY) <= 0.5 {
        rows[rows.count - 1].append(cell)
      } else {
        rows.append([cell])
      }
    }
    return rows
  }
}
