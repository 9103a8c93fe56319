import Foundation
import LayoutEngine
import LayoutMapping
import SwiftSource
import TestSupport
import Testing

/// A Swift file's strings are translated by its project's String Catalog (`Localizable.xcstrings`),
/// as SwiftUI translates a `Text("Settings")` at run time: the preview's languages show the app's
/// translations, and a key that is not English text shows the catalog's English.
@Suite("String Catalogs")
struct StringCatalogTests {
  /// A project folder (it holds `Package.swift`) with `files` written at their relative paths.
  private func project(_ files: [String: String]) throws -> URL {
    try TemporaryProject.make("lp-catalog", files)
  }

  /// A catalog whose keys give `ar` (and `en`, where not `nil`) strings.
  private func catalog(_ strings: [String: (en: String?, ar: String)]) -> String {
    let entries = strings.sorted { $0.key < $1.key }.map { key, value in
      let english =
        value.en.map { #""en" : { "stringUnit" : { "state" : "translated", "value" : "\#($0)" } },"# } ?? ""
      return
        #""\#(key)" : { "localizations" : { \#(english) "ar" : { "stringUnit" : { "state" : "translated", "value" : "\#(value.ar)" } } } }"#
    }
    return
      #"{ "sourceLanguage" : "en", "strings" : { \#(entries.joined(separator: ", ")) }, "version" : "1.0" }"#
  }

  private let screen = """
    import SwiftUI
    struct SettingsView: View {
      var body: some View {
        VStack {
          Text("Settings")
          Toggle("Wi-Fi", isOn: .constant(true))
          Text("settings.footer")
          Text("Untranslated")
        }
      }
    }
    #Preview { SettingsView() }
    """

  @Test("a catalog at the app's root translates the views in a folder below it; a key shows its English")
  func translates() throws {
    let root = try project([
      "App/Localizable.xcstrings": catalog([
        "Settings": (nil, "الإعدادات"), "Wi-Fi": (nil, "واي فاي"),
        "settings.footer": ("Managed by IT.", "تديرها تقنية المعلومات."),
      ]),
      "App/Views/Settings/SettingsView.swift": screen,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let documents = try SwiftLayouts.load(path: root.path + "/App/Views/Settings/SettingsView.swift")
    let stack = documents[0].body
    #expect(documents[0].warnings.map(\.message) == [])
    #expect(stack.children.map(\.element).first == .text("Settings"))
    #expect(stack.children[0].translations == ["en": "Settings", "ar": "الإعدادات"])
    #expect(stack.children[1].translations == ["en": "Wi-Fi", "ar": "واي فاي"])
    #expect(stack.children[2].element == .text("Managed by IT."))
    #expect(stack.children[2].translations == ["en": "Managed by IT.", "ar": "تديرها تقنية المعلومات."])
    #expect(stack.children[3].translations == [:])
    // The catalog is among the files the preview read, so the session reloads when it changes.
    #expect(documents[0].files.contains { $0.hasSuffix("App/Localizable.xcstrings") })
    // Laid out in Arabic, the text is the translation.
    let context = LayoutContext(
      containerSize: Size(width: 400, height: 800), layoutDirection: .rightToLeft, language: .arabic)
    let texts = LayoutEngine.layout(stack, in: context).nodes.compactMap { node -> String? in
      if case .textual(.text(let text)) = node.element { text } else { nil }
    }
    #expect(texts.contains("الإعدادات"))
  }

  @Test("a Resources folder beside the views is looked in; another module's catalog is not")
  func whereCatalogsAre() throws {
    let root = try project([
      "Sources/Feature/Resources/Localizable.xcstrings": catalog(["Settings": (nil, "الإعدادات")]),
      "Sources/Other/Localizable.xcstrings": catalog(["Wi-Fi": (nil, "واي فاي")]),
      "Sources/Feature/Views/SettingsView.swift": screen,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let body = try SwiftLayouts.load(path: root.path + "/Sources/Feature/Views/SettingsView.swift")[0].body
    #expect(body.children[0].translations["ar"] == "الإعدادات")
    #expect(body.children[1].translations == [:])
  }

  @Test("a catalog that is not JSON is a warning at its path, and the preview shows its strings as written")
  func malformed() throws {
    let root = try project([
      "App/Localizable.xcstrings": "{ \"strings\" : { \"Settings\" : ",
      "App/SettingsView.swift": screen,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let document = try SwiftLayouts.load(path: root.path + "/App/SettingsView.swift")[0]
    #expect(document.body.children[0].translations == [:])
    #expect(
      document.warnings.map(\.description) == [
        "\(root.path)/App/Localizable.xcstrings:1:1: warning: the String Catalog was not read (it is not JSON); its strings are not translated"
      ])
  }

  @Test("without a project around it, only the file's own folder is looked in")
  func noProject() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lp-catalog-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Views"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try catalog(["Settings": (nil, "الإعدادات")]).write(
      to: folder.appendingPathComponent("Localizable.xcstrings"), atomically: true, encoding: .utf8)
    try screen.write(
      to: folder.appendingPathComponent("Views/SettingsView.swift"), atomically: true, encoding: .utf8)
    let below = try SwiftLayouts.load(path: folder.path + "/Views/SettingsView.swift")[0]
    #expect(below.body.children[0].translations == [:])
    try screen.write(
      to: folder.appendingPathComponent("SettingsView.swift"), atomically: true, encoding: .utf8)
    let beside = try SwiftLayouts.load(path: folder.path + "/SettingsView.swift")[0]
    #expect(beside.body.children[0].translations["ar"] == "الإعدادات")
  }
}
