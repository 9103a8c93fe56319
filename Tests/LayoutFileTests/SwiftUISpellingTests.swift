import LayoutEngine
import LayoutMapping
import Testing

@testable import LayoutFile

/// Values as SwiftUI writes them (`.leading`, `Color.red`, `.infinity`, hex colours), modifiers
/// accepted but not drawn, and warnings for SwiftUI modifiers the preview does not model.
@Suite struct SwiftUISpellingTests {
  @Test func aLeadingDotOrATypeNamesTheSameValue() throws {
    let node = try body(
      """
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
      """)
    #expect(node.element == .vStack(alignment: .leading, spacing: 4))
    #expect(
      node.modifiers == [
        .padding(EdgeInsets(leading: 8, trailing: 8)),
        .frame(FrameSpec(maxWidth: .infinity, alignment: .topLeading)),
        .ignoresSafeArea([.top, .leading, .trailing]),
        .font(Font(style: .headline)), .fontWeight(.semibold), .multilineTextAlignment(.center),
      ])
  }

  @Test func coloursInSwiftUISpellingsAndHex() throws {
    #expect(try body("Color: Color.red").element == .color("red"))
    #expect(try body("Color: .mint").element == .color("mint"))
    #expect(try body("Color: \"#FF8800\"").element == .color("#FF8800"))
    #expect(
      try body("Color: \"Color(red: 1, green: 0.5, blue: 0)\"").element
        == .color("Color(red: 1, green: 0.5, blue: 0)"))
    #expect(
      try body("Text: x\nbackground: \"#0af\"").modifiers == [
        .background(ViewNode(.color("#0af"), source: at(3, 15)), alignment: .center)
      ])
    #expect(diagnostic("body:\n  Color: \"#FF88\"") == nil)
    #expect(diagnostic("body:\n  Color: \"#FF8\"") == nil)
    #expect(
      diagnostic("body:\n  Color: \"#FF88000\"")?.message.hasPrefix("unknown colour '#FF88000'") == true)
    #expect(diagnostic("body:\n  Color: Color.rde")?.suggestion == "red")
  }

  @Test func markdownInTextAndItsTranslationsIsItsVisibleText() throws {
    let node = try body("Text: {en: \"**Hi** [there](x)\", he: \"*שלום*\"}")
    #expect(node.element == .text("Hi there"))
    #expect(node.translations["he"] == "שלום")
    #expect(
      try body("Label: {title: \"~~Old~~ new\", systemImage: tray}").element
        == .label(title: "Old new", systemImage: "tray"))
    #expect(try body("Button: \"**Save**\"").element == .button(title: "**Save**"))
  }

  @Test func acceptedModifiersAreKeptAsWritten() throws {
    let node = try body(
      """
      Text: x
      foregroundStyle: .secondary
      opacity: 0.5
      shadow: {radius: 4, y: 2}
      onTapGesture: {}
      accessibilityLabel: Close
      environment: {colorScheme: dark}
      """)
    #expect(
      node.modifiers == [
        .accepted(name: "foregroundStyle", value: ".secondary"), .accepted(name: "opacity", value: "0.5"),
        .accepted(name: "shadow", value: "{radius: 4, y: 2}"), .accepted(name: "onTapGesture", value: "{}"),
        .accepted(name: "accessibilityLabel", value: "Close"),
        .accepted(name: "environment", value: "colorScheme: dark"),
      ])
  }

  @Test func acceptedModifiersChangeNoFrame() throws {
    let plain = try parse("body:\n  Text: Hello there\n  padding: 4")
    let decorated = try parse(
      "body:\n  Text: Hello there\n  foregroundColor: red\n  padding: 4\n  opacity: 0.3\n  sheet: {}\n  task: {}"
    )
    let context = LayoutContext(containerSize: Size(width: 300, height: 600))
    #expect(
      LayoutEngine.layout(plain.body, in: context).nodes.map(\.frame)
        == LayoutEngine.layout(decorated.body, in: context).nodes.map(\.frame))
  }

  @Test func anUnmodelledSwiftUIModifierIsAWarningWithItsPlace() throws {
    let document = try parse(
      "body:\n  Text: x\n  symbolEffect: 1\n  modifiers:\n    - scrollTargetBehavior: {}\n    - padding: 2")
    #expect(document.body.modifiers == [.padding(EdgeInsets(all: 2))])
    #expect(
      document.warnings.map(\.description) == [
        "test.yaml:3:3: warning: 'symbolEffect' is a SwiftUI modifier the preview does not model yet; it is left out",
        "test.yaml:5:7: warning: 'scrollTargetBehavior' is a SwiftUI modifier the preview does not model yet; it is left out",
      ])
  }

  @Test func anUnknownNameStaysAnErrorWithDidYouMean() {
    let error = diagnostic("body:\n  Text: x\n  foregroundStyl: red")
    #expect(error?.message == "unknown argument or modifier 'foregroundStyl' for 'Text'")
    #expect(error?.suggestion == "foregroundStyle")
  }

  @Test func aWarningInAVariantIsReportedOnce() throws {
    let document = try parse(
      "body:\n  Text: x\n  symbolEffect: 1\n  variants:\n    - if: {typeSize: accessibility}\n      padding: 2"
    )
    #expect(document.warnings.count == 1)
  }
}
