/// Lists and forms: rows in sections.
public enum Listing: Sendable, Hashable {
  /// Rows in sections, scrolling (`List`; `isForm` for `Form`, which lays out the same).
  case list(style: ListStyle, isForm: Bool)
  /// A group of list rows; when `hasHeader`, the first child is the header text, when
  /// `hasFooter`, the last child is the footer text (`Section`).
  case section(hasHeader: Bool, hasFooter: Bool)

  /// The listing kinds, by their SwiftUI names.
  package enum Kind: String, ElementKind {
    case list = "List"
    case form = "Form"
    case section = "Section"

    package var traits: ElementTraits {
      switch self {
      case .list, .form: [.container, .drawsBackdrop]
      case .section: .container
      }
    }
  }

  package var kind: Kind {
    switch self {
    case .list(_, let isForm): isForm ? .form : .list
    case .section: .section
    }
  }
}

extension Element {
  /// `List` in a style (`.listStyle`), or `Form` (`isForm`).
  public static func list(style: ListStyle = .automatic, isForm: Bool = false) -> Element {
    .listing(.list(style: style, isForm: isForm))
  }

  /// `Section(header:footer:)`: with a header, the first child is its text; with a footer, the last.
  public static func section(hasHeader: Bool = false, hasFooter: Bool = false) -> Element {
    .listing(.section(hasHeader: hasHeader, hasFooter: hasFooter))
  }
}
