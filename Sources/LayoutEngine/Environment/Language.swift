/// The language a preview shows its strings in: English, Arabic, Hebrew, or one of Xcode's two
/// pseudolanguages for testing layouts without translations.
///
/// A language decides which translation of each string a layout shows and the reading direction
/// it implies; the session's `m` key can still flip the direction on its own.
public enum Language: String, Sendable, Hashable, CaseIterable {
  /// English strings, left to right: the default.
  case english = "en"
  /// English strings laid out right to left, as Xcode's "Right-to-Left Pseudolanguage" does.
  case rightToLeftPseudo = "rtl-pseudo"
  /// Arabic strings, right to left.
  case arabic = "ar"
  /// Hebrew strings, right to left.
  case hebrew = "he"
  /// Every string doubled, left to right, as Xcode's "Double-Length Pseudolanguage", to find
  /// text that does not survive translation into a longer language.
  case doubleLength = "double"

  /// The language codes a layout file may give strings in (`Text: {en: …, ar: …, he: …}`).
  public static let fileCodes = ["en", "ar", "he"]

  /// The code whose strings this language shows: `en` for English and both pseudolanguages.
  public var stringsCode: String {
    switch self {
    case .english, .rightToLeftPseudo, .doubleLength: "en"
    case .arabic: "ar"
    case .hebrew: "he"
    }
  }

  /// The reading direction the language implies.
  public var layoutDirection: LayoutDirection {
    switch self {
    case .english, .doubleLength: .leftToRight
    case .rightToLeftPseudo, .arabic, .hebrew: .rightToLeft
    }
  }

  /// The name the status line and caption show.
  public var displayName: String {
    switch self {
    case .english: "English"
    case .rightToLeftPseudo: "RTL pseudolanguage"
    case .arabic: "Arabic"
    case .hebrew: "Hebrew"
    case .doubleLength: "double-length pseudolanguage"
    }
  }

  /// The next language in the session's cycle (`g`) over every language: English, RTL pseudo,
  /// Arabic, Hebrew, double length, then English again.
  public var next: Language { next(translatedInto: ["ar", "he"]) }

  /// The next language in the session's cycle for strings translated into the language codes
  /// `codes` (an app's String Catalog's, a layout file's translations): English (the development
  /// language), the RTL pseudolanguage, each of Arabic and Hebrew that `codes` has, the
  /// double-length pseudolanguage, then English again. A language without translations would show
  /// English strings right to left, which the RTL pseudolanguage already does.
  public func next(translatedInto codes: Set<String>) -> Language {
    let all = Language.allCases
    let start = all.firstIndex(of: self)!
    for step in 1...all.count {
      let candidate = all[(start + step) % all.count]
      if candidate.stringsCode == "en" || codes.contains(candidate.stringsCode) { return candidate }
    }
    return .english
  }

  /// Parses a command-line name: a code (`en`, `ar`, `he`, `rtl-pseudo`, `double`) or a name
  /// (`english`, `arabic`, `hebrew`), case-insensitively.
  public init?(name: String) {
    let key = name.lowercased()
    let aliases: [String: Language] = [
      "english": .english, "arabic": .arabic, "hebrew": .hebrew, "rtl": .rightToLeftPseudo,
      "pseudo-rtl": .rightToLeftPseudo, "double-length": .doubleLength,
    ]
    guard let language = Language(rawValue: key) ?? aliases[key] else { return nil }
    self = language
  }
}
