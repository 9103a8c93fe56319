import Foundation
import LayoutEngine
import LayoutMapping
import SwiftSource
import TestSupport
import Testing

/// SwiftUI looks up a string literal (`Text("Water")`, a `LocalizedStringKey`) and the strings an
/// app looks up itself (`String(localized:)`, `NSLocalizedString`), but shows `Text(verbatim:)`
/// and a `String` value (`Text(plant.name)`, through its `StringProtocol` initializer) as they
/// are: so does the preview, in every language.
@Suite("Verbatim strings")
struct VerbatimStringsTests {
  private static let catalog = """
    { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
      "Water" : { "localizations" : {
        "ar" : { "stringUnit" : { "state" : "translated", "value" : "الري" } } } },
      "Shade" : { "localizations" : {
        "ar" : { "stringUnit" : { "state" : "translated", "value" : "ظل" } } } },
      "Moss" : { "localizations" : {
        "ar" : { "stringUnit" : { "state" : "translated", "value" : "طحلب" } } } },
      "Sun" : { "localizations" : {
        "ar" : { "stringUnit" : { "state" : "translated", "value" : "شمس" } } } },
      "Every %lld days" : { "localizations" : {
        "ar" : { "stringUnit" : { "state" : "translated", "value" : "كل %lld أيام" } } } }
    } }
    """

  /// The strings of the first preview of `swift` laid out in Arabic, in order.
  private func arabic(_ swift: String) throws -> (texts: [String], warnings: [String]) {
    let root = try TemporaryProject.make(
      "lp-verbatim", ["App/Localizable.xcstrings": Self.catalog, "App/Views/Screen.swift": swift])
    defer { try? FileManager.default.removeItem(at: root) }
    let document = try SwiftLayouts.load(path: root.path + "/App/Views/Screen.swift")[0]
    let context = LayoutContext(
      containerSize: Size(width: 402, height: 874), layoutDirection: .rightToLeft, language: .arabic)
    let texts = LayoutEngine.layout(document.body, in: context).nodes.compactMap { node -> String? in
      var shown: String?
      _ = node.element.replacingMainString { string in
        shown = string
        return string
      }
      return node.element.typeName == "VStack" ? nil : shown
    }
    return (texts, document.warnings.map(\.message))
  }

  @Test("Text(verbatim:) and a String value show as written; a literal and a lookup are translated")
  func verbatim() throws {
    let shown = try arabic(
      """
      import SwiftUI
      struct Screen: View {
        let word = "Water"
        var body: some View {
          VStack {
            Text("Water")
            Text(verbatim: "Water")
            Text(word)
            Text(String(localized: "Shade"))
            Text(NSLocalizedString("Shade", comment: ""))
            Button(word) {}
            Label(word, systemImage: "drop")
          }
        }
      }
      #Preview { Screen() }
      """)
    #expect(shown.warnings == [])
    #expect(shown.texts == ["الري", "Water", "Water", "ظل", "ظل", "Water", "Water"])
  }

  @Test("a LocalizedStringKey property or computed property is translated; a String one is not")
  func declaredTypes() throws {
    let shown = try arabic(
      """
      import SwiftUI
      enum Light {
        case shade
        var title: LocalizedStringKey {
          switch self { case .shade: "Shade" }
        }
        var name: String {
          switch self { case .shade: "Sun" }
        }
      }
      struct Row: View {
        let title: LocalizedStringKey
        let value: String
        var body: some View {
          VStack {
            Text(title)
            Text(value)
          }
        }
      }
      struct Screen: View {
        let days = 3
        var body: some View {
          VStack {
            Row(title: "Water", value: "Moss")
            Row(title: "Every \\(days) days", value: "Every \\(days + 1) days")
            Text(Light.shade.title)
            Text(Light.shade.name)
          }
        }
      }
      #Preview { Screen() }
      """)
    #expect(shown.warnings == [])
    // The preview tells strings apart by their text: these are each used one way only.
    #expect(shown.texts == ["الري", "Moss", "كل 3 أيام", "Every 4 days", "ظل", "Sun"])
  }

  @Test("a ternary of literals is a key, as Swift types it; a String joined with + is not")
  func literalExpressions() throws {
    let shown = try arabic(
      """
      import SwiftUI
      struct Screen: View {
        let isOn = true
        var body: some View {
          VStack {
            Text(isOn ? "Water" : "Shade")
            Text("Wat" + "er")
          }
        }
      }
      #Preview { Screen() }
      """)
    #expect(shown.texts == ["الري", "Water"])
  }
}
