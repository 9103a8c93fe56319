import LayoutEngine
import LayoutMapping
import Testing

@testable import LayoutFile

/// The composite views as a layout file writes them, laid out on a 400 × 800 screen in both
/// directions at Large and AX5: their sizes come from the simpler views they are made of and the
/// HIG's line heights (body and headline 22 pt at Large, 62 pt at AX5).
@Suite("Composite views")
struct CompositeLayoutTests {
  static let sizes: [(DynamicTypeSize, Double)] = [(.large, 22), (.accessibility5, 62)]

  func layout(_ yaml: String, _ direction: LayoutDirection = .leftToRight, _ size: DynamicTypeSize = .large)
    throws -> LayoutResult
  {
    var context = LayoutContext(containerSize: Size(width: 400, height: 800), layoutDirection: direction)
    context.dynamicTypeSize = size
    return LayoutEngine.layout(try body(yaml), in: context)
  }

  func width(_ string: String, _ style: TextStyle = .body, _ size: DynamicTypeSize = .large) -> Double {
    PreparedText(string, font: Font(style: style).resolved(for: size)).idealWidth
  }

  /// The frame of the child at `path` (child indices) of the root.
  func frame(_ result: LayoutResult, _ path: [Int]) -> Rect {
    var index = 0
    for step in path {
      index = result.nodes.indices.first {
        result.nodes[$0].parent == index && result.nodes[$0].role == .child(step)
      }!
    }
    return result.nodes[index].frame
  }

  @Test("a gauge is its label above a 4-pt bar, 4 pt apart, as wide as offered", arguments: sizes)
  func gauge(size: DynamicTypeSize, line: Double) throws {
    for direction in [LayoutDirection.leftToRight, .rightToLeft] {
      let result = try layout("Gauge: {value: 0.6, label: Storage}", direction, size)
      let height = line + 4 + 4
      #expect(result.nodes[0].frame == Rect(x: 0, y: 400 - height / 2, width: 400, height: height))
      let label = frame(result, [0])
      #expect(direction == .leftToRight ? label.minX == 0 : label.maxX == 400)
      #expect(frame(result, [1]) == Rect(x: 0, y: 400 + height / 2 - 4, width: 400, height: 4))
    }
  }

  @Test("a group box is its title and content 8 pt apart, 16 pt inside its outline", arguments: sizes)
  func groupBox(size: DynamicTypeSize, line: Double) throws {
    let result = try layout("GroupBox: {title: Today, content: [{Text: 3 meetings}]}", .rightToLeft, size)
    let width = max(width("Today", .headline, size), width("3 meetings", .body, size)) + 32
    #expect(result.nodes[0].frame.size == Size(width: width, height: line + 8 + line + 32))
    // Right to left, the title's right edge is 16 pt inside the box's.
    #expect(frame(result, [0, 0]).maxX == result.nodes[0].frame.maxX - 16)
  }

  @Test("an empty state takes the whole offer, its symbol, title and description centred")
  func contentUnavailable() throws {
    let result = try layout(
      "ContentUnavailableView: {title: No Mail, systemImage: tray, description: None yet.}")
    #expect(result.nodes[0].frame == Rect(x: 0, y: 0, width: 400, height: 800))
    let stack = frame(result, [0])
    #expect(stack.midY == 400)
    #expect(frame(result, [0, 1]).midX == 200)
    #expect(result.nodes.map(\.element.typeName).contains("Image"))
  }

  @Test("a compact date picker: its title leading, the date in a bordered button trailing")
  func compactDatePicker() throws {
    for direction in [LayoutDirection.leftToRight, .rightToLeft] {
      let result = try layout("DatePicker: {title: Date, selection: 'Nov 24, 2026'}", direction)
      #expect(result.nodes[0].frame.size == Size(width: 400, height: 22 + 14))
      let button = frame(result, [1])
      #expect(button.size == Size(width: width("Nov 24, 2026") + 24, height: 22 + 14))
      #expect(direction == .leftToRight ? button.maxX == 400 : abs(button.minX) < 1e-9)
    }
  }

