import Devices
import LayoutEngine
import TestSupport
import Testing

@testable import Wireframe

/// Text cut only by the terminal's coarse columns overflows into free cells of its container in
/// its reading direction; a neighbour, the clip and the window stop it; layout truncation does not
/// overflow. Frames are set by hand so every cell is exact: on `plainViewport` a column is 4 pt
/// and a row 8 pt, so a 16 pt line at y = 400 sits on row 51 and x = 100 is column 25.
@Suite("Text overflow")
struct TextOverflowTests {
  /// An HStack `row` holding `children`, laid out in `direction`, with each id's frame replaced:
  /// the row spans the screen's width on y = 400...416 unless `frames` says otherwise.
  static func rowResult(
    _ children: [ViewNode], frames: [String: Rect], direction: LayoutDirection = .leftToRight
  ) -> LayoutResult {
    let row = ViewNode(.hStack(alignment: .center, spacing: nil), children: children, id: "row")
    var result = LayoutEngine.layout(row, in: plainScreen.context(layoutDirection: direction))
    var all = frames
    if all["row"] == nil { all["row"] = Rect(x: 0, y: 400, width: 400, height: 16) }
    for (index, node) in result.nodes.enumerated() {
      // Set by hand, with no modifiers: the space each takes is its frame.
      if let id = node.id, let frame = all[id] {
        (result.nodes[index].frame, result.nodes[index].outerFrame) = (frame, frame)
      }
    }
    return result
  }

  /// Rasterizes `result` on the plain screen.
  static func canvas(_ result: LayoutResult, viewport: Viewport = plainViewport) -> Canvas {
    Wireframe.rasterize(result, on: plainScreen, viewport: viewport)
  }

  /// A 2-column frame (8 pt) on row 51 starting at `x`.
  static func narrow(_ x: Double) -> Rect { Rect(x: x, y: 400, width: 8, height: 16) }

  @Test func aShortTextInAWideRowReadsWhole() {
    let result = Self.rowResult([text("Inbox", id: "t")], frames: ["t": Self.narrow(100)])
    let canvas = Self.canvas(result)
    #expect(canvas.text(row: 51, from: 24, count: 7) == " Inbox ")
    #expect(canvas[29, 51].role == .text, "the overflowing letters are text")
    #expect(canvas.cells(with: .clippedText).isEmpty)
  }

  /// The row starting at the text's frame (column 25), so nothing lies to its left.
  static let rowFromText = Rect(x: 100, y: 400, width: 300, height: 16)

  @Test func aNeighbourThatOverflowsTooSharesTheRowAndMovesAside() {
    // Nothing to the left of "Inbox": "12", which also may run past its frame, moves two columns
    // right so both read whole, a blank column between them (was `In› 12`).
    let result = Self.rowResult(
      [text("Inbox", id: "t"), text("12", id: "n")],
      frames: ["row": Self.rowFromText, "t": Self.narrow(100), "n": Self.narrow(116)])
    let canvas = Self.canvas(result)
    #expect(canvas.text(row: 51, from: 25, count: 9) == "Inbox 12 ")
    #expect(canvas.cells(with: .clippedText).isEmpty)
  }

  @Test func aNeighbourThatCannotMoveStopsTheOverflowOneColumnShortAndTheMarkerShows() {
    // The row ends with "12": there is no room to share, so "Inbox" is cut a blank short of it.
    let result = Self.rowResult(
      [text("Inbox", id: "t"), text("12", id: "n")],
      frames: [
        "row": Rect(x: 100, y: 400, width: 24, height: 16), "t": Self.narrow(100), "n": Self.narrow(116),
      ])
    let canvas = Self.canvas(result)
    #expect(canvas.text(row: 51, from: 25, count: 6) == "In› 12")
    #expect(canvas[27, 51].role == .clippedText)
    #expect(canvas[28, 51].character == " ", "a blank column before the neighbour")
  }

  @Test func whenItsReadingDirectionLacksRoomItGrowsTheOtherWay() {
    // The same neighbour, with room on the left: one column right, two left, and it reads whole.
    let result = Self.rowResult(
      [text("Inbox", id: "t"), text("12", id: "n")],
      frames: ["t": Self.narrow(100), "n": Self.narrow(116)])
    let canvas = Self.canvas(result)
    #expect(canvas.text(row: 51, from: 22, count: 9) == " Inbox 12")
    #expect(canvas.cells(with: .clippedText).isEmpty)
  }

  @Test func rightToLeftNeighboursShareTheRowToo() {
    // RTL overflow to the left, towards a neighbour painted before it.
    let result = Self.rowResult(
      [text("12", id: "n"), text("Inbox", id: "t")],
      frames: [
        "row": Rect(x: 0, y: 400, width: 124, height: 16), "n": Self.narrow(100), "t": Self.narrow(116),
      ],
      direction: .rightToLeft)
    let canvas = Self.canvas(result)
    // The row ends at "Inbox"'s frame: "12" (which may run past its frame too) moves two columns
    // left so both read whole (was `12 In›`).
    #expect(canvas.text(row: 51, from: 22, count: 10) == " 12 Inbox ")
    #expect(canvas.cells(with: .clippedText).isEmpty)
  }

