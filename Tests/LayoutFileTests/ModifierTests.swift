import LayoutEngine
import LayoutMapping
import Testing

@testable import LayoutFile

/// Modifiers only a layout file spells parse to the right `Modifier`; a background or overlay
/// node keeps its place in the file; a `modifiers` list repeats modifiers in order.
@Suite struct ModifierTests {
  /// What only a layout file spells: specific edges over `horizontal` and `vertical`, a font as a
  /// mapping, `false` and `null` for no modifier. The spellings both syntaxes share are stated
  /// once for both readers in Tests/LayoutMappingTests/ModifierTests.swift.
  static let cases: [(String, [Modifier])] = [
    (
      "padding: {horizontal: 20, top: 4, vertical: 10}",
      [.padding(EdgeInsets(top: 4, leading: 20, bottom: 10, trailing: 20))]
    ),
    ("hidden: false", []),
    (
      "font: {style: title, weight: bold, size: 30}",
      [.font(Font(style: .title, weight: .bold, fixedSize: 30))]
    ),
    ("lineLimit: null", [.lineLimit(nil)]),
  ]

  @Test(arguments: cases) func modifierParses(yaml: String, expected: [Modifier]) throws {
    #expect(try body("Text: x\n" + yaml).modifiers == expected)
  }

  @Test func aBackgroundOrOverlayNodeKeepsItsModifiersAndItsPlaceInTheFile() throws {
    // A colour or a view in both syntaxes: Tests/LayoutMappingTests/ModifierTests.swift.
    let node = try body(
      """
      Text: x
      background:
        Color: red
        padding: 2
      overlay:
        alignment: topTrailing
        content:
          Image: {systemName: star}
      """)
    #expect(
      node.modifiers == [
        .background(
          ViewNode(.color("red"), modifiers: [.padding(EdgeInsets(all: 2))], source: at(4, 5)),
          alignment: .center),
        .overlay(
          ViewNode(.image(.symbol("star"), resizable: false), source: at(9, 7)), alignment: .topTrailing),
      ])
  }

  @Test func aModifiersListRepeatsModifiersInOrder() throws {
    let node = try body(
      "Text: x\npadding: 1\nmodifiers:\n  - padding: 8\n  - background: blue\n  - padding: 4\nhidden: true")
    #expect(node.modifiers.count == 5)
    #expect(node.modifiers[0] == .padding(EdgeInsets(all: 1)))
    #expect(node.modifiers[1] == .padding(EdgeInsets(all: 8)))
    #expect(node.modifiers[3] == .padding(EdgeInsets(all: 4)))
    #expect(node.modifiers[4] == .hidden)
  }

}
