/// The reading direction a piece of text declares by its first strong character (Unicode's
/// bidirectional algorithm, rules P2 and P3), found by Unicode block so the engine needs no C
/// library: Hebrew, Arabic, Syriac, Thaana, N'Ko and the other right-to-left scripts are
/// right-to-left, any other letter left-to-right; digits, punctuation and spaces are weak or
/// neutral and do not decide.
package enum ScriptDirection {
  /// The direction of the first strong character of `text`, or `nil` when it has none (a price,
  /// a phone number, punctuation).
  package static func of(_ text: String) -> LayoutDirection? {
    for scalar in text.unicodeScalars {
      if isRightToLeft(scalar) { return .rightToLeft }
      if scalar.properties.isAlphabetic { return .leftToRight }
    }
    return nil
  }

  /// Code points of right-to-left scripts: Hebrew through N'Ko and Samaritan to the Arabic
  /// Extended blocks (U+0590–U+08FF), Hebrew and Arabic presentation forms (U+FB1D–U+FDFF,
  /// U+FE70–U+FEFF) and the supplementary right-to-left blocks (U+10800–U+10FFF,
  /// U+1E800–U+1EFFF), less the combining marks and digits inside them, which are not strong.
  package static func isRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
    let v = scalar.value
    let inBlock =
      (0x0590...0x08FF).contains(v) || (0xFB1D...0xFDFF).contains(v) || (0xFE70...0xFEFF).contains(v)
      || (0x10800...0x10FFF).contains(v) || (0x1E800...0x1EFFF).contains(v)
    guard inBlock else { return false }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .format: return false
    default: return true
    }
  }
}
