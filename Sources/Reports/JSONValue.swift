import LayoutEngine

/// A JSON value with ordered objects, so output keys appear in the documented order.
///
/// Foundation's encoder either sorts keys or leaves their order unspecified; scripts and golden
/// tests read better with `device`, `orientation`, … first, as the README shows.
public enum JSONValue: Equatable {
  case string(String)
  case number(Double)
  case bool(Bool)
  case null
  case array([JSONValue])
  case object([(String, JSONValue)])

  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    lhs.serialized() == rhs.serialized()
  }

  /// The value as pretty-printed JSON with two-space indentation.
  public func serialized(indent: Int = 0) -> String {
    let pad = String(repeating: "  ", count: indent + 1)
    let closing = String(repeating: "  ", count: indent)
    switch self {
    case .string(let s): return Self.quote(s)
    case .number(let n): return Self.format(n)
    case .bool(let b): return b ? "true" : "false"
    case .null: return "null"
    case .array(let items):
      if items.isEmpty { return "[]" }
      if items.allSatisfy(\.isScalar) {
        return "[" + items.map { $0.serialized() }.joined(separator: ", ") + "]"
      }
      return "[\n" + items.map { pad + $0.serialized(indent: indent + 1) }.joined(separator: ",\n") + "\n"
        + closing + "]"
    case .object(let members):
      if members.isEmpty { return "{}" }
      if members.count <= 4 && members.allSatisfy({ $0.1.isScalar }) {
        return "{" + members.map { Self.quote($0.0) + ": " + $0.1.serialized() }.joined(separator: ", ") + "}"
      }
      return "{\n"
        + members.map { pad + Self.quote($0.0) + ": " + $0.1.serialized(indent: indent + 1) }
        .joined(separator: ",\n") + "\n" + closing + "}"
    }
  }

  private var isScalar: Bool {
    switch self {
    case .array, .object: false
    default: true
    }
  }

  /// Numbers rounded to 1/1000 pt: integers print without a fraction, others with up to 3 decimals.
  public static func format(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    let rounded = (value * 1000).rounded() / 1000
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
    return String(rounded)
  }

  /// A JSON string literal. Controls are escaped as JSON requires, and so are DEL, the C1 controls
  /// and the bidi formatting characters (`Sanitizer.isUnsafe`): the value a parser reads is the
  /// same, but JSON printed to a terminal cannot drive it.
  static func quote(_ string: String) -> String {
    var out = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if Sanitizer.isUnsafe(scalar) {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}
