import LayoutEngine
import LayoutMapping
import Testing

@testable import LayoutFile

/// The adaptive containers and their arguments parse to the right `Element`s and modifiers.
@Suite struct AdaptiveElementTests {
  static let cases: [(String, Element)] = [
    ("ViewThatFits: []", .viewThatFits(horizontal: true, vertical: true)),
    ("ViewThatFits: {in: horizontal}", .viewThatFits(horizontal: true, vertical: false)),
    ("ViewThatFits: {in: [vertical]}", .viewThatFits(horizontal: false, vertical: true)),
    ("Grid: []", .grid(alignment: .center, horizontalSpacing: nil, verticalSpacing: nil)),
    (
      "Grid: {alignment: leading, horizontalSpacing: 12, verticalSpacing: 4}",
      .grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 4)
    ),
    ("GridRow: []", .gridRow),
    (
      "LazyVGrid: {columns: 2}",
      .lazyVGrid(
        columns: [
          GridItem(.flexible(minimum: 10, maximum: .infinity)),
          GridItem(.flexible(minimum: 10, maximum: .infinity)),
        ], alignment: .center, spacing: nil)
    ),
    (
      "LazyVGrid: {columns: [{fixed: 60}, flexible, {adaptive: 80, spacing: 2}], alignment: leading, spacing: 4}",
      .lazyVGrid(
        columns: [
          GridItem(.fixed(60)), GridItem(.flexible(minimum: 10, maximum: .infinity)),
          GridItem(.adaptive(minimum: 80, maximum: .infinity), spacing: 2),
        ], alignment: .leading, spacing: 4)
    ),
    (
      "LazyVGrid: {columns: [{flexible: {minimum: 40, maximum: 90}}, {adaptive: {minimum: 50, maximum: 100}}]}",
      .lazyVGrid(
        columns: [
          GridItem(.flexible(minimum: 40, maximum: 90)), GridItem(.adaptive(minimum: 50, maximum: 100)),
        ], alignment: .center, spacing: nil)
    ),
    ("List: []", .list(style: .automatic, isForm: false)),
    ("List: {style: plain}", .list(style: .plain, isForm: false)),
    ("Form: []", .list(style: .insetGrouped, isForm: true)),
    ("Section: []", .section(hasHeader: false, hasFooter: false)),
  ]

  @Test(arguments: cases) func element(yaml: String, expected: Element) throws {
    #expect(try body(yaml).element == expected)
  }

  @Test func sectionHeaderKeepsItsPlaceInTheFile() throws {
    // What the header and footer are is tested for both readers in
    // Tests/LayoutMappingTests/SectionTests.swift.
    let node = try body(
      "Section:\n  header: ACCOUNT\n  footer: Shown to others.\n  content:\n    - Text: Name")
    #expect(node.children[0].source == at(3, 13))
  }

  @Test func gridCellColumnsIsAModifier() throws {
    #expect(try body("Text: wide\ngridCellColumns: 2").modifiers == [.gridCellColumns(2)])
  }

  @Test func scaledPaddingAllEdges() throws {
    let node = try body("Text: a\npadding: {scaled: 16, relativeTo: title}")
    #expect(node.modifiers == [.scaledPadding(EdgeInsets(all: 16), relativeTo: .title)])
  }

  @Test func scaledPaddingMixedWithFixedEdges() throws {
    let node = try body("Text: a\npadding: {horizontal: {scaled: 20}, vertical: 8, leading: 4}")
    #expect(
      node.modifiers == [
        .padding(EdgeInsets(top: 8, leading: 4, bottom: 8, trailing: 0)),
        .scaledPadding(EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 20), relativeTo: .body),
      ])
  }

  @Test func scaledFrame() throws {
    let node = try body(
      "Image: {systemName: star}\nframe: {width: {scaled: 28, relativeTo: title}, height: {scaled: 28, relativeTo: title}, maxWidth: infinity}"
    )
    #expect(
      node.modifiers == [
        .scaledFrame(FrameSpec(width: 28, height: 28, maxWidth: .infinity), relativeTo: .title)
      ])
  }
}
