import LayoutEngine
import LayoutMapping
import Testing

/// Modifiers accepted but not drawn (colours, effects, gestures, accessibility, the transforms) in
/// both syntaxes: kept with their arguments as written, changing no frame; and `redacted`,
/// `unredacted` by SwiftUI's reason. What "as written" is differs by syntax: a layout file's value
/// as its text, Swift's one unlabelled argument as its value or several as `label: value` pairs.
@Suite("Accepted modifiers and redaction in both syntaxes")
struct AcceptedAndRedactedTests {
  @Test("redacted by its reason on a view or around it; unredacted undoes it inside")
  func redactedAndUnredacted() throws {
    let both = try bothSyntaxes(
      yaml: """
        VStack:
          redacted: .placeholder
          content:
            - Text: a
              unredacted: true
            - Text: b
              redacted: privacy
            - Text: c
              rotationEffect: .degrees(10)
              unredacted: true
        """,
      swift: """
        VStack {
          Text("a").unredacted()
          Text("b").redacted(reason: .privacy)
          Text("c").rotationEffect(.degrees(10)).unredacted()
        }
        .redacted(reason: .placeholder)
        """)
    #expect(both.yaml.warnings == [] && both.swift.warnings == [], "\(messages(both.swift))")
    for node in both.bodies {
      #expect(node.modifiers.contains(.redacted(true)))
      #expect(node.children[0].modifiers == [.redacted(false)])
      #expect(node.children[1].modifiers == [])
      #expect(
        node.children[2].modifiers == [
          .accepted(name: "rotationEffect", value: ".degrees(10)"), .redacted(false),
        ])
    }
    #expect(outline(both.swift.body) == outline(both.yaml.body))
    let placeholder = try bothSyntaxes(
      yaml: "Text: b\nredacted: placeholder", swift: #"Text("b").redacted(reason: .placeholder)"#)
    for node in placeholder.bodies { #expect(node.modifiers == [.redacted(true)]) }
    #expect(
      yamlError("body:\n  Text: a\n  redacted: placeholdr")?.description.hasPrefix(
        "test.yaml:3:13: error: unknown redaction reason 'placeholdr' for 'reason'") == true)
  }

  @Test("accepted modifiers are kept with their arguments as each syntax writes them")
  func keptAsWritten() throws {
    let both = try bothSyntaxes(
      yaml: """
        Text: x
        foregroundStyle: .secondary
        opacity: 0.5
        shadow: {radius: 4, y: 2}
        onTapGesture: {}
        accessibilityLabel: Close
        environment: {colorScheme: dark}
        scaleEffect: {x: 2, y: 1}
        """,
      swift: """
        Text("x")
          .foregroundStyle(.secondary)
          .opacity(0.5)
          .shadow(radius: 4, y: 2)
          .onTapGesture {}
          .accessibilityLabel("Close")
          .environment(\\.colorScheme, .dark)
          .scaleEffect(x: 2, y: 1)
        """)
    #expect(both.yaml.warnings == [] && both.swift.warnings == [], "\(messages(both.swift))")
    for node in both.bodies {
      #expect(
        node.modifiers.map(\.kind) == Array(repeating: .accepted, count: 7), "\(node.modifiers)")
      #expect(
        node.modifiers.prefix(2) == [
          .accepted(name: "foregroundStyle", value: ".secondary"), .accepted(name: "opacity", value: "0.5"),
        ])
    }
    #expect(
      both.yaml.body.modifiers.dropFirst(2) == [
        .accepted(name: "shadow", value: "{radius: 4, y: 2}"), .accepted(name: "onTapGesture", value: "{}"),
        .accepted(name: "accessibilityLabel", value: "Close"),
        .accepted(name: "environment", value: "colorScheme: dark"),
        .accepted(name: "scaleEffect", value: "{x: 2, y: 1}"),
      ])
    #expect(
      both.swift.body.modifiers.dropFirst(2) == [
        .accepted(name: "shadow", value: "radius: 4, y: 2"), .accepted(name: "onTapGesture", value: "{ }"),
        .accepted(name: "accessibilityLabel", value: "Close"),
        .accepted(name: "environment", value: "colorScheme: dark"),
        .accepted(name: "scaleEffect", value: "x: 2, y: 1"),
      ])
    let shadow = try swiftBody(#"Text("a").shadow(color: .black, radius: 4)"#)
    #expect(shadow.modifiers == [.accepted(name: "shadow", value: "color: .black, radius: 4")])
  }

  @Test("accepted modifiers and transforms change no frame")
  func changeNoFrame() throws {
    let plain = try bothSyntaxes(
      yaml: "VStack:\n  content:\n    - Text: Hello there\n      padding: 4\n    - Text: World",
      swift: "VStack {\n  Text(\"Hello there\").padding(4)\n  Text(\"World\")\n}")
    let decorated = try bothSyntaxes(
      yaml: """
        VStack:
          content:
            - Text: Hello there
              foregroundColor: .red
              padding: 4
              opacity: 0.3
              scaleEffect: 2
              rotationEffect: .degrees(45)
              sheet: {}
              task: {}
            - Text: World
        """,
      swift: """
        VStack {
          Text("Hello there")
            .foregroundColor(.red)
            .padding(4)
            .opacity(0.3)
            .scaleEffect(2)
            .rotationEffect(.degrees(45))
            .sheet(isPresented: .constant(false)) { Text("Sheet") }
            .task {}
          Text("World")
        }
        """)
    #expect(decorated.yaml.warnings == [] && decorated.swift.warnings == [], "\(messages(decorated.swift))")
    for node in decorated.bodies {
      #expect(
        node.children[0].modifiers.filter { $0.kind == .accepted }.prefix(4) == [
          .accepted(name: "foregroundColor", value: ".red"), .accepted(name: "opacity", value: "0.3"),
          .accepted(name: "scaleEffect", value: "2"),
          .accepted(name: "rotationEffect", value: ".degrees(45)"),
        ])
    }
    let context = LayoutContext(containerSize: Size(width: 300, height: 600))
    let expected = LayoutEngine.layout(plain.yaml.body, in: context).nodes.map(\.frame)
    for node in plain.bodies + decorated.bodies {
      #expect(LayoutEngine.layout(node, in: context).nodes.map(\.frame) == expected)
    }
  }
}
