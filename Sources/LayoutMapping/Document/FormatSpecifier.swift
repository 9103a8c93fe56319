/// One `printf` specifier after its `%`: an optional position (`2$`), flags, width and precision
/// (`.1`), length (`ll`) and its conversion (`@`, `d`, `f`, …).
public struct FormatSpecifier: Sendable, Hashable {
  /// The argument it takes, from 1, when it names one (`%2$@`).
  public var position: Int?
  /// Flags, width, precision and length, as written (`.1`, `ll`).
  public var flags: String
  /// The conversion (`@`, `d`, `f`, `%` for a percent sign).
  public var conversion: Character

  public var isPercent: Bool { conversion == "%" }

  /// Reads a specifier at `index` (just after `%`), moving past it; `nil` when none is there.
  public init?(_ format: String, at index: inout String.Index) {
    var cursor = index
    var digits = ""
    while cursor < format.endIndex, format[cursor].isNumber {
      digits.append(format[cursor])
      cursor = format.index(after: cursor)
    }
    if cursor < format.endIndex, format[cursor] == "$", let number = Int(digits), number > 0, number <= 64 {
      position = number
      cursor = format.index(after: cursor)
      digits = ""
    }
    flags = digits
    while cursor < format.endIndex, "0123456789.-+ #lhqzjt".contains(format[cursor]), flags.count < 8 {
      flags.append(format[cursor])
      cursor = format.index(after: cursor)
    }
    guard cursor < format.endIndex, "@dDiuUxXoOfFeEgGsc%".contains(format[cursor]) else { return nil }
    conversion = format[cursor]
    index = format.index(after: cursor)
  }

  /// The specifier's kind of value, for matching a shown string against a format: a whole number,
  /// a decimal number, or any text.
  public var kind: Kind {
    switch conversion {
    case "d", "D", "i", "u", "U", "x", "X", "o", "O": .integer
    case "f", "F", "e", "E", "g", "G": .decimal
    default: .text
    }
  }

  public enum Kind: Sendable { case integer, decimal, text }
}

extension FormatSpecifier {
  /// A format's literal text and its specifiers, in order, each specifier with the argument it
  /// takes (from 0): the one walk of a format that filling it and matching a text against it share.
  public enum Part: Sendable, Hashable {
    case literal(String)
    case specifier(FormatSpecifier, argument: Int)
  }

  /// The parts of `format`; `%%` is a literal percent sign, a `%` that starts no specifier is
  /// literal too.
  public static func parts(of format: String) -> [Part] {
    var parts: [Part] = []
    var literal = ""
    var next = 0
    var index = format.startIndex
    while index < format.endIndex {
      let character = format[index]
      index = format.index(after: index)
      guard character == "%", let specifier = FormatSpecifier(format, at: &index) else {
        literal.append(character)
        continue
      }
      if specifier.isPercent {
        literal.append("%")
        continue
      }
      if !literal.isEmpty { parts.append(.literal(literal)) }
      literal = ""
      let argument = specifier.position.map { $0 - 1 } ?? next
      next = argument + 1
      parts.append(.specifier(specifier, argument: argument))
    }
    if !literal.isEmpty { parts.append(.literal(literal)) }
    return parts
  }

  /// `format` with its specifiers replaced by `arguments` in order (or by position, `%2$@`), a
  /// number given to a numeric specifier written by `number` (as `printf` would) when given, else
  /// as it is; `nil` when a specifier names an argument that is missing or not known.
  public static func fill(
    _ format: String, with arguments: [String?], number: ((Double, String) -> String)? = nil
  ) -> String? {
    var result = ""
    for part in parts(of: format) {
      switch part {
      case .literal(let text):
        result += text
      case .specifier(let specifier, let argument):
        guard arguments.indices.contains(argument), let text = arguments[argument] else { return nil }
        if specifier.kind != .text, let number, let value = Double(text) {
          result += number(value, "%" + specifier.flags + String(specifier.conversion))
        } else {
          result += text
        }
      }
    }
    return result
  }
}
