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
    guard state.fitsTerminal else {
      let message = TooSmallMessage.canvas(columns: columns, rows: rows)
      return glyphs == .ascii ? message.asciiOnly() : message
    }
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
    let hintLine: String
    if case .commandLine(let text) = state.overlay {
      hintLine = PreviewText.truncated(
        ":" + Sanitizer.sanitize(text) + (glyphs == .unicode ? "▏" : "_"), width: columns)
    } else {
      hintLine = StatusLine.hints(for: state, keyMap: environment.keyMap, width: columns)
    }
    canvas.write(hintLine, column: 0, row: rows - 1, role: .hint)
    fillRole(.hint, row: rows - 1, in: &canvas)
    // Outside UTF-8 the status line's `×` and `·`, a file's own text and the panels' arrows
    // would be dropped by the terminal: every cell gets a plain stand-in instead.
    return glyphs == .ascii ? canvas.asciiOnly() : canvas
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

  /// The most rows the error banner takes: enough for "did you mean 'headline'?" at 80 columns.
  static let bannerRows = 3

  /// The error banner across the pane's top rows: sanitized, wrapped between words onto up to
  /// `bannerRows` rows, the last cut with `…` when even they are too few.
  static func drawBanner(_ message: String, into canvas: inout Canvas) {
    let lines = bannerLines("⚠ " + Sanitizer.sanitize(message), width: canvas.columns)
    for (row, line) in lines.enumerated() where row < canvas.rows {
      for x in 0..<canvas.columns { canvas.put(" ", column: x, row: row, role: .banner) }
      canvas.write(line, column: 0, row: row, role: .banner)
    }
  }

  /// `text` in lines of at most `width` columns, broken at spaces (a longer word is cut), at most
  /// `bannerRows` of them.
  static func bannerLines(_ text: String, width: Int) -> [String] {
    guard width > 1 else { return [] }
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
      let candidate = current.isEmpty ? word : current + " " + word
      if DisplayWidth.of(candidate) <= width {
        current = candidate
        continue
      }
      if !current.isEmpty { lines.append(current) }
      current = word
      while DisplayWidth.of(current) > width {
        let head = DisplayWidth.prefix(current, fitting: width)
        guard !head.isEmpty else { break }
        lines.append(head)
        current = String(current.dropFirst(head.count))
      }
    }
    if !current.isEmpty { lines.append(current) }
    guard lines.count > bannerRows else { return lines }
    let last = DisplayWidth.prefix(lines[bannerRows - 1], fitting: width - 1) + "…"
    return Array(lines.prefix(bannerRows - 1)) + [last]
  }

  /// The help or device-picker panel, centred in the pane.
  static func drawOverlay(
    _ state: PreviewState, environment: PreviewEnvironment, glyphs: GlyphSet,
    into canvas: inout Canvas
  ) {
    let paneRows = state.paneSize.rows
    let panel: Panel
    switch state.overlay {
    case .none, .commandLine: return
    case .help(let view):
      panel = HelpPanel.panel(
        view, keyMap: environment.keyMap, columns: state.paneSize.columns, rows: paneRows,
        cursor: glyphs == .unicode ? "▏" : "_")
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
