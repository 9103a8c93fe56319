import LayoutEngine
import LayoutMapping
import Testing

/// The mapper's strict policy, which a layout file's modifiers go through: a modifier call named
/// by its layout-file key, its fields labelled by the declaration's argument names, its values
/// as written, read once the declaration gives their types.
@Suite struct StrictModifierMappingTests {
  /// Reads lengths and booleans from a written scalar's text, and records what it was asked.
  final class Reader: WrittenValueReader {
    var asked: [String] = []

    func value(_ written: YAMLNode, as type: ValueType, for key: String, owner: String)
      throws(LayoutFileError) -> WrittenReading
    {
      asked.append("\(owner).\(key)")
      switch type {
      case .bool: return .value(.bool(written.plainText == "true"))
      default: return .value(.length(.fixed(Double(written.plainText ?? "") ?? 0)))
      }
    }

    /// Never asked: this reader spells no value for the converter.
    func refused(
      _ written: YAMLNode, as type: ValueType, for key: String, owner: String, _ refusal: StrictRefusal
    ) -> LayoutFileError {
      LayoutFileError(location: SourceLocation(file: "", line: 0, column: 0), message: "refused \(key)")
    }

    func nested() -> Self { self }
  }

  let at = { (line: Int, column: Int) in SourceLocation(file: "m.yaml", line: line, column: column) }

  func written(_ text: String, _ line: Int, _ column: Int) -> SourceValue {
    .written(WrittenValue(YAMLNode(text, mark: YAMLMark(line: line, column: column))))
  }

  @Test func anUnknownFieldIsAnErrorAtItsKeyBeforeAnyValueIsRead() {
    let reader = Reader()
    let call = Call(
      name: "frame",
      arguments: [
        Argument(label: "width", value: written("40", 2, 15), source: at(2, 15), labelSource: at(2, 8)),
        Argument(label: "hieght", value: written("20", 2, 27), source: at(2, 27), labelSource: at(2, 19)),
      ], source: at(2, 7))
    var list = ModifierList()
    #expect(
      throws: LayoutFileError(
        location: at(2, 19),
        message: "unknown field 'hieght' in 'frame'; expected one of 'width', 'height', 'minWidth', "
          + "'idealWidth', 'maxWidth', 'minHeight', 'idealHeight', 'maxHeight', 'alignment'",
        suggestion: "height")
    ) { try ViewMapper.appendStrict(call, to: &list, reading: reader) }
    #expect(reader.asked.isEmpty)
  }

  @Test func aFlagIsTheBareCallForTrueAndNoModifierForFalse() throws {
    var list = ModifierList()
    for text in ["false", "true"] {
      let call = Call(
        name: "fixedSize", arguments: [Argument(label: nil, value: written(text, 3, 16), source: at(3, 16))],
        source: at(3, 16))
      try ViewMapper.appendStrict(call, to: &list, reading: Reader())
    }
    #expect(list.modifiers == [.fixedSize(horizontal: true, vertical: true)])
  }

  @Test func fieldsAreReadByTheirDeclaredNamesInTheOrderWritten() throws {
    let reader = Reader()
    let call = Call(
      name: "fixedSize",
      arguments: [
        Argument(label: "vertical", value: written("true", 4, 20), source: at(4, 20), labelSource: at(4, 10)),
        Argument(
          label: "horizontal", value: written("false", 4, 38), source: at(4, 38), labelSource: at(4, 26)),
      ], source: at(4, 9))
    var list = ModifierList()
    try ViewMapper.appendStrict(call, to: &list, reading: reader)
    #expect(reader.asked == ["fixedSize.vertical", "fixedSize.horizontal"])
    #expect(list.modifiers == [.fixedSize(horizontal: false, vertical: true)])
  }
}

/// The strict policy for an element's arguments: what is missing before any value is read, values
/// in the order the element declares them, a modifier-spelled argument named as written.
@Suite struct StrictElementMappingTests {
  /// Reads any value as text, refusing `bad`, and records the keys it was asked for.
  final class Reader: WrittenValueReader {
    var asked: [String] = []

    func value(_ written: YAMLNode, as type: ValueType, for key: String, owner: String)
      throws(LayoutFileError) -> WrittenReading
    {
      asked.append(key)
      guard written.plainText != "bad" else {
        throw LayoutFileError(
          location: SourceLocation(file: "e.yaml", line: 0, column: 0), message: "bad \(key)")
      }
      if case .choice = type { return .value(.choice(written.plainText ?? "")) }
      return .value(.text(written.text ?? ""))
    }

    /// Never asked: this reader spells no value for the converter.
    func refused(
      _ written: YAMLNode, as type: ValueType, for key: String, owner: String, _ refusal: StrictRefusal
    ) -> LayoutFileError {
      LayoutFileError(location: SourceLocation(file: "", line: 0, column: 0), message: "refused \(key)")
    }

    func nested() -> Self { self }
  }

  let at = { (line: Int, column: Int) in SourceLocation(file: "e.yaml", line: line, column: column) }

  func written(_ text: String, _ line: Int, _ column: Int) -> SourceValue {
    .written(WrittenValue(YAMLNode(text, mark: YAMLMark(line: line, column: column))))
  }

  @Test func aMissingArgumentIsReportedAtTheElementBeforeABadValue() throws {
    let reader = Reader()
    let call = Call(
      name: "Label",
      arguments: [
        Argument(label: "title", value: written("bad", 2, 10), source: at(2, 10), labelSource: at(2, 3))
      ],
      source: at(1, 3))
    #expect(
      throws: LayoutFileError(
        location: at(1, 3), message: "'Label' needs a 'systemImage', such as 'systemImage: tray'")
    ) { try ViewMapper.strictElement(call, ElementFacts.named("Label")!, reading: reader) }
    #expect(reader.asked.isEmpty)
  }

  @Test func valuesAreReadInDeclarationOrderAndAModifierSpelledOneByItsKey() throws {
    let reader = Reader()
    let call = Call(
      name: "Button",
      arguments: [
        Argument(
          label: "buttonStyle", value: written("bordered", 3, 18), source: at(3, 18), labelSource: at(3, 5)),
        Argument(label: "title", value: written("Save", 2, 12), source: at(2, 12), labelSource: at(2, 5)),
      ], source: at(1, 3))
    let (_, values) = try ViewMapper.strictElement(call, ElementFacts.named("Button")!, reading: reader)
    #expect(reader.asked == ["title", "buttonStyle"])
    #expect(values.choice("style") == "bordered")
    #expect(values.source(of: "style") == at(3, 18))
  }
}
