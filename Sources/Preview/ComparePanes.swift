import LayoutEngine
import Wireframe

/// Two panes side by side, each the same layout in one variant, labelled on its top row, with a
/// line between them: the one compositor of the session's compare mode and `render --compare`,
/// so both split a width the same way (`paneColumns(width:)`) and draw the same gutter.
public enum ComparePanes {
  /// The columns between the panes: a space, the dividing line, a space.
  public static let gutter = 3

  /// The columns of each pane when two fit in `width` with the gutter between them (at least
  /// one, so a pane never has a negative width).
  public static func paneColumns(width: Int) -> Int { max(1, (width - gutter) / 2) }

  /// `panes` (each at most `paneColumns(width: width)` wide) under their sides' labels, the
  /// dividing line on every row: `2 * paneColumns + gutter` columns (never more than `width`
  /// once `width` holds two one-column panes), and `rows` rows, or one more than the taller pane.
  public static func compose(
    _ panes: [Canvas], sides: [CompareSide], width: Int, rows: Int? = nil, glyphs: GlyphSet
  ) -> Canvas {
    let half = paneColumns(width: width)
    let rows = rows ?? 1 + (panes.map(\.rows).max() ?? 0)
    var canvas = Canvas(columns: 2 * half + gutter, rows: rows)
    for (index, (pane, side)) in zip(panes, sides).enumerated() {
      let column = index == 0 ? 0 : half + gutter
      let label = side.label(fitting: half)
      canvas.write(label, column: column + max(0, (half - DisplayWidth.of(label)) / 2), row: 0, role: .status)
      canvas.draw(pane, column: column, row: 1)
    }
    for row in 0..<rows { canvas.put(glyphs.glyphs.vertical, column: half + 1, row: row, role: .deviceBezel) }
    return canvas
  }

  /// The session's pane area (`state.paneSize`) showing `mode`'s two variants. Each pane is the
  /// one-pane wireframe of a state with the variant applied, so layout, device, selection and
  /// zoom changes reach both panes through the one session state.
  static func canvas(
    _ state: PreviewState, mode: CompareMode, environment: PreviewEnvironment, glyphs: GlyphSet
  ) -> Canvas {
    let (columns, rows) = state.paneSize
    let variants = state.compareVariants(mode, next: state.nextDevice(in: environment.devices))
    let panes = variants.map { variant in
      var pane = variant.state
      pane.terminalColumns = paneColumns(width: columns)
      pane.terminalRows = rows - 1 + PreviewState.reservedRows
      return ScreenComposer.wireframePane(pane, result: pane.layoutResult, glyphs: glyphs)
    }
    return compose(panes, sides: variants.map(\.side), width: columns, rows: rows, glyphs: glyphs)
  }
}
