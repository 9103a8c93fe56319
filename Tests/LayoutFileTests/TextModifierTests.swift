import LayoutEngine
import LayoutMapping
import Testing

@testable import LayoutFile

/// Text modifiers and fonts only a layout file spells, and the errors a layout file gives for bad
/// ones.
@Suite struct TextModifierTests {
  /// What only a layout file spells: `false` for no modifier, a type-qualified range bound. The
  /// spellings both syntaxes share are stated once for both readers in
  /// Tests/LayoutMappingTests/ModifierTests.swift.
  static let cases: [(String, [Modifier])] = [
    ("bold: false", []),
    ("dynamicTypeSize: ...DynamicTypeSize.xxxLarge", [.dynamicTypeSize(.xSmall ... .xxxLarge)]),
  ]

  @Test(arguments: cases) func textModifierParses(yaml: String, expected: [Modifier]) throws {
    #expect(try body("Text: x\n" + yaml).modifiers == expected)
  }

  /// Fonts only a layout file spells, as a mapping; SwiftUI's spellings are read by the one font
  /// converter and tested for both readers in Tests/LayoutMappingTests/FontTests.swift.
  static let fonts: [(String, Font)] = [
    ("{size: 20, relativeTo: headline}", Font(style: .headline, fixedSize: 20, scalesWithStyle: true)),
    ("{style: body, design: monospaced, italic: true}", Font(design: .monospaced, isItalic: true)),
    ("{style: title2, weight: semibold}", Font(style: .title2, weight: .semibold)),
  ]

  @Test(arguments: fonts) func fontSpellings(yaml: String, expected: Font) throws {
    #expect(try body("Text: x\nfont: " + yaml).modifiers == [.font(expected)])
  }

  @Test func badFontsAndRangesAreErrors() {
    #expect(
      diagnostic("body:\n  Text: x\n  font: \".system(size: -1)\"")?.message.hasPrefix(
        "expected a font such as") == true)
    #expect(diagnostic("body:\n  Text: x\n  font: \".headline.smallCaps()\"") != nil)
    #expect(
      diagnostic("body:\n  Text: x\n  font: {relativeTo: body}")?.message.contains(
        "'relativeTo' scales a 'size'") == true)
    #expect(diagnostic("body:\n  Text: x\n  lineLimit: 3...2")?.message == "the line range '3...2' is empty")
    #expect(diagnostic("body:\n  Text: x\n  lineLimit: 0...2") != nil)
    #expect(
      diagnostic("body:\n  Text: x\n  lineLimit: {limit: 2...3, reservesSpace: true}")?.message
        == "'reservesSpace' goes with one number of lines, such as 'limit: 3'")
    #expect(diagnostic("body:\n  Text: x\n  minimumScaleFactor: 1.5") != nil)
    #expect(diagnostic("body:\n  Text: x\n  truncationMode: .centre")?.suggestion == nil)
    #expect(diagnostic("body:\n  Text: x\n  truncationMode: midle")?.suggestion == "middle")
  }
}
