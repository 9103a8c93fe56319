extension Listing {
  /// `List`, `Form`, `Section`.
  package static let declarations = [
    ElementDeclaration(
      "List", "Rows in sections, scrolling.",
      arguments: [
        ArgumentDeclaration(
          "style",
          .choice(Choices(ListStyle.allCases.map(\.rawValue), kind: "list style")),
          .optional(default: "automatic"), swiftUI: .modifier("listStyle"),
          "how sections are drawn: `automatic` is `insetGrouped`, as iOS picks for a list, and `sidebar` in "
            + "a split view's sidebar column at regular width")
      ], content: .views
    ) { values in
      .list(style: values.choice("style").flatMap(ListStyle.init(rawValue:)) ?? .automatic)
    },
    ElementDeclaration(
      "Form", "Sections of rows: an inset-grouped list.",
      arguments: [
        ArgumentDeclaration(
          "style", .choice(Choices(["automatic", "grouped", "columns"], kind: "form style")),
          .optional(default: "automatic"), swiftUI: .modifier("formStyle"),
          "every style is drawn grouped (iOS's default)")
      ], content: .views
    ) { _ in
      .list(style: .insetGrouped, isForm: true)
    },
    ElementDeclaration(
      "Section", "A group of list rows, with a header and a footer.",
      arguments: [
        ArgumentDeclaration(
          "title", .text, .optional(default: "none"), swiftUI: .unlabeled("title"),
          "the header's text, as `Section(\"Title\")` writes it"),
        ArgumentDeclaration("header", .text, .optional(default: "none"), "footnote text above the rows"),
        ArgumentDeclaration("footer", .text, .optional(default: "none"), "footnote text below the rows"),
      ], main: "title", content: .views, arrangeChildren: sectionChildren
    ) { values throws(DeclarationError) in
      if values.has("title"), values.has("header") {
        throw DeclarationError(
          "a Section's title is its header; give 'title' or 'header', not both", at: .argumentName("header"))
      }
      return .section(hasHeader: values.has("header") || values.has("title"), hasFooter: values.has("footer"))
    },
  ]

  /// A section's rows between its header and footer; the footer is footnote text, the header's
  /// font comes from the section (`Listing.environment(ofChild:_:)`: footnote, or larger with
  /// `headerProminence(.increased)`).
  private static func sectionChildren(_ values: ArgumentValues, _ rows: [ViewNode]) -> [ViewNode] {
    func text(_ key: String, modifiers: [Modifier] = []) -> [ViewNode] {
      guard let string = values.text(key) else { return [] }
      return [ViewNode(.text(string), modifiers: modifiers, source: values.source(of: key))]
    }
    return text("title") + text("header") + rows + text("footer", modifiers: [.font(Font(style: .footnote))])
  }
}
