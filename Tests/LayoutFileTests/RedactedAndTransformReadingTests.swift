import LayoutEngine
import LayoutMapping
import Testing

@testable import LayoutFile

/// `redacted`, `unredacted` and the transforms in layout files: a reason by SwiftUI's name, the
/// transforms kept as written and changing no frame.
struct RedactedAndTransformReadingTests {
  @Test func redactedAndUnredacted() throws {
    let node = try body(
      "VStack:\n  redacted: .placeholder\n  content:\n    - Text: a\n      unredacted: true\n    - Text: b\n      redacted: privacy"
    )
    #expect(node.modifiers.contains(.redacted(true)))
    #expect(node.children[0].modifiers == [.redacted(false)])
    #expect(node.children[1].modifiers == [])
    #expect(
      diagnostic("body:\n  Text: a\n  redacted: placeholdr")?.description.hasPrefix(
        "test.yaml:3:13: error: unknown redaction reason 'placeholdr' for 'reason'") == true)
  }

  @Test func transformsAreKeptAndChangeNoFrame() throws {
    let document = try parse(
      "body:\n  VStack:\n    content:\n      - Text: Hello\n        scaleEffect: 2\n        rotationEffect: .degrees(45)\n      - Text: World"
    )
    #expect(document.warnings.isEmpty)
    let text = document.body.children[0]
    #expect(
      text.modifiers == [
        .accepted(name: "scaleEffect", value: "2"), .accepted(name: "rotationEffect", value: ".degrees(45)"),
      ])
    let plain = try parse("body:\n  VStack:\n    content:\n      - Text: Hello\n      - Text: World")
    let context = LayoutContext(containerSize: Size(width: 300, height: 600))
    #expect(
      LayoutEngine.layout(document.body, in: context).nodes.map(\.frame)
        == LayoutEngine.layout(plain.body, in: context).nodes.map(\.frame))
  }
}
