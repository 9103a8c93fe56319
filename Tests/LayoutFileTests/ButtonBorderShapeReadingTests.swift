import LayoutEngine
import LayoutMapping
import Testing

@testable import LayoutFile

/// `buttonBorderShape` in layout files: a shape's name in either spelling, SwiftUI's
/// `.roundedRectangle(radius:)` with its argument as one scalar or as a mapping, on the button or
/// on a view around it (the innermost winning, as SwiftUI's environment does); a bad value is an
/// error at its line and column naming the key as written.
struct ButtonBorderShapeReadingTests {
  @Test func shapesOnTheButtonOrAroundIt() throws {
    let node = try body(
      """
      VStack:
        buttonStyle: bordered
        buttonBorderShape: .capsule
        content:
          - Button: Capsule
          - Button: {title: Circle, buttonBorderShape: circle}
          - Button: {title: Radius, buttonBorderShape: ".roundedRectangle(radius: 6)"}
          - Button: {title: Mapping, buttonBorderShape: {roundedRectangle: {radius: 9}}}
          - Button: {title: Short, borderShape: {roundedRectangle: 3}}
          - Button: {title: System, buttonBorderShape: ButtonBorderShape.roundedRectangle}
          - Button: {title: Border, buttonBorderShape: buttonBorder}
      """)
    let shapes: [ButtonBorderShape] = [
      .capsule, .circle, .roundedRectangle(radius: 6), .roundedRectangle(radius: 9),
      .roundedRectangle(radius: 3),
      .roundedRectangle(radius: nil), .automatic,
    ]
    #expect(node.children.count == shapes.count)
    for (child, shape) in zip(node.children, shapes) {
      guard case .control(.button(_, .bordered, _, _, _, _, let read)) = child.element else {
        Issue.record("expected a bordered button, found \(child.element)")
        continue
      }
      #expect(read == shape)
    }
  }

  @Test func badValuesAreErrorsNamingTheKeyAsWritten() {
    #expect(
      diagnostic("body:\n  Button: OK\n  buttonBorderShape: capsul")?.description
        == "test.yaml:3:22: error: unknown button border shape 'capsul' for 'buttonBorderShape'; expected one of "
        + "'automatic', 'capsule', 'roundedRectangle', 'circle', 'buttonBorder' (did you mean 'capsule'?)")
    #expect(
      diagnostic("body:\n  Button: OK\n  buttonBorderShape: \".roundedRectangle(radius: -2)\"")?.description
        == "test.yaml:3:22: error: 'radius' must not be negative, found '-2'")
    #expect(
      diagnostic("body:\n  Button: OK\n  buttonBorderShape: \".roundedRectangle(corner: 2)\"")?.description
        == "test.yaml:3:22: error: expected 'roundedRectangle(radius: 8)' for 'buttonBorderShape', found "
        + "'.roundedRectangle(corner: 2)'")
  }

  @Test func styleErrorsNameTheModifierWritten() {
    #expect(
      diagnostic("body:\n  VStack:\n    buttonStyle: borderedd\n    content: [{Button: OK}]")?.description
        == "test.yaml:3:18: error: unknown button style 'borderedd' for 'buttonStyle'; expected one of "
        + "'plain', 'borderless', 'bordered', 'prominent', 'borderedProminent' (did you mean 'bordered'?)")
    #expect(
      diagnostic("body:\n  List:\n    listStyle: plainn\n    content: [{Text: a}]")?.description.hasPrefix(
        "test.yaml:3:16: error: unknown list style 'plainn' for 'listStyle'") == true)
    // Written as the element's own argument, the message names that key.
    #expect(
      diagnostic("body:\n  Button: {title: OK, style: borderedd}")?.description.hasPrefix(
        "test.yaml:2:30: error: unknown button style 'borderedd' for 'style'") == true)
  }

  @Test func contentMarginsReadAsSwiftUIWritesThem() throws {
    let node = try body(
      """
      ScrollView:
        contentMargins: 20
        modifiers:
          - contentMargins: {edges: horizontal, length: 40, placement: scrollContent}
        content: [{Text: a}]
      """)
    #expect(
      node.modifiers == [
        .contentMargins(edges: .all, length: 20, placement: .automatic),
        .contentMargins(edges: .horizontal, length: 40, placement: .scrollContent),
      ])
    #expect(
      diagnostic("body:\n  ScrollView: [{Text: a}]\n  contentMargins: {length: 4, placement: scrollContnt}")?
        .description.hasPrefix("test.yaml:3:42: error: unknown placement 'scrollContnt' for 'placement'")
        == true)
  }
}
