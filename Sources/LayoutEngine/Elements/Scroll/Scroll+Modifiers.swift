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
    },
    ModifierDeclaration(
      "contentMargins",
      "Margins around the content of the scroll views in the view, on the given edges (`all` when left out): "
        + "the content is offered the viewport less them across the axis and scrolls with them before and "
        + "after it; `scrollIndicators` margins move only the indicators (not drawn).",
      arguments: [
        ArgumentDeclaration(
          "edges", .edges, .optional(default: "all"), swiftUI: .unlabeled("edges"), "the edges"),
        ArgumentDeclaration(
          "length", .number(.length), .required(example: "20"), swiftUI: .unlabeled("length"),
          "the margin in points"),
        ArgumentDeclaration(
          "placement", .choice(Choices(ContentMarginPlacement.allCases.map(\.rawValue), kind: "placement")),
          .optional(default: "automatic"), swiftUI: .label("for"),
          "`scrollContent`, `scrollIndicators` or both (`automatic`)"),
      ], main: "length", isEnvironment: true, produces: [.contentMargins]
    ) { values in
      let edges: EdgeSet = if case .edges(let edges) = values["edges"] { edges } else { .all }
      return [
        .contentMargins(
          edges: edges, length: values.number("length") ?? 0,
          placement: values.choice("placement").flatMap(ContentMarginPlacement.init) ?? .automatic)
      ]
    },
  ]
}
