import LayoutEngine
import Wireframe

/// Turns a session state into the whole terminal screen as a `Canvas`: the wireframe pane, the
/// banner, an overlay panel, the status line and the hint line. Pure, so the screen is tested
/// without a terminal and the terminal layer only copies cells.
public enum ScreenComposer {
  /// The screen for `state`: exactly `terminalColumns` x `terminalRows` cells.
  ///
  /// Rows `0..<(rows - 2)` are the wireframe pane (its top row covered by a banner while the
  /// current file has a problem, and a centred panel while help or the picker is open), row
  /// `rows - 2` is the status line, row `rows - 1` the hint line or the current notice. Below the
  /// minimum size the canvas holds only the "terminal too small" message.
  public static func compose(
    _ state: PreviewState, environment: PreviewEnvironment, glyphs: GlyphSet
  ) -> Canvas {
    let columns = max(0, state.terminalColumns)
    let rows = max(0, state.terminalRows)
    guard state.fitsTerminal else { return TooSmallMessage.canvas(columns: columns, rows: rows) }
    var canvas = Canvas(columns: columns, rows: rows)
    let result = state.layoutResult
    let pane =
      state.compare.map { ComparePanes.canvas(state, mode: $0, environment: environment, glyphs: glyphs) }
      ?? wireframePane(state, result: result, glyphs: glyphs)
    canvas.draw(pane, column: 0, row: 0)
    if let problem = state.currentLayout?.problem ?? missingLayoutProblem(state) {
      drawBanner(problem, into: &canvas)
    }
    drawOverlay(state, environment: environment, glyphs: glyphs, into: &canvas)
    let statusRow = rows - PreviewState.reservedRows
    canvas.write(
      StatusLine.text(for: state, result: result, width: columns), column: 0, row: statusRow,
      role: .status)
    fillRole(.status, row: statusRow, in: &canvas)
    canvas.write(
      StatusLine.hints(for: state, width: columns), column: 0, row: rows - 1, role: .hint)
    fillRole(.hint, row: rows - 1, in: &canvas)
    return canvas
  }

  /// The wireframe pane: the device and its layout (nothing but the device when the file has
  /// never been valid) through the pane viewport, with the selection highlighted.
  static func wireframePane(_ state: PreviewState, result: LayoutResult?, glyphs: GlyphSet) -> Canvas {
    let shown = result ?? LayoutResult(context: state.context, nodes: [])
    let selection = result.flatMap { result in
      state.selection.flatMap { PreviewState.index(ofPath: $0, in: result) }
    }
    let options = WireframeOptions(
      glyphs: glyphs, showsSafeArea: state.showsSafeArea, selection: selection)
    return Wireframe.rasterize(shown, on: state.screen, viewport: state.paneViewport, options: options)
  }

  /// The message for a session with no layout at all (an empty list of files).
  static func missingLayoutProblem(_ state: PreviewState) -> String? {
    state.currentLayout == nil ? "No layout file is open" : nil
  }

  /// The error banner across the pane's top row: sanitized, cut with `…` to the width.
  static func drawBanner(_ message: String, into canvas: inout Canvas) {
    let text = PreviewText.truncated("⚠ " + Sanitizer.sanitize(message), width: canvas.columns)
    for x in 0..<canvas.columns { canvas.put(" ", column: x, row: 0, role: .banner) }
    canvas.write(text, column: 0, row: 0, role: .banner)
  }

  /// The help or device-picker panel, centred in the pane.
  static func drawOverlay(
    _ state: PreviewState, environment: PreviewEnvironment, glyphs: GlyphSet,
    into canvas: inout Canvas
  ) {
    let paneRows = state.paneSize.rows
    let panel: Panel
    switch state.overlay {
    case .none: return
    case .help: panel = HelpPanel.panel(rows: paneRows)
    case .devicePicker(let picker):
      panel = DevicePickerPanel.panel(
        picker, catalog: environment.catalog, rows: paneRows,
        cursor: glyphs == .unicode ? "▏" : "_")
    }
    panel.draw(into: &canvas, areaRows: paneRows, glyphs: glyphs)
  }

  /// Gives the blank rest of a line the line's role, so themes can colour the whole bar.
  static func fillRole(_ role: CellRole, row: Int, in canvas: inout Canvas) {
    for x in 0..<canvas.columns where canvas[x, row].character == " " {
      canvas.setRole(role, column: x, row: row)
    }
  }
}
