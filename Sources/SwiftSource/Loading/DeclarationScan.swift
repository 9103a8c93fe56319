/// A byte scan of Swift source for the names it declares and the identifiers it uses, for the
/// project index: cheap enough for every file of a project, and wrong only towards reading a file
/// too many (a name in an unusual place), never towards missing a declaration written plainly.
package enum DeclarationScan {
  /// The keywords a declared name follows.
  private static let declaring: Set<String> = [
    "struct", "class", "enum", "protocol", "actor", "typealias", "extension", "func",
  ]

  /// The names `bytes` declares: types, extended types, functions, static members.
  package static func declarations(in bytes: [UInt8]) -> Set<String> {
    scanned(bytes).names
  }

  /// The names `bytes` declares, and the modules it imports.
  static func scanned(_ bytes: [UInt8]) -> (names: Set<String>, imports: Set<String>) {
    var names: Set<String> = []
    var imports: Set<String> = []
    var previous = ""
    var beforePrevious = ""
    scan(bytes) { word in
      if declaring.contains(previous)
        || (beforePrevious == "static" && (previous == "let" || previous == "var"))
      {
        names.insert(word)
      } else if previous == "import" {
        imports.insert(word)
      }
      beforePrevious = previous
      previous = word
    }
    return (names, imports)
  }

  /// Every identifier `bytes` uses, in order, once each.
  static func identifiers(in bytes: [UInt8]) -> [String] {
    var seen: Set<String> = []
    var words: [String] = []
    scan(bytes) { word in
      if seen.insert(word).inserted { words.append(word) }
    }
    return words
  }

  /// Calls `visit` with each identifier of `bytes` outside comments and string literals.
  private static func scan(_ bytes: [UInt8], _ visit: (String) -> Void) {
    var index = 0
    let count = bytes.count
    func at(_ offset: Int) -> UInt8 { index + offset < count ? bytes[index + offset] : 0 }
    while index < count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "/"), at(1) == UInt8(ascii: "/") {
        while index < count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
      } else if byte == UInt8(ascii: "/"), at(1) == UInt8(ascii: "*") {
        index += 2
        while index < count, !(bytes[index] == UInt8(ascii: "*") && at(1) == UInt8(ascii: "/")) { index += 1 }
        index += 2
      } else if byte == UInt8(ascii: "\"") {
        // A string literal to its closing quote on the line (interpolations are read as text).
        index += 1
        while index < count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\n") {
          if bytes[index] == UInt8(ascii: "\\") { index += 1 }
          index += 1
        }
        index += 1
      } else if isIdentifierStart(byte) {
        let start = index
        while index < count, isIdentifierByte(bytes[index]) { index += 1 }
        visit(String(decoding: bytes[start..<index], as: UTF8.self))
      } else {
        index += 1
      }
    }
  }

  private static func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || byte == UInt8(ascii: "_") || byte >= 0x80
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  /// Whether `byte` may be part of a name the scan reads.
  static func isIdentifierByte(_ byte: UInt8) -> Bool {
    isIdentifierStart(byte) || isDigit(byte)
  }
}
