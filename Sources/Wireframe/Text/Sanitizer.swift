/// Replaces control characters in text that came from a layout file (or any other outside
/// source) before it reaches a canvas or a terminal, so a file cannot move the cursor, change
/// colours or ring the bell: C0 controls become their Control Pictures (U+2400 + code), DEL
/// becomes U+2421 and C1 controls become U+FFFD.
public enum Sanitizer {
  /// `text` with every control scalar replaced by a visible stand-in.
  public static func sanitize(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars { scalars.append(replacement(for: scalar)) }
    return String(scalars)
  }

  /// One character made safe: its sanitized form, or itself when it holds no control scalar.
  public static func sanitize(_ character: Character) -> Character {
    guard character.unicodeScalars.contains(where: isControl) else { return character }
    return Character(replacement(for: character.unicodeScalars.first!))
  }

  /// Whether `scalar` is a C0 control, DEL or a C1 control.
  public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  /// The visible stand-in for a control scalar, or the scalar itself.
  static func replacement(for scalar: Unicode.Scalar) -> Unicode.Scalar {
    switch scalar.value {
    case 0..<0x20: Unicode.Scalar(0x2400 + scalar.value)!
    case 0x7F: "\u{2421}"
    case 0x80...0x9F: "\u{FFFD}"
    default: scalar
    }
  }
}
