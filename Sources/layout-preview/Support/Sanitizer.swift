/// Makes text from layout files safe to print: control characters never reach the terminal.
enum Sanitizer {
  /// `text` with every C0/C1 control character and DEL replaced by its visible Unicode control
  /// picture (␛ for ESC) or U+FFFD, so an escape sequence in a layout file cannot drive the terminal.
  static func printable(_ text: String) -> String {
    var out = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x00...0x1F: out.append(Unicode.Scalar(0x2400 + scalar.value)!)
      case 0x7F: out.append("\u{2421}")
      case 0x80...0x9F: out.append("\u{FFFD}")
      default: out.append(scalar)
      }
    }
    return String(out)
  }
}
