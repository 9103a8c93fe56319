import LayoutEngine
import Wireframe

/// The wireframe area in compare mode: two panes side by side, each the same layout in one
/// variant, labelled on its top row, with a line between them.
///
/// Each pane is the one-pane wireframe of a state with the variant applied, so layout,
/// device, selection and zoom changes reach both panes through the one session state.
enum ComparePanes {
  /// The pane area (`state.paneSize`) showing `mode`'s two variants.
  static func canvas(
    _ state: PreviewState, mode: CompareMode, environment: PreviewEnvironment, glyphs: GlyphSet
  ) -> Canvas {
    let (columns, rows) = state.paneSize
    var canvas = Canvas(columns: columns, rows: rows)
    let variants = state.compareVariants(mode, next: state.nextDevice(in: environment.devices))
    let half = max(1, (columns - 1) / 2)
    for (index, variant) in variants.enumerated() {
      let column = index == 0 ? 0 : columns - half
      var pane = variant.state
      pane.terminalColumns = half
      pane.terminalRows = rows - 1 + PreviewState.reservedRows
      let wireframe = ScreenComposer.wireframePane(pane, result: pane.layoutResult, glyphs: glyphs)
      canvas.draw(wireframe, column: column, row: 1)
      let label = variant.side.label(fitting: half)
      canvas.write(label, column: column + max(0, (half - DisplayWidth.of(label)) / 2), row: 0, role: .status)
    }
    let divider = glyphs.glyphs.vertical
    for row in 0..<rows where columns > 2 * half {
      canvas.put(divider, column: half, row: row, role: .deviceBezel)
    }
    return canvas
  }
}
