import LayoutEngine
import LayoutMapping
import Testing

@testable import LayoutFile

/// SwiftUI's `Shape` members where a layout file expects a view: `clipShape: .capsule`,
/// `clipShape: ".rect(cornerRadius: 8)"`, and `background: {content: blue, in: .capsule}` for
/// `background(_:in:)`; they build what the spelled-out shapes build.
@Suite("Shape members in a layout file")
struct ShapeMemberReadingTests {
  @Test func clipShapesAsMembers() throws {
    let node = try body(
      """
      VStack:
        content:
          - {Text: A, clipShape: .capsule}
          - {Text: B, clipShape: ".rect(cornerRadius: 8, style: .continuous)"}
          - {Text: C, clipShape: circle}
          - {Text: D, clipShape: Shape.ellipse}
          - {Text: E, clipShape: .rect}
          - {Text: F, clipShape: Capsule}
      """)
    let modifiers = node.children.map(\.modifiers)
    #expect(modifiers.allSatisfy { $0.first == .clip })
    #expect(
      modifiers.map { $0.compactMap(\.decoration).map(\.element) } == [
        [.capsule], [.roundedRectangle(cornerRadius: 8)], [.circle], [.ellipse], [], [.capsule],
      ])
  }

  @Test func backgroundInAShape() throws {
    let node = try body(
      """
      VStack:
        content:
          - {Text: A, background: {content: blue, in: .capsule}}
          - {Text: B, background: {in: ".rect(cornerRadius: 4)"}}
          - {Text: C, overlay: {content: red, in: Circle}}
          - {Text: D, background: blue}
      """)
    #expect(
      node.children.map { $0.modifiers.compactMap(\.decoration).map(\.element) } == [
        [.capsule], [.roundedRectangle(cornerRadius: 4)], [.circle], [.color("blue")],
      ])
  }

  @Test func aShapeMemberWithAnUnknownArgumentIsAnError() {
    #expect(
      diagnostic("body:\n  Text: A\n  clipShape: \".rect(radius: 8)\"")?.description
        == "test.yaml:3:14: error: expected '.rect(cornerRadius: 12)' for 'shape', found '.rect(radius: 8)'")
    #expect(
      diagnostic("body:\n  Text: A\n  clipShape: \".rect(cornerRadius: -1)\"")?.description
        == "test.yaml:3:14: error: 'cornerRadius' must not be negative, found '-1'")
  }
}
