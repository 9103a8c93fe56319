/// Compiling the adaptive containers (`ViewThatFits`, grids, `NavigationSplitView`) and the
/// Dynamic Type scaled metrics, kept apart from the core element table.
extension Compiler {
  /// The internal kind of an adaptive container, or `nil` for every other element.
  mutating func adaptiveKind(_ element: Element, children: [Int32]) -> LayoutKind? {
    switch element {
    case .viewThatFits(let horizontal, let vertical):
      return .viewThatFits(horizontal: horizontal, vertical: vertical)
    case .grid(let alignment, let horizontalSpacing, let verticalSpacing):
      return .grid(
        gridShape(
          children, alignment: alignment,
          horizontalSpacing: horizontalSpacing ?? ControlMetrics.defaultSpacing,
          verticalSpacing: verticalSpacing ?? ControlMetrics.defaultSpacing))
    case .gridRow:
      // Outside a grid (or wrapped in layout modifiers) a row lays out as an HStack, as in SwiftUI.
      return .stack(
        axis: .horizontal, crossAlignment: .vertical(.center), spacing: ControlMetrics.defaultSpacing)
    case .lazyVGrid(let columns, let alignment, let spacing):
      return .lazyVGrid(
        LazyGridShape(
          columns: columns, alignment: alignment, spacing: spacing ?? ControlMetrics.defaultSpacing))
    case .navigationSplitView:
      return .splitView(collapsed: context.horizontalSizeClass == .compact)
    case .list(let style, _):
      return .list(listShape(children, style: style))
    case .section:
      // Outside a list a section is just its rows, one under the other.
      return .stack(
        axis: .vertical, crossAlignment: .horizontal(.leading), spacing: ControlMetrics.defaultSpacing)
    default:
      return nil
    }
  }

  /// The environment a container's `n`-th child is compiled in: a collapsed split view hides
  /// every column but the sidebar.
  func childEnvironment(_ element: Element, _ env: InheritedEnvironment, child n: Int)
    -> InheritedEnvironment
  {
    guard case .navigationSplitView = element, n > 0, context.horizontalSizeClass == .compact else {
      return env
    }
    var hidden = env
    hidden.isHidden = true
    return hidden
  }

  /// A grid's rows: a child that is a bare `GridRow` contributes its cells and their spans;
  /// anything else (another view, or a row wrapped in layout modifiers) spans every column.
  private func gridShape(
    _ rows: [Int32], alignment: Alignment, horizontalSpacing: Double, verticalSpacing: Double
  ) -> GridShape {
    var shapes: [[Int]?] = []
    var columns = 0
    for row in rows {
      let node = tree.nodes[Int(row)]
      guard node.coreOf >= 0, case .gridRow = tree.placed[Int(node.coreOf)].element else {
        shapes.append(nil)
        continue
      }
      let spans = tree.children(of: row).map { max(1, cellSpans[$0] ?? 1) }
      columns = max(columns, spans.reduce(0, +))
      shapes.append(spans)
    }
    return GridShape(
      alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing,
      columnCount: columns, rows: shapes)
  }

  /// A list's sections: a bare `Section` child gives its header, rows and footer; consecutive
  /// other children are the rows of a section with no header.
  private func listShape(_ children: [Int32], style: ListStyle) -> ListShape {
    var sections: [ListSection] = []
    for child in children {
      let node = tree.nodes[Int(child)]
      if node.coreOf >= 0, case .section(let hasHeader, let hasFooter) = tree.placed[Int(node.coreOf)].element
      {
        var rows = Array(tree.children(of: child))
        let header = hasHeader && !rows.isEmpty ? rows.removeFirst() : nil
        let footer = hasFooter && !rows.isEmpty ? rows.removeLast() : nil
        sections.append(ListSection(node: child, header: header, rows: rows, footer: footer))
      } else if let last = sections.last, last.node == nil {
        sections[sections.count - 1].rows.append(child)
      } else {
        sections.append(ListSection(node: nil, header: nil, rows: [child], footer: nil))
      }
    }
    let inset = ListMetrics.horizontalInset(context.horizontalSizeClass)
    return ListShape(
      style: style, cardInset: style == .insetGrouped ? inset : 0, rowInset: inset, sections: sections)
  }

  /// Insets scaled like `style` at the current type size.
  func scaled(_ insets: EdgeInsets, relativeTo style: TextStyle) -> EdgeInsets {
    let factor = ScaledMetric.factor(relativeTo: style, at: typeSize, idiom: context.idiom)
    return EdgeInsets(
      top: insets.top * factor, leading: insets.leading * factor, bottom: insets.bottom * factor,
      trailing: insets.trailing * factor)
  }

  /// A frame whose lengths are scaled like `style` (infinity stays infinity).
  func scaled(_ spec: FrameSpec, relativeTo style: TextStyle) -> FrameSpec {
    let factor = ScaledMetric.factor(relativeTo: style, at: typeSize, idiom: context.idiom)
    func scale(_ value: Double?) -> Double? { value.map { $0.isFinite ? $0 * factor : $0 } }
    return FrameSpec(
      width: scale(spec.width), height: scale(spec.height), minWidth: scale(spec.minWidth),
      idealWidth: scale(spec.idealWidth), maxWidth: scale(spec.maxWidth),
      minHeight: scale(spec.minHeight), idealHeight: scale(spec.idealHeight),
      maxHeight: scale(spec.maxHeight), alignment: spec.alignment)
  }
}
