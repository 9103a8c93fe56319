import LayoutEngine

extension ViewMapper {
  /// The translations of the element's main string (a `Text`'s text, a `Toggle`'s title) when
  /// the app's string table has it as a key, with the string replaced by its English one: a key
  /// such as `settings.title` shows as the catalog's English text, as the app does.
  ///
  /// A string is looked up as SwiftUI looks up a literal (`LocalizedStringKey`); a `verbatim` one
  /// (`Text(verbatim:)`, a `String` value) is shown as it is in every language: when the tables
  /// have it, its translations are its own string alone, so nothing after mapping translates it.
  func localized(
    _ declaration: ElementDeclaration, _ values: inout ArgumentValues, verbatim: Bool = false
  ) -> [String: String] {
    guard !strings.isEmpty, let name = declaration.localizedArgument, let key = values.text(name) else {
      return [:]
    }
    guard let byLanguage = strings.translations(of: key) else { return [:] }
    guard !verbatim else { return ["en": key] }
    let english = byLanguage["en"] ?? key
    values.replace(name, with: .text(english))
    // Text and Label read Markdown, their English string in their declaration's build.
    let isMarkdown = declaration.name == "Text" || declaration.name == "Label"
    return byLanguage.mapValues { isMarkdown ? Markdown.visibleText($0) : $0 }
  }

  /// The translations of a navigation stack's search prompt (`.searchable(text:prompt:)`, its
  /// `searchable` argument), a `LocalizedStringKey` SwiftUI looks up as it looks up a `Text`'s:
  /// the catalog's English shown, the translations for `searchPrompt(_:translations:)`.
  func localizedSearchPrompt(_ values: inout ArgumentValues) -> [String: String] {
    guard !strings.isEmpty, let key = values.text("searchable"),
      let byLanguage = strings.translations(of: key)
    else { return [:] }
    values.replace("searchable", with: .text(byLanguage["en"] ?? key))
    return byLanguage
  }

  /// `element` with its search prompt's `translations`, which `ViewNode.localized(for:)` shows.
  static func searchPrompt(_ element: Element, translations: [String: String]) -> Element {
    guard !translations.isEmpty, case .navigation(.stack(var spec)) = element else { return element }
    spec.searchPromptTranslations = translations
    return .navigation(.stack(spec))
  }
}
