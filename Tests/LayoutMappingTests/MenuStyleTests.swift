import LayoutEngine
import LayoutMapping
import Testing

/// `menuStyle` in both syntaxes, laid out: the default (and `borderlessButton`) is the label alone;
/// `button` makes the label a button in the `buttonStyle` and `controlSize` around it (a bordered
/// one's 12 × 7 pt insets, a large one's 20 × 14); on the menu or around it, the innermost winning;
/// exact frames in both directions at Large and AX5.
@Suite("Menu styles in both syntaxes")
struct MenuStyleTests {
  static let cases: [(LayoutDirection, DynamicTypeSize)] = [
    (.leftToRight, .large), (.rightToLeft, .large), (.leftToRight, .accessibility5),
    (.rightToLeft, .accessibility5),
  ]

  @Test("a button menu is a button of its title in the button style around it; the default its title")
  func frames() throws {
    let both = try bothSyntaxes(
      yaml: """
        VStack:
          alignment: leading
          spacing: 0
          frame: {maxWidth: infinity, maxHeight: infinity, alignment: topLeading}
          menuStyle: button
          buttonStyle: bordered
          content:
            - Menu: {title: Sort, content: [{Button: Name}]}
            - Menu: {title: Sort, menuStyle: borderlessButton, content: [{Button: Name}]}
            - Menu: {title: Sort, buttonStyle: borderedProminent, controlSize: large, content: [{Button: Name}]}
            - Menu: {title: Sort, style: automatic, content: [{Button: Name}]}
        """,
      swift: """
        VStack(alignment: .leading, spacing: 0) {
          Menu("Sort") { Button("Name") {} }
          Menu("Sort") { Button("Name") {} }.menuStyle(.borderlessButton)
          Menu("Sort") { Button("Name") {} }.buttonStyle(.borderedProminent).controlSize(.large)
          Menu("Sort") { Button("Name") {} }.menuStyle(.automatic)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .menuStyle(.button)
        .buttonStyle(.bordered)
        """)
    #expect(both.yaml.warnings == [] && both.swift.warnings == [], "\(messages(both.swift))")
    for node in both.bodies {
      #expect(node.children[0].element == .menu)
      #expect(node.children[0].children[0].element == .button(title: "Sort", style: .bordered))
      #expect(node.children[1].children[0].element == .text("Sort"))
      #expect(
        node.children[2].children[0].element == .button(title: "Sort", style: .prominent, controlSize: .large)
      )
      #expect(node.children[3].children[0].element == .text("Sort"))
      for (direction, size) in Self.cases {
        var context = LayoutContext(containerSize: Size(width: 400, height: 800), layoutDirection: direction)
        context.dynamicTypeSize = size
        let result = LayoutEngine.layout(node, in: context)
        let font = Font.body.resolved(for: size)
        let title = PreparedText("Sort", font: font).idealWidth
        let line = font.lineHeight
        let menus = result.nodes.indices.filter { result.nodes[$0].parent == 0 }.map {
          result.nodes[$0].frame
        }
        let expected = [
          (title + 24, line + 14), (title, line), (title + 40, line + 28), (title, line),
        ]
        #expect(menus.count == 4)
        var y = 0.0
        for (frame, (width, height)) in zip(menus, expected) {
          let x = direction == .rightToLeft ? 400 - width : 0
          #expect(abs(frame.minX - x) < 1e-9 && abs(frame.width - width) < 1e-9, "\(direction) \(size)")
          #expect(frame.minY == y && frame.height == height, "\(direction) \(size)")
          y += height
        }
      }
    }
  }

  @Test("a macOS menu style is a warning naming iOS's, drawn as the default")
  func borderedButtonIsMacOS() throws {
    let both = try bothSyntaxes(
      yaml: "Menu: {title: Sort, menuStyle: borderedButton, content: [{Text: a}]}",
      swift: #"Menu("Sort") { Text("a") }.menuStyle(.borderedButton)"#)
    for node in both.bodies { #expect(node.children[0].element == .text("Sort")) }
    #expect(
      both.yaml.warnings.map(\.description) == [
        "test.yaml:2:34: warning: 'borderedButton' is not an iOS menu style (a macOS style); drawn as "
          + "'automatic', iOS has 'automatic', 'button', 'borderlessButton'"
      ])
    #expect(both.swift.warnings.count == 1)
    #expect(both.swift.warnings.first?.message.contains("(a macOS style)") == true, "\(messages(both.swift))")
  }

  @Test("a menu style SwiftUI does not have is an error with the closest name in a layout file")
  func unknownStyle() {
    #expect(
      yamlError("body:\n  Menu: {title: Sort, menuStyle: buton, content: [{Text: a}]}")?.description
        == "test.yaml:2:34: error: unknown menu style 'buton' for 'menuStyle'; expected one of 'automatic', "
        + "'button', 'borderlessButton' (did you mean 'button'?)")
  }
}
