import LayoutEngine
import LayoutMapping
import Testing

/// SwiftUI's `@ScaledMetric`: a length that grows with Dynamic Type like its text style. A layout
/// file writes it `{scaled: 24, relativeTo: title}`, a Swift view as a property; both scale alike.
@Suite("Scaled metrics in both syntaxes")
struct ScaledMetricTests {
  static let yaml = """
    body:
      VStack:
        spacing: 0
        content:
          - Image: { systemName: star.fill }
            frame: { width: { scaled: 24, relativeTo: title }, height: { scaled: 24, relativeTo: title } }
            id: icon
          - Text: Inbox
            padding: { scaled: 16 }
          - Text: Sent
            padding: { horizontal: { scaled: 16 } }
          - Color: gray
            frame: { width: { scaled: 48, relativeTo: title }, height: { scaled: 12, relativeTo: title } }
            id: bar
    """

  static let swift = """
    import SwiftUI
    struct Row: View {
      @ScaledMetric(relativeTo: .title) var iconSize: CGFloat = 24
      @ScaledMetric var inset = 16.0
      var body: some View {
        VStack(spacing: 0) {
          Image(systemName: "star.fill")
            .frame(width: iconSize, height: iconSize)
            .id("icon")
          Text("Inbox")
            .padding(inset)
          Text("Sent")
            .padding(.horizontal, inset)
          Color.gray
            .frame(width: iconSize * 2, height: iconSize / 2)
            .id("bar")
        }
      }
    }
    #Preview { Row() }
    """

  @Test("a @ScaledMetric property reads as the layout file's scaled metric")
  func sameTree() throws {
    let yaml = try yamlBody(Self.yaml)
    let swift = try swiftPreview(Self.swift)
    #expect(swift.warnings == [])
    #expect(outline(swift.body) == outline(yaml))
    for body in [yaml, swift.body] {
      #expect(body.children[1].modifiers.contains(.scaledPadding(EdgeInsets(all: 16), relativeTo: .body)))
    }
  }

  @Test("scaled lengths grow from Large to AX5 by the same factor in both syntaxes")
  func scalesWithDynamicType() throws {
    let yaml = try yamlBody(Self.yaml)
    let swift = try swiftPreview(Self.swift).body
    func layout(_ node: ViewNode, _ size: DynamicTypeSize) -> LayoutResult {
      LayoutEngine.layout(
        node, in: LayoutContext(containerSize: Size(width: 402, height: 874), dynamicTypeSize: size))
    }
    for size in [DynamicTypeSize.large, .accessibility5] {
      #expect(layout(swift, size).nodes.map(\.frame) == layout(yaml, size).nodes.map(\.frame))
    }
    let large = layout(swift, .large)
    let huge = layout(swift, .accessibility5)
    let factor = ScaledMetric.factor(relativeTo: .title, at: .accessibility5, idiom: .phone)
    #expect(factor > 1.5)
    // The icon's frame: 24 pt at Large, scaled like `.title` at AX5.
    #expect(large.node(withID: "icon")?.outerFrame.size == Size(width: 24, height: 24))
    #expect(huge.node(withID: "icon")?.outerFrame.size == Size(width: 24 * factor, height: 24 * factor))
    // The bar is twice the icon's width and half its height at every size.
    #expect(large.node(withID: "bar")?.outerFrame.size == Size(width: 48, height: 12))
    #expect(huge.node(withID: "bar")?.outerFrame.size == Size(width: 48 * factor, height: 12 * factor))
  }

  @Test("a scaled metric used as a plain number is its value at Large")
  func plainNumber() throws {
    let swift = try swiftPreview(
      """
      import SwiftUI
      struct Row: View {
        @ScaledMetric var gap: CGFloat = 12
        var body: some View {
          VStack(spacing: gap == 12 ? gap : 0) { Text("A \\(gap)"); Text("B \\(gap * 2, specifier: "%.1f")") }
            .frame(width: gap + 100)
        }
      }
      #Preview { Row() }
      """)
    #expect(swift.warnings == [])
    let yaml = try yamlBody(
      "body:\n  VStack:\n    spacing: 12\n    frame: { width: 112 }\n    content: [{Text: A 12}, {Text: B 24.0}]"
    )
    #expect(outline(swift.body) == outline(yaml))
  }
}
