import LayoutEngine
import Yams

/// Fonts: a text style, with a weight and a fixed size.
extension ValueReader {
  /// `font: headline` or `font: {style: title, weight: bold, size: 28}`; `size` fixes the point
  /// size so it no longer follows Dynamic Type.
  func font(_ value: Node) throws(LayoutFileError) -> Font {
    guard case .mapping = value else { return Font(style: try textStyle(value, for: "font")) }
    var font = Font()
    for field in try context.fields(of: value, for: "font", allowed: ["style", "weight", "size"]) {
      switch field.key {
      case "style": font.style = try textStyle(field.value, for: "style")
      case "weight": font.weight = try weight(field.value, for: "weight")
      default:
        let size = try number(field.value, for: "size")
        guard size > 0 else {
          throw context.error(
            "'size' must be greater than 0, found \(context.describe(field.value))", at: field.value)
        }
        font.fixedSize = size
      }
    }
    return font
  }
}