  @Test func rightToLeftTextOverflowsToTheLeft() {
    let result = Self.rowResult(
      [text("Inbox", id: "t")], frames: ["t": Self.narrow(280)], direction: .rightToLeft)
    let canvas = Self.canvas(result)
    #expect(canvas.text(row: 51, from: 66, count: 7) == " Inbox ", "ends at the frame's last column, 71")
    #expect(canvas.cells(with: .clippedText).isEmpty)

    let hebrew = Self.rowResult(
      [text("שלום עולם", id: "t")], frames: ["t": Self.narrow(280)], direction: .rightToLeft)
    #expect(Self.canvas(hebrew).text(row: 51, from: 62, count: 11) == " םלוע םולש ")
  }

  /// `result` with node "t" aligned by an explicit `multilineTextAlignment`.
  static func aligned(_ result: LayoutResult, _ alignment: TextAlignment) -> LayoutResult {
    var result = result
    let index = result.nodes.firstIndex { $0.id == "t" }!
    result.nodes[index].textAlignment = alignment
    result.nodes[index].isTextAlignmentExplicit = true
    return result
  }

  @Test func trailingAlignedTextOverflowsToTheLeftInLeftToRight() {
    let result = Self.aligned(
      Self.rowResult([text("Inbox", id: "t")], frames: ["t": Self.narrow(280)]), .trailing)
    #expect(Self.canvas(result).text(row: 51, from: 66, count: 7) == " Inbox ")
  }

  @Test func centredTextGrowsBothWaysAndAwayFromANeighbour() {
    let result = Self.aligned(
      Self.rowResult([text("Inbox", id: "t")], frames: ["t": Self.narrow(100)]), .center)
    // 5 columns for a 2-column frame (25, 26): one more on the left, two on the right.
    #expect(Self.canvas(result).text(row: 51, from: 23, count: 7) == " Inbox ")

    let blocked = Self.aligned(
      Self.rowResult(
        [text("ab", id: "n"), text("Inbox", id: "t")], frames: ["n": Self.narrow(88), "t": Self.narrow(100)]),
      .center)
    // The neighbour ends at column 23 and column 24 stays blank: all the growth goes right.
    #expect(Self.canvas(blocked).text(row: 51, from: 22, count: 9) == "ab Inbox ")
  }

  @Test func layoutTruncatedTextIsUnchanged() {
    var result = Self.rowResult([text("Hello", id: "t")], frames: ["t": Self.narrow(100)])
    let index = result.nodes.firstIndex { $0.id == "t" }!
    result.nodes[index].text = TextLayout(
      lines: [TextLine(text: "Hel…", width: 40)], size: Size(width: 40, height: 16), isTruncated: true)
    let canvas = Self.canvas(result)
    #expect(canvas.text(row: 51, from: 25, count: 3) == "H› ", "as before: cut in the frame, no overflow")
    #expect(canvas.cells(with: .truncatedText).isEmpty)

    // With room in its frame, the layout's ellipsis keeps its role.
    result.nodes[index].frame = Rect(x: 100, y: 400, width: 80, height: 16)
    let wide = Self.canvas(result)
    #expect(wide.text(row: 51, from: 25, count: 5) == "Hel… ")
    #expect(wide[28, 51].role == .truncatedText)
  }

  @Test func overflowNeverLeavesTheScrollViewsClip() {
    var result = Self.rowResult(
      [text("Inbox", id: "t")], frames: ["row": Self.rowFromText, "t": Self.narrow(100)])
    // A scroll view showing x < 112 (columns 0..<28).
    for index in result.nodes.indices { result.nodes[index].clip = Rect(x: 0, y: 0, width: 112, height: 800) }
    let canvas = Self.canvas(result)
    #expect(canvas.text(row: 51, from: 25, count: 5) == "In›  ")
    #expect(canvas[27, 51].role == .clippedText)
  }

  @Test func overflowNeverLeavesTheWindow() {
    // A canvas 20 columns wider than the 400 pt screen; the row reaches past the screen's edge.
    let wide = Viewport(pointsPerColumn: 4, cellAspect: 2, columns: 120, rows: 100)
    let result = Self.rowResult(
      [text("Inbox", id: "t")],
      frames: ["row": Rect(x: 384, y: 400, width: 96, height: 16), "t": Self.narrow(384)])
    let canvas = Self.canvas(result, viewport: wide)
    // Columns 98 and 99 are the window's last; the bezel's edge at 100 keeps a blank column before it.
    #expect(canvas.text(row: 51, from: 96, count: 7) == "In› │  ")
    #expect(canvas[98, 51].role == .clippedText)
  }

