import Wireframe

/// Text preparation for the session's lines: cutting to a width and formatting points. Strings
/// from files and the file system go through `Sanitizer` before they are measured.
enum PreviewText {
  /// `text` cut to at most `width` terminal columns, ending in `…` when something was cut.
  static func truncated(_ text: String, width: Int) -> String {
    guard width > 0 else { return "" }
    guard DisplayWidth.of(text) > width else { return text }
    return DisplayWidth.prefix(text, fitting: width - 1) + "…"
  }

  /// A point value as the status line shows it: whole numbers without decimals, else one decimal.
  static func points(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    return String(rounded)
  }
}
