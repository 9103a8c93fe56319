/// Finds the first byte that is not valid UTF-8, so a binary or mis-encoded file is rejected with
/// the line and column of the problem instead of being silently decoded with replacement characters.
enum UTF8Validation {
  /// Where the first invalid byte is (1-based line; 1-based column counted in characters), or
  /// `nil` when all of `bytes` is well-formed UTF-8.
  static func firstInvalidPosition(in bytes: [UInt8]) -> (line: Int, column: Int)? {
    // ASCII is valid UTF-8, and most layout files are ASCII: eight bytes at a time.
    if isASCII(bytes) { return nil }
    var line = 1
    var column = 1
    var index = 0
    while index < bytes.count {
      let length = sequenceLength(bytes, at: index)
      guard length > 0 else { return (line, column) }
      if bytes[index] == 0x0A {
        line += 1
        column = 1
      } else {
        column += 1
      }
      index += length
    }
    return nil
  }

  /// Whether every byte of `bytes` is below 0x80.
  static func isASCII(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBytes { raw in
      let words = raw.count / 8
      var highBits: UInt64 = 0
      for word in 0..<words {
        highBits |= raw.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self)
      }
      for index in (words * 8)..<raw.count { highBits |= UInt64(raw[index]) }
      return highBits & 0x8080_8080_8080_8080 == 0
    }
  }

  /// The length of the well-formed UTF-8 sequence starting at `index`, or 0 if it is malformed
  /// (overlong forms, surrogates and values above U+10FFFF are malformed, as in RFC 3629).
  static func sequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
    let lead = bytes[index]
    let length: Int
    var lower: UInt8 = 0x80
    var upper: UInt8 = 0xBF
    switch lead {
    case 0x00...0x7F: return 1
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      lower = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
      length = 3
      upper = 0x9F
    case 0xF0:
      length = 4
      lower = 0x90
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      upper = 0x8F
    default: return 0
    }
    guard index + length <= bytes.count else { return 0 }
    guard (lower...upper).contains(bytes[index + 1]) else { return 0 }
    for offset in 2..<max(2, length) where !(0x80...0xBF).contains(bytes[index + offset]) {
      return 0
    }
    return length
  }
}
