import LayoutEngine
import TestSupport
import Testing

/// A layout file gives a navigation title and a tab's title per language as it gives a `Text`'s
/// string, and each language shows its own.
@Suite("Titles by language in layout files")
struct TitlesByLanguageTests {
  @Test("navigationTitle and a Tab's title read {en: …, ar: …, he: …}; a missing language shows English")
  func titles() throws {
    let body = try yamlBody(
      """
      body:
        TabView:
          - Tab: { en: Garden, ar: الحديقة, he: גינה }
            systemImage: leaf
            content:
              - NavigationStack:
                  navigationTitle: { en: My Garden, ar: حديقتي }
                  content:
                    - Text: Fern
      """)
    let arabic = shownElements(body, in: .arabic)
    #expect(arabic.contains("الحديقة") && arabic.contains("حديقتي"))
    let hebrew = shownElements(body, in: .hebrew)
    #expect(hebrew.contains("גינה") && hebrew.contains("My Garden"))
    #expect(shownElements(body, in: .english).contains("My Garden"))
  }
}
