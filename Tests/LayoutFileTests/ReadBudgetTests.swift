import LayoutEngine
import LayoutMapping
import Testing

@testable import LayoutFile

/// The read budgets: aliases are counted per use, at the alias; what stays under a limit reads
/// as before; the byte-order mark and the reader's byte offsets are not columns.
struct ReadBudgetTests {
  /// A layout whose body lists `uses` aliases of an anchored `Text`.
  func aliased(uses: Int, text: String = "hi") -> String {
    "body:\n  VStack:\n  - &t {Text: \(text)}\n  - VStack: ["
      + Array(repeating: "*t", count: uses)
      .joined(separator: ", ") + "]\n"
  }

  @Test func aliasesWithinTheBudgetReadAsCopies() throws {
    let document = try parse(aliased(uses: 100))
    #expect(document.body.children[1].children.count == 100)
    #expect(document.body.children[1].children.allSatisfy { $0.element == .text("hi") })
  }

  @Test func theAliasThatCrossesTheTextBudgetIsReported() throws {
    // Each use adds 64 KiB of text: about the 63rd crosses 4 MiB, well before the 70th.
    let yaml = aliased(uses: 70, text: String(repeating: "x", count: 65_536))
    let error = try #require(diagnostic(yaml))
    #expect(error.location.line == 4)
    let line = Array(yaml.split(separator: "\n")[3])
    #expect(String(line[(error.location.column - 1)...].prefix(2)) == "*t")
    let usesBefore = String(line[..<(error.location.column - 1)]).components(separatedBy: "*t").count - 1
    #expect((60..<64).contains(usesBefore))
    #expect(error.message.contains("more than 4,194,304 bytes of text"))
    #expect(error.message.contains("'*t'"))
  }

  @Test func aShadowedAnchorCountsItsOwnSize() throws {
    // `&t` is first a stack of 600 texts, then one text: the 2,000 uses after the second count
    // 3 YAML nodes each (counted as the first, they would cross 1,000,000).
    let texts = Array(repeating: "Text: a", count: 600).joined(separator: ", ")
    let yaml =
      "body:\n  VStack:\n  - &t {VStack: [\(texts)]}\n  - &t {Text: hi}\n  - VStack: ["
      + Array(repeating: "*t", count: 2000).joined(separator: ", ") + "]\n"
    let document = try parse(yaml)
    #expect(document.body.children[2].children.count == 2000)
  }

  @Test func aByteOrderMarkIsNotAColumn() {
    let plain = diagnostic("body: {Buton: x}\n")
    let marked = try? LayoutFileParser.parse(
      bytes: [0xEF, 0xBB, 0xBF] + Array("body: {Buton: x}\n".utf8), file: "test.yaml")
    #expect(plain?.location == at(1, 8))
    #expect(marked == nil)
    #expect(
      (try? LayoutFileParser.parse(bytes: [0xEF, 0xBB, 0xBF] + Array("body: {Text: x}\n".utf8), file: "t"))?
        .body.element == .text("x"))
  }

  @Test func aReaderErrorIsPlacedAtItsByte() {
    #expect(YAMLDiagnostic.position(ofByte: 0, in: "abc") == (1, 1))
    #expect(YAMLDiagnostic.position(ofByte: 7, in: "ab\nдеf\n") == (2, 3))
  }
}
