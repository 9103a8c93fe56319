import Foundation
import LayoutEngine
import LayoutMapping
import SwiftSource
import TestSupport
import Testing

/// An app's strings beyond `Text("key")` and String Catalogs: lookups through Foundation and
/// through the app's own wrappers, `.strings` and `.stringsdict` tables, format arguments and
/// plurals filled from the preview's values, and iOS's fallback when a translation is missing.
@Suite("An app's strings")
struct AppStringsTests {
  /// A project folder (it holds `Package.swift`) with `files` written at their relative paths.
  private func project(_ files: [String: String]) throws -> URL {
    try TemporaryProject.make("lp-strings", files)
  }

  /// The first preview of the file at `relative` in `root`.
  private func load(_ root: URL, _ relative: String) throws -> LayoutDocument {
    try SwiftLayouts.load(path: root.path + "/" + relative)[0]
  }

  /// The texts of a stack's children with their translations.
  private func texts(_ node: ViewNode) -> [(String, [String: String])] {
    node.children.compactMap { child in
      guard case .textual(.text(let text)) = child.element else { return nil }
      return (text, child.translations)
    }
  }

  /// A wrapper such as SwiftGen generates over `.strings` tables, written as this app's own.
  private let wrapper = """
    import Foundation

    enum Copy {
      static let ordersTitle = Copy.lookup("Localizable", "orders.title")
      static let signOut = Copy.lookup("Account", "account.signOut")

      private static func lookup(_ table: String, _ key: String, _ args: CVarArg...) -> String {
        let format = Bundle.main.localizedString(forKey: key, value: nil, table: table)
        return String(format: format, locale: Locale.current, arguments: args)
      }
    }

    func t(_ key: String) -> LocalizedStringKey { LocalizedStringKey(key) }
    """

  private let screen = """
    import SwiftUI

    struct OrdersView: View {
      let count = 3

      var body: some View {
        VStack {
          Text(Copy.ordersTitle)
          Text(NSLocalizedString("orders.empty", comment: "Shown when there are no orders"))
          Text(String(localized: "orders.refresh"))
          Text(t("orders.help"))
          Text(Copy.signOut)
          Text("orders.untranslated")
        }
      }
    }

    #Preview { OrdersView() }
    """

  private var tables: [String: String] {
    [
      "App/Resources/en.lproj/Localizable.strings": """
      /* The orders screen. */
      "orders.title" = "Orders";
      "orders.empty" = "No orders yet";
      // Refreshing.
      "orders.refresh" = "Refresh";
      "orders.help" = "Need help?";
      "orders.quote" = "Say \\"hi\\"\\n";
      """,
      "App/Resources/ar.lproj/Localizable.strings": """
      "orders.title" = "الطلبات";
      "orders.empty" = "لا توجد طلبات بعد";
      "orders.refresh" = "تحديث";
      "orders.help" = "هل تحتاج إلى مساعدة؟";
      """,
      "App/Resources/he.lproj/Localizable.strings": """
      "orders.title" = "הזמנות";
      "orders.empty" = "אין עדיין הזמנות";
      """,
      "App/Resources/en.lproj/Account.strings": "\"account.signOut\" = \"Sign Out\";\n",
      "App/Resources/ar.lproj/Account.strings": "\"account.signOut\" = \"تسجيل الخروج\";\n",
      "App/Shared/Copy.swift": wrapper,
      "App/Orders/OrdersView.swift": screen,
    ]
  }

