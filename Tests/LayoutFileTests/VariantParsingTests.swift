import LayoutEngine
import LayoutMapping
import Testing

@testable import LayoutFile

/// `variants:` and `if:` read into complete alternative nodes and conditions.
@Suite struct VariantParsingTests {
  @Test func elementChangeKeepsChildrenModifiersAndID() throws {
    let node = try body(
      """
      HStack:
        spacing: 12
        padding: 8
        id: row
        content:
          - Text: a
          - Text: b
        variants:
          - if: { typeSize: accessibility }
            VStack: { alignment: leading }
      """)
    #expect(node.element == .hStack(alignment: .center, spacing: 12))
    #expect(node.variants.count == 1)
    let variant = node.variants[0]
    #expect(variant.condition == LayoutCondition(typeSizes: .accessibility1 ... .accessibility5))
    // HStack's spacing is an HStack argument: it does not carry over to the VStack.
    #expect(variant.node.element == .vStack(alignment: .leading, spacing: nil))
    #expect(variant.node.children == node.children)
    #expect(variant.node.modifiers == [.padding(EdgeInsets(all: 8))])
    #expect(variant.node.id == "row")
  }

  @Test func variantsNextToTheElementKey() throws {
    let node = try body(
      """
      Text: Hello
      padding: 8
      font: body
      variants:
        - if: { horizontalSizeClass: regular }
          padding: 20
        - if: { idiom: [pad, tv], orientation: landscape }
          Text: Hello there
      """)
    #expect(node.variants.count == 2)
    // A modifier is replaced where it was, so the order of the chain is kept.
    #expect(node.variants[0].node.modifiers == [.padding(EdgeInsets(all: 20)), .font(Font(style: .body))])
    #expect(node.variants[0].condition == LayoutCondition(horizontalSizeClass: .regular))
    #expect(node.variants[1].node.element == .text("Hello there"))
    #expect(node.variants[1].condition == LayoutCondition(orientation: .landscape, idioms: [.pad, .tv]))
  }

  @Test(arguments: [
    ("AX1...", DynamicTypeSize.accessibility1 ... .accessibility5),
    ("accessibility", .accessibility1 ... .accessibility5),
    ("...Large", .xSmall ... .large),
    ("Small...xLarge", .small ... .xLarge),
    ("xSmall..<AX1", .xSmall ... .xxxLarge),
    ("Large", .large ... .large),
  ])
  func typeSizeRanges(text: String, range: ClosedRange<DynamicTypeSize>) throws {
    let node = try body("Text: a\nvariants:\n  - if: { typeSize: \"\(text)\" }\n    font: title")
    #expect(node.variants[0].condition.typeSizes == range)
  }

  @Test func unquotedRangesParse() throws {
    let node = try body("Text: a\nvariants:\n  - if: { typeSize: ...Large }\n    font: title")
    #expect(node.variants[0].condition.typeSizes == .xSmall ... .large)
  }

  @Test func directionCondition() throws {
    let node = try body("Text: a\nvariants:\n  - if: { layoutDirection: rtl }\n    font: title")
    #expect(node.variants[0].condition == LayoutCondition(layoutDirection: .rightToLeft))
  }

