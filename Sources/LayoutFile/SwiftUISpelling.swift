/// How SwiftUI source spells the values a layout file names: `.leading` and `Alignment.leading`
/// for `leading`, `Color.red` for `red`, hex colours; layout files may use either spelling.
enum SwiftUISpelling {
  /// The member a SwiftUI expression names: `leading` for `.leading`, `Alignment.leading`,
  /// `HorizontalAlignment.leading` or `Font.Weight.bold`'s `bold`; any other text as it is.
  static func member(_ text: String) -> String {
    if text.hasPrefix("."), text.count > 1, isIdentifier(text.dropFirst()) { return String(text.dropFirst()) }
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count >= 2, parts.allSatisfy(isIdentifier),
      parts.dropLast().allSatisfy({ $0.first!.isUppercase })
    else { return text }
    return String(parts.last!)
  }

  /// `text` without spaces at either end: an argument of a call written as one scalar
  /// (`.roundedRectangle(radius: 8)`, `.rect(cornerRadius: 12)`).
  static func trimmed(_ text: Substring) -> String {
    String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }

  /// Whether `text` is a hex colour: `#` and 3, 4, 6 or 8 hex digits.
  static func isHexColor(_ text: String) -> Bool {
    guard text.hasPrefix("#") else { return false }
    let digits = text.dropFirst()
    return [3, 4, 6, 8].contains(digits.count) && digits.allSatisfy(\.isHexDigit)
  }

  /// Whether `text` is a Swift identifier of ASCII letters, digits and `_`, not starting with a digit.
  private static func isIdentifier(_ text: Substring) -> Bool {
    guard let first = text.first, first.isLetter || first == "_" else { return false }
    return text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
  }
}
