import Devices
import LayoutEngine
import Preview
import Wireframe

/// `render --compare`: the same layout in two variants side by side, each fitted to half of the
/// width with its label above and its caption below, a line between them. Which variants and
/// their labels come from `CompareMode`, the model the session's compare mode uses too.
enum CompareRender {
  /// The two sides of `option` for the variant chosen by the other options.
  static func sides(
    _ option: CompareOption, variant: PreviewVariant, catalog: DeviceCatalog = .standard
  ) throws -> [CompareSide] {
    guard case .device(let name) = option else { return option.mode.sides(of: variant) }
    do {
      return option.mode.sides(of: variant, other: try catalog.device(named: name))
    } catch {
      throw CommandError.usage("error: \(error)")
    }
  }

  /// The columns of each pane when both fit in `width`.
  static func paneColumns(width: Int) -> Int { max(20, (width - 3) / 2) }

  /// Both sides rendered into one canvas of about `width` columns: each side gets
  /// `(width - 3) / 2` columns (at least 20), separated by ` │ `.
  ///
  /// `results` are the layouts of the sides (each side's variant, scrolled as asked).
  static func render(
    _ results: [LayoutResult], sides: [CompareSide], width: Int, options: WireframeOptions
  ) -> Canvas {
    let half = paneColumns(width: width)
    let panes = zip(results, sides).map { result, side in
      Wireframe.render(result, on: side.variant.screen, width: half, options: options)
    }
    let rows = 1 + (panes.map(\.rows).max() ?? 0)
    var canvas = Canvas(columns: 2 * half + 3, rows: rows)
    for (index, pane) in panes.enumerated() {
      let column = index == 0 ? 0 : half + 3
      let label = sides[index].label(fitting: half)
      canvas.write(label, column: column + max(0, (half - DisplayWidth.of(label)) / 2), row: 0, role: .status)
      canvas.draw(pane, column: column, row: 1)
    }
    let divider = options.glyphs.glyphs.vertical
    for row in 0..<rows { canvas.put(divider, column: half + 1, row: row, role: .deviceBezel) }
    return canvas
  }
}
