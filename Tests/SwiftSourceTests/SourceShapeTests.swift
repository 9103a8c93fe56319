import SwiftParser
import SwiftSyntax
import TestSupport
import Testing

@testable import SwiftSource

/// The byte scan that keeps swift-syntax from files it would take exponential time or unbounded
/// recursion on: which bytes it takes for code, and that no `[` run the parser reads is missed
/// wherever it hides (literals, interpolations, comments, raw and multi-line strings).
@Suite struct SourceShapeTests {
  /// Each byte's region as one letter: `c` code, `l` literal, `m` comment.
  static func regions(_ text: String, followsLiterals: Bool = true) -> String {
    var text = text
    return text.withUTF8 { bytes in
      var regions = LexicalRegions(followsLiterals: followsLiterals)
      return String(
        bytes.indices.map { offset -> Character in
          switch regions.region(at: offset, bytes) {
          case .code: "c"
          case .literal: "l"
          case .comment: "m"
          }
        })
    }
  }

  @Test(
    "literals, escapes, interpolations and comments are split as swift-syntax's lexer splits them",
    arguments: [
      // A plain literal, and code after it.
      (#"a "[" ["#, #"cclllcc"#),
      // An interpolation is code, to its matching parenthesis.
      (#""\([f(1)])"["#, #"lllccccccclc"#),
      // Nested: a literal in an interpolation in a literal.
      (#""\("\([1])")"["#, #"llllllcccclclc"#),
      // An escaped quote and an escaped backslash.
      (#""\"[" ["#, #"lllllcc"#),
      (#""\\"["#, #"llllc"#),
      // Raw: `\(` is text, `\#(` interpolates, `\"` does not close, `"#` does.
      (##"#"\([\#([)"#["##, ##"llllllllccllc"##),
      (##"#"\"#["##, ##"lllllc"##),
      // A single-line literal and its interpolation end at the end of the line.
      ("\"ab\n[", "llllc"),
      ("\"\\(a\n[", "lllccc"),
      // Multi-line: lines are text until the closing quotes, and code may follow them.
      ("\"\"\"\n[\"\n\"\"\"[", "llllllllllc"),
      // `#"""#` is a one-line literal holding a quote.
      (##"#"""#["##, ##"lllllc"##),
      // A single-quoted literal holds a double quote.
      (#"'"'["#, #"lllc"#),
      // Block comments nest; a line comment ends at the line's end.
      ("/* /* */ [ */[//[\n[", "mmmmmmmmmmmmmcmmmmc"),
    ])
  func regions(text: String, expected: String) {
    #expect(Self.regions(text) == expected, "\(text)")
  }

  @Test("the comments-only reading takes every quote for code")
  func commentsOnly() {
    #expect(Self.regions(#""//" ["#, followsLiterals: false) == "cmmmmm")
    #expect(Self.regions(#""a" [ /*]*/"#, followsLiterals: false) == "ccccccmmmmm")
  }

  /// A run of 20 `[` in each place the parser reads it as code, which the scan before this one
  /// let through and swift-syntax's lookahead then took minutes on (the Swift fuzz target's
  /// finding, `swift-inline-array-lookahead.swift`, is the first).
  static let hiddenRuns: [String] = {
    let run = String(repeating: "[", count: 20) + "1" + String(repeating: "]", count: 20)
    return [
      #"Text("\(RUN)")"#,
      #"Text("a\("b\(RUN)")")"#,
      ##"Text(#"a\#(RUN)"#)"##,
      ##"Text(#"\"#) + Text("\(RUN)")"##,
      ##"Text(#"\"#); let x = RUN"##,
      #"Text("\\"); let x = RUN"#,
      "Text(\"\"\"\n  a\n  \"\"\" + String(RUN))",
      "Text(\"\"\"\n  \\(RUN)\n  \"\"\")",
      #"let c = '"'; let x = RUN"#,
      #"let r = /"/; let x = RUN"#,
      #"Text("\(a "x" y" RUN")"#,
      "let x = [[[[[[[[[[ /*]]]]]]]]]]*/ [[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]",
      "let x = [[[[[[[[[[ // ]]]]]]]]]]\n [[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]",
      #"Text("\[[[[[[[[[[[[[[[[[["\("\(RUN)")")"#,
    ].map { $0.replacingOccurrences(of: "RUN", with: run) }
  }()

  @Test("a run of square brackets is refused wherever the parser reads it", arguments: hiddenRuns)
  func hiddenRunIsRefused(_ source: String) throws {
    let refusal = try #require(SourceShape.refusal(in: source))
    #expect(refusal.message == "square brackets nest deeper than 16 levels; the file is not read")
  }

  @Test("brackets in literals, comments and interpolations of real code are read")
  func realCodeIsRead() {
    let lines = [
      #"Text("[link](https://example.com) and [[x]] \(items[0]) \(grid[1][2])")"#,
      ##"let pattern = #"[a-z]+\[\d\]"#"##,
      "// [1] see the notes; [ and ] in prose",
      "/* [ [ [ */",
      #"let json = "[" + items.map { "\($0)" }.joined(separator: ",") + "]""#,
      "let text = \"\"\"\n  [a] \"quoted\" \\(values[3]) [[b]]\n  \"\"\"",
      #"Text(verbatim: "\\[") + Text("\(count) item\(count == 1 ? "" : "s")")"#,
    ]
    // Each twenty times: nothing accumulates from one to the next.
    let source = Array(repeating: lines.joined(separator: "\n"), count: 20).joined(separator: "\n")
    #expect(SourceShape.refusal(in: source) == nil)
  }

  @Test("string interpolations nest 8 deep and no deeper")
  func interpolationNesting() throws {
    let nest = { (levels: Int) in
      String(repeating: #""\("#, count: levels) + "x" + String(repeating: #")""#, count: levels)
    }
    #expect(SourceShape.refusal(in: "let s = " + nest(8)) == nil)
    let refusal = try #require(SourceShape.refusal(in: "let s = " + nest(9)))
    #expect(refusal.message == "string interpolations nest deeper than 8 levels; the file is not read")
    #expect(refusal.offset == "let s = ".utf8.count + 8 * 3 + 1)
    // Closed interpolations do not add up, nor do ones a line's end closes.
    #expect(SourceShape.refusal(in: Array(repeating: nest(8), count: 20).joined(separator: " + ")) == nil)
    #expect(
      SourceShape.refusal(
        in: Array(repeating: String(repeating: #""\("#, count: 8), count: 20).joined(separator: "\n")) == nil)
  }

  /// Each `#` of a run once asked whether a raw literal starts there, each looking ahead to the
  /// run's end (quadratic: 200,000 of them, 2 * 10^10 bytes looked at); now a run is looked
  /// past once, from its first.
  @Test("a long run of pound signs is scanned once")
  func poundRun() {
    let run = String(repeating: "#", count: 200_000)
    let source = run + "\n" + ##"let x = #"\"# + "[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]""##
    #expect(SourceShape.refusal(in: source) != nil)
    #expect(Self.regions(###"##a##"b"##"###) == "ccclllllll")
  }

  /// The deepest run of `[` tokens swift-syntax's lookahead can follow in `source`: `]` closes
  /// one, and a literal, a brace or a semicolon (which no type holds) ends the run.
  static func parsedSquareDepth(_ source: String) -> Int {
    var depth = 0
    var deepest = 0
    for token in Parser.parse(source: source).tokens(viewMode: .sourceAccurate) {
      switch token.tokenKind {
      case .leftSquare: depth += 1
      case .rightSquare: depth = max(0, depth - 1)
      case .stringQuote, .multilineStringQuote, .singleQuote, .stringSegment, .rawStringPoundDelimiter,
        .regexSlash, .regexLiteralPattern, .regexPoundDelimiter, .leftBrace, .rightBrace, .semicolon:
        depth = 0
      default: break
      }
      deepest = max(deepest, depth)
    }
    return deepest
  }

  /// Random sources from the pieces that change what is code (quotes, delimiters, escapes,
  /// interpolations, comments, newlines) and brackets: the scan must see every one of them at
  /// least as deep as the parser's tokens nest (a fixed seed, so a failure reproduces).
  @Test("the scan never sees brackets shallower than the parser's tokens nest")
  func scanCoversParser() {
    let pieces = [
      "\"", "\"\"\"", "#", "\\(", "\\#(", "\\", "(", ")", "[", "]", "[", "]", "[[", "/*", "*/", "//", "\n",
      "'", "/", "a", " ", "x.", "+", "#/", "{", "}", ";", "@a(",
    ]
    var generator = SplitMix64(seed: 29)
    var misses: [String] = []
    for _ in 0..<3_000 {
      let source = (0..<Int.random(in: 1...24, using: &generator))
        .map { _ in pieces.randomElement(using: &generator)! }.joined()
      let parsed = Self.parsedSquareDepth(source)
      guard parsed > 0 else { continue }
      if SourceShape.refusal(in: source, maximumSquareBrackets: parsed - 1) == nil { misses.append(source) }
    }
    #expect(misses.isEmpty, "\(misses.prefix(5))")
  }
}
