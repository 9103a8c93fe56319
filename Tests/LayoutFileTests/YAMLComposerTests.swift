import LayoutEngine
import LayoutMapping
import Testing

@testable import LayoutFile

/// Composing a layout file's YAML from libyaml's events: anchors and aliases, tags, merge keys,
/// duplicate keys, documents, and which error wins when a file has several.
struct YAMLComposerTests {
  /// The tree of `yaml`, composed as `test.yaml`.
  func compose(_ yaml: String) throws(LayoutFileError) -> YAMLNode? {
    try YAMLComposer.compose(Array(yaml.utf8), file: "test.yaml")
  }

  @Test func scalarsStayTextAndKeepTheirStyleAndPosition() throws {
    let root = try #require(try compose("a: 1\nb: 'yes'\nc: |\n  x\nd: ~\n"))
    guard case .mapping(let mapping) = root else {
      Issue.record("expected a mapping")
      return
    }
    #expect(mapping.map { $0.key.text } == ["a", "b", "c", "d"])
    #expect(mapping.map { $0.value.text } == ["1", "yes", "x\n", nil])
    #expect(mapping.map { $0.value.plainText } == ["1", nil, nil, nil])
    #expect(mapping[1].value.mark == YAMLMark(line: 2, column: 4))
    #expect(mapping[3].value.isNull)
  }

  @Test func anAliasIsTheAnchoredNodeWithTheAnchorsPosition() throws {
    let document = try parse("body:\n  VStack:\n    - &t {Text: hi}\n    - *t\n")
    #expect(document.body.children.count == 2)
    #expect(document.body.children[0] == document.body.children[1])
    #expect(document.body.children[1].source == at(3, 11))
    // An anchor before a key names the key, not the mapping.
    #expect(
      diagnostic("body:\n  VStack:\n    - &t Text: hi\n    - *t\n")?.description
        == "test.yaml:3:7: error: expected a node (a mapping such as 'Text: Hello'), found 'Text'")
  }

  @Test func aShadowedAnchorIsTheLaterOne() throws {
    let document = try parse("body:\n  VStack:\n    - &a {Text: one}\n    - &a {Text: two}\n    - *a\n")
    #expect(document.body.children[2].element == .text("two"))
    #expect(document.body.children[2].source == at(4, 11))
  }

  @Test func aMergeKeyIsAnOrdinaryKey() {
    #expect(
      diagnostic("body:\n  Text: hi\n  <<: {padding: 4}\n")?.description
        == "test.yaml:3:3: error: unknown argument or modifier '<<' for 'Text'")
  }

  @Test func keysWithTheSameTextAndTagRepeat() throws {
    // `!!str`, `!` and quotes name a string, as a plain key does.
    for key in ["!!str padding", "! padding", "\"padding\""] {
      #expect(
        diagnostic("body:\n  Text: hi\n  \(key): 4\n  padding: 5\n")?.message.hasPrefix(
          "a mapping repeats the key 'padding'") == true)
    }
    // Another tag is another key: the reader then reads both paddings.
    #expect(
      try parse("body:\n  Text: hi\n  !!int padding: 4\n  padding: 5\n").body.modifiers
        == [.padding(EdgeInsets(all: 4)), .padding(EdgeInsets(all: 5))])
  }

  @Test func repeatedKeysAreNamedInOrderAtTheFirstOnesFirstUse() {
    #expect(
      diagnostic("body:\n  Text: hi\n  b: 1\n  a: 2\n  b: 3\n  a: 4\n")?.description
        == "test.yaml:4:3: error: a mapping repeats the key 'a', 'b'; "
        + "to apply a modifier twice, list them under 'modifiers:'")
    // A large mapping (its keys hashed rather than compared pairwise) says the same.
    let keys = (0..<40).map { "  k\($0): 1\n" }.joined()
    #expect(
      diagnostic("body:\n  Text: hi\n\(keys)  k30: 1\n  k3: 1\n")?.location == at(6, 3))
    // An alias used as a key repeats its anchor's key.
    #expect(diagnostic("body:\n  Text: hi\n  &k padding: 4\n  *k : 5\n")?.location == at(3, 3))
    // A key that is a list repeats a list with the same items, in a mapping of any size.
    for others in [0, 40] {
      let filler = (0..<others).map { "  k\($0): 1\n" }.joined()
      #expect(
        diagnostic("body:\n  Text: hi\n\(filler)  ? [a, b]\n  : 1\n  ? [a, b]\n  : 2\n")?.location
          == at(3 + others, 5))
    }
    #expect(
      diagnostic("body:\n  Text: hi\n  ? [a, b]\n  : 1\n  ? [a, c]\n  : 2\n")?.message.hasPrefix(
        "a mapping repeats") != true)
  }

  @Test func anUndefinedOrRecursiveAliasIsRefused() {
    #expect(
      diagnostic("body: *nothing\n")?.description
        == "test.yaml:1:7: error: malformed YAML: found undefined alias")
    #expect(diagnostic("body:\n  VStack: &a\n    - Text: *a\n")?.location == at(3, 13))
  }

  @Test func oneDocumentOnly() throws {
    #expect(
      diagnostic("title: x\n---\nbody: {Text: hi}\n")?.description
        == "test.yaml:2:1: error: malformed YAML: but found another document "
        + "(expected a single document in the stream at line 1, column 1)")
    #expect(try parse("---\nbody: {Text: hi}\n...\n").body.element == .text("hi"))
    #expect(try compose("# only a comment\n") == nil)
  }

  @Test func theFirstComposingErrorWinsOverALaterSyntaxError() {
    // The body's mapping ends before the bracket that is never closed.
    #expect(diagnostic("body:\n  Text: hi\n  Text: ho\nx: [unclosed\n")?.message.contains("repeats") == true)
    // A mapping that never ends is never checked for repeated keys.
    #expect(
      diagnostic("body:\n  Text: hi\n  Text: ho\n  x: [unclosed\n")?.message.hasPrefix("malformed YAML")
        == true)
  }

  @Test func theBudgetWinsOverAnEarlierComposingError() {
    // The budget was checked on the whole stream before composing, so an alias bomb after a
    // repeated key is what is reported.
    let list = Array(repeating: "1", count: 1000).joined(separator: ",")
    let uses = Array(repeating: "*a", count: 1100).joined(separator: ",")
    let error = diagnostic("body:\n  Text: hi\n  Text: ho\nx: &a [\(list)]\ny: [\(uses)]\n")
    #expect(error?.message.contains("more than 1,000,000 YAML nodes") == true)
    #expect(error?.location.line == 5)
  }
}
