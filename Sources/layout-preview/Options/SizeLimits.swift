import Devices
import LayoutEngine
import LayoutFile
import LayoutMapping
import Wireframe

/// The largest wireframe the commands draw, so no option or device size can ask for a canvas
/// that does not fit in memory: `--width` is bounded, and the rows follow from the width and the
/// device's shape (a free-form `1x100000` is 50,000 times as tall as wide).
enum SizeLimits {
  /// The columns `render --width` accepts.
  static let columns = 20...1000
  /// The most rows a wireframe may have (a tall iPhone at 1000 columns is about 1,100).
  static let maximumRows = 4000
  /// The rows `render --height` accepts: room for a small device and its caption, up to the most
  /// a wireframe may have.
  static let rows = 8...maximumRows

  /// A terminal's width brought within `columns`, for `render` without `--width`.
  static func fitting(_ terminalColumns: Int) -> Int {
    min(max(terminalColumns, columns.lowerBound), columns.upperBound)
  }

  /// A usage error unless `render` may draw `screen` in `columns` columns. With `document`, the
  /// screen is the canvas its preview's traits ask for (`.fixedLayout`): then it is the layout's
  /// own fault, a data error at the preview's `file:line:column`.
  static func check(_ screen: Screen, columns: Int, askedBy document: LayoutDocument? = nil) throws {
    let rows = Wireframe.renderViewport(for: screen, columns: columns).rows
    guard rows <= maximumRows else {
      let size = "\(Int(screen.size.width.rounded()))×\(Int(screen.size.height.rounded())) pt"
      if let document {
        let place = document.body.source?.description ?? "\(document.body.source?.file ?? "-"):1:1"
        throw CommandError.data(
          "\(Sanitizer.sanitize(place)): error: the preview's \(size) canvas drawn \(columns) columns wide "
            + "would be more than \(maximumRows) rows tall, the most a wireframe may have; "
            + "ask for a canvas less tall for its width")
      }
      throw CommandError.usage(
        "error: a \(size) screen drawn \(columns) columns wide would be more than \(maximumRows) rows "
          + "tall, the most a wireframe may have; give a smaller --width or a less tall --device")
    }
  }
}
