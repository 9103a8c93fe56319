/// Makes text taken from a layout file safe to print in a diagnostic.
///
/// A layout file is untrusted input and diagnostics go to a terminal, so control characters
/// (which could start escape sequences) are shown as their visible Unicode control pictures, and
/// very long values are shortened so one message stays one line.
enum Sanitizer {
  /// The longest quoted value kept in a message, in scalars; longer values end with `…`.
  static let maximumLength = 60

  /// `text` with C0 controls as U+2400…U+241F, DEL as U+2421, C1 controls and other format
  /// controls as U+FFFD, shortened to `maximumLength` scalars.
  static func visible(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    var count = 0
    for scalar in text.unicodeScalars {
      if count == maximumLength {
        result.append("…")
        break
      }
      count += 1
      switch scalar.value {
      case 0x00...0x1F: result.append(Unicode.Scalar(0x2400 + scalar.value)!)
      case 0x7F: result.append("\u{2421}")
      case 0x80...0x9F, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
        result.append("\u{FFFD}")
      default: result.append(scalar)
      }
    }
    return String(result)
  }

  /// `text` sanitized and in single quotes, the form every diagnostic uses for file content.
  static func quoted(_ text: String) -> String { "'\(visible(text))'" }
}
