import TestSupport
import Testing

@testable import LayoutEngine

/// The grouped, inset and sidebar list styles, the section modifiers and a row's `badge`, with
/// exact frames in both directions at Large and AX5. UIKit's metrics (docs/LayoutFormat.md): rows
/// inset 16 pt at compact width, at least 44 pt tall (content + 11 above and below); a grouped
/// section 35 pt below the one before, or its header 16 pt below and 6 pt above its rows.
@Suite("List styles, section modifiers and badges")
struct ListStyleTests {
  typealias V = LayoutModifierVariants

  /// A list of a section with a header ("Account") and one row, then a section without one.
  private func list(_ style: ListStyle, modifiers: [Modifier] = []) -> ViewNode {
    ViewNode(
      .list(style: style),
      children: [
        ViewNode(
          .section(hasHeader: true),
          children: [ViewNode(.text("Account"), id: "h"), ViewNode(.text("Inbox"), id: "r0")]),
        ViewNode(.section(), children: [ViewNode(.text("Archive"), id: "r1")]),
      ], modifiers: modifiers)
  }

  @Test(
    "grouped: full-width cells, headers upper-cased above the rows, 35 pt between sections", arguments: V.all)
  func grouped(direction: LayoutDirection, size: DynamicTypeSize) {
    let result = LayoutEngine.layout(list(.grouped), in: V.context(direction, size))
    let header = result.node(withID: "h")!
    #expect(header.text?.lines.map(\.text) == ["ACCOUNT"])
    let hh = header.frame.height
    #expect(
      same(
        header.frame,
        Rect(
          x: V.x(leading: 16, width: header.frame.width, direction), y: 16, width: header.frame.width,
          height: hh)))
    let lh = V.lineHeight(size)
    let cell = max(44, lh + 22)
    let top0 = 16 + hh + 6
    #expect(same(result.node(withID: "r0")!.outerFrame, Rect(x: 0, y: top0, width: 400, height: cell)))
    let w0 = V.width("Inbox", size)
    #expect(
      same(
        result.frame("r0"),
        Rect(x: V.x(leading: 16, width: w0, direction), y: top0 + (cell - lh) / 2, width: w0, height: lh)))
    #expect(
      same(result.node(withID: "r1")!.outerFrame, Rect(x: 0, y: top0 + cell + 35, width: 400, height: cell)))
  }

  @Test("inset: plain header bars, rows and cells inset by the 16 pt margins", arguments: V.all)
  func inset(direction: LayoutDirection, size: DynamicTypeSize) {
    let result = LayoutEngine.layout(list(.inset), in: V.context(direction, size))
    let header = result.node(withID: "h")!
    #expect(header.text?.lines.map(\.text) == ["Account"])
    let hh = header.frame.height
    let bar = max(28, hh + 22)
    #expect(
      same(
        header.frame,
        Rect(
          x: V.x(leading: 32, width: header.frame.width, direction), y: (bar - hh) / 2,
          width: header.frame.width, height: hh)))
    let lh = V.lineHeight(size)
    let cell = max(44, lh + 22)
    #expect(same(result.node(withID: "r0")!.outerFrame, Rect(x: 16, y: bar, width: 368, height: cell)))
    let w1 = V.width("Archive", size)
    // The second section has no header: its row follows at once, as in a plain list.
    #expect(
      same(
        result.frame("r1"),
        Rect(
          x: V.x(leading: 32, width: w1, direction), y: bar + cell + (cell - lh) / 2, width: w1, height: lh)))
  }

  @Test(
    "sidebar: inset-grouped cards, headers as written and offered less the chevron's room", arguments: V.all)
  func sidebar(direction: LayoutDirection, size: DynamicTypeSize) {
    let long = String(repeating: "Favourites ", count: 8)
    let node = ViewNode(
      .list(style: .sidebar),
      children: [
        ViewNode(
          .section(hasHeader: true),
          children: [ViewNode(.text(long), id: "h"), ViewNode(.text("Inbox"), id: "r0")])
      ])
    let result = LayoutEngine.layout(node, in: V.context(direction, size))
    let header = result.node(withID: "h")!
    #expect(header.text?.lines.first?.text.hasPrefix("Favourites") == true)
    // Offered 400 - 2 × (16 + 16) - 21: the wrapped header is no wider (at Large, five of the
    // 65-pt words would fit in 336).
    #expect(header.frame.width <= 336 - 21)
    #expect(header.frame.minX == V.x(leading: 32, width: header.frame.width, direction))
    let top = 16 + header.frame.height + 6
    #expect(
      same(
        result.node(withID: "r0")!.outerFrame,
        Rect(x: 16, y: top, width: 368, height: max(44, V.lineHeight(size) + 22))))
  }

  @Test(
    "listSectionSpacing(.compact) and a number replace the 35 pt; a header's 16 shrinks with it",
    arguments: V.all)
  func sectionSpacing(direction: LayoutDirection, size: DynamicTypeSize) {
    for (spacing, headerTop) in [(20.0, 1.0), (50.0, 31.0), (5.0, 0.0)] {
      let result = LayoutEngine.layout(
        list(.insetGrouped, modifiers: [.listSectionSpacing(spacing)]), in: V.context(direction, size))
      let header = result.node(withID: "h")!
      #expect(header.frame.minY == headerTop)
      let cell = max(44, V.lineHeight(size) + 22)
      let top0 = headerTop + header.frame.height + 6
      #expect(
        same(
          result.node(withID: "r1")!.outerFrame,
          Rect(x: 16, y: top0 + cell + spacing, width: 368, height: cell)))
    }
  }

  @Test(
    "headerProminence(.increased): title 3 bold, as written, on the list or the section", arguments: V.all)
  func prominentHeader(direction: LayoutDirection, size: DynamicTypeSize) {
    let plain = LayoutEngine.layout(list(.insetGrouped), in: V.context(direction, size)).node(withID: "h")!
    let prominent = LayoutEngine.layout(
      list(.insetGrouped, modifiers: [.headerProminence(isIncreased: true)]), in: V.context(direction, size)
    ).node(withID: "h")!
    #expect(plain.text?.lines.map(\.text) == ["ACCOUNT"])
    #expect(prominent.text?.lines.map(\.text) == ["Account"])
    // The HIG's type table: footnote 13 pt and title 3 20 pt at Large, 44 and 55 pt at AX5.
    #expect(plain.font?.pointSize == (size == .large ? 13 : 44))
    #expect(prominent.font?.pointSize == (size == .large ? 20 : 55))
    #expect(prominent.font?.weight == .bold)
  }

  @Test("a row's badge trails the row, its content offered the rest less 8 pt", arguments: V.all)
  func badge(direction: LayoutDirection, size: DynamicTypeSize) {
    let node = ViewNode(
      .list(style: .plain),
      children: [
        ViewNode(.rectangle, modifiers: [.frame(FrameSpec(height: 20)), .badge("12")], id: "r0"),
        ViewNode(.text("Plain"), id: "r1"),
      ])
    let result = LayoutEngine.layout(node, in: V.context(direction, size))
    let badge = result.nodes.first { $0.text?.lines.first?.text == "12" }!
    let wb = V.width("12", size)
    let lh = V.lineHeight(size)
    let cell = max(44, lh + 22)
    // The badge at the content's trailing edge (16 from the list's), centred in the row.
    #expect(
      same(
        badge.frame,
        Rect(x: V.x(leading: 384 - wb, width: wb, direction), y: (cell - lh) / 2, width: wb, height: lh)))
    let wr = 368 - wb - 8
    #expect(
      same(
        result.frame("r0"),
        Rect(x: V.x(leading: 16, width: wr, direction), y: (cell - 20) / 2, width: wr, height: 20)))
    #expect(same(result.node(withID: "r0")!.outerFrame, Rect(x: 0, y: 0, width: 400, height: cell)))
  }

  @Test("a badge outside a list shows nothing; on a navigation link it is the value before the chevron")
  func badgeElsewhere() {
    let stack = ViewNode(.vStack(), children: [ViewNode(.text("Hi"), modifiers: [.badge("3")], id: "t")])
    let alone = LayoutEngine.layout(stack, in: V.context(.leftToRight, .large))
    #expect(!alone.nodes.contains { $0.text?.lines.first?.text == "3" })
    let link = ViewNode(
      .list(style: .insetGrouped),
      children: [
        ViewNode(.navigationLink, children: [ViewNode(.text("Drafts"))], modifiers: [.badge("New")], id: "l")
      ])
    let result = LayoutEngine.layout(link, in: V.context(.leftToRight, .large))
    let value = result.nodes.first { $0.text?.lines.first?.text == "New" }!
    #expect(value.parent == result.nodes.firstIndex { $0.id == "l" })
  }

  @Test("a tab's badge marks its item's icon past its trailing corner", arguments: V.all)
  func tabBadge(direction: LayoutDirection, size: DynamicTypeSize) {
    let tabs = ViewNode(
      .tabView(),
      children: [
        ViewNode(
          .tab(title: "Inbox", systemImage: "tray"), children: [ViewNode(.text("A"))],
          modifiers: [.badge("3")]),
        ViewNode(.tab(title: "Sent", systemImage: "paperplane"), children: [ViewNode(.text("B"))]),
      ])
    let result = LayoutEngine.layout(tabs, in: V.context(direction, size))
    let badge = result.nodes.first { $0.text?.lines.first?.text == "3" }!
    let icon = result.nodes[badge.parent!]
    #expect(icon.element.typeName == "Image")
    // Top trailing in the icon, moved 9 pt towards the trailing edge.
    #expect(badge.frame.minY == icon.frame.minY)
    if direction == .leftToRight {
      #expect(badge.frame.maxX == icon.frame.maxX + 9)
    } else {
      #expect(badge.frame.minX == icon.frame.minX - 9)
    }
  }
}
