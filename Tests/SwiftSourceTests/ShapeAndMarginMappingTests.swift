import LayoutEngine
import Testing

@testable import SwiftSource

/// `buttonBorderShape` and `contentMargins` in Swift source: a value with an argument
/// (`.roundedRectangle(radius: 8)`), the shape reaching the buttons inside, and a modifier with
/// several arguments mapped by its signature: unlabelled ones by type (`.contentMargins(20)` skips
/// the defaulted edges), labelled ones by label.
@Suite("border shapes and content margins in Swift source")
struct ShapeAndMarginMappingTests {
  @Test("buttonBorderShape on the button or around it, with a radius")
  func borderShapes() throws {
    let tree = try mapped(
      body: """
        VStack {
          Button("A") {}
          Button("B") {}.buttonBorderShape(.roundedRectangle(radius: 8))
          Button("C") {}.buttonBorderShape(ButtonBorderShape.circle)
        }
        .buttonStyle(.borderedProminent)
        .buttonBorderShape(.capsule)
        """)
    #expect(messages(tree) == [])
    let shapes = tree.body.children.map { child -> ButtonBorderShape? in
      guard case .control(.button(_, .prominent, _, _, _, _, let shape)) = child.element else { return nil }
      return shape
    }
    #expect(shapes == [.capsule, .roundedRectangle(radius: 8), .circle])
  }

  @Test("a bad style or shape is a warning at the argument naming the modifier written")
  func badValuesNameTheModifier() throws {
    let tree = try mapped(
      body: """
        VStack {
          Button("A") {}.buttonBorderShape(.roundedRectangle(radius: -1))
        }
        .buttonStyle(.borderedd)
        """)
    #expect(
      messages(tree) == [
        "7:14: expected one of '.plain', '.borderless', '.bordered', '.prominent', '.borderedProminent' "
          + "for '.buttonStyle', found .borderedd; ignored",
        "5:36: expected a ButtonBorderShape such as '.capsule' or '.roundedRectangle(radius: 8)' for "
          + "'.buttonBorderShape', found .roundedRectangle(radius: -1); ignored",
      ])
  }

  @Test("contentMargins with one, two or three arguments")
  func contentMargins() throws {
    let tree = try mapped(
      body: """
        VStack {
          ScrollView { Text("a") }.contentMargins(20)
          ScrollView { Text("b") }.contentMargins(.horizontal, 40, for: .scrollContent)
          ScrollView { Text("c") }.contentMargins([.top, .bottom], 8, for: .scrollIndicators)
        }
        """)
    #expect(messages(tree) == [])
    #expect(
      tree.body.children.map(\.modifiers) == [
        [.contentMargins(edges: .all, length: 20, placement: .automatic)],
        [.contentMargins(edges: .horizontal, length: 40, placement: .scrollContent)],
        [.contentMargins(edges: .vertical, length: 8, placement: .scrollIndicators)],
      ])
  }
}
