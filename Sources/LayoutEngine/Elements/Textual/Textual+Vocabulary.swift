extension Textual {
  /// `Text`, `Label`. A layout's string is SwiftUI's `LocalizedStringKey`, which reads inline
  /// Markdown: the element keeps its visible text (a library user's `Element.text` is verbatim).
  package static let declarations = [
    ElementDeclaration(
      "Text", "Text that wraps to the width it is offered.",
      arguments: [
        ArgumentDeclaration(
          "text", .localizedText, .required(example: "Hello"), swiftUI: .unlabeled("content"), isKey: false,
          "the text")
      ], main: "text"
    ) { values in
      .text(Markdown.visibleText(values.text("text")!))
    },
    ElementDeclaration(
      "Label", "An SF Symbol followed by a title, or either alone by its style.",
      arguments: [
        ArgumentDeclaration(
          "title", .localizedText, .required(example: "Inbox"), swiftUI: .unlabeled("title"), "the title"),
        ArgumentDeclaration("systemImage", .symbolName, .required(example: "tray"), "the symbol's name"),
        ArgumentDeclaration(
          "style", .choice(LabelStyle.choices), .optional(default: "titleAndIcon"),
          swiftUI: .modifier("labelStyle"), "`.titleAndIcon` (`.automatic`), `.titleOnly` or `.iconOnly`"),
      ], main: "title"
    ) { values throws(DeclarationError) in
      let symbol = values.text("systemImage")!
      guard !symbol.isEmpty else { throw .expected("an SF Symbol name", for: "systemImage") }
      return .label(
        title: Markdown.visibleText(values.text("title")!), systemImage: symbol,
        style: LabelStyle(choice: values.choice("style")))
    },
  ]
}
