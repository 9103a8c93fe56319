import LayoutEngine
import LayoutMapping

/// Reads strings given per language, `Text: {en: Settings, ar: الإعدادات, he: הגדרות}`, into the
/// English string the element keeps and the translations its node carries.
///
/// Only an element's main string is translatable: a Text's text, a Label's, Button's or
/// Toggle's title, a field's placeholder. The English string (`en`) is the one shown in English
/// and the pseudolanguages; a file that gives no `en` shows its first string there.
struct LocalizedStringReader {
  var context: ReadContext

  /// Whether `key` is written like a language code (`en`, `ar`, `pt-BR`) rather than an argument
  /// or modifier name, so `Text: {en: …}` reads as translations and a misspelt code is reported
  /// as a language code.
  static func looksLikeLanguageCode(_ key: String) -> Bool {
    let parts = key.split(separator: "-", omittingEmptySubsequences: false)
    guard let first = parts.first, (2...3).contains(first.count),
      first.allSatisfy({ $0.isASCII && $0.isLowercase }), parts.count <= 2
    else { return false }
    return parts.count == 1 || (parts[1].count >= 2 && parts[1].allSatisfy { $0.isASCII && $0.isLetter })
  }

  /// Whether the mapping written as element `name`'s value is a set of translations: the element
  /// has a translatable string and the first key is a language code, not a known name (one of
  /// its argument keys, a modifier, `id` or `content`).
  static func isTranslations(_ entries: [MappingEntry], element facts: ElementFacts) -> Bool {
    guard facts.localizedArgument != nil, let first = entries.first else { return false }
    let key = first.key
    let isKnown =
      facts.keys.contains(key) || Vocabulary.isModifier(key) || key == Vocabulary.idKey
      || key == Vocabulary.contentKey
    return !isKnown && looksLikeLanguageCode(key)
  }

  /// Replaces a translated main argument of the element `facts` describes by its English string
  /// and returns the translations by language code (`nil` when the argument is a plain string).
  func split(
    element facts: ElementFacts, arguments: inout ArgumentEntries
  ) throws(LayoutFileError) -> Translations? {
    let name = facts.declaration.name
    guard let key = facts.localizedArgument, let entry = arguments[key],
      case .mapping(let mapping) = entry.value
    else { return nil }
    let entries = try context.entries(of: mapping)
    guard !entries.isEmpty else {
      throw context.expected("a string or strings by language", for: key, found: entry.value)
    }
    var translations: [String: String] = [:]
    for field in entries {
      guard Language.fileCodes.contains(field.key) else {
        let codes = Language.fileCodes.map { "'\($0)'" }.joined(separator: ", ")
        throw context.error(
          "unknown language code \(Sanitizer.quoted(field.key)); strings can be given in \(codes)",
          at: field.keyNode,
          suggestion: EditDistance.suggestion(for: field.key, among: Language.fileCodes))
      }
      let string = try ValueReader(context: context).string(field.value, for: field.key)
      // Text and Label read Markdown (their English string in their declaration's build).
      translations[field.key] = name == "Text" || name == "Label" ? Markdown.visibleText(string) : string
    }
    let english = translations["en"] ?? translations[entries[0].key]!
    arguments[key] = MappingEntry(key: key, keyNode: entry.keyNode, value: YAMLNode(english))
    return Translations(argument: key, byLanguage: translations)
  }
}

/// An element's main string given per language: the argument, whose entry now holds the English
/// string, and the strings by language code, which its call carries (`SourceValue.translated`).
struct Translations {
  var argument: String
  var byLanguage: [String: String]
}
