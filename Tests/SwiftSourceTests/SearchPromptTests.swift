import Foundation
import LayoutEngine
import LayoutMapping
import SwiftSource
import TestSupport
import Testing

/// `.searchable(text:prompt:)`'s prompt is a `LocalizedStringKey`, translated through the app's
/// string tables as a `Text` key is.
@Suite("the search prompt in the app's languages")
struct SearchPromptTests {
  static let catalog = """
    { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
      "search.plants" : { "localizations" : {
        "en" : { "stringUnit" : { "state" : "translated", "value" : "Search plants" } },
        "ar" : { "stringUnit" : { "state" : "translated", "value" : "ابحث عن النباتات" } },
        "he" : { "stringUnit" : { "state" : "translated", "value" : "חיפוש צמחים" } } } },
      "Find a pot" : { "localizations" : {
        "ar" : { "stringUnit" : { "state" : "translated", "value" : "ابحث عن أصيص" } } } } } }
    """

  /// The prompt of the search field the layout of `body` shows in `language`.
  func prompt(_ body: ViewNode, _ language: Language) -> String? {
    let context = LayoutContext(
      containerSize: Size(width: 402, height: 874),
      layoutDirection: language.layoutDirection)
    for node in LayoutEngine.layout(body.localized(for: language), in: context).nodes {
      if case .systemBar(let bar) = node.element, case .searchField(let prompt) = bar.part { return prompt }
    }
    return nil
  }

  @Test("a literal key and a Text prompt show the catalog's string in English, Arabic and Hebrew")
  func translated() throws {
    let root = try TemporaryProject.make(
      "lp-search",
      [
        "App/Resources/Localizable.xcstrings": Self.catalog,
        "App/Views/PlantsView.swift": """
        import SwiftUI

        struct PlantsView: View {
          @State private var query = ""
          var body: some View {
            NavigationStack {
              List { Text("Fern") }
                .searchable(text: $query, prompt: "search.plants")
            }
          }
        }

        struct PotsView: View {
          @State private var query = ""
          var body: some View {
            NavigationStack {
              List { Text("Terracotta") }
                .searchable(text: $query, prompt: Text("Find a pot"))
            }
          }
        }

        #Preview("Plants") { PlantsView() }
        #Preview("Pots") { PotsView() }
        """,
      ])
    defer { try? FileManager.default.removeItem(at: root) }
    let documents = try SwiftLayouts.load(path: root.path + "/App/Views/PlantsView.swift")
    let plants = documents[0].body
    #expect(prompt(plants, .english) == "Search plants")
    #expect(prompt(plants, .arabic) == "ابحث عن النباتات")
    #expect(prompt(plants, .hebrew) == "חיפוש צמחים")
    #expect(prompt(plants, .doubleLength) == "Search plants Search plants")
    // The languages the session's key offers include the prompt's.
    #expect(plants.translationCodes.isSuperset(of: ["ar", "he"]))
    let pots = documents[1].body
    #expect(prompt(pots, .arabic) == "ابحث عن أصيص")
    // No Hebrew: iOS falls back to the development language.
    #expect(prompt(pots, .hebrew) == "Find a pot")
  }
}
