extension Modifier {
  /// The scroll modifiers the wireframe draws: the scroll indicators of the scroll views and
  /// lists in a view.
  package static let scrollDeclarations: [ModifierDeclaration] = [
    ModifierDeclaration(
      "scrollIndicators",
      "Whether the scroll views and lists in the view draw their indicator: `automatic` when scrolled, `visible` "
        + "whenever the content is longer than the view, `hidden` and `never` not at all (on both axes).",
      arguments: [
        ArgumentDeclaration(
          "visibility",
          .choice(Choices(ScrollIndicatorVisibility.allCases.map(\.rawValue), kind: "visibility")),
          .required(example: "hidden"), swiftUI: .unlabeled("visibility"), isKey: false,
          "`automatic`, `visible`, `hidden` or `never`"),
        ArgumentDeclaration("axes", .axes, .optional(default: "both"), "accepted; both axes follow it"),
      ], main: "visibility", isEnvironment: true, produces: [.scrollIndicators]
    ) { values in
      [.scrollIndicators(values.choice("visibility").flatMap(ScrollIndicatorVisibility.init) ?? .automatic)]
    }
  ]
}
