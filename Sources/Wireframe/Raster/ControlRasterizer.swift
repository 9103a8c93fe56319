import LayoutEngine

/// Draws controls, each by its own small picture: buttons (`ButtonRasterizer`), fields
/// (`FieldRasterizer`), toggles and steppers (`ToggleRasterizer`; a button-style toggle as a
/// bordered button, filled while on), links as plain buttons, sliders and progress (`TrackRasterizer`).
enum ControlRasterizer: ElementRasterizer {
  static func draw(_ family: Control, _ node: RasterNode, into painter: inout Painter) {
    let placed = node.node
    let cells = node.cells
    switch family {
    case .button(let title, let style, _, let systemImage, _, let labelStyle, let shape):
      let shown = ButtonRasterizer.shownTitle(title, systemImage: systemImage, labelStyle: labelStyle)
      ButtonRasterizer.draw(
        shown.title, style: style, systemImage: shown.systemImage, shape: shape, node: node, into: &painter)
    case .textField(let placeholder, let text, let style):
      FieldRasterizer.draw(
        placeholder: placeholder, text: text, isSecure: false, isBordered: style == .roundedBorder,
        node: placed,
        cells: node.steadyCells, row: node.centreRow, into: &painter)
    case .secureField(let placeholder, let text, let style):
      FieldRasterizer.draw(
        placeholder: placeholder, text: text, isSecure: true, isBordered: style == .roundedBorder,
        node: placed,
        cells: node.steadyCells, row: node.centreRow, into: &painter)
    case .toggle(let title, let isOn, .button, _):
      ButtonRasterizer.draw(title, style: isOn ? .prominent : .bordered, node: node, into: &painter)
    case .toggle(let title, let isOn, .switch, let hidden):
      ToggleRasterizer.draw(hidden ? "" : title, isOn: isOn, node: node, into: &painter)
    case .stepper(let title, let hidden):
      ToggleRasterizer.draw(
        hidden ? "" : title, mark: painter.glyphs.stepper, role: .control, node: node, into: &painter)
    case .link(let title):
      ButtonRasterizer.draw(title, style: .plain, node: node, into: &painter)
    case .shareLink(let title):
      ButtonRasterizer.draw(
        title, style: .plain, systemImage: Control.shareSymbol, node: node, into: &painter)
    case .textEditor(let text):
      FieldRasterizer.drawEditor(text, cells: cells, node: placed, into: &painter)
    case .slider(let value):
      TrackRasterizer.drawSlider(value, node: placed, cells: cells, row: node.centreRow, into: &painter)
    case .progressView(let style):
      TrackRasterizer.drawProgress(style, node: placed, cells: cells, row: node.centreRow, into: &painter)
    }
  }
}
