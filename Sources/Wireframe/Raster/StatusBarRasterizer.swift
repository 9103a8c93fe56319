import Devices
import LayoutEngine

/// Draws the status bar where the device shows one (iPhone portrait, iPad always): the time on
/// the leading side and the battery on the trailing side of its first row, clear of a cutout.
///
/// Leading and trailing follow the layout direction, because iOS mirrors the status bar for a
/// right-to-left language: the time sits at the right in Arabic and Hebrew.
enum StatusBarRasterizer {
  /// The time the status bar shows, as in Apple's marketing images.
  static let time = "9:41"

  /// Draws the status bar of `screen`.
  static func draw(
    _ screen: Screen, direction: LayoutDirection, viewport: Viewport, into painter: inout Painter
  ) {
    let height = screen.statusBarHeight
    guard height > 0 else { return }
    let bar = viewport.cells(for: Rect(x: 0, y: 0, width: screen.size.width, height: height))
    guard bar.width >= 12, bar.height > 0 else { return }
    let row = bar.minRow
    let margin = max(1, bar.width / 12)
    let battery = painter.glyphs.battery
    let (left, right) = direction == .leftToRight ? (time, battery) : (battery, time)
    // Labels, so a title the coarse scale puts on this row keeps a blank column from them.
    painter.label(left, column: bar.minColumn + margin, row: row, role: .systemBar)
    painter.label(right, column: bar.maxColumn - margin - DisplayWidth.of(right), row: row, role: .systemBar)
  }
}
