import SwiftSyntax

/// The two shapes of Swift source that swift-syntax cannot be handed safely, found without
/// recursion: square brackets nested so deep that the parser's lookahead (an array literal or an
/// inline array type?) takes time exponential in the depth, and a tree so deep that the folds,
/// visitors and printers that recurse once per level (swift-syntax's and the reader's) could
/// overflow their stack.
enum SourceShape {
  /// The deepest `[` nesting read: swift-syntax's lookahead doubles its work per level, about
  /// 0.1 s at 20 levels; real code nests a handful.
  static let maximumSquareBrackets = 16
  /// The deepest nesting of string interpolations read (`"\("\(…`): swift-syntax's recovery
  /// lookahead re-lexes such a nest at every unclosed call around it and keeps each lexer state
  /// it pushes until the parse ends, so memory grows about with the cube of the nesting (800
  /// bytes with 77 levels inside 180 unclosed calls took 3.3 GB; with 8 levels, 75 MB). Real
  /// code nests two or three.
  static let maximumInterpolationNesting = 8
  /// The deepest syntax tree read (a chain of 2,000 modifiers is 4,000 levels; a view body
  /// nested as deep as the parser's 256 brackets is under 2,000): every walk downstream runs on
  /// a large stack (`LargeStack`), which holds this many levels many times over.
  static let maximumSyntaxDepth = 4_000

  /// The longest run of prefix keywords (`try try …`, `await await …`) and of `else if` links in
  /// one chain: swift-syntax's parser recurses once per keyword or link without counting it
  /// against its nesting limit.
  static let maximumKeywordRun = 256

  /// The most (open calls at the end)² × (bytes after the first) a file may have: 16 calls left
  /// open before 64 KiB took 2.1 s of the fuzz build's CPU, and the cost grows with this product
  /// (`Fuzz/regressions/swift-unclosed-call-recovery.swift`).
  static let maximumUnclosedCallCost = 16 * 16 * 64 * 1024

  /// Keywords the parser reads an expression after by recursing.
  static let prefixKeywords: Set<String> = ["try", "await", "consume", "copy", "each", "repeat", "unsafe"]

  /// What the scan found first: the byte offset and the message of the refusal.
  struct Refusal: Equatable {
    var offset: Int
    var message: String
  }

  /// The first shape swift-syntax cannot be given in `text`, found in one pass over its bytes;
  /// `nil` when there is none.
  ///
  /// Keywords are counted in code only (`LexicalRegions`). `[` nesting is counted in three
  /// readings at once, and the deepest decides: in code only; outside comments only; and over
  /// every byte. The first alone would be fooled where the parser reads as code what the model
  /// takes for a literal (the parser's recovery ends an unterminated interpolation early and
  /// reads the rest of its line as code; a regex literal can hold a quote); the other two would
  /// be fooled by `]`s inside comments or literals, which the parser never sees. Together a
  /// bracket run is missed only where all three are. The lookahead's run of brackets ends at a
  /// brace or semicolon (and at a literal), so the other two readings start again from zero at
  /// one: the `[`s real code leaves unmatched in its literals and comments do not add up over
  /// a file.
  static func refusal(in text: String, maximumSquareBrackets: Int = maximumSquareBrackets) -> Refusal? {
    var text = text
    return text.withUTF8 { bytes -> Refusal? in
      var scan = Scan(maximumSquareBrackets: maximumSquareBrackets)
      for offset in bytes.indices {
        if let refusal = scan.read(bytes[offset], at: offset, bytes) { return refusal }
      }
      return scan.endWord(at: bytes.count, bytes) ?? scan.unclosedCalls(fileSize: bytes.count)
    }
  }

  /// The state of the one-pass scan.
  private struct Scan {
    let maximumSquareBrackets: Int
    /// The `[` nesting in each reading: code only, outside comments, every byte.
    var squareDepths = [0, 0, 0]
    var braceDepth = 0
    var literals = LexicalRegions(followsLiterals: true)
    var comments = LexicalRegions(followsLiterals: false)
    /// The last byte that was neither white space nor part of the current word.
    var lastSignificant: UInt8 = 0
    var wordStart: Int?
    var previousWord = ""
    var keywordRun = 0
    /// `else if` links of the chain being read, by brace depth.
    var chains: [Int: Int] = [:]
    /// Where each `(` of code not closed yet opens.
    var openParentheses: [Int] = []

