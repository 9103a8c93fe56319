import Devices
import LayoutEngine

/// Rasterizes a laid-out screen, with its device's chrome, into a `Canvas`.
public enum Wireframe {
  /// Draws `result` on `screen` as seen through `viewport`.
  public static func rasterize(
    _ result: LayoutResult, on screen: Screen, viewport: Viewport, options: WireframeOptions = .init()
  ) -> Canvas {
    Canvas(columns: viewport.columns, rows: viewport.rows)
  }

  /// The whole device fitted to `width` columns, with the caption line below it: what `render` prints.
  public static func render(
    _ result: LayoutResult, on screen: Screen, width: Int, options: WireframeOptions = .init()
  ) -> Canvas {
    Canvas(columns: width, rows: 1)
  }
}
