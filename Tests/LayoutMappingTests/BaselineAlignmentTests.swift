import LayoutEngine
import LayoutMapping
import Testing

/// `firstTextBaseline` and `lastTextBaseline` in both syntaxes, in every spelling SwiftUI writes
/// them, wherever a vertical or a two-axis alignment is read. A misspelt baseline is an error that
/// suggests the guide meant in a layout file, and a warning that keeps the default in Swift.
@Suite("Baseline alignments in both syntaxes")
struct BaselineAlignmentTests {
  @Test(
    "an HStack takes either baseline, as a name, a member or a qualified member",
    arguments: [
      ("firstTextBaseline", ".firstTextBaseline", VerticalAlignment.firstTextBaseline),
      (".firstTextBaseline", ".firstTextBaseline", .firstTextBaseline),
      ("VerticalAlignment.firstTextBaseline", "VerticalAlignment.firstTextBaseline", .firstTextBaseline),
      ("lastTextBaseline", ".lastTextBaseline", .lastTextBaseline),
      (".lastTextBaseline", ".lastTextBaseline", .lastTextBaseline),
      ("VerticalAlignment.lastTextBaseline", "VerticalAlignment.lastTextBaseline", .lastTextBaseline),
    ])
  func hStack(yaml: String, swift: String, alignment: VerticalAlignment) throws {
    let both = try bothSyntaxes(
      yaml: "HStack:\n  alignment: \(yaml)\n  content: [{Text: a}, {Text: Lisbon}]",
      swift: "HStack(alignment: \(swift)) { Text(\"a\"); Text(\"Lisbon\") }")
    #expect(both.swift.warnings == [])
    for node in both.bodies { #expect(node.element == .hStack(alignment: alignment)) }
  }

  @Test("a LazyHStack and a LazyHGrid read a baseline too")
  func lazyContainers() throws {
    let both = try bothSyntaxes(
      yaml: """
        VStack:
          content:
            - LazyHStack: {alignment: .lastTextBaseline, content: [{Text: a}]}
            - LazyHGrid: {rows: 2, alignment: firstTextBaseline, content: [{Text: a}]}
        """,
      swift: """
        VStack {
          LazyHStack(alignment: .lastTextBaseline) { Text("a") }
          LazyHGrid(rows: [GridItem(), GridItem()], alignment: .firstTextBaseline) { Text("a") }
        }
        """)
    #expect(both.swift.warnings == [], "\(messages(both.swift))")
    for node in both.bodies {
      #expect(node.children[0].element == .lazyHStack(alignment: .lastTextBaseline))
      guard case .adaptive(.lazyHGrid(_, let alignment, _)) = node.children[1].element else {
        Issue.record("not a LazyHGrid: \(node.children[1].element)")
        continue
      }
      #expect(alignment == .firstTextBaseline)
    }
  }

  @Test("two-axis alignments combine a horizontal guide with a baseline: stacks, frames and overlays")
  func twoAxis() throws {
    let both = try bothSyntaxes(
      yaml: """
        VStack:
          content:
            - ZStack:
                alignment: .leadingFirstTextBaseline
                content: [{Text: a}]
              frame: {width: 100, height: 40, alignment: Alignment.trailingLastTextBaseline}
              overlay:
                alignment: centerFirstTextBaseline
                content:
                  Text: b
            - ZStack: {alignment: trailingLastTextBaseline, content: [{Text: b}]}
            - Text: c
              frame: {width: 80, height: 40, alignment: Alignment.centerLastTextBaseline}
            - Text: d
              overlay: {alignment: .trailingFirstTextBaseline, content: {Text: e}}
            - HStack: {alignment: VerticalAlignment.lastTextBaseline, content: [{Text: f}]}
        """,
      swift: """
        VStack {
          ZStack(alignment: .leadingFirstTextBaseline) { Text("a") }
            .frame(width: 100, height: 40, alignment: Alignment.trailingLastTextBaseline)
            .overlay(alignment: .centerFirstTextBaseline) { Text("b") }
          ZStack(alignment: Alignment(horizontal: .trailing, vertical: .lastTextBaseline)) { Text("b") }
          Text("c").frame(width: 80, height: 40, alignment: Alignment.centerLastTextBaseline)
          Text("d").overlay(alignment: .trailingFirstTextBaseline) { Text("e") }
          HStack(alignment: VerticalAlignment.lastTextBaseline) { Text("f") }
        }
        """)
    #expect(both.yaml.warnings == [] && both.swift.warnings == [], "\(messages(both.swift))")
    for node in both.bodies {
      let children = node.children
      #expect(children[0].element == .zStack(alignment: .leadingFirstTextBaseline))
      #expect(
        children[0].modifiers.first
          == .frame(FrameSpec(width: 100, height: 40, alignment: .trailingLastTextBaseline)))
      guard case .overlay(_, let alignment) = children[0].modifiers.last else {
        Issue.record("no overlay: \(children[0].modifiers)")
        continue
      }
      #expect(alignment == Alignment(horizontal: .center, vertical: .firstTextBaseline))
      #expect(children[1].element == .zStack(alignment: .trailingLastTextBaseline))
      #expect(
        children[2].modifiers == [
          .frame(FrameSpec(width: 80, height: 40, alignment: .centerLastTextBaseline))
        ])
      guard case .overlay(_, let overlaid) = children[3].modifiers.first else {
        Issue.record("no overlay: \(children[3].modifiers)")
        continue
      }
      #expect(overlaid == .trailingFirstTextBaseline)
      #expect(children[4].element == .hStack(alignment: .lastTextBaseline))
    }
    #expect(outline(both.swift.body) == outline(both.yaml.body))
  }

  @Test("a misspelt baseline in a layout file is an error that suggests the guide meant")
  func misspeltInALayoutFile() {
    let vertical = yamlError("body:\n  HStack: {alignment: firstTextBaselin}")
    #expect(vertical?.suggestion == "firstTextBaseline")
    #expect(
      vertical?.description
        == "test.yaml:2:23: error: unknown alignment 'firstTextBaselin' for 'alignment'; expected one of "
        + "'top', 'center', 'bottom', 'firstTextBaseline', 'lastTextBaseline' (did you mean 'firstTextBaseline'?)"
    )
    #expect(yamlError("body:\n  HStack: {alignment: .lastTextBasline}")?.suggestion == "lastTextBaseline")
    #expect(
      yamlError("body:\n  ZStack: {alignment: leadingFirstTextBasline}")?.suggestion
        == "leadingFirstTextBaseline")
  }

  @Test("a misspelt baseline in Swift warns with the guide meant and keeps the default alignment")
  func misspeltInSwift() throws {
    let tree = try swiftPreview(
      body:
        """
        VStack {
          HStack(alignment: .firstTextBaselin) { Text("a") }
          ZStack(alignment: .leadingLastTextBasline) { Text("b") }
        }
        """)
    #expect(tree.body.children[0].element == .hStack(alignment: .center))
    #expect(tree.body.children[1].element == .zStack(alignment: .center))
    let warnings = messages(tree)
    #expect(warnings.count == 2)
    #expect(warnings.first?.contains("(did you mean '.firstTextBaseline'?)") == true, "\(warnings)")
    #expect(warnings.last?.contains("(did you mean '.leadingLastTextBaseline'?)") == true, "\(warnings)")
  }
}
