/// Which bytes of Swift source are code, and which are inside a literal or a comment, read one
/// byte at a time in order, the way swift-syntax's lexer splits them (603.0.1, `Lexer.Cursor`):
/// string literals of the three kinds (`"…"`, `"""…"""`, `'…'`) with raw delimiters (`#"…"#`),
/// escapes and interpolations (`\(…)`, `\#(…)`) nested to any depth, and line and nested block
/// comments. A single-line literal, and any interpolation in it, ends at the end of its line, as
/// the lexer ends it.
///
/// It is a model, not the lexer: regex literals are not followed, and the parser's recovery can
/// end an interpolation early and read the rest of its line as code. `SourceShape` therefore does
/// not trust it alone. With `followsLiterals` off, only comments are followed (every quote is
/// taken as code), which is the second of the scan's readings.
struct LexicalRegions {
  /// What a byte is part of.
  enum Region {
    case code
    /// A string literal: its quotes, delimiters, escapes and text (not its interpolations).
    case literal
    case comment
  }

  private enum Kind: Equatable {
    case singleLine, multiLine, singleQuote
  }

  private enum Context: Equatable {
    case code
    case interpolation(parentheses: Int, multiLine: Bool)
    case string(Kind, pounds: Int)
    case lineComment
    case blockComment(depth: Int)
  }

  /// Whether string literals are followed; otherwise quotes are code and only comments count.
  let followsLiterals: Bool
  /// Innermost last; never empty (the file's own code is at the bottom).
  private var stack: [Context] = [.code]
  /// How many interpolations are open around the byte just read.
  private(set) var interpolationDepth = 0
  /// Bytes of the token just read that still follow it (a delimiter's rest, an escaped
  /// character), and their region.
  private var pending = 0
  private var pendingRegion = Region.literal

  init(followsLiterals: Bool) {
    self.followsLiterals = followsLiterals
  }

