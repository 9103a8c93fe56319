import Devices
import Foundation
import LayoutEngine
import LayoutFile
import LayoutMapping
import TestSupport
import Testing

@testable import Wireframe

/// The cases issue 10 found hard to read, each drawn as a person saw it (a sample in a session of
/// a terminal's size, or `render` at a width), checked for what now reads and for the two rules
/// every case keeps: no label touches a line that gives way (a separator, a card's or a bar's
/// edge), and no cut marker `›` runs into another character.
@Suite("Labels first")
struct LabelsFirstTests {
  /// `sample` laid out on `deviceName` and drawn as the session shows it in a terminal of
  /// `columns` x `rows` (the pane is two rows shorter: the status lines).
  static func session(
    _ sample: String, _ deviceName: String, columns: Int, rows: Int, orientation: Orientation = .portrait,
    size: DynamicTypeSize = .large
  ) throws -> Canvas {
    let (result, screen) = try layout(sample, deviceName, orientation: orientation, size: size)
    let viewport = Viewport.fitting(screen.size, columns: columns, rows: rows - 2)
    return Wireframe.rasterize(result, on: screen, viewport: viewport)
  }

  /// `sample` as `render --width columns` draws it.
  static func render(
    _ sample: String, _ deviceName: String, width: Int, orientation: Orientation = .portrait,
    size: DynamicTypeSize = .large
  ) throws -> Canvas {
    let (result, screen) = try layout(sample, deviceName, orientation: orientation, size: size)
    return Wireframe.render(result, on: screen, width: width)
  }

  static func layout(
    _ sample: String, _ deviceName: String, orientation: Orientation, size: DynamicTypeSize
  ) throws -> (LayoutResult, Screen) {
    let document = try LayoutFileParser.load(
      path: Repository.root.appendingPathComponent("Layouts/\(sample).yaml").path)
    let screen = try device(deviceName).screen(orientation)
    return (LayoutEngine.layout(document.body, in: screen.context(dynamicTypeSize: size)), screen)
  }

  /// The rows of `canvas` that contain `text`.
  static func rows(of canvas: Canvas, containing text: String) -> [String] {
    canvas.lines.filter { $0.contains(text) }
  }

  /// The places where a label touches a line that gives way, or a cut marker runs into a character.
  static func touchings(_ canvas: Canvas) -> [String] {
    var found: [String] = []
    let labelRoles: Set<CellRole> = [.text, .truncatedText, .control, .image]
    for row in 0..<canvas.rows {
      for column in 0..<canvas.columns {
        let cell = canvas[column, row]
        // A progress bar's track is a line that gives way, not a label.
        if labelRoles.contains(cell.role), cell.character != " ", !LabelLayer.isYieldingLine(cell) {
          for side in [column - 1, column + 1] where canvas.contains(column: side, row: row) {
            if LabelLayer.isYieldingLine(canvas[side, row]) {
              found.append("row \(row): \(canvas.lines[row])")
            }
          }
        }
        if cell.role == .clippedText, canvas.contains(column: column + 1, row: row),
          canvas[column + 1, row].character != " ", canvas[column + 1, row].role != .deviceBezel
        {
          found.append("row \(row): \(canvas.lines[row])")
        }
      }
    }
    return found
  }

