import Devices
import Foundation
import LayoutEngine
import LayoutFile
import LayoutMapping
import SwiftSource
import TestSupport
import Testing

@testable import Wireframe

/// The picture issue 25 found misleading, each drawn as a person saw it and checked for what the
/// person now reads: a divider never through a row's text, a card's edge never through a picture
/// on its last row, identical buttons in a row drawn alike, a word never flush against a line.
@Suite("Faithful picture")
struct FaithfulPictureTests {
  /// `document` on `deviceName`, its device drawn `columns` wide as `render` draws it.
  static func drawing(
    _ document: LayoutDocument, _ deviceName: String, columns: Int, orientation: Orientation = .portrait,
    size: DynamicTypeSize = .large
  ) throws -> Canvas {
    let screen = try device(deviceName).screen(orientation)
    let result = LayoutEngine.layout(document.body, in: screen.context(dynamicTypeSize: size))
    return Wireframe.rasterize(
      result, on: screen, viewport: Wireframe.renderViewport(for: screen, columns: columns))
  }

  /// The first preview of a view of the sample project, read within its project.
  static func sampleApp(_ view: String) throws -> LayoutDocument {
    let path = Repository.root.appendingPathComponent("Examples/SampleApp/Sources/Greenhouse/" + view).path
    return try #require(try SwiftLayouts.load(path: path).first)
  }

  static func sample(_ name: String) throws -> LayoutDocument {
    try LayoutFileParser.load(path: Repository.root.appendingPathComponent("Layouts/\(name).yaml").path)
  }

  /// A row is a row of text or a line, never both: no row holds a letter and a divider's `─`.
  static func rowsWithTextAndDivider(_ canvas: Canvas) -> [String] {
    (0..<canvas.rows).compactMap { row in
      let cells = (0..<canvas.columns).map { canvas[$0, row] }
      let hasDivider = cells.contains { $0.role == .divider && $0.character == "─" }
      let hasText = cells.contains { $0.role == .text && $0.character.isLetter }
      return hasDivider && hasText ? canvas.text(row: row, from: 0, count: canvas.columns) : nil
    }
  }

