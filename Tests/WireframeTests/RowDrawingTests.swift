import Devices
import LayoutEngine
import TestSupport
import Testing

@testable import Wireframe

/// The new views drawn on the plain screen (4 pt a column, 8 pt a row): a navigation link's
/// chevron in a list, a menu picker's ↑↓, segments split by lines, an inline picker's checkmark,
/// a stepper's − and +, a button's symbol, rounded rectangles and ellipses; in both glyph sets
/// and both directions.
@Suite("Drawing rows, pickers and the new shapes")
struct RowDrawingTests {
  func texts(_ strings: [String]) -> [ViewNode] { strings.map { ViewNode(.text($0)) } }

  /// The row of `rows` holding `text`.
  func row(_ rows: [String], _ text: String) -> String? { rows.first { $0.contains(text) } }

  @Test("a navigation link in a list ends in the chevron: › on the right, ‹ on the left in RTL")
  func navigationLinkChevron() {
    let link = ViewNode(.navigationLink, children: texts(["Privacy"]))
    let list = ViewNode(.list(), children: [link])
    let ltr = row(drawn(list), "Privacy")
    #expect(ltr?.hasSuffix("›   │") == true)
    let rtl = row(drawn(list, direction: .rightToLeft), "Privacy")
    #expect(rtl?.contains("│   ‹") == true)
    #expect(row(drawn(list, glyphs: .ascii), "Privacy")?.hasSuffix(">   |") == true)
    // Alone, it is its label, with no chevron.
    let alone = drawn(ViewNode(.vStack(), children: [link]))
    #expect(alone.joined().contains("Privacy"))
    #expect(!alone.joined().contains("›"))
  }

  @Test("a menu picker outside a form is its value and ↑↓ (^v in ASCII)")
  func menuPicker() {
    let picker = ViewNode(.picker(.menu), children: texts(["Appearance", "Dark", "Light", "Dark"]))
    let rows = drawn(picker)
    #expect(rows.count == 1)
    #expect(rows.first?.trimmingPrefix(while: { $0 == " " }).hasPrefix("Dark") == true)
    #expect(rows.first?.hasSuffix("↑↓") == true)
    #expect(drawn(picker, glyphs: .ascii).first?.hasSuffix("^v") == true)
    #expect(!rows.joined().contains("Appearance"))
  }

  @Test("a segmented picker: its options in a rounded outline split by lines")
  func segmented() {
    let picker = ViewNode(
      .picker(.segmented), children: texts(["Range", "Week", "Day", "Week", "Month"]))
    let rows = drawn(picker)
    #expect(rows.count == 4)
    #expect(rows.first?.hasPrefix("╭") == true)
    #expect(rows.last?.hasPrefix("╰") == true)
    let middle = rows.first { $0.contains("Day") } ?? ""
    #expect(middle.filter { $0 == "│" }.count == 4)
    #expect(middle.firstRange(of: "Day")!.lowerBound < middle.firstRange(of: "Month")!.lowerBound)
    let rtl = drawn(picker, direction: .rightToLeft).first { $0.contains("Day") } ?? ""
    #expect(rtl.firstRange(of: "Month")!.lowerBound < rtl.firstRange(of: "Day")!.lowerBound)
    #expect(
      drawn(picker, glyphs: .ascii).contains { $0.contains("Day") && $0.filter { $0 == "|" }.count == 4 })
  }

  @Test("an inline picker in a form checks the selected option's row")
  func inlineCheckmark() {
    let picker = ViewNode(
      .picker(.inline), children: texts(["Sort", "Date", "Name", "Date", "Size"]))
    let form = ViewNode(.list(isForm: true), children: [picker])
    let rows = drawn(form)
    #expect(row(rows, "Date")?.hasSuffix("✓   │") == true)
    #expect(row(rows, "Name")?.contains("✓") == false)
    #expect(row(drawn(form, glyphs: .ascii), "Date")?.hasSuffix("x   |") == true)
    #expect(row(drawn(form, direction: .rightToLeft), "Date")?.contains("│   ✓") == true)
  }

  @Test("a stepper shows its title and (−│+) on the trailing side, leading in RTL")
  func stepper() {
    let stepper = ViewNode(.stepper(title: "Guests"))
    #expect(drawn(stepper) == ["Guests" + String(repeating: " ", count: 89) + "(−│+)"])
    let rtl = drawn(stepper, direction: .rightToLeft)
    #expect(rtl.first?.hasPrefix("(−│+)") == true)
    #expect(drawn(stepper, glyphs: .ascii).first?.hasSuffix("(-|+)") == true)
  }

  @Test("a button with a symbol and a share link show the symbol's own glyph before the title")
  func symbolButtons() {
    #expect(drawn(ViewNode(.button(title: "Add", systemImage: "plus"))).first?.contains("+ Add") == true)
    #expect(drawn(ViewNode(.shareLink())).first?.contains("⇪ Share") == true)
    #expect(drawn(ViewNode(.shareLink()), glyphs: .ascii).first?.contains("^ Share") == true)
  }

  @Test("a rounded rectangle and an ellipse are outlines with round corners")
  func shapes() {
    let framed = { (element: Element) in
      ViewNode(element, modifiers: [.frame(FrameSpec(width: 48, height: 32))])
    }
    // 48 × 32 pt: 12 columns by 4 rows, centred at column 44 of the 100-column screen. The
    // rectangle's 8-pt corners step in one column; the ellipse's curve steps in two.
    let pad = String(repeating: " ", count: 44)
    #expect(
      drawn(framed(.roundedRectangle(cornerRadius: 8)))
        == [" ╭────────╮", "╭╯        ╰╮", "╰╮        ╭╯", " ╰────────╯"].map { pad + $0 })
    #expect(
      drawn(framed(.ellipse))
        == ["  ╭──────╮", "╭─╯      ╰─╮", "╰─╮      ╭─╯", "  ╰──────╯"].map { pad + $0 })
    #expect(
      drawn(framed(.ellipse), glyphs: .ascii)
        == ["  .------.", ".-'      '-.", "'-.      .-'", "  '------'"].map { pad + $0 })
  }
}
