extension Stack {
  /// `VStack`, `HStack`, `ZStack`, `LazyVStack`, `LazyHStack`.
  package static let declarations = [
    line("VStack", "Children top to bottom.", alignment: .horizontalAlignment) { values in
      .vStack(
        alignment: values.horizontalAlignment("alignment") ?? .center, spacing: values.number("spacing"))
    },
    line("HStack", "Children leading to trailing.", alignment: .verticalAlignment) { values in
      .hStack(alignment: values.verticalAlignment("alignment") ?? .center, spacing: values.number("spacing"))
    },
    ElementDeclaration(
      "ZStack", "Children on top of each other, later ones in front.",
      arguments: [
        ArgumentDeclaration("alignment", .alignment, .optional(default: "center"), "where children sit")
      ], content: .views
    ) { values in
      .zStack(alignment: values.alignment("alignment") ?? .center)
    },
    line("LazyVStack", "Children top to bottom, as wide as it is offered.", alignment: .horizontalAlignment) {
      values in
      .lazyVStack(
        alignment: values.horizontalAlignment("alignment") ?? .center, spacing: values.number("spacing"))
    },
    line(
      "LazyHStack", "Children leading to trailing, as tall as it is offered.", alignment: .verticalAlignment
    ) {
      values in
      .lazyHStack(
        alignment: values.verticalAlignment("alignment") ?? .center, spacing: values.number("spacing"))
    },
  ]

  /// A stack of children in a line: its alignment across the line (of `alignment`'s type) and the
  /// spacing between children.
  private static func line(
    _ name: String, _ summary: String, alignment: ValueType,
    build: @escaping @Sendable (ArgumentValues) throws(DeclarationError) -> Element
  ) -> ElementDeclaration {
    ElementDeclaration(
      name, summary,
      arguments: [
        ArgumentDeclaration(
          "alignment", alignment, .optional(default: "center"), "where children sit across the stack"),
        ArgumentDeclaration(
          "spacing", .number(.length), .optional(default: "system spacing"), "between children"),
      ], content: .views, build: build)
  }
}