    mutating func read(_ byte: UInt8, at offset: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Refusal? {
      let region = literals.region(at: offset, bytes)
      if literals.interpolationDepth > maximumInterpolationNesting {
        return Refusal(
          offset: offset,
          message:
            "string interpolations nest deeper than \(maximumInterpolationNesting) levels; the file is not read"
        )
      }
      let outsideComments = comments.region(at: offset, bytes) != .comment
      if byte == 0x5B || byte == 0x5D {
        for reading in squareDepths.indices
        where reading == 2 || (reading == 0 ? region == .code : outsideComments) {
          squareDepths[reading] = max(0, squareDepths[reading] + (byte == 0x5B ? 1 : -1))
          if squareDepths[reading] > maximumSquareBrackets {
            return Refusal(
              offset: offset,
              message:
                "square brackets nest deeper than \(maximumSquareBrackets) levels; the file is not read")
          }
        }
      }
      // A brace or semicolon ends every run of brackets the lookahead can follow, and whatever
      // the other two readings counted in literals and comments before it.
      if byte == 0x7B || byte == 0x7D || byte == 0x3B, region == .code, outsideComments {
        squareDepths[1] = 0
        squareDepths[2] = 0
      }
      guard region == .code else {
        if let refusal = endWord(at: offset, bytes) { return refusal }
        // A literal is a token and ends a run of keywords; a comment is not.
        if region == .literal {
          keywordRun = 0
          previousWord = ""
          lastSignificant = 0x22
        }
        return nil
      }
      let isWordByte =
        byte == 0x5F || (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte)
        || (0x61...0x7A).contains(byte) || byte >= 0x80
      if isWordByte {
        if wordStart == nil { wordStart = offset }
        return nil
      }
      if let refusal = endWord(at: offset, bytes) { return refusal }
      switch byte {
      case 0x7B:
        braceDepth += 1
        chains[braceDepth] = 0
      case 0x7D: braceDepth = max(0, braceDepth - 1)
      case 0x28: openParentheses.append(offset)
      case 0x29: _ = openParentheses.popLast()
      default: break
      }
      let isSpace = byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
      // `try?` and `try!` keep a run of keywords going; anything else but white space ends it.
      if !isSpace, !(byte == 0x3F || byte == 0x21) || !SourceShape.prefixKeywords.contains(previousWord) {
        keywordRun = 0
        previousWord = ""
      }
      if !isSpace { lastSignificant = byte }
      return nil
    }

    /// Ends the word being read, if any, before `offset`, and counts it.
    /// A file that ends with calls left open: swift-syntax's recovery looks ahead to the end of
    /// the file at each open level, which takes about (levels)² × (bytes after the first) steps,
    /// minutes for a few dozen levels before tens of KiB. A valid file closes every call, and one
    /// being edited leaves one or two open, so only the costly shape is refused.
    func unclosedCalls(fileSize: Int) -> Refusal? {
      let levels = openParentheses.count
      guard levels > 2, let first = openParentheses.first,
        levels * levels * (fileSize - first) > SourceShape.maximumUnclosedCallCost
      else { return nil }
      return Refusal(
        offset: first,
        message:
          "\(levels) calls are left open from here to the end of the file, more than the parser recovers from in time; the file is not read"
      )
    }

    mutating func endWord(at offset: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Refusal? {
      guard let start = wordStart else { return nil }
      wordStart = nil
      let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
      defer {
        previousWord = word
        lastSignificant = bytes[offset - 1]
      }
      if SourceShape.prefixKeywords.contains(word) {
        keywordRun += 1
        if keywordRun > maximumKeywordRun {
          return Refusal(
            offset: start,
            message:
              "more than \(maximumKeywordRun) '\(word)'s and other prefix keywords in a row; the file is not read"
          )
        }
      } else {
        keywordRun = 0
      }
      if word == "else" {
        let links = lastSignificant == 0x7D ? (chains[braceDepth] ?? 0) + 1 : 1
        chains[braceDepth] = links
        if links > maximumKeywordRun {
          return Refusal(
            offset: start,
            message: "an 'else if' chain of more than \(maximumKeywordRun) links; the file is not read")
        }
      }
      return nil
    }
  }

  /// The first node (in source order) deeper than `maximumSyntaxDepth`, found with an explicit
  /// stack; `nil` when the tree is within the limit.
  static func tooDeepNode(in tree: SourceFileSyntax) -> Syntax? {
    var stack: [(node: Syntax, depth: Int)] = [(Syntax(tree), 1)]
    while let (node, depth) = stack.popLast() {
      if depth > maximumSyntaxDepth { return node }
      // Children pushed last first, so the walk meets them in source order.
      for child in node.children(viewMode: .sourceAccurate).reversed() {
        stack.append((child, depth + 1))
      }
    }
    return nil
  }
}
