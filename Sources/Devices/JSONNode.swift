/// A JSON value read from the bundled data files, without `Codable`.
///
/// Every run of the command line reads the device catalog before it does anything else;
/// `JSONDecoder` spent most of a `render`'s start-up on it (dynamic casts and conformance look-ups
/// for each field of each of the catalog's 68 records, callgrind: a third of the instructions of
/// `render` of a sample). The files are small, generated and read in one pass, so a plain reader
/// into this tree is enough.
enum JSONNode: Equatable {
  case object([String: JSONNode])
  case array([JSONNode])
  case string(String)
  case number(Double)
  case bool(Bool)
  case null

  /// The value of `bytes`, a whole JSON document, or an error naming the byte offset that stops it.
  static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONNode {
    var reader = JSONReader(bytes: bytes)
    let value = try reader.value(depth: 0)
    reader.skipWhitespace()
    guard reader.offset == bytes.count else { throw reader.error("extra text after the value") }
    return value
  }

  /// The member `key` of an object; `nil` when absent, `null` or this is not an object.
  subscript(key: String) -> JSONNode? {
    guard case .object(let members) = self, let value = members[key], value != .null else { return nil }
    return value
  }

  var string: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  var number: Double? {
    if case .number(let value) = self { return value }
    return nil
  }

  var bool: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  var array: [JSONNode]? {
    if case .array(let values) = self { return values }
    return nil
  }
}

/// Where and why a data file is not JSON.
struct JSONSyntaxError: Error, CustomStringConvertible {
  var offset: Int
  var problem: String

  var description: String { "not valid JSON at byte \(offset): \(problem)" }
}

/// The reading position in a JSON document (RFC 8259), one value at a time.
private struct JSONReader {
  let bytes: [UInt8]
  var offset = 0

  /// Nesting deeper than this is refused rather than recursed into.
  static let maximumDepth = 64

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  func error(_ problem: String) -> JSONSyntaxError {
    JSONSyntaxError(offset: offset, problem: problem)
  }

  mutating func skipWhitespace() {
    while offset < bytes.count {
      switch bytes[offset] {
      case 0x20, 0x0A, 0x0D, 0x09: offset += 1
      default: return
      }
    }
  }

  mutating func value(depth: Int) throws(JSONSyntaxError) -> JSONNode {
    guard depth < Self.maximumDepth else { throw error("nested too deeply") }
    skipWhitespace()
    guard offset < bytes.count else { throw error("the document ends where a value should be") }
    switch bytes[offset] {
    case UInt8(ascii: "{"): return try object(depth: depth)
    case UInt8(ascii: "["): return try array(depth: depth)
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    default: return .number(try number())
    }
  }

  private mutating func expect(_ byte: UInt8) throws(JSONSyntaxError) {
    skipWhitespace()
    guard offset < bytes.count, bytes[offset] == byte else {
      throw error("expected '\(Character(Unicode.Scalar(byte)))'")
    }
    offset += 1
  }

  /// Whether the next byte (after whitespace) is `byte`; consumes it if so.
  private mutating func take(_ byte: UInt8) -> Bool {
    skipWhitespace()
    guard offset < bytes.count, bytes[offset] == byte else { return false }
    offset += 1
    return true
  }

  private mutating func object(depth: Int) throws(JSONSyntaxError) -> JSONNode {
    offset += 1
    // Gathered first and made into a dictionary once, at its final size; a repeated key keeps
    // its last value.
    var members: [(String, JSONNode)] = []
    if take(UInt8(ascii: "}")) { return .object([:]) }
    repeat {
      skipWhitespace()
      guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { throw error("expected a key") }
      let key = try string()
      try expect(UInt8(ascii: ":"))
      members.append((key, try value(depth: depth + 1)))
    } while take(UInt8(ascii: ","))
    try expect(UInt8(ascii: "}"))
    return .object(Dictionary(members, uniquingKeysWith: { _, last in last }))
  }

