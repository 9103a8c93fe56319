import TestSupport
import Testing

@testable import LayoutEngine

@Suite("Languages and translated strings")
struct LanguageTests {
  var title: ViewNode {
    var node = ViewNode(.text("Settings"), id: "t")
    node.translations = ["en": "Settings", "ar": "الإعدادات", "he": "הגדרות"]
    return node
  }

  func shown(_ node: ViewNode, _ language: Language) -> String? {
    var context = screen()
    context.language = language
    return LayoutEngine.layout(node, in: context).node(withID: node.id!)?.text?.lines.first?.text
  }

  @Test("each language shows its translation; the pseudolanguages show English")
  func translations() {
    #expect(shown(title, .english) == "Settings")
    #expect(shown(title, .arabic) == "الإعدادات")
    #expect(shown(title, .hebrew) == "הגדרות")
    #expect(shown(title, .rightToLeftPseudo) == "Settings")
  }

  @Test("the double-length pseudolanguage doubles every string, translated or not")
  func doubleLength() {
    #expect(shown(title, .doubleLength) == "Settings Settings")
    let button = ViewNode(.button(title: "Go", style: .bordered, controlSize: .regular), id: "b")
    #expect(shown(button, .doubleLength) == "Go Go")
  }

  @Test("a string without a translation falls back to English")
  func fallback() {
    #expect(shown(ViewNode(.text("$12.99"), id: "p"), .arabic) == "$12.99")
  }

  @Test("titles and placeholders translate; typed field text does not")
  func mainStrings() {
    var field = ViewNode(.textField(placeholder: "Phone", text: "+1 555"), id: "f")
    field.translations = ["he": "טלפון"]
    #expect(field.localized(for: .hebrew).element == .textField(placeholder: "טלפון", text: "+1 555"))
    var toggle = ViewNode(.toggle(title: "Wi-Fi", isOn: true))
    toggle.translations = ["ar": "واي فاي"]
    #expect(toggle.localized(for: .arabic).element == .toggle(title: "واي فاي", isOn: true))
  }

  @Test("direction follows language: Arabic, Hebrew and the RTL pseudolanguage are right to left")
  func directions() {
    #expect(Language.english.layoutDirection == .leftToRight)
    #expect(Language.doubleLength.layoutDirection == .leftToRight)
    #expect(Language.arabic.layoutDirection == .rightToLeft)
    #expect(Language.hebrew.layoutDirection == .rightToLeft)
    #expect(Language.rightToLeftPseudo.layoutDirection == .rightToLeft)
  }

  @Test("the cycle: English, RTL pseudo, Arabic, Hebrew, double length, English")
  func cycle() {
    var language = Language.english
    var seen: [Language] = []
    for _ in 0..<5 {
      language = language.next
      seen.append(language)
    }
    #expect(seen == [.rightToLeftPseudo, .arabic, .hebrew, .doubleLength, .english])
  }

  @Test("the first strong character decides a text's own direction; numbers have none")
  func scriptDirection() {
    #expect(ScriptDirection.of("Hello") == .leftToRight)
    #expect(ScriptDirection.of("  (שלום) world") == .rightToLeft)
    #expect(ScriptDirection.of("541: مرحبا") == .rightToLeft)
    #expect(ScriptDirection.of("+1 (555) 123-4567") == nil)
    #expect(ScriptDirection.of("١٢٣") == nil)
  }
}
