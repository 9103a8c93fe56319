import Foundation
import LayoutEngine
import LayoutMapping
import SwiftSource
import TestSupport
import Testing

/// Strings SwiftUI spells as modifiers or puts in bars (a navigation title, a tab's title, a
/// toolbar button) show the app's translations, as an element's main string does.
@Suite("Translated titles")
struct TranslatedTitlesTests {
  private static let catalog = """
    { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
      "garden.title" : { "localizations" : {
        "en" : { "stringUnit" : { "state" : "translated", "value" : "My Garden" } },
        "ar" : { "stringUnit" : { "state" : "translated", "value" : "حديقتي" } },
        "he" : { "stringUnit" : { "state" : "translated", "value" : "הגינה שלי" } } } },
      "Garden" : { "localizations" : {
        "ar" : { "stringUnit" : { "state" : "translated", "value" : "الحديقة" } },
        "he" : { "stringUnit" : { "state" : "translated", "value" : "גינה" } } } },
      "Settings" : { "localizations" : {
        "ar" : { "stringUnit" : { "state" : "translated", "value" : "الإعدادات" } } } },
      "Add" : { "localizations" : {
        "ar" : { "stringUnit" : { "state" : "translated", "value" : "إضافة" } } } }
    } }
    """

  private func documents(_ swift: String) throws -> [LayoutDocument] {
    let root = try TemporaryProject.make(
      "lp-titles", ["App/Localizable.xcstrings": Self.catalog, "App/Views/Screen.swift": swift])
    defer { try? FileManager.default.removeItem(at: root) }
    return try SwiftLayouts.load(path: root.path + "/App/Views/Screen.swift")
  }

  @Test("a navigation title and a toolbar button show the catalog's Arabic and Hebrew")
  func navigationTitle() throws {
    let document = try documents(
      """
      import SwiftUI
      struct GardenView: View {
        var body: some View {
          NavigationStack {
            List { Text("Fern") }
              .navigationTitle("garden.title")
              .toolbar { Button("Add") {} }
          }
        }
      }
      #Preview { GardenView() }
      """)[0]
    #expect(document.warnings.map(\.message) == [])
    let english = shownElements(document.body, in: .english)
    #expect(english.contains("My Garden") && english.contains("Add"))
    #expect(!english.contains("garden.title"))
    let arabic = shownElements(document.body, in: .arabic)
    #expect(arabic.contains("حديقتي"))
    #expect(arabic.contains("إضافة"))
    #expect(!arabic.contains("My Garden"))
    #expect(shownElements(document.body, in: .hebrew).contains("הגינה שלי"))
    // A language the catalog lacks for a key falls back to the English, as iOS does.
    #expect(shownElements(document.body, in: .hebrew).contains("Add"))
  }

  @Test("tab titles, written as Tab or as an older tabItem label, show the catalog's translations")
  func tabTitles() throws {
    let previews = try documents(
      """
      import SwiftUI
      struct RootView: View {
        var body: some View {
          TabView {
            Text("One").tabItem { Label("Garden", systemImage: "leaf") }
            Text("Two").tabItem {
              Image(systemName: "gearshape")
              Text("Settings")
            }
          }
        }
      }
      struct NewRootView: View {
        var body: some View {
          TabView {
            Tab("Garden", systemImage: "leaf") { Text("One") }
            Tab("Settings", systemImage: "gearshape") { Text("Two") }
          }
        }
      }
      #Preview { RootView() }
      #Preview { NewRootView() }
      """)
    for document in previews {
      #expect(document.warnings.map(\.message) == [])
      let arabic = shownElements(document.body, in: .arabic)
      #expect(arabic.contains("الحديقة"), "\(document.title ?? "")")
      #expect(arabic.contains("الإعدادات"), "\(document.title ?? "")")
      #expect(!arabic.contains("\"Garden\""))
      let hebrew = shownElements(document.body, in: .hebrew)
      #expect(hebrew.contains("גינה"))
      // Hebrew lacks "Settings": its English shows.
      #expect(hebrew.contains("Settings"))
    }
  }

  @Test("a title the catalog does not have stays as written in every language; no title stays empty")
  func untranslatedTitles() throws {
    let document = try documents(
      """
      import SwiftUI
      #Preview {
        NavigationStack { Text("Body").navigationTitle("Plants") }
      }
      #Preview {
        NavigationStack { Text("Body") }
      }
      """)
    #expect(shownElements(document[0].body, in: .arabic).contains("Plants"))
    // The double-length pseudolanguage doubles a title as it doubles every string, but not an
    // empty one.
    #expect(shownElements(document[0].body, in: .doubleLength).contains("Plants Plants"))
    let untitled = try #require(
      LayoutEngine.layout(
        document[1].body.localized(for: .doubleLength),
        in: LayoutContext(containerSize: Size(width: 402, height: 874), language: .doubleLength)
      ).nodes.first { $0.element.typeName == "NavigationStack" })
    guard case .navigation(.stack(let spec)) = untitled.element else {
      Issue.record("expected a navigation stack")
      return
    }
    #expect(spec.title == "")
  }
}
