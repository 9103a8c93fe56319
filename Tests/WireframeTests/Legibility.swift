import Devices
import Foundation
import LayoutEngine
import TestSupport

@testable import Wireframe

/// How legible one wireframe is: what the layout says each label shows (the lines `frames`
/// reports) against what the canvas draws.
///
/// A label line counts when its node is visible on the screen (not hidden, inside its clip and the
/// window). It *fits* when its width in columns is at most the columns of its node's frame or of
/// its parent's (the row or stack it sits in). It *reads whole* when its characters (sanitized, in
/// visual order) appear unbroken on one of its frame's rows or the row below, overlapping its
/// columns or the line's width either side (where they appear more than once, a place clear of
/// neighbours counts: a wrapped piece "ad" also appears inside "Hadd"). A *collision* is a line
/// read whole whose cell before
/// or after is not blank (it touches a line, a border, a glyph or other text), or two consecutive
/// lines of one text read on the same row as `a b` when the text never says `a b` (wrapped pieces
/// joined).
struct Legibility: Equatable {
  /// Label lines on the screen.
  var labels = 0
  /// Those whose width fits the columns of their frame or their parent's.
  var fitting = 0
  /// Fitting lines drawn whole.
  var whole = 0
  /// Lines read whole that touch something, and wrapped pieces joined.
  var collisions = 0
  /// A few of the fitting lines that did not read whole or collided, for the failure message.
  var misses: [String] = []

  /// How many misses a total keeps (`LEGIBILITY_MISSES` in the environment, else 12).
  static let keptMisses = Int(ProcessInfo.processInfo.environment["LEGIBILITY_MISSES"] ?? "") ?? 12

  /// Adds `other`'s counts (and some of its misses).
  mutating func add(_ other: Legibility) {
    labels += other.labels
    fitting += other.fitting
    whole += other.whole
    collisions += other.collisions
    misses += other.misses.prefix(max(0, Self.keptMisses - misses.count))
  }

  /// The share of fitting lines read whole, in percent.
  var percentWhole: Double { fitting == 0 ? 100 : Double(whole) * 100 / Double(fitting) }

