import LayoutEngine

/// A value written in SwiftUI's spelling as one piece of text, read into the call tree's
/// `SourceValue`: what a layout file writes where Swift would (`font: .system(size: 17, weight:
/// .bold)`, `.title2.weight(.semibold)`, `background: .rect(cornerRadius: 12)`), so the mapper
/// converts it by the same code that converts the Swift reader's values.
///
/// Literals (numbers, strings, `true`, `false`, `nil`), arrays, members (`.leading`,
/// `Font.Weight.bold`), calls with labelled arguments (`.custom("Avenir", size: 17)`,
/// `GridItem(.flexible())`), method chains on a value (`.body.bold().italic()`), parentheses and,
/// outermost, a range (`2...3`, `...(.xxxLarge)`, `.small..<.accessibility1`, `AX1...`; a range
/// with neither bound is not one); no other operators, closures or interpolation.
package enum ValueExpression {
  /// The value `text` spells, every call located at `source`; `nil` when it is not one.
  package static func parse(_ text: String, at source: SourceLocation) -> SourceValue? {
    var scanner = Scanner(Array(text.utf8), source: source)
    guard let value = scanner.range(depth: 0) else { return nil }
    scanner.skipSpaces()
    return scanner.isAtEnd ? value : nil
  }

  /// The member `text` names as SwiftUI writes one: `leading` for `.leading`,
  /// `Alignment.leading` or `HorizontalAlignment.leading`, `bold` for `Font.Weight.bold`; any
  /// other text as it is. A layout file may spell its names either way.
  package static func memberName(_ text: String) -> String {
    // Most names are written bare (`leading`): nothing to parse.
    guard text.utf8.contains(UInt8(ascii: ".")),
      case .member(_, let name)? = parse(text, at: SourceLocation(file: "", line: 0, column: 0))
    else { return text }
    return name
  }

  /// The deepest nesting of calls and arrays read: a layout file's values nest two or three levels.
  static let maximumDepth = 16

  private struct Scanner {
    let bytes: [UInt8]
    let source: SourceLocation
    var index = 0

    init(_ bytes: [UInt8], source: SourceLocation) {
      self.bytes = bytes
      self.source = source
    }

    var isAtEnd: Bool { index >= bytes.count }
    var peek: UInt8? { isAtEnd ? nil : bytes[index] }

    mutating func skipSpaces() {
      while let byte = peek,
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
          || byte == UInt8(ascii: "\r")
      {
        index += 1
      }
    }

    /// Consumes `byte` (after spaces) if it comes next.
    mutating func take(_ byte: Character) -> Bool {
      skipSpaces()
      guard peek == byte.asciiValue else { return false }
      index += 1
      return true
    }

    mutating func identifier() -> String? {
      skipSpaces()
      let start = index
      while let byte = peek, Self.isIdentifierByte(byte, first: index == start) { index += 1 }
      return index > start ? String(decoding: bytes[start..<index], as: UTF8.self) : nil
    }

    private static func isIdentifierByte(_ byte: UInt8, first: Bool) -> Bool {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
        true
      case UInt8(ascii: "0")...UInt8(ascii: "9"): !first
      default: false
      }
    }

    /// A value, or a range of two (either bound may be left out, not both): `...` closed, `..<`
    /// half-open (`2..<` is read as a half-open range without an upper bound, for the converter
    /// to refuse).
    mutating func range(depth: Int) -> SourceValue? {
      if let isClosed = rangeOperator() {
        guard let upper = postfix(depth: depth) else { return nil }
        return .range(lower: nil, upper: upper, isClosed: isClosed)
      }
      guard let lower = postfix(depth: depth) else { return nil }
      guard let isClosed = rangeOperator() else { return lower }
      skipSpaces()
      if isAtEnd || peek == UInt8(ascii: ")") { return .range(lower: lower, upper: nil, isClosed: isClosed) }
      guard let upper = postfix(depth: depth) else { return nil }
      return .range(lower: lower, upper: upper, isClosed: isClosed)
    }

    /// Whether `...` (closed) or `..<` (half-open) comes next, consumed; `nil` when neither does.
    mutating func rangeOperator() -> Bool? {
      skipSpaces()
      guard bytes.count >= index + 3, bytes[index] == UInt8(ascii: "."), bytes[index + 1] == UInt8(ascii: ".")
      else { return nil }
      switch bytes[index + 2] {
      case UInt8(ascii: "."):
        index += 3
        return true
      case UInt8(ascii: "<"):
        index += 3
        return false
      default: return nil
      }
    }

    /// Whether a range operator comes next (after spaces), not consumed.
    private mutating func isAtRangeOperator() -> Bool {
      let start = index
      defer { index = start }
      return rangeOperator() != nil
    }

    /// A primary value followed by method calls (`.bold()`, `.weight(.semibold)`).
    mutating func postfix(depth: Int) -> SourceValue? {
      guard depth < ValueExpression.maximumDepth, let value = primary(depth: depth) else { return nil }
      var modifiers: [Call] = []
      while !isAtRangeOperator(), take(".") {
        guard let name = identifier(), take("("), let arguments = arguments(depth: depth) else { return nil }
        modifiers.append(Call(name: name, arguments: arguments, source: source))
      }
      return modifiers.isEmpty ? value : .modified(value, modifiers: modifiers)
    }

    private mutating func primary(depth: Int) -> SourceValue? {
      skipSpaces()
      guard let byte = peek else { return nil }
      switch byte {
      case UInt8(ascii: "."):
        index += 1
        guard let name = identifier() else { return nil }
        return member(base: nil, name: name, depth: depth)
      case UInt8(ascii: "\""):
        return string()
      case UInt8(ascii: "("):
        index += 1
        guard let value = range(depth: depth + 1), take(")") else { return nil }
        return value
      case UInt8(ascii: "["):
        index += 1
        var items: [SourceValue] = []
        if take("]") { return .array(items) }
        repeat {
          guard let item = postfix(depth: depth + 1) else { return nil }
          items.append(item)
        } while take(",")
        return take("]") ? .array(items) : nil
      case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        return number()
      default:
        guard var name = identifier() else { return nil }
        switch name {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "nil": return .null
        default: break
        }
        // A type's path (`Font.Weight`) ends at the first lower-case name, the member.
        var base: String?
        while name.first?.isUppercase == true, peek == UInt8(ascii: "."), bytes.count > index + 1,
          Self.isIdentifierByte(bytes[index + 1], first: true)
        {
          index += 1
          guard let next = identifier() else { return nil }
          base = base.map { $0 + "." + name } ?? name
          name = next
          if next.first?.isUppercase != true { break }
        }
        return member(base: base, name: name, depth: depth)
      }
    }

    /// `name` after `base` (or a leading dot): a call when parentheses follow, else a member.
    private mutating func member(base: String?, name: String, depth: Int) -> SourceValue? {
      guard take("(") else { return .member(base: base, name: name) }
      guard let arguments = arguments(depth: depth) else { return nil }
      return .call(Call(name: name, base: base, arguments: arguments, source: source))
    }

    /// The arguments after `(` up to and with `)`.
    private mutating func arguments(depth: Int) -> [Argument]? {
      var arguments: [Argument] = []
      if take(")") { return arguments }
      repeat {
        let start = index
        var label = identifier()
        if label != nil, !take(":") {
          index = start
          label = nil
        }
        guard let value = postfix(depth: depth + 1) else { return nil }
        arguments.append(Argument(label: label, value: value, source: source))
      } while take(",")
      return take(")") ? arguments : nil
    }

    private mutating func number() -> SourceValue? {
      let start = index
      while let byte = peek,
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".")
          || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "e")
          || byte == UInt8(ascii: "E") || byte == UInt8(ascii: "_")
      {
        // `1.5.bold()` is not a number followed by a call: a point must be followed by a digit.
        if byte == UInt8(ascii: "."),
          !(bytes.count > index + 1 && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index + 1]))
        {
          break
        }
        index += 1
      }
      let text = String(decoding: bytes[start..<index], as: UTF8.self).filter { $0 != "_" }
      guard let number = Double(text), number.isFinite else { return nil }
      return .number(number)
    }

    /// A string literal with `\"` and `\\` escapes.
    private mutating func string() -> SourceValue? {
      index += 1
      var text: [UInt8] = []
      while let byte = peek {
        index += 1
        if byte == UInt8(ascii: "\"") { return .string(String(decoding: text, as: UTF8.self)) }
        if byte == UInt8(ascii: "\\") {
          guard let escaped = peek, escaped == UInt8(ascii: "\"") || escaped == UInt8(ascii: "\\") else {
            return nil
          }
          index += 1
          text.append(escaped)
        } else {
          text.append(byte)
        }
      }
      return nil
    }
  }
}
