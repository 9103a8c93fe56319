extension Adaptive {
  /// `ViewThatFits` chooses a child (`ViewThatFitsLayout`); a grid sizes shared columns from its
  /// rows' cells (`GridLayout`); a `GridRow` outside a grid is an `HStack`; a `LazyVGrid` resolves
  /// its columns per width (`LazyGridLayout.vertical`), a `LazyHGrid` its rows per height
  /// (`LazyGridLayout.horizontal`); a `GeometryReader` is a top-leading `ZStack` that
  /// takes the whole offer.
  func layoutKind(_ site: ElementSite, in compiler: inout Compiler) -> LayoutKind {
    switch self {
    case .viewThatFits(let horizontal, let vertical):
      return .viewThatFits(ViewThatFitsLayout(horizontal: horizontal, vertical: vertical))
    case .grid(let alignment, let horizontalSpacing, let verticalSpacing):
      return .grid(
        Self.gridLayout(
          site.children, alignment: alignment,
          horizontalSpacing: horizontalSpacing ?? ControlMetrics.defaultSpacing,
          verticalSpacing: verticalSpacing ?? ControlMetrics.defaultSpacing, in: compiler))
    case .gridRow:
      // Outside a grid (or wrapped in layout modifiers) a row lays out as an HStack, as in SwiftUI.
      return .stack(
        StackLayout(
          axis: .horizontal, crossAlignment: .vertical(.center), spacing: ControlMetrics.defaultSpacing))
    case .lazyHGrid(let rows, let alignment, let spacing):
      return .lazyGrid(
        .horizontal(rows: rows, alignment: alignment, spacing: spacing ?? ControlMetrics.defaultSpacing))
    case .geometryReader:
      return .zStack(ZStackLayout(alignment: .topLeading, fillsOffer: true))
    case .lazyVGrid(let columns, let alignment, let spacing):
      return .lazyGrid(
        .vertical(columns: columns, alignment: alignment, spacing: spacing ?? ControlMetrics.defaultSpacing))
    case .custom(let layout):
      return .custom(Self.customLayout(layout, site.children, in: compiler))
    }
  }

  /// A custom layout with its children's spacing preferences and layout values, read now so a
  /// proxy answers without walking the tree.
  private static func customLayout(_ layout: AnyLayout, _ children: [Int32], in compiler: Compiler)
    -> CustomLayoutAlgorithm
  {
    let reader = GapReader(
      nodes: compiler.tree.nodes, childIndices: compiler.tree.childIndices, placed: compiler.tree.placed,
      idiom: compiler.context.idiom)
    var budget = GapReader.budget
    return CustomLayoutAlgorithm(
      layout: layout, spacings: children.map { reader.viewSpacing($0, budget: &budget) },
      values: children.map { compiler.layoutValues[$0] ?? [] })
  }

  /// A grid's rows: a child that is a bare `GridRow` contributes its cells and their spans;
  /// anything else (another view, or a row wrapped in layout modifiers) spans every column.
  private static func gridLayout(
    _ rows: [Int32], alignment: Alignment, horizontalSpacing: Double, verticalSpacing: Double,
    in compiler: Compiler
  ) -> GridLayout {
    var shapes: [[Int]?] = []
    var columns = 0
    var columnAlignments: [HorizontalAlignment?] = []
    for row in rows {
      let node = compiler.tree.nodes[Int(row)]
      guard node.coreOf >= 0, case .adaptive(.gridRow) = compiler.tree.placed[Int(node.coreOf)].element else {
        shapes.append(nil)
        continue
      }
      let cells = compiler.tree.children(of: row)
      let spans = cells.map { max(1, compiler.cellSpans[$0] ?? 1) }
      // The first one-column cell of a column that gives its alignment (`gridColumnAlignment`).
      var column = 0
      for (cell, span) in zip(cells, spans) {
        if span == 1, let values = compiler.layoutValues[cell],
          let guide = values.lazy.compactMap({ $0.value(of: GridColumnAlignmentKey.self) ?? nil }).first
        {
          if columnAlignments.count <= column {
            columnAlignments += Array(repeating: nil, count: column + 1 - columnAlignments.count)
          }
          columnAlignments[column] = columnAlignments[column] ?? guide
        }
        column += span
      }
      columns = max(columns, column)
      shapes.append(spans)
    }
    return GridLayout(
      alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing,
      columnCount: columns, rows: shapes, columnAlignments: columnAlignments)
  }
}
