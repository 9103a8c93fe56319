import Devices
import LayoutEngine

/// Rasterizes a laid-out screen, with its device's chrome, into a `Canvas`.
public enum Wireframe {
  /// Draws `result` on `screen` as seen through `viewport`: chrome, then the safe-area guides
  /// (when asked), then every visible node back to front (`PaintOrder`), its labels last and on top
  /// (`LabelLayer`), then the keyboard and the selection highlight. Subtrees wholly outside the
  /// window's rows are skipped (`VisibleSubtrees`): they would change no cell.
  public static func rasterize(
    _ result: LayoutResult, on screen: Screen, viewport: Viewport, options: WireframeOptions = .init()
  ) -> Canvas {
    var painter = Painter(
      canvas: Canvas(columns: viewport.columns, rows: viewport.rows), glyphs: options.glyphs.glyphs)
    ChromeRasterizer.draw(screen, viewport: viewport, into: &painter)
    let screenCells = viewport.cells(for: Rect(origin: .zero, size: screen.size)).intersection(
      viewport.bounds)
    painter.clip = screenCells
    WindowRasterizer.draw(screen, viewport: viewport, into: &painter)
    painter.pending = []
    StatusBarRasterizer.draw(
      screen, direction: result.context.layoutDirection, viewport: viewport, into: &painter)
    // The engine lays out in the window's coordinates: shift the viewport to the window.
    let window = WindowRasterizer.windowViewport(viewport, for: screen)
    let windowCells = viewport.cells(for: screen.window).intersection(screenCells)
    painter.clip = windowCells
    if options.showsSafeArea {
      SafeAreaRasterizer.draw(result.context, viewport: window, into: &painter)
    }
    // Subtrees that cannot reach the window's rows are not drawn at all: a long scrolled list
    // costs what is on screen.
    let visible =
      options.drawsEveryNode
      ? nil : VisibleSubtrees(result, viewport: window, rows: windowCells.minRow..<windowCells.maxRow)
    let shown = visible?.shown
    let order = PaintOrder.indices(of: result, shown: shown)
    let occupancy = Occupancy(
      result, order: order, viewport: window, window: windowCells, columns: viewport.columns,
      rows: viewport.rows, hasChildren: visible?.hasChildren)
    for index in order where !result.nodes[index].isHidden {
      let node = result.nodes[index]
      painter.clip = Occupancy.clip(of: node, viewport: window, window: windowCells)
      // Only elements that show text need room to overflow into (and a deep tree no walk up per
      // level for its containers).
      painter.overflow =
        node.element.traits.contains(.showsText)
        ? OverflowRoom(index, of: result, occupancy: occupancy, viewport: window, clip: painter.clip) : nil
      NodeRasterizer.draw(index, of: result, viewport: window, into: &painter)
    }
    let labels = painter.pending ?? []
    painter.pending = nil
    LabelLayer.draw(labels, into: &painter)
    painter.overflow = nil
    RedactedRasterizer.draw(result, shown: shown, viewport: window, window: windowCells, into: &painter)
    DisabledRasterizer.draw(result, shown: shown, viewport: window, window: windowCells, into: &painter)
    ScrollIndicatorRasterizer.draw(
      result, shown: shown, viewport: window, window: windowCells, into: &painter)
    painter.clip = screenCells
    KeyboardRasterizer.draw(screen, viewport: viewport, into: &painter)
    WindowRasterizer.drawControls(screen, viewport: viewport, into: &painter)
    if let selection = options.selection, result.nodes.indices.contains(selection) {
      painter.clip = viewport.bounds
      painter.highlight(window.cells(for: result.nodes[selection].frame), role: .selection)
    }
    return painter.canvas
  }

  /// The whole device fitted to `width` columns (at least 20), with a blank line and the caption
  /// below it: what `render` prints. Rows follow from the width at a cell aspect of 2.
  ///
  /// `deviceColumns` draws the device narrower than the output, centred, with the caption still
  /// wrapped at `width`: `render` fitting a terminal's height keeps the caption on few lines.
  public static func render(
    _ result: LayoutResult, on screen: Screen, width: Int, deviceColumns: Int? = nil,
    options: WireframeOptions = .init()
  ) -> Canvas {
    let columns = max(20, width)
    let deviceWidth = min(columns, max(20, deviceColumns ?? columns))
    let viewport = renderViewport(for: screen, columns: deviceWidth)
    let device = rasterize(result, on: screen, viewport: viewport, options: options)
    let caption = Caption.lines(
      for: screen, context: result.context, glyphs: options.glyphs.glyphs, width: columns)
    var canvas = Canvas(columns: columns, rows: device.rows + 1 + caption.count)
    canvas.draw(device, column: (columns - deviceWidth) / 2, row: 0)
    for (index, line) in caption.enumerated() {
      canvas.write(line, column: 0, row: device.rows + 1 + index, role: .status)
    }
    return canvas
  }

  /// The viewport `render` uses: the screen plus one bezel cell per side across `columns`, plus
  /// one more cell on the side of a home button so it shows.
  public static func renderViewport(for screen: Screen, columns: Int) -> Viewport {
    let aspect = 2.0
    let button = screen.device.hasHomeButton
    let sideButton = button && screen.orientation.isLandscape
    let bottomButton = button && !screen.orientation.isLandscape
    let usable = Double(columns - 2 - (sideButton ? 2 : 0))
    let scale = max(screen.size.width, 1) / usable
    // The bottom outline sits on the row where the screen's cells end (rounded as `cells(for:)`).
    let bottomOutline = Viewport.round(1 + max(screen.size.height, 1) / (scale * aspect))
    let rows = bottomOutline + 1 + (bottomButton ? 2 : 0)
    let leftExtra = sideButton && screen.orientation == .landscapeRight ? 2.0 : 0
    return Viewport(
      pointsPerColumn: scale, cellAspect: aspect,
      origin: Point(x: -(1 + leftExtra) * scale, y: -scale * aspect), columns: columns, rows: rows)
  }
}
