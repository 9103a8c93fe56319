import LayoutEngine

/// Draws one laid-out node by its element: containers and spacers draw nothing, shapes fill,
/// text is written, controls and images get their own small pictures.
enum NodeRasterizer {
  /// Draws `node` onto `painter`, whose clip the caller has set to what the node may touch.
  static func draw(_ node: PlacedNode, viewport: Viewport, into painter: inout Painter) {
    let cells = viewport.cells(for: node.frame)
    let glyphs = painter.glyphs
    let columns = cells.minColumn..<max(cells.maxColumn, cells.minColumn + 1)
    switch node.element {
    case .vStack, .hStack, .zStack, .scrollView, .spacer:
      break
    case .viewThatFits, .grid, .gridRow, .lazyVGrid, .navigationSplitView, .list, .section:
      break  // containers; split views and lists draw in `SplitViewRasterizer`, `ListRasterizer`
    case .rectangle:
      painter.fill(cells, with: glyphs.fill, role: .fill)
    case .text(let string):
      TextRasterizer.draw(
        TextRasterizer.lines(of: node, fallback: string), isTruncated: node.isTruncated,
        frame: node.frame, columns: columns,
        side: TextPlacement.Side(node.textAlignment, node.textLineDirection), role: .text,
        viewport: viewport, overflows: true, into: &painter)
    case .divider:
      if node.frame.height > node.frame.width {
        painter.verticalLine(
          cells.minRow..<cells.maxRow, column: cells.midColumn, with: glyphs.dividerVertical,
          role: .divider)
      } else {
        painter.horizontalLine(
          cells.minColumn..<cells.maxColumn, row: cells.midRow, with: glyphs.dividerHorizontal,
          role: .divider)
      }
    case .image(let source, _):
      ImageRasterizer.draw(source, node: node, cells: cells, into: &painter)
    case .label(let title, _):
      LabelRasterizer.draw(title, node: node, cells: cells, viewport: viewport, into: &painter)
    case .button(let title, let style, _):
      ButtonRasterizer.draw(title, style: style, node: node, cells: cells, viewport: viewport, into: &painter)
    case .textField(let placeholder, let text):
      FieldRasterizer.draw(
        placeholder: placeholder, text: text, isSecure: false, node: node, cells: cells, into: &painter)
    case .secureField(let placeholder, let text):
      FieldRasterizer.draw(
        placeholder: placeholder, text: text, isSecure: true, node: node, cells: cells, into: &painter)
    case .toggle(let title, let isOn):
      ToggleRasterizer.draw(title, isOn: isOn, node: node, cells: cells, into: &painter)
    case .slider(let value):
      TrackRasterizer.drawSlider(value, node: node, cells: cells, into: &painter)
    case .progressView(let style):
      TrackRasterizer.drawProgress(style, node: node, cells: cells, into: &painter)
    case .navigationStack, .tabView, .tab, .tabItem:
      break
    case .navigationBar, .tabBar, .toolbar, .searchField:
      BarRasterizer.draw(node, cells: cells, into: &painter)
    }
  }
}