  @Test(arguments: [
    (
      "Text: a\nvariants:\n  - if: { typeSiz: AX1... }\n    font: title",
      "test.yaml:4:13: error: unknown field 'typeSiz' in 'if'; expected one of 'horizontalSizeClass', "
        + "'verticalSizeClass', 'orientation', 'idiom', 'typeSize', 'layoutDirection' (did you mean 'typeSize'?)"
    ),
    (
      "Text: a\nvariants:\n  - if: { typeSize: AX9... }\n    font: title",
      "test.yaml:4:23: error: unknown type size 'AX9' for 'typeSize'; expected one of 'xSmall', 'Small', "
        + "'Medium', 'Large', 'xLarge', 'xxLarge', 'xxxLarge', 'AX1', 'AX2', 'AX3', 'AX4', 'AX5', "
        + "'accessibility', or a range such as 'AX1...' (did you mean 'AX1'?)"
    ),
    (
      "Text: a\nvariants:\n  - if: { idiom: phnoe }\n    font: title",
      "test.yaml:4:20: error: unknown idiom 'phnoe' for 'idiom'; expected one of 'phone', 'pad', 'watch', "
        + "'tv', 'mac' (did you mean 'phone'?)"
    ),
    (
      "Text: a\nvariants:\n  - if: { orientation: landscape-left }\n    font: title",
      "test.yaml:4:26: error: 'landscape-left' is not supported for 'orientation': conditions see "
        + "portrait or landscape; use 'landscape'"
    ),
    (
      "Text: a\nvariants:\n  - if: { horizontalSizeClass: regualr }\n    font: title",
      "test.yaml:4:34: error: unknown size class 'regualr' for 'horizontalSizeClass'; expected one of "
        + "'compact', 'regular' (did you mean 'regular'?)"
    ),
    (
      "Text: a\nvariants:\n  - font: title",
      "test.yaml:4:7: error: a variant needs 'if', such as 'if: {horizontalSizeClass: regular}'"
    ),
    (
      "Text: a\nvariants:\n  - if: { typeSize: AX2...AX1 }\n    font: title",
      "test.yaml:4:23: error: the type size range 'AX2...AX1' is empty"
    ),
    (
      "Text: a\nvariants:\n  - if: { idiom: pad }\n    fnt: title",
      "test.yaml:5:7: error: unknown argument or modifier 'fnt' for 'Text' (did you mean 'font'?)"
    ),
    (
      "Text: a\nvariants: {}",
      "test.yaml:3:13: error: expected a list of variants such as '- if: {typeSize: accessibility}' "
        + "for 'variants', found a mapping"
    ),
  ])
  func diagnostics(yaml: String, message: String) {
    #expect(
      diagnostic("body:\n" + yaml.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"))?
        .description == message)
  }
}

/// Diagnostics of the adaptive containers.
@Suite struct AdaptiveDiagnosticTests {
  @Test(arguments: [
    (
      "NavigationSplitView:\n  - Text: only",
      "test.yaml:2:3: error: 'NavigationSplitView' needs 2 columns (sidebar, detail) or 3 (sidebar, "
        + "content, detail) in its 'content', found 1"
    ),
    (
      "LazyVGrid: []",
      "test.yaml:2:3: error: 'LazyVGrid' needs 'columns', such as 'columns: [{adaptive: {minimum: 100}}]'"
    ),
    (
      "LazyVGrid: {columns: [{adaptiv: 80}]}",
      "test.yaml:2:26: error: unknown field 'adaptiv' in 'columns'; expected one of 'fixed', 'flexible', "
        + "'adaptive', 'spacing' (did you mean 'adaptive'?)"
    ),
    (
      "LazyVGrid: {columns: [{flexible: {minimum: 90, maximum: 40}}]}",
      "test.yaml:2:36: error: 'flexible' minimum (90) is larger than its maximum (40)"
    ),
    (
      "ViewThatFits: {in: diagonal}",
      "test.yaml:2:22: error: unknown axis 'diagonal' for 'in'; expected one of 'horizontal', 'vertical', "
        + "'both'"
    ),
    (
      "List: {style: groupd}",
      "test.yaml:2:17: error: unknown list style 'groupd' for 'style'; expected one of 'automatic', "
        + "'insetGrouped', 'plain', 'grouped', 'inset', 'sidebar' (did you mean 'grouped'?)"
    ),
    (
      "Text: a\n  padding: {scaled: 16, relativeTo: bodyy}",
      "test.yaml:3:37: error: unknown text style 'bodyy' for 'relativeTo'; expected one of 'largeTitle', "
        + "'title', 'title2', 'title3', 'headline', 'body', 'callout', 'subheadline', 'footnote', "
        + "'caption', 'caption2' (did you mean 'body'?)"
    ),
    (
      "Text: a\n  frame: {width: {scaled: 16}, height: 20}",
      "test.yaml:3:40: error: 'height' is a fixed length in a frame with scaled lengths; scale it too, or "
        + "put the fixed lengths in a second frame under 'modifiers:'"
    ),
    (
      "Text: a\n  gridCellColumns: 0",
      "test.yaml:3:20: error: 'gridCellColumns' must be at least 1, found '0'"
    ),
  ])
  func diagnostics(yaml: String, message: String) {
    #expect(diagnostic("body:\n  " + yaml)?.description == message)
  }
}

/// A section variant that adds a header gets it as its first child.
@Suite struct SectionVariantTests {
  @Test func variantAddsAHeader() throws {
    let node = try body(
      """
      Section:
        content:
          - Text: Row
        variants:
          - if: { idiom: pad }
            header: DETAILS
      """)
    #expect(node.children.map(\.element) == [.text("Row")])
    let variant = node.variants[0].node
    #expect(variant.element == .section(hasHeader: true, hasFooter: false))
    #expect(variant.children.map(\.element) == [.text("DETAILS"), .text("Row")])
  }
}
