/// Why a snapshot cannot be made or read.
public enum SnapshotError: Error, Equatable, CustomStringConvertible {
  /// The matrix times the views is more node records than a snapshot may hold.
  case overBudget(layout: String, variants: Int, views: Int, budget: Int)
  /// A snapshot file that is not one: `file:line:column`, and what is wrong.
  case invalid(file: String, line: Int, column: Int, message: String)

  public var description: String {
    switch self {
    case .overBudget(let layout, let variants, let views, let budget):
      "\(layout): error: the matrix gives \(variants) variants × \(views) views = \(variants * views) "
        + "node records, more than a snapshot holds (\(budget)); narrow the matrix (--matrix pr, "
        + "--device, --type-size, --direction, --language)"
    case .invalid(let file, let line, let column, let message):
      "\(file):\(line):\(column): error: \(message)"
    }
  }
}
