import LayoutEngine

extension FrameSpec {
  /// Sets the length a layout file names `field` (`width`, `minHeight`, …) to `amount`.
  ///
  /// Shared by `frame` and `scaledFrame`, which check the same field names and differ only in how
  /// they read the number.
  mutating func setLength(_ field: String, to amount: Double) {
    switch field {
    case "width": width = amount
    case "height": height = amount
    case "minWidth": minWidth = amount
    case "idealWidth": idealWidth = amount
    case "maxWidth": maxWidth = amount
    case "minHeight": minHeight = amount
    case "idealHeight": idealHeight = amount
    default: maxHeight = amount
    }
  }
}
