import Devices
import Foundation
import LayoutEngine
import LayoutFile
import LayoutMapping
import TestSupport
import Testing

@testable import Wireframe

/// What the terminal shows of a control or a row, the SVG shows too: over every bundled layout
/// file on a phone and an iPad, in both directions, each row chevron, menu arrow, checkmark,
/// stepper sign and button or share symbol the text wireframe draws in a node's cells is in that
/// node's group of the SVG, a segmented picker's outline and a switch's state with it.
@Suite("SVG and terminal parity")
struct SVGParityTests {
  /// The glyphs that stand for something a control or row shows (not its text).
  static let markers: Set<Character> = ["›", "‹", "↑", "↓", "✓", "−", "+"]

  /// The body of the SVG group of node `path` (`<g id="n0.1">` … `</g>`), empty when there is none.
  static func group(_ path: String, in svg: String) -> String {
    guard let start = svg.range(of: "<g id=\"n\(path)\"") else { return "" }
    let rest = svg[start.upperBound...]
    return String(rest[..<(rest.range(of: "</g>")?.lowerBound ?? rest.endIndex)])
  }

  /// The marker glyphs and symbol glyphs the canvas shows in `cells`.
  static func glyphs(in cells: CellRect, of canvas: Canvas, symbols: Set<Character>) -> Set<Character> {
    var found: Set<Character> = []
    let shown = cells.intersection(
      CellRect(minColumn: 0, minRow: 0, maxColumn: canvas.columns, maxRow: canvas.rows))
    guard !shown.isEmpty else { return [] }
    for row in shown.minRow..<shown.maxRow {
      for column in shown.minColumn..<shown.maxColumn {
        let cell = canvas[column, row]
        guard cell.role == .control || cell.role == .controlFill || cell.role == .image else { continue }
        if markers.contains(cell.character) || symbols.contains(cell.character) {
          found.insert(cell.character)
        }
      }
    }
    return found
  }

  static let samples = [
    "contact", "inbox", "mail", "messages", "music-player", "order-status", "photo-grid",
    "photo-library", "preferences", "profile", "settings", "sign-in",
  ]

  @Test(
    "every marker the terminal draws for a control or row is in its SVG",
    arguments: ["iPhone 17 Pro", "iPad Pro 11-inch (M4)"])
  func parity(deviceName: String) throws {
    let screen = try device(deviceName).screen(.portrait)
    var checked = 0
    for sample in Self.samples {
      let document = try LayoutFileParser.load(
        path: Repository.root.appendingPathComponent("Layouts/\(sample).yaml").path)
      for direction in [LayoutDirection.leftToRight, .rightToLeft] {
        let result = LayoutEngine.layout(document.body, in: screen.context(layoutDirection: direction))
        let viewport = Wireframe.renderViewport(for: screen, columns: 160)
        let canvas = Wireframe.rasterize(result, on: screen, viewport: viewport)
        let window = WindowRasterizer.windowViewport(viewport, for: screen)
        let svg = SVGOutput.render(result, on: screen)
        for (index, node) in result.nodes.enumerated() where !node.isHidden {
          let path = result.path(of: index)
          let place = "\(sample) \(deviceName) \(direction) \(path) \(node.element.typeName)"
          var symbols: Set<Character> = []
          switch node.element {
          case .labeled, .control(.stepper): break
          case .control(.button(_, _, _, let symbol?, _, let labelStyle, _)) where labelStyle != .titleOnly:
            symbols.insert(
              SymbolGlyph.character(for: symbol, isMirrored: node.isMirrored, glyphs: GlyphSet.unicode.glyphs)
            )
          case .control(.shareLink):
            symbols.insert(
              SymbolGlyph.character(
                for: Control.shareSymbol, isMirrored: false, glyphs: GlyphSet.unicode.glyphs))
          case .control(.toggle(_, let isOn, .switch, _)):
            let shows = Self.group(path, in: svg)
            #expect(shows.contains(isOn ? "switch-on" : "switch-off"), "\(place)")
            continue
          default: continue
          }
          let drawn = Self.group(path, in: svg)
          if case .labeled(.picker(let style, _)) = node.element,
            Labeled.shownStyle(style, inList: LabeledRasterizer.isInList(index, in: result)) == .segmented
          {
            checked += 1
            #expect(drawn.contains("class=\"segments\""), "\(place)")
          }
          let shown = Self.glyphs(in: window.cells(for: node.frame), of: canvas, symbols: symbols)
          for glyph in shown {
            checked += 1
            #expect(
              drawn.contains(glyph), "\(place): the terminal shows \(glyph), the SVG does not\n\(drawn)")
          }
        }
      }
    }
    // The samples have chevrons, menus, steppers, symbols: the check looked at them.
    #expect(checked > 20, "\(checked) markers checked")
  }

  @Test("the keyboard is opaque: what it covers does not show through")
  func keyboardOpaque() {
    #expect(SVGStyle.sheet.contains(".keyboard{fill:#d1d3d9}"))
    #expect(!SVGStyle.sheet.contains(".keyboard{fill:#d1d3d9;fill-opacity"))
  }
}
