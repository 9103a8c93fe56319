import Devices
import LayoutEngine
import TestSupport
import Testing

@testable import Wireframe

/// The control styles drawn on the plain screen (4 pt a column, 8 pt a row): a button toggle as a
/// bordered button, filled while on; a switch with its label hidden; a bare field as its text, a
/// rounded-border one bracketed; labels by their style; the circular progress style's spinner.
@Suite("Drawing control styles")
struct ControlStyleDrawingTests {
  /// The non-empty rows of the canvas with `nodes` stacked 8 pt apart, leading, on the plain
  /// screen, trailing spaces dropped.
  func drawn(_ nodes: [ViewNode], direction: LayoutDirection = .leftToRight) -> (
    rows: [String], canvas: Canvas
  ) {
    let root = ViewNode(
      .vStack(alignment: .leading, spacing: 8), children: nodes,
      modifiers: [.frame(FrameSpec(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))])
    let (_, canvas) = draw(root, on: plainScreen, viewport: plainViewport, direction: direction)
    let rows = canvas.drawnRows
    return (rows, canvas)
  }

  @Test(
    "a button toggle is a bordered button, filled (controlFill) while on; a hidden label leaves the switch")
  func toggles() {
    let (rows, canvas) = drawn([
      ViewNode(.toggle(title: "Bold", isOn: false, style: .button)),
      ViewNode(.toggle(title: "Italic", isOn: true, style: .button)),
      ViewNode(.toggle(title: "Wi-Fi", isOn: true, labelsHidden: true)),
    ])
    // 34 pt tall at 8 pt a row: each button is a rounded box around its title.
    #expect(rows[0] == "╭─────────────╮" && rows[2] == "│    Bold     │" && rows[4] == "╰─────────────╯")
    // The two are as tall as each other: each takes the rows its height rounds to wherever the
    // grid falls across it (Italic was a row shorter than Bold, its edges rounding the other way).
    #expect(
      rows[5] == rows[0] && rows[6] == rows[1] && rows[7] == "│   Italic    │" && rows[9] == rows[4],
      "\(rows.joined(separator: "\n"))")
    #expect(rows.last?.trimmingPrefix(while: { $0 == " " }) == "(━●)")
    #expect(!rows.joined().contains("Wi-Fi"))
    // Off is outlined only; on is filled, on Italic's rows and not on Bold's.
    let filledRows = Set(canvas.cells(with: .controlFill).map { $0[1] })
    let boldRows = Set(canvas.cells(with: .control).filter { $0[1] < 5 }.map { $0[1] })
    #expect(filledRows.contains { $0 > 5 } && filledRows.isDisjoint(with: boldRows))
  }

  @Test("a bare text field is its placeholder alone; a rounded-border one is bracketed")
  func fields() {
    let (rows, _) = drawn([
      ViewNode(.textField(placeholder: "Email")),
      ViewNode(.textField(placeholder: "Name", style: .roundedBorder)),
    ])
    #expect(rows.first == "Email")
    // 34 pt is more than three rows: the rounded border is an outline around the placeholder.
    #expect(rows[1].hasPrefix("┌") && rows[1].hasSuffix("┐"))
    #expect(rows[2].hasPrefix("│ Name"))
  }

  @Test("labels by style: both, the title alone, the glyph alone; a button's icon-only label is its glyph")
  func labels() {
    let (rows, _) = drawn([
      ViewNode(.label(title: "Inbox", systemImage: "tray")),
      ViewNode(.label(title: "Sent", systemImage: "paperplane", style: .titleOnly)),
      ViewNode(.label(title: "Trash", systemImage: "trash", style: .iconOnly)),
      ViewNode(.button(title: "Add", style: .bordered, systemImage: "plus", labelStyle: .iconOnly)),
    ])
    #expect(rows[0] == "⊔ Inbox")
    #expect(rows[1] == "Sent")
    // The icon-only label's glyph in the middle of its 20-pt box (five columns), no title.
    #expect(rows[2] == "  ♲")
    // The icon-only bordered button: the glyph in its box, no title.
    #expect(rows[3].hasPrefix("╭") && rows.contains("│    +    │"))
    #expect(!rows.joined().contains("Add") && !rows.joined().contains("Trash"))
  }

  @Test(
    "gauges: an accessory track with a marker at its value, a circular one a rounded ring with its percentage"
  )
  func gauges() {
    let (rows, canvas) = drawn([
      ViewNode(.progressView(.gauge(0.5, .accessoryLinear)), modifiers: [.frame(FrameSpec(width: 40))]),
      ViewNode(.progressView(.gauge(0.25, .accessoryCircularCapacity))),
    ])
    // 40 pt at 4 pt a column: a 10-cell track with the marker at the middle.
    #expect(rows[0] == "━━━━━●────")
    // 44 pt at 4 pt a column and 8 pt a row, 8 pt below the track: 11 columns, 6 rows.
    #expect(rows[1] == "╭─────────╮" && rows.count == 7)
    #expect(rows[4] == "│   25    │")
    #expect(rows.last == "╰─────────╯")
    #expect(canvas.cells(with: .controlFill).count >= 2 + 4)
  }
}
