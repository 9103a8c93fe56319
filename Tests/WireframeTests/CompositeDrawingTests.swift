import Devices
import LayoutEngine
import TestSupport
import Testing

@testable import Wireframe

/// What composites draw of their own on the plain screen (4 pt a column, 8 pt a row): a group
/// box's outline, a control group's segments, a disclosure group's chevron, a text editor's box
/// and lines, an async image's empty box.
@Suite("Drawing composites")
struct CompositeDrawingTests {
  @Test("a disclosure group: › after its title collapsed (‹ on the left in RTL), ↓ expanded")
  func disclosureChevron() {
    let collapsed = ViewNode(.disclosureGroup(isExpanded: false), children: [ViewNode(.text("Advanced"))])
    #expect(drawn(collapsed) == ["Advanced" + String(repeating: " ", count: 91) + "›"])
    #expect(drawn(collapsed, direction: .rightToLeft).first?.hasPrefix("‹") == true)
    #expect(drawn(collapsed, glyphs: .ascii).first?.hasSuffix(">") == true)
    let expanded = ViewNode(
      .disclosureGroup(isExpanded: true), children: [ViewNode(.text("Advanced")), ViewNode(.text("Debug"))])
    let rows = drawn(expanded)
    #expect(rows.first?.hasSuffix("↓") == true)
    #expect(rows.last == "Debug")
  }

  @Test("a group box is a rounded outline around its padded content")
  func groupBox() {
    let content = ViewNode(.vStack(alignment: .leading), children: [ViewNode(.text("Today"))])
      .modifier(.padding(EdgeInsets(all: 16)))
    let rows = drawn(ViewNode(.groupBox, children: [content]))
    #expect(rows.first?.contains("╭") == true)
    #expect(rows.last?.contains("╰") == true)
    #expect(rows.contains { $0.contains("│   Today") })
  }

  @Test("a control group splits its outline between its controls")
  func controlGroup() {
    let group = ViewNode(
      .controlGroup, children: ["Cut", "Copy", "Paste"].map { ViewNode(.button(title: $0)) })
    let rows = drawn(group)
    #expect(rows.count == 4)
    let middle = rows.first { $0.contains("Copy") } ?? ""
    #expect(middle.filter { $0 == "│" }.count == 4)
  }

  @Test(
    "a text editor is a box with its lines from the top, a blank column inside its outline; an async image an empty box"
  )
  func editorAndAsyncImage() {
    let editor = ViewNode(
      .textEditor(text: "Dear Ada,\nThanks"), modifiers: [.frame(FrameSpec(width: 80, height: 40))])
    let rows = drawn(editor).map { $0.trimmingPrefix(while: { $0 == " " }) }
    #expect(
      rows.map(String.init) == [
        "┌──────────────────┐", "│ Dear Ada,        │", "│ Thanks           │", "│                  │",
        "└──────────────────┘",
      ])
    let image = ViewNode(.asyncImage, modifiers: [.frame(FrameSpec(width: 16, height: 24))])
    #expect(
      drawn(image, glyphs: .ascii).map { String($0.trimmingPrefix(while: { $0 == " " })) } == [
        "+--+", "|  |", "+--+",
      ])
  }
}
