import TestSupport
import Testing

@testable import LayoutEngine

/// `List` and `Form`: rows at least 44 pt, section spacing, insets by size class, scrolling.
@Suite("List")
struct ListTests {
  func list(_ style: ListStyle, _ children: ViewNode...) -> ViewNode {
    ViewNode(.list(style: style, isForm: false), children: children, id: "list")
  }

  func section(_ rows: ViewNode...) -> ViewNode {
    ViewNode(.section(hasHeader: false, hasFooter: false), children: rows, id: "section")
  }

  @Test("inset grouped: 35 pt above the section, 16 pt card inset, rows 44 pt or content + 22")
  func insetGrouped() {
    let result = LayoutEngine.layout(
      list(.insetGrouped, section(box(100, 20, id: "r0"), box(100, 40, id: "r1"))), in: screen())
    #expect(result.frame("list") == Rect(x: 0, y: 0, width: 400, height: 800))
    #expect(result.frame("r0") == Rect(x: 32, y: 47, width: 100, height: 20))
    #expect(result.node(withID: "r0")!.outerFrame == Rect(x: 16, y: 35, width: 368, height: 44))
    #expect(result.frame("r1") == Rect(x: 32, y: 90, width: 100, height: 40))
    #expect(result.node(withID: "r1")!.outerFrame == Rect(x: 16, y: 79, width: 368, height: 62))
    #expect(result.frame("section") == Rect(x: 16, y: 35, width: 368, height: 106))
  }

  @Test("regular width: 20 pt insets")
  func regularInsets() {
    var context = screen(1024, 768)
    context.horizontalSizeClass = .regular
    let result = LayoutEngine.layout(list(.insetGrouped, section(box(100, 20, id: "r0"))), in: context)
    #expect(result.frame("r0") == Rect(x: 40, y: 47, width: 100, height: 20))
  }

  @Test("plain: rows edge to edge, no section spacing; rows written directly form a section")
  func plain() {
    let result = LayoutEngine.layout(
      list(.plain, box(100, 20, id: "r0"), box(100, 20, id: "r1")), in: screen())
    #expect(result.frame("r0") == Rect(x: 16, y: 12, width: 100, height: 20))
    #expect(result.node(withID: "r0")!.outerFrame == Rect(x: 0, y: 0, width: 400, height: 44))
    #expect(result.frame("r1") == Rect(x: 16, y: 56, width: 100, height: 20))
  }

  @Test("rows grow with Dynamic Type: a body line plus 22 pt, at least 44 pt")
  func rowsGrow() {
    let node = list(.insetGrouped, section(ViewNode(.text("Wi-Fi"), id: "t")))
    var context = screen()
    let large = LayoutEngine.layout(node, in: context)
    #expect(large.node(withID: "t")!.outerFrame.height == 44)
    context.dynamicTypeSize = .accessibility5
    let ax5 = LayoutEngine.layout(node, in: context)
    #expect(ax5.frame("t").height == 62)
    #expect(ax5.node(withID: "t")!.outerFrame.height == 84)
  }

  @Test("rows below the list's frame are clipped to it, as in a scroll view")
  func scrolls() {
    var rows: [ViewNode] = []
    for n in 0..<30 { rows.append(box(100, 20, id: "r\(n)")) }
    let node = ViewNode(.list(style: .plain, isForm: false), children: rows)
    let result = LayoutEngine.layout(node, in: screen(400, 300))
    #expect(result.frame("r29").minY == 29 * 44 + 12)
    #expect(result.node(withID: "r29")!.clip == Rect(x: 0, y: 0, width: 400, height: 300))
  }
}

/// Lists mirror in right-to-left: row content starts at the right inset.
@Suite("List mirroring")
struct ListMirroringTests {
  @Test("a row's content hugs the right side, 32 pt in, and its cell keeps the card's inset")
  func mirrored() {
    let node = ViewNode(
      .list(style: .insetGrouped, isForm: false),
      children: [ViewNode(.section(hasHeader: false, hasFooter: false), children: [box(100, 20, id: "r0")])])
    let result = LayoutEngine.layout(node, in: screen(direction: .rightToLeft))
    #expect(result.frame("r0") == Rect(x: 268, y: 47, width: 100, height: 20))
    #expect(result.node(withID: "r0")!.outerFrame == Rect(x: 16, y: 35, width: 368, height: 44))
  }
}
