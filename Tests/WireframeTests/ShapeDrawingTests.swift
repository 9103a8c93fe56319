import Devices
import LayoutEngine
import TestSupport
import Testing

@testable import Wireframe

/// Circles and capsules are drawn as outlines with round ends, in both glyph sets, on the plain
/// screen (4 pt a column, 8 pt a row); rectangles still fill.
@Suite("Drawing shapes")
struct ShapeDrawingTests {
  /// The non-empty rows of the canvas with `node` centred on the plain screen, trailing spaces
  /// dropped, and the canvas.
  func drawn(_ node: ViewNode, glyphs: GlyphSet = .unicode) -> (rows: [String], canvas: Canvas) {
    let (_, canvas) = draw(
      node, on: plainScreen, viewport: plainViewport, options: WireframeOptions(glyphs: glyphs))
    return (canvas.drawnRows, canvas)
  }

  /// `element` framed `width` × `height` points.
  func shape(_ element: Element, _ width: Double, _ height: Double) -> ViewNode {
    ViewNode(element, modifiers: [.frame(FrameSpec(width: width, height: height))])
  }

  /// `lines` shifted right by `indent` columns, as they sit on the canvas.
  func at(_ indent: Int, _ lines: [String]) -> [String] {
    lines.map { String(repeating: " ", count: indent) + $0 }
  }

  @Test("a 64 pt circle: rows step in towards a flat top and bottom, widest in the middle")
  func circle() {
    #expect(
      drawn(shape(.circle, 64, 64)).rows
        == at(
          42,
          [
            "    ╭──────╮",
            "  ╭─╯      ╰─╮",
            " ╭╯          ╰╮",
            "╭╯            ╰╮",
            "╰╮            ╭╯",
            " ╰╮          ╭╯",
            "  ╰─╮      ╭─╯",
            "    ╰──────╯",
          ]))
    #expect(
      drawn(shape(.circle, 64, 64), glyphs: .ascii).rows
        == at(
          42,
          [
            "    .------.",
            "  .-'      '-.",
            " .'          '.",
            ".'            '.",
            "'.            .'",
            " '.          .'",
            "  '-.      .-'",
            "    '------'",
          ]))
  }

  @Test("a circle in a wide frame is the largest circle that fits, centred, as SwiftUI draws it")
  func circleInAWideFrame() {
    #expect(drawn(shape(.circle, 200, 64)).rows == drawn(shape(.circle, 64, 64)).rows)
  }

  @Test("a capsule three rows high has round ends: ( and ) beyond its top and bottom")
  func shortCapsule() {
    #expect(
      drawn(shape(.capsule, 120, 24)).rows
        == at(
          35,
          [
            " ╭──────────────────────────╮",
            "(                            )",
            " ╰──────────────────────────╯",
          ]))
    #expect(
      drawn(shape(.capsule, 120, 24), glyphs: .ascii).rows
        == at(
          35,
          [
            " .--------------------------.",
            "(                            )",
            " '--------------------------'",
          ]))
  }

  @Test("a taller capsule steps out to its sides; a standing one rounds its top and bottom")
  func tallerCapsules() {
    #expect(
      drawn(shape(.capsule, 120, 40)).rows
        == at(
          35,
          [
            " ╭──────────────────────────╮",
            "╭╯                          ╰╮",
            "│                            │",
            "╰╮                          ╭╯",
            " ╰──────────────────────────╯",
          ]))
    let standing = drawn(shape(.capsule, 24, 80)).rows
    #expect(standing.count == 10)
    #expect(Array(standing.prefix(2)) == at(47, [" ╭──╮", "╭╯  ╰╮"]))
    #expect(Array(standing.suffix(2)) == at(47, ["╰╮  ╭╯", " ╰──╯"]))
    #expect(standing[2..<8].allSatisfy { $0 == at(47, ["│    │"])[0] })
  }

  @Test("one row high, a capsule is (──); a circle one cell across is ○ (o in ASCII)")
  func thinShapes() {
    #expect(drawn(shape(.capsule, 80, 8)).rows == at(40, ["(──────────────────)"]))
    #expect(drawn(shape(.capsule, 80, 8), glyphs: .ascii).rows == at(40, ["(------------------)"]))
    #expect(drawn(shape(.circle, 4, 8)).rows == at(50, ["○"]))
    #expect(drawn(shape(.circle, 4, 8), glyphs: .ascii).rows == at(50, ["o"]))
  }

  @Test("outlines are drawn in the shapes' fill role, and the inside is left empty")
  func roles() {
    let (_, canvas) = drawn(shape(.capsule, 120, 40))
    let outline = canvas.cells(with: .fill)
    // Top and bottom: 28 cells each; the stepped rows 2 cells a side, the middle row 1.
    #expect(outline.count == 2 * 28 + 4 + 2 + 4)
    #expect(canvas[50, 50].character == " ")
  }

  @Test(
    "narrow round shapes (three to five columns, two to six rows) keep their top's corners apart",
    arguments: [Shape.circle, .capsule, .ellipse, .roundedRectangle(cornerRadius: 40)])
  func narrowShapes(kind: Shape) {
    // Three columns used to put both corners of the top in the middle column, and a range that
    // ended before it began stopped the program (seen on swift-profile's avatar at 120 columns).
    for columns in 3...5 {
      for rows in 2...6 {
        let rowsDrawn = drawn(shape(.shape(kind), Double(columns * 4), Double(rows * 8))).rows
        #expect(rowsDrawn.count >= 2, "\(kind) \(columns)x\(rows)")
        let top = rowsDrawn.first ?? ""
        let open = top.firstIndex(of: "╭")
        let close = top.lastIndex(of: "╮")
        #expect(open != nil && close != nil && open! < close!, "\(kind) \(columns)x\(rows): \(top)")
      }
    }
  }

  @Test("Color.clear draws nothing, as in the SVG; another colour fills its frame")
  func clearColorDrawsNothing() {
    #expect(drawn(shape(.shape(.color("clear")), 40, 24)).rows.isEmpty)
    let blue = drawn(shape(.shape(.color("blue")), 40, 24)).rows
    #expect(blue == at(45, Array(repeating: "░░░░░░░░░░", count: 3)))
  }

  @Test("a colour behind the whole screen is its background, left blank; a card on it still fills")
  func screenBackgroundLeftBlank() {
    // `ZStack { Color.gray; card }`, the screen's colour taking all the space it is offered.
    let screen = ViewNode(
      .zStack(),
      children: [ViewNode(.shape(.color("gray"))), shape(.shape(.color("blue")), 40, 24)])
    #expect(drawn(screen).rows == at(45, Array(repeating: "░░░░░░░░░░", count: 3)))
    // A fill narrower than the screen is structure, and shades.
    let band = ViewNode(.shape(.color("gray")), modifiers: [.padding(EdgeInsets(all: 8))])
    #expect(drawn(band).rows.count > 3)
  }
}
