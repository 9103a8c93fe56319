import Reports

/// Reads one line of a snapshot back into a `JSONValue`: the JSON that `JSONValue.line()`
/// writes (objects, arrays, strings with their escapes, numbers, `true`, `false`, `null`). A
/// small parser of our own rather than Foundation's, so a bad line is reported at its column and
/// object members keep their order.
struct JSONLineParser {
  /// Why a line is not JSON, and where (1-based column, in characters).
  struct Failure: Error, Equatable {
    var column: Int
    var message: String
  }

  /// The deepest nesting read: a snapshot line is three levels deep.
  static let maximumDepth = 16

  private let scalars: [Unicode.Scalar]
  private var position = 0

  private init(_ text: String) { scalars = Array(text.unicodeScalars) }

  /// The value `text` holds, which must be all of it but spaces.
  static func parse(_ text: String) throws(Failure) -> JSONValue {
    var parser = JSONLineParser(text)
    let value = try parser.value(depth: 0)
    parser.skipSpaces()
    guard parser.position == parser.scalars.count else { throw parser.failure("text after the value") }
    return value
  }

  private func failure(_ message: String) -> Failure {
    Failure(column: position + 1, message: message)
  }

  private mutating func skipSpaces() {
    while position < scalars.count, scalars[position] == " " || scalars[position] == "\t" { position += 1 }
  }

  private mutating func value(depth: Int) throws(Failure) -> JSONValue {
    guard depth < Self.maximumDepth else { throw failure("nested deeper than \(Self.maximumDepth) levels") }
    skipSpaces()
    guard position < scalars.count else { throw failure("a value is missing") }
    switch scalars[position] {
    case "{": return try object(depth: depth)
    case "[": return try array(depth: depth)
    case "\"": return .string(try string())
    case "t": return try word("true", .bool(true))
    case "f": return try word("false", .bool(false))
    case "n": return try word("null", .null)
    default: return .number(try number())
    }
  }

  private mutating func word(_ word: String, _ value: JSONValue) throws(Failure) -> JSONValue {
    let expected = Array(word.unicodeScalars)
    guard position + expected.count <= scalars.count,
      Array(scalars[position..<position + expected.count]) == expected
    else { throw failure("not a JSON value") }
    position += expected.count
    return value
  }

  private mutating func number() throws(Failure) -> Double {
    let start = position
    while position < scalars.count, "+-0123456789.eE".unicodeScalars.contains(scalars[position]) {
      position += 1
    }
    var text = ""
    text.unicodeScalars.append(contentsOf: scalars[start..<position])
    guard !text.isEmpty, let value = Double(text), value.isFinite else {
      position = start
      throw failure("not a JSON value")
    }
    return value
  }

  private mutating func string() throws(Failure) -> String {
    position += 1
    var out = String.UnicodeScalarView()
    while position < scalars.count {
      let scalar = scalars[position]
      position += 1
      switch scalar {
      case "\"": return String(out)
      case "\\":
        guard position < scalars.count else { break }
        let escape = scalars[position]
        position += 1
        switch escape {
        case "\"", "\\", "/": out.append(escape)
        case "n": out.append("\n")
        case "r": out.append("\r")
        case "t": out.append("\t")
        case "b": out.append("\u{8}")
        case "f": out.append("\u{C}")
        case "u":
          guard position + 4 <= scalars.count else { throw failure("a \\u escape is cut short") }
          var hex = ""
          hex.unicodeScalars.append(contentsOf: scalars[position..<position + 4])
          // A lone surrogate cannot be a scalar; it stands for U+FFFD as decoders read it.
          guard let code = UInt32(hex, radix: 16) else { throw failure("a \\u escape is not hexadecimal") }
          position += 4
          out.append(Unicode.Scalar(code) ?? "\u{FFFD}")
        default:
          position -= 1
          throw failure("an unknown escape \\\(escape)")
        }
      default: out.append(scalar)
      }
    }
    throw failure("a string is not closed")
  }

  private mutating func array(depth: Int) throws(Failure) -> JSONValue {
    position += 1
    var items: [JSONValue] = []
    skipSpaces()
    if position < scalars.count, scalars[position] == "]" {
      position += 1
      return .array(items)
    }
    while true {
      items.append(try value(depth: depth + 1))
      skipSpaces()
      guard position < scalars.count else { throw failure("an array is not closed") }
      let separator = scalars[position]
      position += 1
      if separator == "]" { return .array(items) }
      guard separator == "," else {
        position -= 1
        throw failure("expected , or ] in an array")
      }
    }
  }

  private mutating func object(depth: Int) throws(Failure) -> JSONValue {
    position += 1
    var members: [(String, JSONValue)] = []
    skipSpaces()
    if position < scalars.count, scalars[position] == "}" {
      position += 1
      return .object(members)
    }
    while true {
      skipSpaces()
      guard position < scalars.count, scalars[position] == "\"" else {
        throw failure("expected a member name")
      }
      let name = try string()
      skipSpaces()
      guard position < scalars.count, scalars[position] == ":" else {
        throw failure("expected : after a name")
      }
      position += 1
      members.append((name, try value(depth: depth + 1)))
      skipSpaces()
      guard position < scalars.count else { throw failure("an object is not closed") }
      let separator = scalars[position]
      position += 1
      if separator == "}" { return .object(members) }
      guard separator == "," else {
        position -= 1
        throw failure("expected , or } in an object")
      }
    }
  }
}

extension JSONValue {
  /// The member `name` of an object, `nil` for another value or a missing member.
  subscript(member name: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.0 == name }?.1
  }

  var stringValue: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  var numberValue: Double? {
    if case .number(let number) = self { return number }
    return nil
  }

  var boolValue: Bool? {
    if case .bool(let flag) = self { return flag }
    return nil
  }
}
