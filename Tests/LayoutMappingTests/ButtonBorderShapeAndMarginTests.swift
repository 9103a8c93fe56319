import LayoutEngine
import LayoutMapping
import Testing

/// `buttonBorderShape` and `contentMargins` in both syntaxes: a shape by name or SwiftUI's
/// `.roundedRectangle(radius:)`, on the button or on a view around it (the innermost winning, as
/// SwiftUI's environment does); margins with one, two or three arguments, matched by type and
/// label. A bad value is an error naming the key as written in a layout file, and a warning at the
/// argument naming the modifier as written in Swift.
@Suite("Button border shapes and content margins in both syntaxes")
struct ButtonBorderShapeAndMarginTests {
  @Test("shapes on the button or around it, with a radius in each spelling")
  func shapesOnTheButtonOrAroundIt() throws {
    let both = try bothSyntaxes(
      yaml: """
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
        """,
      swift: """
        VStack {
          Button("Capsule") {}
          Button("Circle") {}.buttonBorderShape(ButtonBorderShape.circle)
          Button("Radius") {}.buttonBorderShape(.roundedRectangle(radius: 6))
          Button("Mapping") {}.buttonBorderShape(.roundedRectangle(radius: 9))
          Button("Short") {}.buttonBorderShape(.roundedRectangle(radius: 3))
          Button("System") {}.buttonBorderShape(ButtonBorderShape.roundedRectangle)
          Button("Border") {}.buttonBorderShape(.buttonBorder)
        }
        .buttonStyle(.bordered)
        .buttonBorderShape(.capsule)
        """)
    #expect(both.swift.warnings == [], "\(messages(both.swift))")
    let shapes: [ButtonBorderShape] = [
      .capsule, .circle, .roundedRectangle(radius: 6), .roundedRectangle(radius: 9),
      .roundedRectangle(radius: 3),
      .roundedRectangle(radius: nil), .automatic,
    ]
    for node in both.bodies {
      #expect(node.children.count == shapes.count)
      for (child, shape) in zip(node.children, shapes) {
        guard case .control(.button(_, .bordered, _, _, _, _, let read)) = child.element else {
          Issue.record("expected a bordered button, found \(child.element)")
          continue
        }
        #expect(read == shape)
      }
    }
    #expect(outline(both.swift.body) == outline(both.yaml.body))
  }

  @Test("bad values in a layout file are errors naming the key as written")
  func badValuesAreErrorsNamingTheKeyAsWritten() {
    #expect(
      yamlError("body:\n  Button: OK\n  buttonBorderShape: capsul")?.description
        == "test.yaml:3:22: error: unknown button border shape 'capsul' for 'buttonBorderShape'; expected one of "
        + "'automatic', 'capsule', 'roundedRectangle', 'circle', 'buttonBorder' (did you mean 'capsule'?)")
    #expect(
      yamlError("body:\n  Button: OK\n  buttonBorderShape: \".roundedRectangle(radius: -2)\"")?.description
        == "test.yaml:3:22: error: 'radius' must not be negative, found '-2'")
    #expect(
      yamlError("body:\n  Button: OK\n  buttonBorderShape: \".roundedRectangle(corner: 2)\"")?.description
        == "test.yaml:3:22: error: expected 'roundedRectangle(radius: 8)' for 'buttonBorderShape', found "
        + "'.roundedRectangle(corner: 2)'")
  }

  @Test("style errors in a layout file name the modifier written, or the element's own key")
  func styleErrorsNameTheModifierWritten() {
    #expect(
      yamlError("body:\n  VStack:\n    buttonStyle: borderedd\n    content: [{Button: OK}]")?.description
        == "test.yaml:3:18: error: unknown button style 'borderedd' for 'buttonStyle'; expected one of "
        + "'plain', 'borderless', 'bordered', 'prominent', 'borderedProminent' (did you mean 'bordered'?)")
    #expect(
      yamlError("body:\n  List:\n    listStyle: plainn\n    content: [{Text: a}]")?.description.hasPrefix(
        "test.yaml:3:16: error: unknown list style 'plainn' for 'listStyle'") == true)
    // Written as the element's own argument, the message names that key.
    #expect(
      yamlError("body:\n  Button: {title: OK, style: borderedd}")?.description.hasPrefix(
        "test.yaml:2:30: error: unknown button style 'borderedd' for 'style'") == true)
  }

  @Test("a bad style or shape in Swift is a warning at the argument naming the modifier written")
  func badValuesInSwiftNameTheModifier() throws {
    let tree = try swiftPreview(
      """
      import SwiftUI
      #Preview {
      VStack {
        Button("A") {}.buttonBorderShape(.roundedRectangle(radius: -1))
      }
      .buttonStyle(.borderedd)
      }
      """)
    #expect(
      messages(tree) == [
        "6:14: expected one of '.plain', '.borderless', '.bordered', '.prominent', '.borderedProminent' "
          + "for '.buttonStyle', found .borderedd; ignored",
        "4:36: expected a ButtonBorderShape such as '.capsule' or '.roundedRectangle(radius: 8)' for "
          + "'.buttonBorderShape', found .roundedRectangle(radius: -1); ignored",
      ])
  }

  @Test("contentMargins with one, two or three arguments, repeated as SwiftUI repeats modifiers")
  func contentMargins() throws {
    let both = try bothSyntaxes(
      yaml: """
        VStack:
          content:
            - ScrollView:
                contentMargins: 20
                modifiers:
                  - contentMargins: {edges: horizontal, length: 40, placement: scrollContent}
                content: [{Text: a}]
            - ScrollView:
                contentMargins: {edges: [top, bottom], length: 8, placement: scrollIndicators}
                content: [{Text: c}]
        """,
      swift: """
        VStack {
          ScrollView { Text("a") }
            .contentMargins(20)
            .contentMargins(.horizontal, 40, for: .scrollContent)
          ScrollView { Text("c") }.contentMargins([.top, .bottom], 8, for: .scrollIndicators)
        }
        """)
    #expect(both.yaml.warnings == [] && both.swift.warnings == [], "\(messages(both.swift))")
    for node in both.bodies {
      #expect(
        node.children.map(\.modifiers) == [
          [
            .contentMargins(edges: .all, length: 20, placement: .automatic),
            .contentMargins(edges: .horizontal, length: 40, placement: .scrollContent),
          ],
          [.contentMargins(edges: .vertical, length: 8, placement: .scrollIndicators)],
        ])
    }
    #expect(
      yamlError("body:\n  ScrollView: [{Text: a}]\n  contentMargins: {length: 4, placement: scrollContnt}")?
        .description.hasPrefix("test.yaml:3:42: error: unknown placement 'scrollContnt' for 'placement'")
        == true)
  }
}
