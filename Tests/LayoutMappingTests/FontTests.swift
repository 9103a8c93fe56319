import LayoutEngine
import Testing

/// A font written as SwiftUI writes it reads the same from a layout file and from Swift source:
/// both go through the one converter of fonts (`ValueConverter.font`).
@Suite("Fonts in both syntaxes")
struct FontTests {
  /// Spellings and the font each stands for, as SwiftUI draws it.
  static let cases: [(String, Font)] = [
    (".headline", Font(style: .headline)),
    ("Font.title2", Font(style: .title2)),
    (".body.bold().italic()", Font(style: .body, weight: .bold, isItalic: true)),
    (".caption.monospacedDigit()", Font(style: .caption, hasMonospacedDigits: true)),
    (".title2.weight(.semibold)", Font(style: .title2, weight: .semibold)),
    (
      ".body.bold().italic().monospacedDigit()",
      Font(weight: .bold, isItalic: true, hasMonospacedDigits: true)
    ),
    ("Font.headline.monospaced()", Font(style: .headline, design: .monospaced)),
    (
      ".system(size: 17, weight: .medium, design: .rounded)",
      Font(weight: .medium, fixedSize: 17, design: .rounded)
    ),
    (".system(.title, design: .serif)", Font(style: .title, design: .serif)),
    (".system(size: 20).weight(.heavy)", Font(weight: .heavy, fixedSize: 20)),
    // SwiftUI's `custom(_:size:)` scales with Dynamic Type relative to `.body`; `fixedSize:` does not.
    (".custom(\"Avenir Next\", size: 17)", Font(style: .body, fixedSize: 17, scalesWithStyle: true)),
    (
      ".custom(\"Avenir\", size: 28, relativeTo: .title)",
      Font(style: .title, fixedSize: 28, scalesWithStyle: true)
    ),
    (
      ".custom(\"Avenir\", size: 20, relativeTo: .headline)",
      Font(style: .headline, fixedSize: 20, scalesWithStyle: true)
    ),
    (".custom(\"Avenir\", fixedSize: 12)", Font(fixedSize: 12)),
  ]

  @Test("each spelling gives the same font from YAML and from Swift", arguments: cases)
  func sameFont(spelling: String, font: Font) throws {
    let yaml = try yamlBody("body:\n  Text: A\n  font: '\(spelling)'\n")
    let swift = try swiftBody("Text(\"A\").font(\(spelling))")
    #expect(yaml.modifiers == [.font(font)])
    #expect(swift.modifiers == [.font(font)])
  }

  @Test("a font modifier a layout file does not know is an error there, and left out from Swift")
  func policy() throws {
    #expect(throws: (any Error).self) {
      try yamlBody("body:\n  Text: A\n  font: '.body.leading(.tight)'\n")
    }
    let swift = try swiftBody("Text(\"A\").font(.body.leading(.tight))")
    #expect(swift.modifiers == [.font(Font(style: .body))])
  }
}
