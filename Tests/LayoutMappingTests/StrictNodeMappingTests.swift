import LayoutEngine
import LayoutMapping
import Testing

/// The strict policy for a layout file's whole view call: the content closure's views as the
/// node's children, a container's error about a child at that child's node, the English string
/// of a string given per language with its translations, `id`, and variants that keep or replace
/// their node's children.
@Suite struct StrictNodeMappingTests {
  typealias Reader = StrictElementMappingTests.Reader

  let at = { (line: Int, column: Int) in SourceLocation(file: "n.yaml", line: line, column: column) }

  func written(_ text: String, _ line: Int, _ column: Int) -> WrittenValue {
    WrittenValue(YAMLNode(text, mark: YAMLMark(line: line, column: column)))
  }

  func text(_ string: String, line: Int) -> Call {
    Call(
      name: "Text",
      arguments: [
        Argument(
          label: "text", value: .written(written(string, line, 11)), source: at(line, 11),
          labelSource: at(line, 5))
      ], source: at(line, 5))
  }

  /// A content closure's argument, where its node's element key is (1:1).
  func content(_ views: [Call]) -> Argument {
    let source = at(1, 1)
    return Argument(
      label: nil, value: .closure(Closure(views: views, source: source)), source: source,
      isTrailingClosure: true)
  }

  @Test func theContentClosuresViewsAreTheChildrenInOrder() throws {
    let call = Call(
      name: "VStack", arguments: [content([text("A", line: 2), text("B", line: 3)])],
      source: at(1, 1))
    let node = try ViewMapper.strictNode(call, reading: Reader())
    #expect(node.children.map(\.element) == [Element.text("A"), Element.text("B")])
    #expect(node.children.map { $0.source } == [at(2, 5), at(3, 5)])
  }

  @Test func aContainersErrorAboutAChildIsAtTheChildsNode() {
    var second = text("B", line: 3)
    second.nodeSource = at(3, 3)  // `- {Text: B}` starts at its brace
    let call = Call(
      name: "NavigationStack", arguments: [content([text("A", line: 2), second])],
      source: at(1, 1))
    #expect(
      throws: LayoutFileError(
        location: at(3, 3), message: "'NavigationStack' has one root view, found 2; wrap several in a VStack")
    ) { try ViewMapper.strictNode(call, reading: Reader()) }
  }

  @Test func aStringGivenPerLanguageIsItsEnglishWithTheTranslationsAndIdIsTheNodes() throws {
    let translated = SourceValue.translated(
      written("Settings", 1, 7), byLanguage: ["en": "Settings", "ar": "الإعدادات"])
    var call = Call(
      name: "Text", arguments: [Argument(label: "text", value: translated, source: at(1, 7))],
      source: at(1, 1))
    call.modifiers = [
      Call(
        name: "id", arguments: [Argument(label: nil, value: .string("title"), source: at(2, 5))],
        source: at(2, 5))
    ]
    let node = try ViewMapper.strictNode(call, reading: Reader())
    #expect(node.element == .text("Settings"))
    #expect(node.translations == ["en": "Settings", "ar": "الإعدادات"])
    #expect(node.id == "title")
    #expect(node.modifiers.isEmpty)
  }

  @Test func aVariantKeepsItsNodesChildrenOnlyWhenItLeavesTheContentAlone() throws {
    var call = Call(name: "VStack", arguments: [content([text("A", line: 2)])], source: at(1, 1))
    let condition = LayoutCondition(horizontalSizeClass: .regular)
    call.variants = [
      CallVariant(condition: condition, call: Call(name: "HStack", source: at(4, 7)), keepsContent: true),
      CallVariant(condition: condition, call: Call(name: "HStack", source: at(6, 7))),
    ]
    let node = try ViewMapper.strictNode(call, reading: Reader())
    #expect(node.variants.count == 2)
    #expect(node.variants[0].node.children.map(\.element) == [Element.text("A")])
    #expect(node.variants[0].node.source == at(4, 7))
    #expect(node.variants[1].node.children.isEmpty)
  }
}
