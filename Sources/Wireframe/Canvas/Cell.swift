/// One terminal cell: the character it shows and what that character means.
public struct Cell: Sendable, Hashable {
  /// The grapheme drawn in this cell; a space for empty cells.
  public var character: Character
  public var role: CellRole
  /// The right half of a wide (two-column) character to its left; it draws nothing itself.
  public var isContinuation: Bool

  public init(_ character: Character, role: CellRole, isContinuation: Bool = false) {
    self.character = character
    self.role = role
    self.isContinuation = isContinuation
  }

  /// An empty cell of `role`.
  public static func blank(_ role: CellRole = .background) -> Cell { Cell(" ", role: role) }
}
