import LayoutEngine
import SwiftSource
import Testing

/// SwiftUI's shapes written as `Shape` members (`.capsule`, `.rect(cornerRadius:)`) and the
/// `background(_:in:)` / `overlay(_:in:)` forms that fill a shape with a style, as iOS 17 code writes
/// them: each builds the shape view the spelled-out shape builds, with no warning.
@Suite("Shape members in Swift source")
struct ShapeMemberMappingTests {
  @Test("clipShape(.capsule), .rect(cornerRadius:), .circle, .ellipse and .rect clip to those shapes")
  func clipShapes() throws {
    let tree = try mapped(
      body: """
        VStack {
          Text("A").clipShape(.capsule)
          Text("B").clipShape(.rect(cornerRadius: 12, style: .continuous))
          Text("C").clipShape(.circle)
          Text("D").clipShape(.ellipse)
          Text("E").clipShape(.rect)
          Text("F").clipShape(Capsule(style: .continuous))
        }
        """)
    #expect(messages(tree) == [])
    let modifiers = tree.body.children.map(\.modifiers)
    #expect(modifiers.allSatisfy { $0.first == .clip })
    #expect(
      modifiers.map { $0.compactMap(\.decoration).map(\.element) } == [
        [.capsule], [.roundedRectangle(cornerRadius: 12)], [.circle], [.ellipse], [], [.capsule],
      ])
  }

  @Test("background(_:in:) and overlay(_:in:) draw the shape the style fills")
  func filledShapes() throws {
    let tree = try mapped(
      body: """
        VStack {
          Text("A").background(.blue, in: .capsule)
          Text("B").background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 8))
          Text("C").background(in: .rect(cornerRadius: 4))
          Text("D").overlay(.red, in: .circle)
          Text("E").background(.blue)
        }
        """)
    #expect(messages(tree) == [])
    #expect(
      tree.body.children.map { $0.modifiers.compactMap(\.decoration).map(\.element) } == [
        [.capsule], [.roundedRectangle(cornerRadius: 8)], [.roundedRectangle(cornerRadius: 4)], [.circle],
        [.color("blue")],
      ])
  }
}
