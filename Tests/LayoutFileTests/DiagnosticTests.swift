import LayoutEngine
import LayoutMapping
import Testing

@testable import LayoutFile

/// Every kind of bad input is reported at the right line and column with a useful message.
@Suite struct DiagnosticTests {
  @Test func unknownElementSuggestsTheClosestName() {
    let error = diagnostic("body:\n  VStak:\n    spacing: 4")
    #expect(
      error?.description
        == "test.yaml:2:3: error: unknown element 'VStak'; expected a SwiftUI view such as 'VStack', "
        + "'Text' or 'Button' (did you mean 'VStack'?)")
  }

  @Test func unknownModifierSuggestsTheClosestName() {
    let error = diagnostic("body:\n  Text: Hi\n  paddin: 4")
    #expect(
      error?.description
        == "test.yaml:3:3: error: unknown argument or modifier 'paddin' for 'Text' (did you mean 'padding'?)")
  }

  @Test func wrongTypeNamesTheKeyAndTheValue() {
    let error = diagnostic("body:\n  VStack:\n    spacing: wide")
    #expect(error?.description == "test.yaml:3:14: error: expected a number for 'spacing', found 'wide'")
  }

  @Test func negativeAndAbsurdSizesAreRejected() {
    #expect(
      diagnostic("body:\n  Text: x\n  padding: -3")?.description
        == "test.yaml:3:12: error: 'padding' must not be negative, found '-3'")
    #expect(
      diagnostic("body:\n  Text: x\n  frame: {width: 1e6}")?.description
        == "test.yaml:3:18: error: 'width' is '1e6' pt; sizes are at most 100000 pt")
    #expect(
      diagnostic("body:\n  Text: x\n  frame: {width: .nan}")?.description
        == "test.yaml:3:18: error: expected a finite number for 'width', found '.nan'")
    #expect(
      diagnostic("body:\n  Text: x\n  frame: {width: infinity}")?.description
        == "test.yaml:3:18: error: 'infinity' is only allowed for 'maxWidth' and 'maxHeight'; "
        + "'width' needs a finite number")
  }

  @Test func emptyFile() {
    #expect(
      diagnostic("")?.description
        == "test.yaml:1:1: error: the file is empty; expected 'body:' with the screen's root view")
    #expect(diagnostic("# only a comment\n")?.location == at(1, 1))
  }

  @Test func missingBody() {
    #expect(
      diagnostic("title: Nothing here")?.description
        == "test.yaml:1:1: error: the file has no 'body'; expected 'body:' with the screen's root view")
  }

  @Test func malformedYAMLUsesTheYAMLPosition() {
    #expect(
      diagnostic("body:\n  Text: [unclosed\n")?.description
        == "test.yaml:3:1: error: malformed YAML: did not find expected ',' or ']' "
        + "(while parsing a flow sequence at line 2, column 9)")
    let tab = diagnostic("body:\n\tText: x\n")
    #expect(tab?.location == at(2, 1))
  }

  /// A file whose body is `levels` VStacks, each the only child of the one above.
  static func nested(_ levels: Int) -> String {
    var yaml = "body:\n  VStack:\n"
    for level in 1..<levels {
      yaml += String(repeating: "  ", count: level + 1) + "- VStack:\n"
    }
    return yaml
  }

  @Test func nestingDeeperThanTheLimit() throws {
    let limit = Vocabulary.maximumDepth
    let error = diagnostic(Self.nested(limit + 1))
    #expect(error?.location == at(limit + 2, 2 * limit + 5))
    #expect(
      error?.message
        == "nodes are nested more than 200 levels deep; split the screen or flatten its stacks")
    #expect(diagnostic(Self.nested(limit)) == nil)
    #expect(try parse(Self.nested(limit)).body.depth() == limit)
  }

  @Test func invalidUTF8PointsAtTheFirstBadByte() {
    var bytes = Array("body:\n  Text: héllo ".utf8)
    bytes.append(0xFF)
    do {
      _ = try LayoutFileParser.parse(bytes: bytes, file: "test.yaml")
      Issue.record("expected an error")
    } catch {
      #expect(error.description == "test.yaml:2:15: error: the file is not valid UTF-8; expected UTF-8 text")
    }
    #expect(UTF8Validation.firstInvalidPosition(in: [0xE2, 0x82]) != nil)
    #expect(UTF8Validation.firstInvalidPosition(in: [0xED, 0xA0, 0x80]) != nil)
    #expect(UTF8Validation.firstInvalidPosition(in: Array("猫 🍜".utf8)) == nil)
  }

  @Test func twoElementsInOneNode() {
    #expect(
      diagnostic("body:\n  Text: a\n  Button: b")?.description
        == "test.yaml:3:3: error: a node has one element, but this one has 'Text' (line 2) and 'Button'; "
        + "put both in the 'content' of a stack")
  }

  @Test func contentOnANonContainer() {
    #expect(
      diagnostic("body:\n  Text: a\n  content:\n    - Text: b")?.description
        == "test.yaml:3:3: error: 'content' is only for containers (stacks, ScrollView, List, Grid, NavigationStack, TabView, …); "
        + "'Text' has no children")
  }

  @Test func nonMappingWhereANodeIsExpected() {
    #expect(
      diagnostic("body:\n  VStack:\n    - 42")?.description
        == "test.yaml:3:7: error: expected a node (a mapping such as 'Text: Hello'), found '42'")
    #expect(
      diagnostic("body: hello")?.description
        == "test.yaml:1:7: error: expected a node (a mapping such as 'Text: Hello'), found 'hello'")
  }

  @Test func wrongValuesForNamedChoices() {
    #expect(diagnostic("body:\n  HStack: {alignment: centre}")?.suggestion == "center")
    #expect(
      diagnostic("body:\n  Text: x\n  font: headlin")?.suggestion == "headline")
    #expect(
      diagnostic("body:\n  Color: bleu")?.suggestion == "blue")
    #expect(
      diagnostic("body:\n  Text: x\n  hidden: maybe")?.description
        == "test.yaml:3:11: error: expected true or false for 'hidden', found 'maybe'")
  }

  @Test func elementKeyMustComeFirst() {
    #expect(
      diagnostic("body:\n  id: a\n  Text: b")?.description
        == "test.yaml:2:3: error: the element name must be the node's first key; move 'Text' above 'id'")
  }

  @Test func missingRequiredArguments() {
    #expect(
      diagnostic("body:\n  Label: Inbox")?.description
        == "test.yaml:2:3: error: 'Label' needs a 'systemImage', such as 'systemImage: tray'")
    #expect(
      diagnostic("body:\n  Image: {}")?.location == at(2, 3))
  }

  @Test func controlCharactersAreSanitized() {
    let error = diagnostic("body:\n  \"Te\\u001B[31mxt\": x")
    #expect(error?.description.contains("\u{1B}") == false)
    #expect(error?.message.contains("'Te\u{241B}[31mxt'") == true)
  }

  @Test func repeatedKeysPointAtTheMapping() {
    let error = diagnostic("body:\n  Text: x\n  padding: 1\n  padding: 2")
    #expect(
      error?.description
        == "test.yaml:3:3: error: a mapping repeats the key 'padding'; "
        + "to apply a modifier twice, list them under 'modifiers:'")
  }

  @Test func missingFileIsReportedAtTheStart() {
    do {
      _ = try LayoutFileParser.load(path: "/nonexistent/screen.yaml")
      Issue.record("expected an error")
    } catch {
      #expect(
        error.description == "/nonexistent/screen.yaml:1:1: error: cannot read the layout file: no such file")
      #expect(error.kind == .missing)
    }
  }

  @Test func unknownTopLevelKey() {
    #expect(diagnostic("titel: x\nbody:\n  Text: y")?.suggestion == "title")
  }

  @Test func editDistance() {
    #expect(EditDistance.distance("kitten", "sitting") == 3)
    #expect(EditDistance.suggestion(for: "vstack", among: Vocabulary.elements) == "VStack")
    #expect(EditDistance.suggestion(for: "Zebra", among: Vocabulary.elements) == nil)
  }
}