  @Test func contactButtonsAt80x24UseTheCellsAroundTheirOutlines() throws {
    // Was `(M›) C› M›`: the outline took two of each title's few columns; then `Mess› C› Ma›`,
    // each title kept to its own frame's neighbourhood. The three share the row's 16 free columns:
    // the short titles read whole and the long one takes what is left.
    let canvas = try Self.session("contact", "iPhone 17 Pro", columns: 80, rows: 24)
    let row = try #require(
      Self.rows(of: canvas, containing: "Mess").first, "\(canvas.lines.joined(separator: "\n"))")
    #expect(!row.contains("(M›)"))
    #expect(row.contains("Messa› Call Mail"), "\(row)")
    #expect(Self.touchings(canvas).isEmpty, "\(Self.touchings(canvas))")
  }

  @Test func contactButtonsOnIPad11InchAt140x45ReadWhole() throws {
    // Was `(Mess›) (›) (M›)`, then `Message Call Mail`, which reads as text without colour: the
    // outline's marks now stand tight around each title.
    let canvas = try Self.session("contact", "iPad 11-inch", columns: 140, rows: 45)
    let row = try #require(Self.rows(of: canvas, containing: "Message").first)
    #expect(row.contains("(Message) (Call) (Mail)"), "\(row)")
    #expect(Self.touchings(canvas).isEmpty, "\(Self.touchings(canvas))")
  }

  @Test func contactNotesAt80x24NeverJoinTwoTexts() throws {
    // Was `Notes a›sign.`: a wrapped line pushed below its frame landed on the next text.
    let canvas = try Self.session("contact", "iPhone 17 Pro", columns: 80, rows: 24)
    #expect(!canvas.lines.contains { $0.contains("›sign") })
    #expect(Self.rows(of: canvas, containing: "Notes are only").count == 1)
    #expect(Self.touchings(canvas).isEmpty, "\(Self.touchings(canvas))")
  }

  @Test func compareTypeSizeXSmallPaneReadsThePriceWhole() throws {
    // `render --compare type-size` at 80 columns draws each pane 37 columns wide; at xSmall the
    // price was cut (`$12.›`) with a blank column beside it.
    let canvas = try Self.render("order-status", "iPhone 17 Pro", width: 37, size: .xSmall)
    let row = try #require(Self.rows(of: canvas, containing: "Total").first)
    #expect(row.contains("$12.99"))
    #expect(Self.touchings(canvas).isEmpty, "\(Self.touchings(canvas))")
  }

  @Test func settingsRowsKeepIconTitleAndSwitchOnOneRow() throws {
    // At 120x40 the Wi-Fi row's icon sat on the row below its title; at 80x24 separators
    // overwrote whole rows (`◇─Airplane›─(●━)`, Wi-Fi and Notifications gone).
    let wide = try Self.session("settings", "iPhone 17 Pro", columns: 120, rows: 40)
    for (title, icon) in [("Wi-Fi", "◠"), ("Bluetooth", "⚟"), ("Airplane Mode", "✈")] {
      let row = try #require(Self.rows(of: wide, containing: title).first, "\(title)")
      #expect(row.contains(icon) && (row.contains("(●━)") || row.contains("(━●)")), "\(row)")
    }
    let small = try Self.session("settings", "iPhone 17 Pro", columns: 80, rows: 24)
    for title in ["Wi-Fi", "Bluetooth", "Airplane", "Notifications"] {
      #expect(!Self.rows(of: small, containing: title).isEmpty, "\(title) shows")
    }
    #expect(Self.touchings(wide).isEmpty && Self.touchings(small).isEmpty)
  }

  @Test func aSlidersIconsShareItsRow() throws {
    // The volume slider between its two speaker symbols, at 200x60: one row, as in the layout.
    let canvas = try Self.session("order-status", "iPhone 17 Pro", columns: 200, rows: 60)
    let row = try #require(Self.rows(of: canvas, containing: "●").first)
    #expect(row.contains("◃") && row.contains("◄"), "\(row)")
  }

  @Test func watchBluetoothsWrappedPiecesNeverJoin() throws {
    // The layout wraps "Bluetooth" into "Bluetoot" and "h"; they were joined as `Bluetoot h`.
    let canvas = try Self.render("settings", "Apple Watch Ultra 3 49mm", width: 40)
    #expect(!canvas.lines.contains { $0.contains("Bluetoot h") })
    let first = try #require(canvas.lines.firstIndex { $0.contains("Bluetoot") })
    let second = try #require(canvas.lines.firstIndex { $0.contains(" h ") })
    #expect(second > first, "the second piece on a row of its own, below the first")
    #expect(Self.touchings(canvas).isEmpty, "\(Self.touchings(canvas))")
  }

  @Test func inboxRowsAt80x24KeepTheirTextOverSeparatorsAndBarEdges() throws {
    let canvas = try Self.session("inbox", "iPhone 17 Pro", columns: 80, rows: 24)
    for sender in ["Anna Keller", "Build server", "Marco Rossi", "Travel desk"] {
      #expect(!Self.rows(of: canvas, containing: sender).isEmpty, "\(sender) shows")
    }
    let search = try #require(Self.rows(of: canvas, containing: "Search").first)
    #expect(search.contains("⌕ Search "), "the magnifier's glyph, then a blank before the bar's edge")
    #expect(Self.touchings(canvas).isEmpty, "\(Self.touchings(canvas))")
  }

  @Test func landscapeTabBarTitlesStandClearOfTheBarsEdge() throws {
    // Was `───────◇M›────────────◇─Ca›───`.
    for width in [40, 80, 120] {
      let canvas = try Self.render("inbox", "iPhone 17 Pro", width: width, orientation: .landscapeLeft)
      #expect(Self.touchings(canvas).isEmpty, "\(width): \(Self.touchings(canvas))")
    }
  }

  @Test func iPadSidebarShowsEveryMailbox() throws {
    // "VIP" and "Sent" vanished under separators at 40 columns, when the sidebar sat beside the
    // other columns in portrait. Now the iPad shows the message alone in portrait (the automatic
    // split view style) and the columns side by side in landscape, each under its navigation
    // bar: the sidebar, with no separators, is a fifth of 160 columns.
    let canvas = try Self.render("mail", "iPad Pro 12.9-inch", width: 160, orientation: .landscapeLeft)
    for mailbox in ["Inbox", "VIP", "Drafts", "Sent", "Trash", "Receipts", "Travel"] {
      #expect(canvas.lines.contains { $0.contains(" \(mailbox) ") }, "\(mailbox) reads whole")
    }
    #expect(Self.touchings(canvas).isEmpty, "\(Self.touchings(canvas))")
  }
}
