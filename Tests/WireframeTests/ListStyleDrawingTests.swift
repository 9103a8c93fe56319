import LayoutEngine
import TestSupport
import Testing

@testable import Wireframe

/// How the list styles, badges, section separators, scroll indicators and page dots draw, at
/// 4 pt per column and 8 pt per row on a 400 × 800 pt screen (columns 0..<100).
@Suite("List styles, badges and indicators drawn")
struct ListStyleDrawingTests {
  /// A section with a header and two rows.
  func section(_ header: String = "Mail") -> ViewNode {
    ViewNode(.section(hasHeader: true), children: [ViewNode(.text(header)), text("Inbox"), text("Sent")])
  }

  /// The divider cells of each canvas row, by row.
  func dividerColumns(_ canvas: Canvas) -> [Int: [Int]] {
    Dictionary(grouping: canvas.cells(with: .divider), by: { $0[1] }).mapValues { $0.map { $0[0] }.sorted() }
  }

  @Test(
    "grouped: full-width lines above and below a section's rows; listSectionSeparator hides them",
    arguments: [
      LayoutDirection.leftToRight, .rightToLeft,
    ])
  func grouped(direction: LayoutDirection) {
    let (_, canvas) = draw(
      ViewNode(.list(style: .grouped), children: [section()]), on: plainScreen, viewport: plainViewport,
      direction: direction)
    let lines = dividerColumns(canvas)
    let fullWidth = lines.filter { $0.value == Array(0..<100) }
    #expect(fullWidth.count == 2)
    // The separator between the two rows starts at the content's leading edge (16 pt: 4 columns).
    let inner = lines.filter { $0.value.count < 100 }
    #expect(inner.count == 1)
    #expect(inner.first?.value == (direction == .leftToRight ? Array(4..<100) : Array(0..<96)))
    #expect(!canvas.cells(with: .container).contains { _ in true })
    let (_, hidden) = draw(
      ViewNode(
        .list(style: .grouped), children: [section()], modifiers: [.listSectionSeparatorHidden(.vertical)]),
      on: plainScreen, viewport: plainViewport, direction: direction)
    #expect(dividerColumns(hidden).values.filter { $0.count == 100 }.isEmpty)
    #expect(dividerColumns(hidden).count == 1)
  }

  @Test(
    "sidebar: a card per section and a down chevron at the header's trailing end",
    arguments: [
      LayoutDirection.leftToRight, .rightToLeft,
    ])
  func sidebar(direction: LayoutDirection) {
    let (result, canvas) = draw(
      ViewNode(.list(style: .sidebar), children: [section()]), on: plainScreen, viewport: plainViewport,
      direction: direction)
    #expect(!canvas.cells(with: .container).isEmpty)
    let header = result.nodes.first { $0.text?.lines.first?.text == "Mail" }!
    // A one-line text is drawn on the row of its middle.
    let row = Int(header.frame.midY / 8)
    // The card spans 16..<384 pt, columns 4..<96: the chevron inside its trailing edge.
    let column = direction == .leftToRight ? 94 : 5
    #expect(canvas.text(row: row, from: column, count: 1) == "↓")
  }

  @Test(
    "a row's badge is drawn at the row's trailing end",
    arguments: [LayoutDirection.leftToRight, .rightToLeft])
  func badge(direction: LayoutDirection) {
    let list = ViewNode(.list(style: .plain), children: [text("Inbox").modifier(.badge("42"))])
    let (result, canvas) = draw(list, on: plainScreen, viewport: plainViewport, direction: direction)
    let badge = result.nodes.first { $0.text?.lines.first?.text == "42" }!
    let cells = plainViewport.cells(for: badge.frame)
    // Within its frame's cells (right-to-left text starts at the frame's right edge).
    let drawn = canvas.text(
      row: Int(badge.frame.midY / 8), from: cells.minColumn, count: cells.maxColumn - cells.minColumn)
    #expect(drawn.contains("42"))
    // 16 pt (4 columns) from the trailing edge.
    if direction == .leftToRight { #expect(cells.maxColumn == 96) } else { #expect(cells.minColumn == 4) }
  }

  @Test("scrollIndicators: visible draws the indicator at the start, hidden not even when scrolled")
  func scrollIndicators() {
    func indicatorCells(_ visibility: ScrollIndicatorVisibility, offset: Double) -> Int {
      let scroll = ViewNode(.scrollView(axis: .vertical), children: [box(400, 4000)])
        .modifier(.scrollIndicators(visibility))
      var context = plainScreen.context(layoutDirection: .leftToRight)
      // Offsets are keyed by the node's path; the root's is "0".
      context.scrollOffsets = ["0": offset]
      let result = LayoutEngine.layout(scroll, in: context)
      let canvas = Wireframe.rasterize(result, on: plainScreen, viewport: plainViewport)
      return canvas.cells(with: .divider).filter { $0[0] == 99 }.count
    }
    #expect(indicatorCells(.automatic, offset: 0) == 0)
    #expect(indicatorCells(.automatic, offset: 400) > 0)
    #expect(indicatorCells(.visible, offset: 0) > 0)
    #expect(indicatorCells(.hidden, offset: 400) == 0)
    #expect(indicatorCells(.never, offset: 400) == 0)
  }

  @Test("a paged TabView draws its page dots and no tab bar")
  func pagedTabView() {
    let tabs = ViewNode(
      .tabView(selection: 1, isPaged: true),
      children: (0..<3).map {
        ViewNode(.tab(title: "T\($0)", systemImage: "star"), children: [text("Page \($0)")])
      })
    let (result, canvas) = draw(tabs, on: plainScreen, viewport: plainViewport)
    #expect(!result.nodes.contains { $0.element.typeName == "TabBar" })
    let dots = result.nodes.first { $0.text?.lines.first?.text == "○ ● ○" }!
    let cells = plainViewport.cells(for: dots.frame)
    #expect(canvas.text(row: cells.minRow, from: cells.minColumn, count: 5) == "○ ● ○")
    // Centred in the 26-pt page control at the screen's bottom edge.
    #expect(abs(dots.frame.midY - (800 - 13)) < 1e-6)
  }
}
