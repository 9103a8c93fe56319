extension Modifier {
  /// The list modifiers SwiftUI applies to rows and sections: a row's `badge`, and the section
  /// spacing, separators and header prominence of the lists in a view.
  package static let listDeclarations: [ModifierDeclaration] = [
    ModifierDeclaration(
      "badge",
      "A count or text at a List or Form row's trailing end (a navigation link's before its chevron), taking "
        + "its width from the row's content; on a tab's view, a badge on its item in the tab bar. `0` shows none.",
      arguments: [
        ArgumentDeclaration(
          "count", .text, .required(example: "5"), swiftUI: .unlabeled("count"), isKey: false,
          "a number, a string or a `Text`")
      ], main: "count", produces: [.badge]
    ) { values in
      guard let text = values.text("count"), text != "0", !text.isEmpty else { return [] }
      return [.badge(text)]
    },
    ModifierDeclaration(
      "listSectionSpacing",
      "The space above each section of the lists in the view (grouped styles): `compact`, `default` or a "
        + "number of points.",
      arguments: [
        ArgumentDeclaration(
          "spacing", .anyValue, .required(example: "compact"), swiftUI: .unlabeled("spacing"), isKey: false,
          "`compact`, `default` or points")
      ], main: "spacing", isEnvironment: true, produces: [.listSectionSpacing]
    ) { values throws(DeclarationError) in
      let written = values.text("spacing") ?? ""
      let name = written.hasPrefix(".") ? String(written.dropFirst()) : written
      switch name {
      case "compact": return [.listSectionSpacing(ListMetrics.compactSectionSpacing)]
      case "default": return [.listSectionSpacing(ListMetrics.sectionSpacing)]
      default:
        guard let points = Double(name), points >= 0, points.isFinite else {
          throw .expected("'compact', 'default' or a number of points", for: "spacing")
        }
        return [.listSectionSpacing(points)]
      }
    },
    ModifierDeclaration(
      "listSectionSeparator",
      "Whether the lines above (`top`) and below (`bottom`) the rows of the sections in the view show; grouped "
        + "lists draw them.",
      arguments: [
        ArgumentDeclaration(
          "visibility", .choice(Choices(["hidden", "visible", "automatic"], kind: "visibility")),
          .required(example: "hidden"), swiftUI: .unlabeled("visibility"),
          "`hidden`, `visible` or `automatic`"),
        ArgumentDeclaration("edges", .edges, .optional(default: "all"), "`top`, `bottom` or `all`"),
      ], main: "visibility", isEnvironment: true, produces: [.listSectionSeparatorHidden]
    ) { values in
      guard values.choice("visibility") == "hidden" else { return [.listSectionSeparatorHidden([])] }
      guard case .edges(let edges) = values["edges"] else { return [.listSectionSeparatorHidden(.vertical)] }
      return [.listSectionSeparatorHidden(edges.intersection(.vertical))]
    },
    ModifierDeclaration(
      "headerProminence",
      "Section headers in the view: `increased` shows them in title 3, bold, as written (not upper-cased); "
        + "`standard` as footnotes.",
      arguments: [
        ArgumentDeclaration(
          "prominence", .choice(Choices(["standard", "increased"], kind: "prominence")),
          .required(example: "increased"), swiftUI: .unlabeled("prominence"), isKey: false,
          "`standard` or `increased`")
      ], main: "prominence", isEnvironment: true, produces: [.headerProminence]
    ) { values in
      [.headerProminence(isIncreased: values.choice("prominence") == "increased")]
    },
  ]
}