  /// Measures `canvas`, drawn from `result` on `screen` through `viewport` (the device's).
  static func measure(_ result: LayoutResult, on screen: Screen, viewport: Viewport, canvas: Canvas)
    -> Legibility
  {
    let window = WindowRasterizer.windowViewport(viewport, for: screen)
    let windowCells = viewport.cells(for: screen.window).intersection(
      CellRect(minColumn: 0, minRow: 0, maxColumn: canvas.columns, maxRow: canvas.rows))
    var rows: [Int: [(column: Int, character: Character)]] = [:]
    func cellsOf(row: Int) -> [(column: Int, character: Character)] {
      if let cached = rows[row] { return cached }
      var found: [(column: Int, character: Character)] = []
      for column in 0..<canvas.columns where !canvas[column, row].isContinuation {
        found.append((column, canvas[column, row].character))
      }
      rows[row] = found
      return found
    }
    var measure = Legibility()
    for node in result.nodes {
      guard !node.isHidden, let text = node.text, !text.lines.isEmpty else { continue }
      if case .control(.secureField) = node.element { continue }
      let cells = window.cells(for: node.frame)
      var visible = windowCells
      if let clip = node.clip { visible = visible.intersection(window.cells(for: clip)) }
      guard !cells.isEmpty, visible.contains(column: cells.midColumn, row: cells.midRow) else { continue }
      let parent = node.parent.map { window.cells(for: result.nodes[$0].frame) } ?? cells
      let room = min(max(cells.width, parent.width), windowCells.width)
      var found: [(row: Int, range: Range<Int>)?] = []
      for line in text.lines {
        let visual = BidiText.visual(
          Sanitizer.sanitizeKeepingBidiFormatting(line.text), fallback: .leftToRight)
        let expected = Array(visual.text)
        let width = DisplayWidth.of(visual.text)
        measure.labels += 1
        guard width > 0 else {
          found.append(nil)
          continue
        }
        let fits = width <= room
        if fits { measure.fitting += 1 }
        let near = (cells.minColumn - width)..<(cells.maxColumn + width)
        // Every place the line appears, the first standing clear of its neighbours preferred: a
        // short wrapped piece ("ad" of "Hadd", "ad") also appears inside the longer one.
        var hits: [(row: Int, range: Range<Int>)] = []
        for row in cells.minRow...cells.maxRow where row >= 0 && row < canvas.rows {
          hits += occurrences(of: expected, in: cellsOf(row: row), near: near).map { (row, $0) }
        }
        func clear(_ hit: (row: Int, range: Range<Int>)) -> Bool {
          ![hit.range.lowerBound - 1, hit.range.upperBound].contains { column in
            column >= 0 && column < canvas.columns && canvas[column, hit.row].character != " "
          }
        }
        // Nor is a piece read where an earlier line of the same text was ("e" inside "Lovelac").
        hits.removeAll { hit in
          found.contains { $0.map { $0.row == hit.row && $0.range.overlaps(hit.range) } ?? false }
        }
        // Nor is a text read inside a control's title ("Syncing" in "(Pause Syncing)"): the
        // letters there are the control's, drawn in its role.
        if case .textual = node.element {
          hits.removeAll { hit in
            [.control, .controlFill].contains(canvas[hit.range.lowerBound, hit.row].role)
          }
        }
        let hit = hits.first(where: clear) ?? hits.first
        found.append(hit)
        guard let hit else {
          if fits { measure.misses.append("not whole: \(line.text)") }
          continue
        }
        if fits { measure.whole += 1 }
        // A button that cannot keep its outline keeps its marks tight around its title
        // (`(Message)`, `(❝ Message)`): they are the label's own, and the cells beyond them must
        // be blank.
        func mark(_ column: Int, _ glyph: Character) -> Bool {
          isBorderedButton(node.element) && column >= 0 && column < canvas.columns
            && canvas[column, hit.row].character == glyph
        }
        var before = hit.range.lowerBound - 1
        if mark(before, Glyphs.unicode.buttonOpen) { before -= 1 }
        var after = hit.range.upperBound
        if mark(after, Glyphs.unicode.buttonClose) { after += 1 }
        let touches = [before, after].contains { column in
          column >= 0 && column < canvas.columns && canvas[column, hit.row].character != " "
        }
        if touches {
          measure.collisions += 1
          measure.misses.append("touches: \(line.text)")
        }
      }
      // Wrapped pieces joined: "Bluetoot h".
      let whole = title(of: node.element) ?? text.lines.map(\.text).joined(separator: " ")
      for index in text.lines.indices.dropLast() {
        guard let first = found[index], let second = found[index + 1], first.row == second.row,
          second.range.lowerBound == first.range.upperBound + 1
        else { continue }
        let spaced = text.lines[index].text + " " + text.lines[index + 1].text
        if !whole.contains(spaced) {
          measure.collisions += 1
          measure.misses.append("joined: \(spaced)")
        }
      }
    }
    return measure
  }

  /// Whether `element` is drawn as a bordered or prominent button (a button-style toggle too).
  static func isBorderedButton(_ element: Element) -> Bool {
    switch element {
    case .control(.button(_, let style, _, _, _, _, _)): style != .plain
    case .control(.toggle(_, _, .button, _)): true
    default: false
    }
  }

  /// Every run of columns where `expected` appears unbroken on a row, overlapping `near`.
  static func occurrences(
    of expected: [Character], in row: [(column: Int, character: Character)], near: Range<Int>
  ) -> [Range<Int>] {
    guard !expected.isEmpty, row.count >= expected.count else { return [] }
    var found: [Range<Int>] = []
    for start in 0...(row.count - expected.count) {
      let first = row[start].column
      let last = row[start + expected.count - 1].column
      guard last >= near.lowerBound, first < near.upperBound else { continue }
      var matches = true
      for offset in expected.indices where row[start + offset].character != expected[offset] {
        matches = false
        break
      }
      if matches {
        let end = last + DisplayWidth.of(expected[expected.count - 1])
        found.append(first..<end)
      }
    }
    return found
  }

  /// The string an element shows before wrapping, when it has one.
  static func title(of element: Element) -> String? {
    switch element {
    case .textual(.text(let string)): string
    case .textual(.label(let title, _, _)): title
    case .control(.toggle(let title, _, _, _)), .control(.button(let title, _, _, _, _, _, _)): title
    default: nil
    }
  }
}
