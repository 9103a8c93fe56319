import LayoutEngine
import LayoutMapping
import Testing

/// Values as SwiftUI writes them (`.leading`, `Color.red`, `.infinity`), in both syntaxes; a
/// layout file's own spellings (bare names, hex colours, translations); and the policy for
/// modifiers the preview does not model: a warning with its place in both, while a name SwiftUI
/// does not have is an error with "did you mean" in a layout file. (SwiftUI's other initializers,
/// which only Swift source writes, are SwiftSourceTests' `SwiftUISpellingTests`.)
@Suite("SwiftUI's spellings in both syntaxes")
struct SwiftUISpellingTests {
  @Test("a leading dot or a type names the same value")
  func aLeadingDotOrATypeNamesTheSameValue() throws {
    let both = try bothSyntaxes(
      yaml: """
        VStack:
          alignment: .leading
          spacing: 4
          padding: {horizontal: 8}
          frame: {maxWidth: .infinity, alignment: Alignment.topLeading}
          ignoresSafeArea: [.top, Edge.Set.horizontal]
          font: .headline
          fontWeight: Font.Weight.semibold
          multilineTextAlignment: .center
          content: [{Text: a}]
        """,
      swift: """
        VStack(alignment: .leading, spacing: 4) { Text("a") }
          .padding(.horizontal, 8)
          .frame(maxWidth: .infinity, alignment: Alignment.topLeading)
          .ignoresSafeArea(edges: [.top, Edge.Set.horizontal])
          .font(.headline)
          .fontWeight(Font.Weight.semibold)
          .multilineTextAlignment(.center)
        """)
    #expect(both.swift.warnings == [], "\(messages(both.swift))")
    for node in both.bodies {
      #expect(node.element == .vStack(alignment: .leading, spacing: 4))
      #expect(
        node.modifiers == [
          .padding(EdgeInsets(leading: 8, trailing: 8)),
          .frame(FrameSpec(maxWidth: .infinity, alignment: .topLeading)),
          .ignoresSafeArea([.top, .leading, .trailing]),
          .font(Font(style: .headline)), .fontWeight(.semibold), .multilineTextAlignment(.center),
        ])
    }
  }

  @Test("standard colours by type or member in both; hex colours and their errors in a layout file")
  func colours() throws {
    for (yaml, swift, name) in [("Color.red", "Color.red", "red"), (".mint", "Color.mint", "mint")] {
      for node in try bothSyntaxes(yaml: "Color: \(yaml)", swift: swift).bodies {
        #expect(node.element == .color(name))
      }
    }
    #expect(try yamlBody("body:\n  Color: \"#FF8800\"").element == .color("#FF8800"))
    #expect(
      try yamlBody("body:\n  Color: \"Color(red: 1, green: 0.5, blue: 0)\"").element
        == .color("Color(red: 1, green: 0.5, blue: 0)"))
    #expect(
      try yamlBody("body:\n  Text: x\n  background: \"#0af\"").modifiers == [
        .background(
          ViewNode(.color("#0af"), source: SourceLocation(file: "test.yaml", line: 3, column: 15)),
          alignment: .center)
      ])
    #expect(yamlError("body:\n  Color: \"#FF88\"") == nil)
    #expect(yamlError("body:\n  Color: \"#FF8\"") == nil)
    #expect(
      yamlError("body:\n  Color: \"#FF88000\"")?.message.hasPrefix("unknown colour '#FF88000'") == true)
    #expect(yamlError("body:\n  Color: Color.rde")?.suggestion == "red")
  }

  @Test("markdown in a text's literal and its translations is its visible text; a button's title is not")
  func markdown() throws {
    let node = try yamlBody("body:\n  Text: {en: \"**Hi** [there](x)\", he: \"*שלום*\"}")
    #expect(node.element == .text("Hi there"))
    #expect(node.translations["he"] == "שלום")
    let both = try bothSyntaxes(
      yaml:
        "VStack:\n  content:\n    - Label: {title: \"~~Old~~ new\", systemImage: tray}\n    - Button: \"**Save**\"",
      swift: #"VStack { Label("~~Old~~ new", systemImage: "tray"); Button("**Save**") {} }"#)
    for node in both.bodies {
      #expect(node.children[0].element == .label(title: "Old new", systemImage: "tray"))
      #expect(node.children[1].element == .button(title: "**Save**"))
    }
    #expect(try swiftBody(#"Text("**Hi** [there](x)")"#).element == .text("Hi there"))
  }

  @Test("a SwiftUI modifier the preview does not model is a warning with its place, and left out")
  func anUnmodelledSwiftUIModifierIsAWarningWithItsPlace() throws {
    let both = try bothSyntaxes(
      yaml: "Text: x\nsymbolEffect: 1\nmodifiers:\n  - scrollTargetBehavior: {}\n  - padding: 2",
      swift: #"Text("x").symbolEffect(.pulse).scrollTargetBehavior(.paging).padding(2)"#)
    for node in both.bodies { #expect(node.modifiers == [.padding(EdgeInsets(all: 2))]) }
    #expect(
      both.yaml.warnings.map(\.description) == [
        "test.yaml:3:3: warning: 'symbolEffect' is a SwiftUI modifier the preview does not model yet; it is left out",
        "test.yaml:5:7: warning: 'scrollTargetBehavior' is a SwiftUI modifier the preview does not model yet; it is left out",
      ])
    #expect(
      messages(both.swift) == [
        "3:10: modifier '.symbolEffect' is not applied by the preview; ignored",
        "3:31: modifier '.scrollTargetBehavior' is not applied by the preview; ignored",
      ])
  }

  @Test("a name SwiftUI does not have is an error with did you mean in a layout file")
  func anUnknownNameStaysAnErrorWithDidYouMean() {
    let error = yamlError("body:\n  Text: x\n  foregroundStyl: red")
    #expect(error?.message == "unknown argument or modifier 'foregroundStyl' for 'Text'")
    #expect(error?.suggestion == "foregroundStyle")
  }

  @Test("a warning in a layout file's variant is reported once")
  func aWarningInAVariantIsReportedOnce() throws {
    let document = try yamlDocument(
      "body:\n  Text: x\n  symbolEffect: 1\n  variants:\n    - if: {typeSize: accessibility}\n      padding: 2"
    )
    #expect(document.warnings.count == 1)
  }
}
