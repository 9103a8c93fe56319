import LayoutEngine
import SwiftSource
import Testing

/// A Swift view that branches on an environment trait the preview varies (the type size, a size
/// class, the layout direction) previews each branch where SwiftUI shows it, as a layout file's
/// `variants:` do: the first branch is the node, the other its variant wherever the condition fails.
@Suite("Branches on the type size, size classes and direction in both syntaxes")
struct TraitBranchTests {
  /// A view reading `key` from the environment as `name`, whose body is `body`.
  private func preview(_ key: String, _ name: String, _ body: String) throws -> MappedPreview {
    try swiftPreview(
      """
      import SwiftUI
      struct Row: View {
        @Environment(\\.\(key)) private var \(name)
        var body: some View {
      \(body)
        }
      }
      #Preview { Row() }
      """)
  }

  @Test("if typeSize.isAccessibilitySize: a VStack at AX1-AX5, an HStack below, as the layout file's variant")
  func accessibilitySize() throws {
    let swift = try preview(
      "dynamicTypeSize", "typeSize",
      """
          if typeSize.isAccessibilitySize {
            VStack(alignment: .leading) { Text("Name"); Text("Value") }
          } else {
            HStack { Text("Name"); Spacer(); Text("Value") }.padding(4)
          }
      """)
    let yaml = try yamlDocument(
      """
      body:
        VStack:
          alignment: leading
          content: [{Text: Name}, {Text: Value}]
          variants:
            - if: { typeSize: ...xxxLarge }
              HStack: {}
              content: [{Text: Name}, Spacer, {Text: Value}]
              padding: 4
      """)
    #expect(swift.warnings.map(\.description) == [])
    #expect(outline(swift.body) == outline(yaml.body))
    #expect(swift.body.variants.map(\.condition) == [LayoutCondition(typeSizes: .xSmall ... .xxxLarge)])
  }

  @Test(
    "comparisons give the sizes SwiftUI's order does; size classes and direction their other value",
    arguments: [
      (
        "dynamicTypeSize", "typeSize", "typeSize < .accessibility1",
        [LayoutCondition(typeSizes: .accessibility1 ... .accessibility5)]
      ),
      (
        "dynamicTypeSize", "typeSize", ".xxLarge >= typeSize",
        [LayoutCondition(typeSizes: .xxxLarge ... .accessibility5)]
      ),
      ("dynamicTypeSize", "typeSize", "typeSize != .large", [LayoutCondition(typeSizes: .large ... .large)]),
      (
        "dynamicTypeSize", "typeSize", "typeSize == .large",
        [
          LayoutCondition(typeSizes: .xSmall ... .medium),
          LayoutCondition(typeSizes: .xLarge ... .accessibility5),
        ]
      ),
      (
        "sizeCategory", "category", "category.isAccessibilityCategory",
        [LayoutCondition(typeSizes: .xSmall ... .xxxLarge)]
      ),
      (
        "sizeCategory", "category", "category >= .accessibilityMedium",
        [LayoutCondition(typeSizes: .xSmall ... .xxxLarge)]
      ),
      (
        "horizontalSizeClass", "sizeClass", "sizeClass == .compact",
        [LayoutCondition(horizontalSizeClass: .regular)]
      ),
      (
        "verticalSizeClass", "sizeClass", "sizeClass != .compact",
        [LayoutCondition(verticalSizeClass: .compact)]
      ),
      (
        "layoutDirection", "direction", "direction == .rightToLeft",
        [LayoutCondition(layoutDirection: .leftToRight)]
      ),
      (
        "dynamicTypeSize", "typeSize", "!typeSize.isAccessibilitySize",
        [LayoutCondition(typeSizes: .accessibility1 ... .accessibility5)]
      ),
    ])
  func comparisons(key: String, name: String, condition: String, otherwise: [LayoutCondition]) throws {
    let swift = try preview(key, name, "    if \(condition) { Text(\"A\") } else { Text(\"B\") }")
    #expect(swift.warnings.map(\.description) == [])
    #expect(swift.body.element == .text("A"))
    #expect(swift.body.variants.map(\.condition) == otherwise)
    #expect(swift.body.variants.allSatisfy { $0.node.element == .text("B") })
  }

