import LayoutEngine

extension ViewMapper {
  /// The translations of the element's main string (a `Text`'s text, a `Toggle`'s title) when
  /// the app's string table has it as a key, with the string replaced by its English one: a key
  /// such as `settings.title` shows as the catalog's English text, as the app does.
  ///
  /// Any string is looked up, as SwiftUI looks up a literal (`LocalizedStringKey`); a `String`
  /// variable, which SwiftUI shows as it is, is looked up too, since the evaluator keeps no
  /// difference between the two.
  func localized(_ declaration: ElementDeclaration, _ values: inout ArgumentValues) -> [String: String] {
    guard !strings.isEmpty, let name = declaration.localizedArgument, let key = values.text(name),
      let byLanguage = strings.translations(of: key)
    else { return [:] }
    let english = byLanguage["en"] ?? key
    values.replace(name, with: .text(english))
    // Text and Label read Markdown, their English string in their declaration's build.
    let isMarkdown = declaration.name == "Text" || declaration.name == "Label"
    return byLanguage.mapValues { isMarkdown ? Markdown.visibleText($0) : $0 }
  }
}
