import LayoutEngine
import Testing

@testable import SwiftSource

/// Modifiers accepted but not drawn keep all their arguments as written, labelled or not; a
/// redaction maps by its `reason:` label.
@Suite("accepted modifiers and redaction in Swift source")
struct AcceptedArgumentMappingTests {
  @Test("one unlabelled argument is its value; several are label: value pairs")
  func writtenArguments() throws {
    let tree = try mapped(
      body: """
        VStack {
          Text("a").foregroundStyle(.secondary).shadow(color: .black, radius: 4).scaleEffect(x: 2, y: 1)
          Text("b").redacted(reason: .placeholder)
          Text("c").rotationEffect(.degrees(10)).unredacted()
        }
        """)
    #expect(messages(tree) == [])
    let children = tree.body.children
    #expect(
      children[0].modifiers == [
        .accepted(name: "foregroundStyle", value: ".secondary"),
        .accepted(name: "shadow", value: "color: .black, radius: 4"),
        .accepted(name: "scaleEffect", value: "x: 2, y: 1"),
      ])
    #expect(children[1].modifiers == [.redacted(true)])
    #expect(
      children[2].modifiers == [.accepted(name: "rotationEffect", value: ".degrees(10)"), .redacted(false)])
  }
}
