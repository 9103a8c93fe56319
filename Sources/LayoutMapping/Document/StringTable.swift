/// An app's localized strings by key, as its String Catalog (`Localizable.xcstrings`) gives them:
/// what `Text("Settings")` shows in each language the preview offers (`Language.fileCodes`).
///
/// The Swift reader fills it from the catalogs of the project a file is in; the mapper gives each
/// element whose main string is a key of the table that string's translations, as a layout file's
/// `Text: {en: Settings, ar: الإعدادات}` does, and shows the English one.
public struct StringTable: Sendable, Hashable {
  /// By key, the string in each language, English (`en`) always among them.
  public var strings: [String: [String: String]]
  /// By key, a plural's forms in each language, by CLDR category (`one`, `few`, `other`): the
  /// form shown is chosen by the number the string is shown with (`PluralCategory`).
  public var plurals: [String: [String: [String: String]]]

  public init(strings: [String: [String: String]] = [:], plurals: [String: [String: [String: String]]] = [:])
  {
    self.strings = strings
    self.plurals = plurals
  }

  /// Whether it has no string.
  public var isEmpty: Bool { strings.isEmpty && plurals.isEmpty }

  /// `other`'s strings added where this table has none for the key (the nearer catalog wins).
  public func merging(_ other: StringTable) -> StringTable {
    StringTable(
      strings: strings.merging(other.strings) { nearer, _ in nearer },
      plurals: plurals.merging(other.plurals) { nearer, _ in nearer })
  }
}
