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
  /// The deepest syntax tree read (a chain of 2,000 modifiers is 4,000 levels; a view body
  /// nested as deep as the parser's 256 brackets is under 2,000): every walk downstream runs on
  /// a large stack (`LargeStack`), which holds this many levels many times over.
  static let maximumSyntaxDepth = 4_000

  /// The longest run of prefix keywords (`try try …`, `await await …`) and of `else if` links in
  /// one chain: swift-syntax's parser recurses once per keyword or link without counting it
  /// against its nesting limit.
  static let maximumKeywordRun = 256

  /// Keywords the parser reads an expression after by recursing.
  static let prefixKeywords: Set<String> = ["try", "await", "consume", "copy", "each", "repeat", "unsafe"]

  /// What the scan found first: the byte offset and the message of the refusal.
  struct Refusal: Equatable {
    var offset: Int
    var message: String
  }

  /// The first shape swift-syntax cannot be given in `text`, found in one pass over its bytes
  /// outside comments and string literals (read roughly: enough to find nesting, not to lex
  /// Swift); `nil` when there is none.
  static func refusal(in text: String) -> Refusal? {
    var text = text
    return text.withUTF8 { bytes -> Refusal? in
      var scan = Scan()
      for offset in bytes.indices {
        if let refusal = scan.read(bytes[offset], at: offset, bytes) { return refusal }
      }
      return scan.endWord(at: bytes.count, bytes)
    }
  }

  /// The state of the one-pass scan.
  private struct Scan {
    var squareDepth = 0
    var braceDepth = 0
    var inString = false
    var inLineComment = false
    var previous: UInt8 = 0
    /// The last byte that was neither white space nor part of the current word.
    var lastSignificant: UInt8 = 0
    var wordStart: Int?
    var previousWord = ""
    var keywordRun = 0
    /// `else if` links of the chain being read, by brace depth.
    var chains: [Int: Int] = [:]

    mutating func read(_ byte: UInt8, at offset: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Refusal? {
      defer { previous = byte }
      if inLineComment {
        if byte == 0x0A { inLineComment = false }
        return nil
      }
      if inString {
        if byte == 0x22 && previous != 0x5C || byte == 0x0A { inString = false }
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
      case 0x22: inString = true
      case 0x2F where previous == 0x2F: inLineComment = true
      case 0x5B:
        squareDepth += 1
        if squareDepth > maximumSquareBrackets {
          return Refusal(
            offset: offset,
            message: "square brackets nest deeper than \(maximumSquareBrackets) levels; the file is not read")
        }
      case 0x5D: squareDepth = max(0, squareDepth - 1)
      case 0x7B:
        braceDepth += 1
        chains[braceDepth] = 0
      case 0x7D: braceDepth = max(0, braceDepth - 1)
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
