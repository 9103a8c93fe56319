/// What a `ForEach` repeats its content for: a literal list of items (`ForEach(["A", "B"], id: \.self)`)
/// or a count (`ForEach(0..<3)`, whose items are the numbers from 0).
public enum ForEachData: Sendable, Hashable {
  case items([String])
  case count(Int)

  /// The items as the template's `$0` shows them.
  public var items: [String] {
    switch self {
    case .items(let items): items
    case .count(let count): (0..<count).map(String.init)
    }
  }
}
