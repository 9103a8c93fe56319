import LayoutEngine
import LayoutMapping
import Testing

/// `.edgesIgnoringSafeArea(_:)`, SwiftUI's older spelling of `ignoresSafeArea(edges:)` that many
/// apps still write: added by its declaration alone, it reads the same in both syntaxes, lays
/// out as `ignoresSafeArea` does, and a layout file is strict about its edges.
@Suite struct EdgesIgnoringSafeAreaTests {
  @Test func bothSyntaxesReadItAsTheViewIgnoringTheSafeAreaOnThoseEdges() throws {
    let both = try bothSyntaxes(
      yaml: "Color: blue\nedgesIgnoringSafeArea: [top, bottom]",
      swift: "Color.blue.edgesIgnoringSafeArea([.top, .bottom])")
    #expect(both.swift.warnings == [], "\(messages(both.swift))")
    for node in both.bodies {
      #expect(node.modifiers == [.ignoresSafeArea([.top, .bottom])])
    }
    // The colour fills the whole screen, as with `.ignoresSafeArea(edges: [.top, .bottom])`.
    let older = frames(both.swift.body)
    #expect(older == frames(try swiftBody("Color.blue.ignoresSafeArea(edges: [.top, .bottom])")))
    #expect(older.first == Rect(x: 0, y: 0, width: 402, height: 874))
    #expect(frames(try swiftBody("Color.blue")).first == Rect(x: 0, y: 62, width: 402, height: 778))
  }

  @Test func aLayoutFileNamesAnEdgeItDoesNotHaveWithTheNearest() throws {
    let error = try #require(yamlError("body:\n  Color: blue\n  edgesIgnoringSafeArea: botom"))
    #expect(
      error.description
        == "test.yaml:3:26: error: unknown edge 'botom' for 'edgesIgnoringSafeArea'; expected one of "
        + "'all', 'top', 'leading', 'bottom', 'trailing', 'horizontal', 'vertical' (did you mean 'bottom'?)")
  }
}
