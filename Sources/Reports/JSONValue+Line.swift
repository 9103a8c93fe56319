extension JSONValue {
  /// The value on one line (`{"x": 0, "y": 20}`), with the same numbers and escapes as
  /// `serialized()`: a snapshot writes one node a line, so git shows a changed node as one
  /// changed line.
  public func line() -> String {
    switch self {
    case .array(let items): "[" + items.map { $0.line() }.joined(separator: ", ") + "]"
    case .object(let members):
      "{" + members.map { Self.quote($0.0) + ": " + $0.1.line() }.joined(separator: ", ") + "}"
    default: serialized()
    }
  }
}
