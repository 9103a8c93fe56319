import Wireframe

/// Text preparation for the canvas: strings from layout files and the file system are untrusted,
/// and the terminal must never receive their control characters.
enum PreviewText {
  /// `text` safe to draw: line breaks and tabs become spaces, other control and bidi-override
  /// characters become `�`, so a hostile title cannot move the cursor or reorder the screen.
  static func sanitized(_ text: String) -> String {
    var result = ""
    result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x09, 0x0A, 0x0D: result.unicodeScalars.append(" ")
      case 0x00..<0x20, 0x7F..<0xA0, 0x202A...0x202E, 0x2066...0x2069:
        result.unicodeScalars.append("\u{FFFD}")
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// `text` cut to at most `width` terminal columns, ending in `…` when something was cut.
  static func truncated(_ text: String, width: Int) -> String {
    guard width > 0 else { return "" }
    guard DisplayWidth.of(text) > width else { return text }
    var result = ""
    var used = 0
    for character in text {
      let characterWidth = DisplayWidth.of(character)
      if used + characterWidth > width - 1 { break }
      result.append(character)
      used += characterWidth
    }
    return result + "…"
  }

  /// A point value as the status line shows it: whole numbers without decimals, else one decimal.
  static func points(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    return String(rounded)
  }
}