  @Test(
    "a divider never runs through a row's text at a coarse scale",
    arguments: [
      ("Apple TV", Orientation.portrait, 80), ("iPad Pro 11-inch (M4)", .landscapeLeft, 40),
      ("iPhone SE 4-inch", .portrait, 40),
    ])
  func dividersKeepOffTextRows(deviceName: String, orientation: Orientation, columns: Int) throws {
    let canvas = try Self.drawing(
      Self.sample("settings"), deviceName, columns: columns, orientation: orientation)
    // Was `◠ Wi-Fi ─────── (━●)` on Apple TV at 80 columns.
    #expect(Self.rowsWithTextAndDivider(canvas).isEmpty, "\(canvas.lines.joined(separator: "\n"))")
    #expect(
      canvas.lines.contains { $0.contains("Wi-Fi") } && canvas.lines.contains { $0.contains("Bluetooth") })
  }

  /// `children` in a stack at the top of the screen (a spacer below it).
  func top(_ children: ViewNode...) -> ViewNode { vStack(vStack(children), spacer()) }

  @Test("a divider on a neighbour's text row moves to the free row between them, or is left out")
  func aDividerBetweenItsNeighbours() throws {
    // 8 pt a row: "Above" on row 0, the divider's centre on row 0 too, "Below" on row 2. The
    // divider takes row 1, between them.
    let roomy = top(text("Above", height: 4), ViewNode(.divider), text("Below", height: 24))
    let rows = draw(roomy, on: plainScreen, viewport: plainViewport).1.trimmedRows.prefix(3)
    #expect(rows[0].contains("Above") && rows[1].contains("─") && rows[2].contains("Below"), "\(rows)")
    #expect(!rows[1].contains("Above") && !rows[1].contains("Below"))
    // "Above" on row 0 and "Below" on row 1: no row between them, so no line at all (it would
    // run through a text, or stand on the wrong side of one).
    let tight = top(text("Above", height: 12), ViewNode(.divider), text("Below", height: 4))
    let drawn = draw(tight, on: plainScreen, viewport: plainViewport).1.drawnRows
    #expect(drawn.count == 2 && !drawn.joined().contains("─"), "\(drawn)")
    // At a scale with room, the divider stays where it was.
    let plain = top(text("Above", height: 16), ViewNode(.divider), text("Below", height: 16))
    let normal = draw(plain, on: plainScreen, viewport: plainViewport).1.trimmedRows.prefix(4)
    #expect(
      normal[1].contains("Above") && normal[2].contains("─") && normal[3].contains("Below"), "\(normal)")
  }

  @Test("a card's bottom edge takes a row of its own below a picture on its last row")
  func cardEdgeBelowAPicture() throws {
    let document = try Self.sampleApp("Views/Garden/GardenView.swift")
    // The session's scale at 80x24 on iPhone 17 Pro: the device 56 columns wide.
    let canvas = try Self.drawing(document, "iPhone 17 Pro", columns: 56)
    let lines = canvas.lines
    // Was `╰─└──┘───╯`: the watering can's box on the card's bottom edge.
    #expect(!lines.contains { $0.contains("╰") && $0.contains("└") }, "\(lines.joined(separator: "\n"))")
    let box = try #require(lines.firstIndex { $0.contains("└──┘") })
    #expect(lines[box + 1].contains("╰") && lines[box + 1].contains("╯"), "\(lines[box + 1])")
  }

  @Test(
    "a badge's capsule keeps its closing end beside its label at every width",
    arguments: [56, 60, 66, 80])
  func badgeKeepsItsEnd(columns: Int) throws {
    let document = try Self.sampleApp("Views/Garden/GardenView.swift")
    let canvas = try Self.drawing(document, "iPhone 17 Pro", columns: columns)
    let row = try #require(
      canvas.lines.first { $0.contains("Needs") }, "\(canvas.lines.joined(separator: "\n"))")
    // Was `( ◇ Needs water   │` at 60 columns: the label's cut-back blanked the capsule's `)`.
    let badge = row[try #require(row.range(of: "(")).lowerBound...]
    #expect(badge.contains(")"), "\(row)")
  }

  @Test(
    "a card's section header sits inside the card's edges, not on its rounded corner",
    arguments: [60, 80])
  func headerInsideItsCard(columns: Int) throws {
    let document = try Self.sampleApp("Views/PlantDetail/PlantDetailView.swift")
    let lines = try Self.drawing(document, "iPhone 17 Pro", columns: columns).lines
    let header = try #require(lines.firstIndex { $0.contains("CARE") }, "\(lines.joined(separator: "\n"))")
    // Was `╭╯CARE … ╰╮`: the header on the row where the card's corner steps in.
    let row = lines[header]
    #expect(row.contains("│ CARE") && !row.contains("╯") && !row.contains("╰"), "\(row)")
    #expect(lines[header - 1].contains("╭╯") && lines[header - 2].contains("╭─"), "\(lines[header - 1])")
  }

  @Test(
    "a badge's Arabic first line lies under its capsule's top edge, not on it",
    arguments: [60, 80])
  func arabicBadgeInsideItsCapsule(columns: Int) throws {
    let document = try Self.sampleApp("Views/Garden/GardenView.swift")
    let screen = try device("iPhone 17 Pro").screen(.portrait)
    var context = screen.context(layoutDirection: .rightToLeft)
    context.language = .arabic
    let result = LayoutEngine.layout(document.body, in: context)
    let lines = Wireframe.rasterize(
      result, on: screen, viewport: Wireframe.renderViewport(for: screen, columns: columns)
    ).lines
    // The badge's symbol is on its first line; was `╭───── ﻰﻟﺇ ﺝﺎﺘﺤﻳ ◇`: the capsule's top edge
    // drawn through that line.
    let first = try #require(lines.firstIndex { $0.contains("◇") }, "\(lines.joined(separator: "\n"))")
    // Right to left the symbol ends the badge's first line: the badge is what comes before it.
    let badge = lines[first].prefix { $0 != "◇" }
    #expect(!badge.contains("──"), "\(lines[first])")
    // The capsule's edge runs above it instead.
    let above = lines[first - 1]
    #expect(above.contains("╭") && above.contains("╮"), "\(above)\n\(lines[first])")
    // And beside it the capsule's straight side, not the step of its round end: was `◇╮`, the
    // symbol on the corner where the end steps in, on a capsule two lines of text tall.
    let after = lines[first].drop { $0 != "◇" }.dropFirst().drop { $0 == " " }
    #expect(after.first == "│", "\(lines[first - 1])\n\(lines[first])\n\(lines[first + 1])")
  }

  @Test(
    "bordered buttons of one row keep or drop their outline together",
    arguments: [56, 60, 70, 80, 100])
  func buttonsOfARowAlike(columns: Int) throws {
    let canvas = try Self.drawing(Self.sample("contact"), "iPhone 17 Pro", columns: columns)
    let row = try #require(canvas.lines.first { $0.contains("Message") && $0.contains("Call") })
    // Was `( Message )   Call     Mail` at 80x24.
    let opens = row.filter { $0 == "(" }.count
    #expect(opens == 0 || opens == 3, "\(row)")
    #expect(row.contains("Mail"))
  }

  @Test("a column of bordered buttons at AX4 keeps or drops their outline together")
  func buttonsOfAColumnAlike() throws {
    let screen = try device("iPhone 17 Pro").screen(.portrait)
    let result = LayoutEngine.layout(
      try Self.sample("contact").body, in: screen.context(dynamicTypeSize: .accessibility4))
    // The session's scale at 80x24 at AX4: the device 21 columns wide.
    let canvas = Wireframe.rasterize(
      result, on: screen, viewport: Wireframe.renderViewport(for: screen, columns: 21))
    let rows = ["Message", "Call", "Mail"].compactMap { title in canvas.lines.first { $0.contains(title) } }
    try #require(rows.count == 3, "\(canvas.lines.joined(separator: "\n"))")
    // Was `( Message )` above a bare `Call` and `Mail`.
    let outlined = rows.map { $0.contains("(") }
    #expect(Set(outlined).count == 1, "\(rows)")
  }

  @Test("at an accessibility size a truncated line shows its frame's extent, shaded after it")
  func truncatedTextShowsItsExtent() throws {
    let screen = try device("iPhone 17 Pro").screen(.portrait)
    func row(_ size: DynamicTypeSize, _ title: String) throws -> String {
      let result = LayoutEngine.layout(
        try Self.sample("inbox").body, in: screen.context(dynamicTypeSize: size))
      let canvas = Wireframe.rasterize(
        result, on: screen, viewport: Wireframe.renderViewport(for: screen, columns: 20))
      return try #require(
        canvas.lines.first { $0.contains(title) }, "\(canvas.lines.joined(separator: "\n"))")
    }
    // Was `Anna Keller…` and blank columns, which read as room to spare.
    let large = try row(.accessibility5, "Anna Keller…")
    #expect(large.contains("Anna Keller… ░"), "\(large)")
    // At Large nothing is truncated there, and nothing is shaded.
    #expect(!(try row(.large, "Anna")).contains("░"))
  }

  @Test("a word stops a blank short of a split view's divider, cut rather than flush against it")
  func noWordFlushAgainstADivider() throws {
    let canvas = try Self.drawing(
      Self.sample("mail"), "iPad Pro 11-inch (M4)", columns: 40, orientation: .landscapeLeft,
      size: .accessibility3)
    let row = try #require(canvas.lines.first { $0.contains("Favorit") })
    // Was `│ Favorites│Léa`.
    #expect(!row.contains("Favorites│"), "\(row)")
    #expect(row.contains("Favorit› │"), "\(row)")
  }

  @Test("identical fields and buttons come out the same height wherever the grid falls across them")
  func identicalControlsAlike() throws {
    // At 8 pt a row a control a fraction of a row over a whole number of rows was drawn a row
    // taller or shorter by where the grid fell across it (a field one row `[ Name ]` here, a box
    // there). Each origin moves the grid down across it by a point.
    func rows(_ control: ViewNode, gridOffset: Double) -> [String] {
      let viewport = Viewport(
        pointsPerColumn: 4, cellAspect: 2, origin: Point(x: 0, y: -gridOffset), columns: 100, rows: 100)
      let drawn = draw(top(box(10, 24), control), on: plainScreen, viewport: viewport).1.drawnRows
      // The control's rows: from its box's top edge on (the rectangle above it drawn however).
      return Array(drawn.drop { !$0.contains("┌") && !$0.contains("╭") })
    }
    let field = ViewNode(.textField(placeholder: "Name", text: nil, style: .roundedBorder))
    let button = ViewNode(.button(title: "Go", style: .bordered))
    for control in [field, button] {
      let drawings = (0..<8).map { rows(control, gridOffset: Double($0)) }
      // The same picture every time.
      #expect(
        Set(drawings).count == 1, "\(drawings.map { $0.joined(separator: "\n") }.joined(separator: "\n\n"))")
    }
  }

  @Test("a one-line text after a Spacer ends at the row's trailing edge; one between two is centred")
  func textsPlacedBySpacers() throws {
    let canvas = try Self.drawing(Self.sample("contact"), "iPhone 17 Pro", columns: 56)
    let row = try #require(canvas.lines.first { $0.contains("mobile") })
    // Was `│ mobile                   +44 20 7946 0958      │`: 6 columns short of the edge.
    #expect(row.contains("+44 20 7946 0958 │"), "\(row)")
    for direction in [LayoutDirection.leftToRight, .rightToLeft] {
      let line = hStack([spacer(), text("Mid"), spacer()])
      let drawn = draw(top(line), on: plainScreen, viewport: plainViewport, direction: direction).1
      let middle = try #require(drawn.lines.first { $0.contains("Mid") })
      let start = middle.distance(
        from: middle.startIndex, to: try #require(middle.firstRange(of: "Mid")).lowerBound)
      // 100 columns: "Mid" in the middle, at 48 or 49, whichever the direction.
      #expect((48...49).contains(start), "\(direction): \(start)")
      let trailing = draw(
        top(hStack([text("Total"), spacer(), text("$12.99")])), on: plainScreen, viewport: plainViewport,
        direction: direction
      ).1
      let priced = try #require(trailing.lines.first { $0.contains("$12.99") })
      let trimmed = priced.trimmingCharacters(in: .whitespaces)
      // The price against the trailing edge, the total against the leading one.
      #expect(
        direction == .leftToRight
          ? trimmed.hasSuffix("$12.99") && priced.hasPrefix("Total")
          : trimmed.hasPrefix("$12.99") && priced.hasSuffix("Total"), "\(direction): \(priced)")
    }
  }

  @Test(
    "a bordered button without room for its outline keeps its marks, so it reads as a button in plain text")
  func buttonKeepsItsMarks() throws {
    let screen = try device("iPad Pro 12.9-inch").screen(.portrait)
    let result = LayoutEngine.layout(try Self.sample("photo-grid").body, in: screen.context())
    let canvas = Wireframe.render(result, on: screen, width: 72)
    let row = try #require(canvas.lines.first { $0.contains("Library") })
    // Was `Library … Select`: without colour the button read as a word.
    #expect(row.contains("(Select)"), "\(row)")
  }

  @Test(
    "a picture wider than its list card stays inside the card's edges",
    arguments: [LayoutDirection.leftToRight, .rightToLeft])
  func pictureInsideItsCard(direction: LayoutDirection) throws {
    let path = Repository.root.appendingPathComponent(
      "Examples/SampleApp/Sources/Greenhouse/Views/Garden/GardenView.swift"
    ).path
    // Without the project its asset is unknown: the watering can takes a 400-pt placeholder in a
    // 370-pt card.
    let document = try #require(try SwiftLayouts.load(path: path, project: .none).first)
    let screen = try device("iPhone 17 Pro").screen(.portrait)
    let result = LayoutEngine.layout(document.body, in: screen.context(layoutDirection: direction))
    let canvas = Wireframe.rasterize(
      result, on: screen, viewport: Wireframe.renderViewport(for: screen, columns: 56))
    let lines = canvas.lines.map(Array.init)
    // The card's top edge, its corner in the fourth column.
    let top = try #require(lines.firstIndex { $0.count > 3 && $0[3] == "╭" })
    let right = try #require(lines[top].lastIndex(of: "╮"))
    // Was `│────…┐  │  │` right to left (the card's left edge under the box's top edge) and
    // `│  │ ┌────…─│` left to right: each row of the card keeps both its edges.
    for row in (top + 1)..<min(top + 12, lines.count) {
      #expect(lines[row][3] == "│" && lines[row][right] == "│", "\(String(lines[row]))")
    }
    #expect(lines[(top + 1)...].contains { $0.contains("┌") }, "the box is drawn")
  }
}
