extension Grouping {
  /// The most copies one `ForEach` makes: a layout is a screen, and the read budget counts the
  /// nodes as written, not as repeated.
  package static let maximumItems = 500

  /// `Group`, `ForEach`, `EmptyView`.
  package static let declarations = [
    ElementDeclaration(
      "Group", "Its children, each in the enclosing container with the group's modifiers.",
      content: .views
    ) { _ in .group },
    ElementDeclaration(
      "ForEach",
      "Its content once per item, `$0` in the content's strings standing for the item (or the number "
        + "from 0).",
      arguments: [
        ArgumentDeclaration(
          "items", .textList, .optional(), swiftUI: .unlabeled("data"), "a literal list of items"),
        ArgumentDeclaration(
          "count", .integer(minimum: 0), .optional(), swiftUI: .previewOnly,
          "a number of items, 0 to count - 1 (`0..<count`)"),
      ], main: "count", content: .views,
      needsOneOf: OneOf(
        ["items", "count"],
        message: "'ForEach' needs 'items' (a list) or 'count' (a number): write 'ForEach: {items: [A, B], "
          + "content: [{Text: $0}]}'"),
      signature: "ForEach(_ data:, id: \\.self, content:) or ForEach(0..<count, content:)",
      build: forEach),
    ElementDeclaration("EmptyView", "Nothing: no frame, and no spacing in a stack.") { _ in .emptyView },
  ]

  /// A `ForEach` over its items or count, at most `maximumItems`.
  private static func forEach(_ values: ArgumentValues) throws(DeclarationError) -> Element {
    if values.has("items"), values.has("count") {
      throw DeclarationError("give either 'items' or 'count', not both", at: .argumentName("count"))
    }
    let items = values.texts("items")
    guard (items?.count ?? values.integer("count") ?? 0) <= maximumItems else {
      let key = values.has("items") ? "items" : "count"
      throw DeclarationError(
        "a ForEach repeats its content at most \(maximumItems) times", at: .argumentValue(key))
    }
    return .forEach(items.map(ForEachData.items) ?? .count(values.integer("count") ?? 0))
  }
}