  @Test(
    "NSLocalizedString, String(localized:), LocalizedStringKey, a table wrapper and t(\"key\") show the tables' strings"
  )
  func lookups() throws {
    let root = try project(tables)
    defer { try? FileManager.default.removeItem(at: root) }
    let document = try load(root, "App/Orders/OrdersView.swift")
    #expect(document.warnings.map(\.description) == [])
    let shown = texts(document.body)
    #expect(
      shown.map(\.0) == [
        "Orders", "No orders yet", "Refresh", "Need help?", "Sign Out", "orders.untranslated",
      ])
    #expect(shown[0].1 == ["en": "Orders", "ar": "الطلبات", "he": "הזמנות"])
    #expect(shown[1].1 == ["en": "No orders yet", "ar": "لا توجد طلبات بعد", "he": "אין עדיין הזמנות"])
    // Hebrew has no "Refresh": iOS falls back to the development language.
    #expect(shown[2].1 == ["en": "Refresh", "ar": "تحديث"])
    #expect(shown[4].1 == ["en": "Sign Out", "ar": "تسجيل الخروج"])
    #expect(shown[5].1 == [:])
    // The tables read are among the preview's files, so a save reloads the preview.
    #expect(document.files.contains { $0.hasSuffix("ar.lproj/Account.strings") })
    // Laid out in Hebrew, the untranslated string is the English one.
    let hebrew = document.body.localized(for: .hebrew)
    #expect(texts(hebrew).map(\.0).prefix(3) == ["הזמנות", "אין עדיין הזמנות", "Refresh"])
  }

  @Test("format arguments and plurals are filled from the preview's values in each language")
  func formatsAndPlurals() throws {
    var files = tables
    files["App/Resources/Localizable.xcstrings"] = """
      { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
        "%lld plants need water" : { "localizations" : {
          "en" : { "variations" : { "plural" : {
            "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld plant needs water" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld plants need water" } } } } },
          "ar" : { "variations" : { "plural" : {
            "two" : { "stringUnit" : { "state" : "translated", "value" : "نبتتان تحتاجان إلى الري" } },
            "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld نباتات تحتاج إلى الري" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld نبتة تحتاج إلى الري" } } } } } } },
        "%1$@ of %2$lld" : { "localizations" : {
          "he" : { "stringUnit" : { "state" : "translated", "value" : "%2$lld מתוך %1$@" } } } } } }
      """
    files["App/Resources/en.lproj/Localizable.stringsdict"] = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0"><dict>
        <key>%lld items left</key>
        <dict>
          <key>NSStringLocalizedFormatKey</key><string>%#@items@ left</string>
          <key>items</key>
          <dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>lld</string>
            <key>one</key><string>%lld item</string>
            <key>other</key><string>%lld items</string>
          </dict>
        </dict>
      </dict></plist>
      """
    files["App/Orders/OrdersView.swift"] = """
      import SwiftUI

      struct PlantsView: View {
        let thirsty = 2
        let many = 5
        let page = "Ferns"
        let one = 1

        var body: some View {
          VStack {
            Text("\\(thirsty) plants need water")
            Text("\\(many) plants need water")
            Text("\\(page) of \\(many)")
            Text(String(format: "%@: %.1f%%", page, 12.5))
            Text("\\(one) items left")
          }
        }
      }

      #Preview { PlantsView() }
      """
    let root = try project(files)
    defer { try? FileManager.default.removeItem(at: root) }
    let document = try load(root, "App/Orders/OrdersView.swift")
    #expect(document.warnings.map(\.description) == [])
    let shown = texts(document.body)
    #expect(shown[0].0 == "2 plants need water")
    #expect(shown[0].1 == ["en": "2 plants need water", "ar": "نبتتان تحتاجان إلى الري"])
    #expect(shown[1].1 == ["en": "5 plants need water", "ar": "5 نباتات تحتاج إلى الري"])
    // Positional arguments: Hebrew puts the count first.
    #expect(shown[2].1 == ["en": "Ferns of 5", "he": "5 מתוך Ferns"])
    #expect(shown[3].0 == "Ferns: 12.5%")
    // A `.stringsdict` plural: the form for one.
    #expect(shown[4].0 == "1 item left")
  }

  @Test("a .strings file with a syntax error is a warning at its line and column; the others still translate")
  func malformed() throws {
    var files = tables
    files["App/Resources/he.lproj/Localizable.strings"] =
      "\"orders.title\" = \"הזמנות\";\n\"orders.empty\" \"x\";\n"
    let root = try project(files)
    defer { try? FileManager.default.removeItem(at: root) }
    let document = try load(root, "App/Orders/OrdersView.swift")
    #expect(
      document.warnings.map(\.description) == [
        "\(root.path)/App/Resources/he.lproj/Localizable.strings:2:16: warning: the strings file was not read (expected '='); its strings are not translated"
      ])
    #expect(texts(document.body)[0].1 == ["en": "Orders", "ar": "الطلبات"])
  }

  @Test(
    "a UTF-16 .strings file with escapes and unquoted words is read; Text(_:tableName:comment:) shows the table's string"
  )
  func utf16AndTables() throws {
    var files = tables.mapValues { Array($0.utf8) }
    // Xcode's older tables are UTF-16 with a byte-order mark.
    let hebrew =
      "/* Orders */\n\"orders.title\" = \"\\U05D4\\U05D6\\U05DE\\U05E0\\u05D5\\u05EA\";\nplain_key = \"\u{05E4}\u{05E9}\u{05D5}\u{05D8}\";\n"
    files["App/Resources/he.lproj/Localizable.strings"] =
      [0xFF, 0xFE]
      + Array(hebrew.utf16).flatMap {
        [UInt8($0 & 0xFF), UInt8($0 >> 8)]
      }
    files["App/Orders/OrdersView.swift"] = Array(
      """
      import SwiftUI
      struct OrdersView: View {
        var body: some View {
          VStack {
            Text("orders.title", tableName: "Localizable", comment: "The screen's title")
            Text("plain_key")
          }
        }
      }
      #Preview { OrdersView() }
      """.utf8)
    let root = try TemporaryProject.make("lp-strings", bytes: files)
    defer { try? FileManager.default.removeItem(at: root) }
    let document = try load(root, "App/Orders/OrdersView.swift")
    #expect(document.warnings.map(\.description) == [])
    let shown = texts(document.body)
    #expect(shown.map(\.0) == ["Orders", "plain_key"])
    #expect(shown[0].1["he"] == "הזמנות")
    #expect(shown[1].1 == ["en": "plain_key", "he": "פשוט"])
  }

  @Test("past 64 strings files the rest are not read, with a warning at the first left out")
  func tooManyFiles() throws {
    var files = tables
    for index in 0..<70 {
      files["App/Resources/en.lproj/Table\(String(format: "%02d", index)).strings"] =
        "\"t\(index)\" = \"T\(index)\";\n"
    }
    let root = try project(files)
    defer { try? FileManager.default.removeItem(at: root) }
    let document = try load(root, "App/Orders/OrdersView.swift")
    #expect(
      document.warnings.map(\.message) == [
        "the app has more than 64 strings files; this one and the rest are not read"
      ])
    // Localizable is read first, so the screen's strings are still translated.
    #expect(texts(document.body)[0].1["en"] == "Orders")
  }

  @Test("a format's specifiers are filled in order or by position; a text matches a format key's shape")
  func formatSpecifiers() {
    #expect(FormatSpecifier.fill("%2$@ and %1$@", with: ["a", "b"]) == "b and a")
    #expect(FormatSpecifier.fill("%@ is %lld%%", with: ["Fern", "3"]) == "Fern is 3%")
    #expect(FormatSpecifier.fill("%@ and %@", with: ["a"]) == nil)
    let table = StringTable(strings: ["Every %lld days": ["en": "Every %lld days", "ar": "كل %lld أيام"]])
    #expect(table.translations(of: "Every 3 days") == ["en": "Every 3 days", "ar": "كل 3 أيام"])
    #expect(table.translations(of: "Every few days") == nil)
    #expect(PluralCategory.of(13, language: "ar") == .many)
    #expect(PluralCategory.of(103, language: "ar") == .few)
    #expect(PluralCategory.of(2, language: "he") == .two)
    #expect(PluralCategory.of(1.5, language: "en") == .other)
  }
}