  /// The region of the byte at `offset`; called for every offset in order.
  mutating func region(at offset: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Region {
    if pending > 0 {
      pending -= 1
      return pendingRegion
    }
    let byte = bytes[offset]
    let next = offset + 1 < bytes.count ? bytes[offset + 1] : 0
    let isNewline = byte == 0x0A || byte == 0x0D
    switch stack[stack.count - 1] {
    case .lineComment:
      if isNewline {
        stack.removeLast()
        endSingleLineContexts()
      }
      return .comment
    case .blockComment(let depth):
      if byte == 0x2A, next == 0x2F {
        stack.removeLast()
        if depth > 1 { stack.append(.blockComment(depth: depth - 1)) }
        skip(1, as: .comment)
      } else if byte == 0x2F, next == 0x2A {
        stack[stack.count - 1] = .blockComment(depth: depth + 1)
        skip(1, as: .comment)
      }
      return .comment
    case .string(let kind, let pounds):
      return readInString(kind, pounds: pounds, at: offset, bytes)
    case .code, .interpolation:
      return readInCode(byte, next: next, at: offset, bytes)
    }
  }

  private mutating func readInCode(
    _ byte: UInt8, next: UInt8, at offset: Int, _ bytes: UnsafeBufferPointer<UInt8>
  ) -> Region {
    if byte == 0x2F, next == 0x2F || next == 0x2A {
      stack.append(next == 0x2F ? .lineComment : .blockComment(depth: 1))
      skip(1, as: .comment)
      return .comment
    }
    if followsLiterals, let region = openLiteral(at: offset, bytes) { return region }
    guard case .interpolation(let parentheses, let multiLine) = stack[stack.count - 1] else { return .code }
    switch byte {
    case 0x28:
      stack[stack.count - 1] = .interpolation(parentheses: parentheses + 1, multiLine: multiLine)
    case 0x29:
      if parentheses == 0 {
        stack.removeLast()
        interpolationDepth -= 1
      } else {
        stack[stack.count - 1] = .interpolation(parentheses: parentheses - 1, multiLine: multiLine)
      }
    case 0x0A,
      0x0D where !multiLine:
      endSingleLineContexts()
    default: break
    }
    return .code
  }

  /// Starts a string literal when `offset` holds its opening (`"`, `"""`, `'`, after any `#`s).
  private mutating func openLiteral(at offset: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Region? {
    // A run of `#`s is looked past once, from its first: a long run stays linear.
    if offset > 0, bytes[offset - 1] == 0x23 { return nil }
    var quote = offset
    while quote < bytes.count, bytes[quote] == 0x23 { quote += 1 }
    let pounds = quote - offset
    guard quote < bytes.count, bytes[quote] == 0x22 || (pounds == 0 && bytes[quote] == 0x27) else {
      return nil
    }
    if bytes[quote] == 0x27 {
      stack.append(.string(.singleQuote, pounds: 0))
      return .literal
    }
    let isTriple = quote + 2 < bytes.count && bytes[quote + 1] == 0x22 && bytes[quote + 2] == 0x22
    if isTriple, !(pounds > 0 && closesOnItsLine(after: quote + 3, pounds: pounds, bytes)) {
      stack.append(.string(.multiLine, pounds: pounds))
      skip(pounds + 2, as: .literal)
    } else {
      stack.append(.string(.singleLine, pounds: pounds))
      skip(pounds, as: .literal)
    }
    return .literal
  }

  /// Whether a `"` followed by `pounds` `#`s comes before the end of the line: the lexer then
  /// reads `#"""…"#` as a single-line literal that starts with two quotes.
  private func closesOnItsLine(after start: Int, pounds: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    if hasPounds(pounds, at: start, bytes) { return true }
    var index = start
    while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D {
      if bytes[index] == 0x22, hasPounds(pounds, at: index + 1, bytes) { return true }
      index += 1
    }
    return false
  }

  private mutating func readInString(
    _ kind: Kind, pounds: Int, at offset: Int, _ bytes: UnsafeBufferPointer<UInt8>
  ) -> Region {
    let byte = bytes[offset]
    if byte == 0x0A || byte == 0x0D {
      if kind != .multiLine { endSingleLineContexts() }
      return .literal
    }
    if byte == 0x5C, hasPounds(pounds, at: offset + 1, bytes) {
      let after = offset + 1 + pounds
      let escaped = after < bytes.count ? bytes[after] : 0x0A
      if escaped == 0x28 {
        stack.append(.interpolation(parentheses: 0, multiLine: kind == .multiLine))
        interpolationDepth += 1
        skip(pounds + 1, as: .literal)
      } else {
        // The escaped character is the literal's, even a quote; a line's end is not.
        skip(escaped == 0x0A || escaped == 0x0D ? pounds : pounds + 1, as: .literal)
      }
      return .literal
    }
    let closes: Bool
    switch kind {
    case .singleQuote: closes = byte == 0x27
    case .singleLine: closes = byte == 0x22 && hasPounds(pounds, at: offset + 1, bytes)
    case .multiLine:
      closes =
        byte == 0x22 && offset + 2 < bytes.count && bytes[offset + 1] == 0x22 && bytes[offset + 2] == 0x22
        && hasPounds(pounds, at: offset + 3, bytes)
      if closes { skip(2, as: .literal) }
    }
    if closes {
      stack.removeLast()
      skip(pounds, as: .literal)
    }
    return .literal
  }

  /// Ends, at a line's end, every single-line literal and interpolation in one that is open.
  private mutating func endSingleLineContexts() {
    while stack.count > 1 {
      switch stack[stack.count - 1] {
      case .string(let kind, _) where kind != .multiLine: stack.removeLast()
      case .interpolation(_, multiLine: false):
        stack.removeLast()
        interpolationDepth -= 1
      default: return
      }
    }
  }

  private func hasPounds(_ count: Int, at start: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard start + count <= bytes.count else { return false }
    return (start..<(start + count)).allSatisfy { bytes[$0] == 0x23 }
  }

  private mutating func skip(_ count: Int, as region: Region) {
    pending += count
    pendingRegion = region
  }
}
