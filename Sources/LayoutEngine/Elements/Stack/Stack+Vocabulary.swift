extension Stack {
  /// `VStack`, `HStack`, `ZStack`.
  package static let declarations = [
    ElementDeclaration(
      "VStack", "Children top to bottom.",
      arguments: [
        ArgumentDeclaration(
          "alignment", .horizontalAlignment, .optional(default: "center"),
          "where children sit across the stack"),
        ArgumentDeclaration(
          "spacing", .number(.length), .optional(default: "system spacing"), "between children"),
      ], content: .views
    ) { values in
      .vStack(
        alignment: values.horizontalAlignment("alignment") ?? .center, spacing: values.number("spacing"))
    },
    ElementDeclaration(
      "HStack", "Children leading to trailing.",
      arguments: [
        ArgumentDeclaration(
          "alignment", .verticalAlignment, .optional(default: "center"), "where children sit across the stack"
        ),
        ArgumentDeclaration(
          "spacing", .number(.length), .optional(default: "system spacing"), "between children"),
      ], content: .views
    ) { values in
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
  ]
}
