extension Scroll {
  /// `ScrollView`.
  package static let declarations = [
    ElementDeclaration(
      "ScrollView", "A scrolling viewport: content gets an unlimited length along its axis and is clipped.",
      arguments: [
        ArgumentDeclaration(
          "axis", .axis, .optional(default: "vertical"), swiftUI: .previewOnly,
          "the scroll axis (`axes` by its name)"),
        ArgumentDeclaration(
          "axes", .axis, .optional(default: "vertical"), swiftUI: .unlabeled("axes"),
          "the scroll axis, one item"),
        ArgumentDeclaration(
          "showsIndicators", .bool, .optional(default: "true"), "accepted; no effect on layout"),
      ], main: "axis", content: .views
    ) { values throws(DeclarationError) in
      if values.has("axis"), values.has("axes") {
        throw DeclarationError("give either 'axis' or 'axes', not both", at: .argumentName("axes"))
      }
      return .scrollView(axis: values.axis("axis") ?? values.axis("axes") ?? .vertical)
    }
  ]
}
