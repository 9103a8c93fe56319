extension Spacing {
  /// `Spacer`, `Divider`.
  package static let declarations = [
    ElementDeclaration(
      "Spacer", "Flexible space along the enclosing stack's axis.",
      arguments: [
        ArgumentDeclaration(
          "minLength", .number(.length), .optional(default: "system minimum"), "the least it takes")
      ], main: "minLength"
    ) { values in
      .spacer(minLength: values.number("minLength"))
    },
    ElementDeclaration("Divider", "A thin line across the enclosing stack's axis.") { _ in .divider },
  ]
}