  @Test func aLabelsTitleOverflowsAfterItsIcon() {
    let label = ViewNode(.label(title: "Inbox", systemImage: "tray"), id: "l")
    let result = Self.rowResult([label], frames: ["l": Rect(x: 100, y: 400, width: 16, height: 16)])
    let canvas = Self.canvas(result)
    #expect(canvas.text(row: 51, from: 25, count: 8) == "⊔ Inbox ", "tray's glyph")
    #expect(canvas.cells(with: .clippedText).isEmpty)
  }

  @Test func aBackdropShapeIsNotANeighbourButASpacerIsNothing() {
    let stack = ViewNode(
      .zStack(alignment: .center),
      children: [
        box(400, 16, id: "backdrop"), text("Inbox", id: "t"), ViewNode(.spacer(minLength: nil), id: "s"),
      ],
      id: "z")
    let result = Self.rowResult(
      [stack],
      frames: [
        "z": Rect(x: 0, y: 400, width: 400, height: 16),
        "backdrop": Rect(x: 0, y: 400, width: 400, height: 16),
        "t": Self.narrow(100), "s": Rect(x: 108, y: 400, width: 40, height: 16),
      ])
    let canvas = Self.canvas(result)
    #expect(
      canvas.text(row: 51, from: 23, count: 9) == "░ Inbox ░", "the fill gives way a column either side")
  }

  @Test func aListBesideTheTextIsANeighbourButItsOwnRowsOverflowInsideIt() {
    // The list's cards are drawn before its rows but after this text: the map keeps text out.
    let list = ViewNode(
      .list(style: .insetGrouped, isForm: false), children: [text("Inbox", id: "inside")], id: "list")
    let result = Self.rowResult(
      [text("Inbox", id: "t"), list],
      frames: [
        "row": Self.rowFromText, "t": Self.narrow(100), "list": Rect(x: 116, y: 400, width: 200, height: 16),
        "inside": Self.narrow(140),
      ])
    // A list's row spans the list: its cell (the outer frame) is the card's width.
    var rows = result
    for index in rows.nodes.indices where rows.nodes[index].id == "inside" {
      rows.nodes[index].outerFrame = Rect(x: 116, y: 400, width: 200, height: 16)
    }
    let canvas = Self.canvas(rows)
    #expect(canvas.text(row: 51, from: 25, count: 3) == "In›")
    #expect(canvas.text(row: 51, from: 35, count: 6) == "Inbox ", "the list is a backdrop to its own rows")
  }

  @Test func theMapHoldsTheTopmostDrawnLeafOnly() {
    let stack = ViewNode(
      .zStack(alignment: .center), children: [box(40, 16, id: "under"), box(8, 8, id: "over")], id: "z")
    let result = LayoutEngine.layout(stack, in: plainScreen.context(layoutDirection: .leftToRight))
    let window = CellRect(minColumn: 0, minRow: 0, maxColumn: 100, maxRow: 100)
    let map = Occupancy(
      result, order: PaintOrder.indices(of: result), viewport: plainViewport, window: window, columns: 100,
      rows: 100)
    let under = result.nodes.firstIndex { $0.id == "under" }!
    let over = result.nodes.firstIndex { $0.id == "over" }!
    let overCells = plainViewport.cells(for: result.nodes[over].frame)
    let underCells = plainViewport.cells(for: result.nodes[under].frame)
    #expect(map.owner(column: overCells.minColumn, row: overCells.minRow) == over)
    #expect(map.owner(column: underCells.minColumn, row: underCells.minRow) == under)
    #expect(map.owner(column: underCells.maxColumn, row: underCells.minRow) == nil, "nothing past the leaves")
  }

  /// A leaf entirely past the canvas's right edge, on rows the canvas has, claims nothing: its
  /// clipped cells are empty (an Apple Watch render of music-player once hung here, its off-canvas
  /// leaf writing into the next row's links).
  @Test func aLeafPastTheCanvasEdgeClaimsNoCell() {
    let row = ViewNode(
      .hStack(alignment: .center, spacing: 0), children: [box(40, 16, id: "near"), box(40, 16, id: "far")],
      id: "row")
    let result = LayoutEngine.layout(row, in: plainScreen.context(layoutDirection: .leftToRight))
    let far = result.nodes.firstIndex { $0.id == "far" }!
    let farCells = plainViewport.cells(for: result.nodes[far].frame)
    let columns = farCells.minColumn - 1
    let window = CellRect(minColumn: 0, minRow: 0, maxColumn: columns, maxRow: 100)
    let map = Occupancy(
      result, order: PaintOrder.indices(of: result), viewport: plainViewport, window: window,
      columns: columns, rows: 100)
    for row in 0..<100 {
      for column in 0..<columns { #expect(map.owner(column: column, row: row) != far) }
    }
  }
}
