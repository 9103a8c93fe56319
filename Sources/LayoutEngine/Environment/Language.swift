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

  /// The next language in the session's cycle (`g`): English, RTL pseudo, Arabic, Hebrew, double
  /// length, then English again.
  public var next: Language {
    let all = Language.allCases
    return all[(all.firstIndex(of: self)! + 1) % all.count]
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
