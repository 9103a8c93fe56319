import Foundation

/// A value written back as Swift-like text (see `Call.description`).
extension SourceValue: CustomStringConvertible {
  public var description: String {
    switch self {
    case .string(let text):
      return "\""
        + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        + "\""
    case .number(let number):
      if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
      return String(number)
    case .bool(let bool): return String(bool)
    case .null: return "nil"
    case .range(let lower, let upper, let isClosed):
      return (lower?.description ?? "") + (isClosed ? "..." : "..<") + (upper?.description ?? "")
    case .array(let values): return "[" + values.map(\.description).joined(separator: ", ") + "]"
    case .member(let base, let name): return (base ?? "") + "." + name
    case .call(let call):
      // A lower-case call with no type before it was written with a leading dot (`.flexible()`).
      let leadingDot = call.base == nil && call.name.first?.isLowercase == true
      return (leadingDot ? "." : "") + call.description
    case .modified(let value, let modifiers):
      return value.description + modifiers.map { "." + $0.description }.joined()
    case .keyPath(let path): return path.first?.isUppercase == true ? "\\" + path : "\\." + path
    case .closure(let closure):
      let parameters = closure.parameters.filter { !$0.hasPrefix("$") }
      let head = parameters.isEmpty ? "" : " " + parameters.joined(separator: ", ") + " in"
      let body = closure.views.map(\.description).joined(separator: "; ")
      return "{" + head + (body.isEmpty ? "" : " " + body) + " }"
    case .placeholder(let placeholder): return placeholder.text
    case .written(let written), .translated(let written, _): return written.node.found
    case .layout(let call, _): return call.description
    case .guide: return "{ … }"
    case .computedLength(let length, _): return length.text
    case .customAlignment(.horizontal(let alignment)): return "." + alignment.rawValue
    case .customAlignment(.vertical(let alignment)): return "." + alignment.rawValue
    }
  }
}
