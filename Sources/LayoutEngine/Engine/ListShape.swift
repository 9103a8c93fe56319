/// What a `List` knows after compiling: its style, its horizontal insets and its sections.
struct ListShape {
  var style: ListStyle
  /// The inset-grouped card's distance from the list's edges (0 for plain lists).
  var cardInset: Double
  /// Row content's distance from the card's edges.
  var rowInset: Double
  var sections: [ListSection]
}

/// One section of a list: its `Section` node (`nil` for rows written directly in the list),
/// header, rows and footer, as internal node indices.
struct ListSection {
  var node: Int32?
  var header: Int32?
  var rows: [Int32]
  var footer: Int32?
}
