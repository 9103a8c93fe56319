import LayoutEngine
import LayoutMapping
import Testing

@testable import LayoutFile

/// The text modifiers read into the engine's modifiers, in SwiftUI's spellings too.
@Suite struct TextModifierTests {
  static let cases: [(String, [Modifier])] = [
    ("bold: true", [.fontWeight(.bold)]),
    ("bold: false", []),
    ("italic: true", [.italic]),
    ("monospaced: true", [.fontDesign(.monospaced)]),
    ("monospacedDigit: true", [.monospacedDigit]),
    ("fontDesign: .rounded", [.fontDesign(.rounded)]),
    ("lineLimit: 2...3", [.lineLimit(3), .reservedLines(2)]),
    ("lineLimit: 2...", [.lineLimit(nil), .reservedLines(2)]),
    ("lineLimit: ...3", [.lineLimit(3)]),
    ("lineLimit: {limit: 3, reservesSpace: true}", [.lineLimit(3), .reservedLines(3)]),
    ("lineLimit: {limit: 3, reservesSpace: false}", [.lineLimit(3)]),
    ("lineSpacing: 6", [.lineSpacing(6)]),
    ("minimumScaleFactor: 0.5", [.minimumScaleFactor(0.5)]),
    ("truncationMode: .middle", [.truncationMode(.middle)]),
    ("truncationMode: head", [.truncationMode(.head)]),
    ("textCase: .uppercase", [.textCase(.uppercase)]),
    ("textCase: none", [.textCase(nil)]),
    ("dynamicTypeSize: ...xxxLarge", [.dynamicTypeSize(.xSmall ... .xxxLarge)]),
    ("dynamicTypeSize: ...DynamicTypeSize.xxxLarge", [.dynamicTypeSize(.xSmall ... .xxxLarge)]),
    ("dynamicTypeSize: .large ... .accessibility2", [.dynamicTypeSize(.large ... .accessibility2)]),
    ("dynamicTypeSize: .large", [.dynamicTypeSize(.large ... .large)]),
    ("environment: {dynamicTypeSize: AX1}", [.dynamicTypeSize(.accessibility1 ... .accessibility1)]),
  ]

  @Test(arguments: cases) func textModifierParses(yaml: String, expected: [Modifier]) throws {
    #expect(try body("Text: x\n" + yaml).modifiers == expected)
  }

  static let fonts: [(String, Font)] = [
    (".headline", Font(style: .headline)),
    ("Font.title2", Font(style: .title2)),
    (".title2.weight(.semibold)", Font(style: .title2, weight: .semibold)),
    (".body.bold().italic()", Font(style: .body, weight: .bold, isItalic: true)),
    (".caption.monospacedDigit()", Font(style: .caption, hasMonospacedDigits: true)),
    (
      "\".system(size: 17, weight: .medium, design: .rounded)\"",
      Font(weight: .medium, fixedSize: 17, design: .rounded)
    ),
    ("\".system(.title, design: .serif)\"", Font(style: .title, design: .serif)),
    (
      "\".custom(\\\"Avenir\\\", size: 20, relativeTo: .headline)\"",
      Font(style: .headline, fixedSize: 20, scalesWithStyle: true)
    ),
    ("\".custom(\\\"Avenir\\\", size: 20)\"", Font(style: .body, fixedSize: 20, scalesWithStyle: true)),
    ("\".custom(\\\"Avenir\\\", fixedSize: 20)\"", Font(style: .body, fixedSize: 20)),
    ("{size: 20, relativeTo: headline}", Font(style: .headline, fixedSize: 20, scalesWithStyle: true)),
    ("{style: body, design: monospaced, italic: true}", Font(design: .monospaced, isItalic: true)),
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
