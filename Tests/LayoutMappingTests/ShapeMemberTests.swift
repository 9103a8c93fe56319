import LayoutEngine
import Testing

/// SwiftUI's `Shape` members where a view is expected (`.clipShape(.capsule)`,
/// `.rect(cornerRadius:)`) and `background(_:in:)` / `overlay(_:in:)`, which fill a shape with a
/// style: each builds what the spelled-out shape builds, written in either syntax.
@Suite("Shape members in both syntaxes")
struct ShapeMemberTests {
  @Test("clipShape with .capsule, .rect(cornerRadius:), .circle, .ellipse, .rect and Capsule")
  func clipShapes() throws {
    let yaml = try yamlDocument(
      """
      body:
        VStack:
          content:
            - {Text: A, clipShape: .capsule}
            - {Text: B, clipShape: ".rect(cornerRadius: 12, style: .continuous)"}
            - {Text: C, clipShape: circle}
            - {Text: D, clipShape: Shape.ellipse}
            - {Text: E, clipShape: .rect}
            - {Text: F, clipShape: Capsule}
      """)
    let swift = try swiftPreview(
      """
      import SwiftUI
      #Preview {
        VStack {
          Text("A").clipShape(.capsule)
          Text("B").clipShape(.rect(cornerRadius: 12, style: .continuous))
          Text("C").clipShape(.circle)
          Text("D").clipShape(Shape.ellipse)
          Text("E").clipShape(.rect)
          Text("F").clipShape(Capsule(style: .continuous))
        }
      }
      """)
    #expect(yaml.warnings == [] && swift.warnings == [])
    for body in [yaml.body, swift.body] {
      let modifiers = body.children.map(\.modifiers)
      #expect(modifiers.allSatisfy { $0.first == .clip })
      #expect(
        modifiers.map { $0.compactMap(\.decoration).map(\.element) } == [
          [.capsule], [.roundedRectangle(cornerRadius: 12)], [.circle], [.ellipse], [], [.capsule],
        ])
    }
    #expect(outline(swift.body) == outline(yaml.body))
  }

  @Test("background(_:in:) and overlay(_:in:) draw the shape the style fills")
  func filledShapes() throws {
    let yaml = try yamlBody(
      """
      body:
        VStack:
          content:
            - {Text: A, background: {content: blue, in: .capsule}}
            - {Text: B, background: {content: gray, in: {RoundedRectangle: {cornerRadius: 8}}}}
            - {Text: C, background: {in: ".rect(cornerRadius: 4)"}}
            - {Text: D, overlay: {content: red, in: Circle}}
            - {Text: E, background: blue}
      """)
    let swift = try swiftBody(
      """
      VStack {
        Text("A").background(.blue, in: .capsule)
        Text("B").background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 8))
        Text("C").background(in: .rect(cornerRadius: 4))
        Text("D").overlay(.red, in: .circle)
        Text("E").background(.blue)
      }
      """)
    for body in [yaml, swift] {
      #expect(
        body.children.map { $0.modifiers.compactMap(\.decoration).map(\.element) } == [
          [.capsule], [.roundedRectangle(cornerRadius: 8)], [.roundedRectangle(cornerRadius: 4)], [.circle],
          [.color("blue")],
        ])
    }
  }

  @Test("a shape member with an argument it does not take: an error in a layout file")
  func unknownArgument() throws {
    func diagnostic(_ yaml: String) -> String? {
      do {
        _ = try yamlDocument(yaml)
        return nil
      } catch { return "\(error)" }
    }
    #expect(
      diagnostic("body:\n  Text: A\n  clipShape: \".rect(radius: 8)\"")
        == "test.yaml:3:14: error: expected '.rect(cornerRadius: 12)' for 'shape', found '.rect(radius: 8)'")
    #expect(
      diagnostic("body:\n  Text: A\n  clipShape: \".rect(cornerRadius: -1)\"")
        == "test.yaml:3:14: error: 'cornerRadius' must not be negative, found '-1'")
  }
}