  @Test("at AX5 the date gets half the row, as every row's value, and wraps inside its button")
  func compactDatePickerAtAX5() throws {
    let result = try layout(
      "DatePicker: {title: Date, selection: 'Nov 24, 2026'}", .leftToRight, .accessibility5)
    let button = frame(result, [1])
    #expect(button.width <= 200)
    let lines = result.nodes.first { $0.element == .button(title: "Nov 24, 2026", style: .bordered) }?.text?
      .lines
    #expect((lines?.count ?? 0) > 1)
    #expect(button.height == Double(lines?.count ?? 0) * 62 + 14)
    #expect(result.nodes[0].frame.height == button.height)
  }

  @Test("a graphical date picker: the month's headline over seven columns of 37 cells, as wide as offered")
  func graphicalDatePicker() throws {
    let result = try layout("DatePicker: {title: Date, selection: November 2026, style: graphical}")
    #expect(abs(result.nodes[0].frame.width - 400) < 1e-9)
    #expect(result.nodes.filter { $0.parent == 2 }.count == 37)
    let first = frame(result, [1, 0])
    let second = frame(result, [1, 1])
    #expect(abs((second.midX - first.midX) - (400 + 8) / 7) < 1e-9)
  }

  @Test("a menu is its label; its items are hidden", arguments: sizes)
  func menu(size: DynamicTypeSize, line: Double) throws {
    let result = try layout(
      "Menu: {title: Sort, content: [{Button: Name}, {Button: Date}]}", .leftToRight, size)
    #expect(result.nodes[0].frame.size == Size(width: width("Sort", .body, size), height: line))
    #expect(result.nodes.filter(\.isHidden).count == 2)
  }

  @Test("a control group: its controls in equal thirds of the width, 32 pt tall at Large")
  func controlGroup() throws {
    let ltr = try layout("ControlGroup: [{Button: Cut}, {Button: Copy}, {Button: Paste}]")
    #expect(ltr.nodes[0].frame == Rect(x: 0, y: 384, width: 400, height: 32))
    #expect(abs(frame(ltr, [0]).midX - 400.0 / 6) < 1e-9)
    let rtl = try layout("ControlGroup: [{Button: Cut}, {Button: Copy}, {Button: Paste}]", .rightToLeft)
    #expect(abs(frame(rtl, [0]).midX - 400.0 * 5 / 6) < 1e-9)
  }

  @Test("a disclosure group is its title, and its content 8 pt below when expanded", arguments: sizes)
  func disclosureGroup(size: DynamicTypeSize, line: Double) throws {
    let collapsed = try layout(
      "DisclosureGroup: {title: Advanced, content: [{Toggle: Debug}]}", .leftToRight, size)
    #expect(collapsed.nodes[0].frame.size == Size(width: 400, height: line))
    #expect(collapsed.nodes.count == 2)
    let expanded = try layout(
      "DisclosureGroup: {title: Advanced, isExpanded: true, content: [{Toggle: Debug}]}", .rightToLeft, size)
    #expect(expanded.nodes[0].frame.size == Size(width: 400, height: line + 8 + max(31, line)))
  }

  @Test("a text editor and an async image's placeholder take the offer; 100 and 10 pt square ideally")
  func flexibleLeaves() throws {
    #expect(try layout("TextEditor: Hello").nodes[0].frame == Rect(x: 0, y: 0, width: 400, height: 800))
    #expect(
      try layout("AsyncImage: https://example.com/a.png").nodes[0].frame.size == Size(width: 400, height: 800)
    )
    let fixed = try layout("TextEditor: Hello\nfixedSize: true")
    #expect(fixed.nodes[0].frame.size == Size(width: 100, height: 100))
    #expect(try layout("AsyncImage: x\nfixedSize: true").nodes[0].frame.size == Size(width: 10, height: 10))
  }
}