  private mutating func array(depth: Int) throws(JSONSyntaxError) -> JSONNode {
    offset += 1
    var values: [JSONNode] = []
    if take(UInt8(ascii: "]")) { return .array(values) }
    repeat {
      values.append(try value(depth: depth + 1))
    } while take(UInt8(ascii: ","))
    try expect(UInt8(ascii: "]"))
    return .array(values)
  }

  private mutating func literal(_ word: StaticString, _ value: JSONNode) throws(JSONSyntaxError) -> JSONNode {
    let count = word.utf8CodeUnitCount
    guard bytes.count - offset >= count,
      word.withUTF8Buffer({ bytes[offset..<(offset + count)].elementsEqual($0) })
    else {
      throw error("unexpected character")
    }
    offset += count
    return value
  }

  /// A number; a plain integer (most of the data files' numbers) is read without making a string.
  private mutating func number() throws(JSONSyntaxError) -> Double {
    let start = offset
    var integer = 0
    while offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset]),
      offset - start < 15
    {
      integer = integer * 10 + Int(bytes[offset] - UInt8(ascii: "0"))
      offset += 1
    }
    if offset > start, offset == bytes.count || !Self.isNumberByte(bytes[offset]) { return Double(integer) }
    offset = start
    while offset < bytes.count, Self.isNumberByte(bytes[offset]) { offset += 1 }
    guard offset > start, let value = Double(String(decoding: bytes[start..<offset], as: UTF8.self)) else {
      offset = start
      throw error("unexpected character")
    }
    return value
  }

  private static func isNumberByte(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
      || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e")
      || byte == UInt8(ascii: "E")
  }

  /// A string starting at the opening quote, its escapes resolved; one without escapes (nearly
  /// every string of the data files) is made from its bytes in place.
  private mutating func string() throws(JSONSyntaxError) -> String {
    offset += 1
    let start = offset
    while offset < bytes.count, bytes[offset] != UInt8(ascii: "\""), bytes[offset] != UInt8(ascii: "\\"),
      bytes[offset] >= 0x20
    {
      offset += 1
    }
    if offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") {
      offset += 1
      return String(decoding: bytes[start..<(offset - 1)], as: UTF8.self)
    }
    var utf8 = Array(bytes[start..<offset])
    while offset < bytes.count {
      let byte = bytes[offset]
      offset += 1
      switch byte {
      case UInt8(ascii: "\""): return String(decoding: utf8, as: UTF8.self)
      case UInt8(ascii: "\\"): try escape(into: &utf8)
      case 0..<0x20: throw error("a control character in a string")
      default: utf8.append(byte)
      }
    }
    throw error("the document ends inside a string")
  }

  private mutating func escape(into utf8: inout [UInt8]) throws(JSONSyntaxError) {
    guard offset < bytes.count else { throw error("the document ends inside a string") }
    let byte = bytes[offset]
    offset += 1
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(byte)
    case UInt8(ascii: "b"): utf8.append(0x08)
    case UInt8(ascii: "f"): utf8.append(0x0C)
    case UInt8(ascii: "n"): utf8.append(0x0A)
    case UInt8(ascii: "r"): utf8.append(0x0D)
    case UInt8(ascii: "t"): utf8.append(0x09)
    case UInt8(ascii: "u"):
      var code = try hex4()
      if (0xD800..<0xDC00).contains(code), bytes.count - offset >= 6, bytes[offset] == UInt8(ascii: "\\"),
        bytes[offset + 1] == UInt8(ascii: "u")
      {
        offset += 2
        let low = try hex4()
        guard (0xDC00..<0xE000).contains(low) else { throw error("a broken surrogate pair") }
        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
      }
      guard let scalar = Unicode.Scalar(code) else { throw error("a broken surrogate pair") }
      utf8.append(contentsOf: Array(String(Character(scalar)).utf8))
    default: throw error("an unknown escape")
    }
  }

  private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
    guard bytes.count - offset >= 4 else { throw error("a short \\u escape") }
    var code: UInt32 = 0
    for _ in 0..<4 {
      guard let digit = Character(Unicode.Scalar(bytes[offset])).hexDigitValue else {
        throw error("a bad \\u escape")
      }
      code = code * 16 + UInt32(digit)
      offset += 1
    }
    return code
  }
}