  @Test("&& and || combine conditions; a condition with a known bool keeps the bool's truth")
  func combinations() throws {
    let both = try swiftPreview(
      """
      import SwiftUI
      struct Row: View {
        @Environment(\\.dynamicTypeSize) private var typeSize
        @Environment(\\.horizontalSizeClass) private var sizeClass
        var body: some View {
          if typeSize.isAccessibilitySize && sizeClass == .compact { Text("A") } else { Text("B") }
        }
      }
      #Preview { Row() }
      """)
    // Not (AX and compact): below AX, or regular.
    #expect(
      both.body.variants.map(\.condition) == [
        LayoutCondition(typeSizes: .xSmall ... .xxxLarge), LayoutCondition(horizontalSizeClass: .regular),
      ])
    let either = try preview(
      "dynamicTypeSize", "typeSize",
      "    if typeSize < .small || typeSize > .xxxLarge { Text(\"A\") } else { Text(\"B\") }")
    #expect(either.body.variants.map(\.condition) == [LayoutCondition(typeSizes: .small ... .xxxLarge)])
    let withTrue = try preview(
      "dynamicTypeSize", "typeSize",
      "    if true && typeSize.isAccessibilitySize { Text(\"A\") } else { Text(\"B\") }")
    #expect(withTrue.body.variants.map(\.condition) == [LayoutCondition(typeSizes: .xSmall ... .xxxLarge)])
  }

  @Test("else if chains nest: each branch where SwiftUI shows it, laid out at every type size")
  func elseIf() throws {
    let swift = try preview(
      "dynamicTypeSize", "typeSize",
      """
          if typeSize < .large { Text("small") } else if typeSize < .accessibility1 { Text("large") } else { Text("huge") }
      """)
    #expect(swift.warnings.map(\.description) == [])
    for (size, shown) in [(DynamicTypeSize.xSmall, "small"), (.xxxLarge, "large"), (.accessibility3, "huge")]
    {
      let context = LayoutContext(containerSize: Size(width: 400, height: 800), dynamicTypeSize: size)
      let laidOut = LayoutEngine.layout(swift.body, in: context)
      #expect(laidOut.nodes.map(\.element) == [.text(shown)], "at \(size)")
    }
  }

  @Test(
    "a modifier after the branch applies to either; a branch of several views or none is the first branch, with a warning"
  )
  func modifiersAndFallbacks() throws {
    let modified = try swiftPreview(
      """
      import SwiftUI
      struct Row: View {
        @Environment(\\.dynamicTypeSize) private var typeSize
        var body: some View { content.padding(8).id("row") }
        @ViewBuilder private var content: some View {
          if typeSize.isAccessibilitySize { VStack { Text("A") } } else { HStack { Text("A") } }
        }
      }
      #Preview { Row() }
      """)
    #expect(modified.body.id == "row")
    #expect(modified.body.variants.map(\.node.id) == ["row"])
    #expect(modified.body.variants.map(\.node.modifiers) == [modified.body.modifiers])
    let noElse = try preview(
      "dynamicTypeSize", "typeSize", "    if typeSize.isAccessibilitySize { Text(\"A\") }")
    #expect(noElse.body.variants == [])
    #expect(noElse.warnings.map(\.description).contains { $0.contains("its first branch") })
    let several = try preview(
      "dynamicTypeSize", "typeSize",
      "    if typeSize.isAccessibilitySize { Text(\"A\"); Text(\"B\") } else { Text(\"C\") }")
    #expect(several.warnings.map(\.description).contains { $0.contains("its first branch") })
  }
}
