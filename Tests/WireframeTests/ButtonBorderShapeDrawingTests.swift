import Devices
import LayoutEngine
import TestSupport
import Testing

@testable import Wireframe

/// `buttonBorderShape` drawn on the plain screen (4 pt a column, 8 pt a row), where a bordered
/// button is several rows tall: the automatic shape is the rounded box, a capsule's and a circle's
/// round ends step in as `ShapeRasterizer` traces them, a prominent capsule's corners outside the
/// outline are not filled; in SVG each outline has the shape's corner radius.
@Suite("Drawing button border shapes")
struct ButtonBorderShapeDrawingTests {
  func drawn(_ node: ViewNode, direction: LayoutDirection = .leftToRight) -> (rows: [String], canvas: Canvas)
  {
    let root = ViewNode(
      .vStack(alignment: .leading, spacing: 8), children: [node],
      modifiers: [.frame(FrameSpec(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))])
    let (_, canvas) = draw(root, on: plainScreen, viewport: plainViewport, direction: direction)
    let rows = canvas.drawnRows
    return (rows, canvas)
  }

  @Test("the automatic shape is the rounded box; a capsule's and a given radius's ends step in")
  func outlines() {
    let automatic = drawn(ViewNode(.button(title: "Continue", style: .bordered, controlSize: .large))).rows
    #expect(
      automatic.first == "╭──────────────────────────╮" && automatic.last == "╰──────────────────────────╯")
    #expect(automatic.count == 6 && automatic[2] == "│         Continue         │")
    let capsule = drawn(
      ViewNode(.button(title: "Continue", style: .bordered, controlSize: .large, borderShape: .capsule))
    ).rows
    #expect(
      capsule == [
        "   ╭────────────────────╮",
        " ╭─╯                    ╰─╮",
        "╭╯        Continue        ╰╮",
        "╰╮                        ╭╯",
        " ╰─╮                    ╭─╯",
        "   ╰────────────────────╯",
      ])
    let radius = drawn(
      ViewNode(
        .button(
          title: "Continue", style: .bordered, controlSize: .large, borderShape: .roundedRectangle(radius: 12)
        ))
    ).rows
    #expect(radius.first == " ╭────────────────────────╮" && radius[1] == "╭╯                        ╰╮")
    #expect(radius[2] == "│         Continue         │" && radius.count == 6)
  }

  @Test("a circular button is a circle around its title, in both directions")
  func circle() {
    for direction in [LayoutDirection.leftToRight, .rightToLeft] {
      let rows = drawn(
        ViewNode(.button(title: "Continue", style: .bordered, controlSize: .large, borderShape: .circle)),
        direction: direction
      ).rows.map { $0.trimmingPrefix(while: { $0 == " " }) }
      #expect(rows.count == 14)
      #expect(rows.first == "╭────────╮" && rows.last == "╰────────╯")
      #expect(rows.contains("│         Continue         │"))
    }
  }

  @Test("a prominent capsule is filled inside its outline and not in the corners outside it")
  func prominentCapsuleFill() {
    let (_, canvas) = drawn(
      ViewNode(.button(title: "Continue", style: .prominent, controlSize: .large, borderShape: .capsule)))
    let filled = canvas.cells(with: .controlFill)
    #expect(filled.contains { $0 == [10, 2] })
    // The top-left corner cell lies outside the capsule's round end.
    #expect(!filled.contains { $0 == [0, 0] } && !filled.contains { $0 == [1, 0] })
  }

  @Test("in SVG the outline's corner radius is the shape's")
  func svgRadius() {
    func radius(_ shape: ButtonBorderShape) -> String? {
      let svg = SVGOutputTests.svg(
        ViewNode(.button(title: "Continue", style: .bordered, controlSize: .large, borderShape: shape)))
      guard let rect = svg.split(separator: "<").first(where: { $0.contains("class=\"button-bordered\"") }),
        let rx = rect.firstRange(of: "rx=\"")
      else { return nil }
      return String(rect[rx.upperBound...].prefix { $0 != "\"" })
    }
    // A large button is 22 + 28 = 50 pt tall: the automatic radius is the system's 10 pt.
    #expect(radius(.automatic) == "10")
    #expect(radius(.capsule) == "25")
    #expect(radius(.roundedRectangle(radius: 4)) == "4")
  }
}
