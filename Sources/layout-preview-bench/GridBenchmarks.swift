import LayoutEngine

/// Layout of generated grids of 10,000 cells: the grid containers must stay linear in their cells.
enum GridBenchmarks {
  static func run(measure: Measure, report: Report) {
    let context = LayoutContext(containerSize: Size(width: 402, height: 874))
    if report.wants("generated lazy grid") {
      let tree = lazyGrid(cells: 10_000)
      let ms = measure.median { consume(LayoutEngine.layout(tree, in: context)) }
      report.line("generated lazy grid 10,000 cells (\(tree.nodeCount) nodes)", ms)
    }
    if report.wants("generated Grid") {
      let tree = grid(rows: 100, columns: 100)
      let ms = measure.median { consume(LayoutEngine.layout(tree, in: context)) }
      report.line("generated Grid 100 x 100 cells (\(tree.nodeCount) nodes)", ms)
    }
  }

  /// A scrolling `LazyVGrid` of adaptive 100 pt columns holding `cells` square thumbnails with a
  /// caption, like a photo library.
  static func lazyGrid(cells: Int) -> ViewNode {
    var children: [ViewNode] = []
    children.reserveCapacity(cells)
    for n in 0..<cells {
      children.append(
        ViewNode(
          .vStack(alignment: .center, spacing: 2),
          children: [
            ViewNode(.color("gray"), modifiers: [.aspectRatio(1, contentMode: .fit)]),
            ViewNode(.text("IMG_\(n)"), modifiers: [.font(Font(style: .caption))]),
          ]))
    }
    let grid = ViewNode(
      .lazyVGrid(
        columns: [GridItem(.adaptive(minimum: 100, maximum: .infinity), spacing: 2)], alignment: .center,
        spacing: 2), children: children)
    return ViewNode(.scrollView(axis: .vertical), children: [grid])
  }

  /// A scrolling `Grid` of `rows` rows of `columns` text cells.
  static func grid(rows: Int, columns: Int) -> ViewNode {
    var rowNodes: [ViewNode] = []
    rowNodes.reserveCapacity(rows)
    for r in 0..<rows {
      var cells: [ViewNode] = []
      for c in 0..<columns { cells.append(ViewNode(.text("\(r * columns + c)"))) }
      rowNodes.append(ViewNode(.gridRow, children: cells))
    }
    let grid = ViewNode(
      .grid(alignment: .center, horizontalSpacing: nil, verticalSpacing: nil), children: rowNodes)
    return ViewNode(.scrollView(axis: .vertical), children: [grid])
  }
}
