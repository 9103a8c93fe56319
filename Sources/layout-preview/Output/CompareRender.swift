import Devices
import LayoutEngine
import Preview
import Variants
import Wireframe

/// `render --compare`: the same layout in two variants side by side, each fitted to half of the
/// width with its label above and its caption below, a line between them (`ComparePanes`). Which variants and
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

  /// Both sides rendered side by side in about `width` columns, through the compositor the
  /// session's compare mode uses (`ComparePanes`), so both split the width alike.
  ///
  /// `results` are the layouts of the sides (each side's variant, scrolled as asked).
  static func render(
    _ results: [LayoutResult], sides: [CompareSide], width: Int, options: WireframeOptions
  ) -> Canvas {
    let half = ComparePanes.paneColumns(width: width)
    let panes = zip(results, sides).map { result, side in
      Wireframe.render(result, on: side.variant.screen, width: half, options: options)
    }
    return ComparePanes.compose(panes, sides: sides, width: width, glyphs: options.glyphs)
  }
}
