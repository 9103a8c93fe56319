/// Rows of a label and a value, as forms show them: `LabeledContent`, `NavigationLink` and
/// `Picker`. Each keeps its label (and value) as children, so a label may be any view; layout
/// files write the label as a title, which becomes a `Text` child.
public enum Labeled: Sendable, Hashable {
  /// A label and a value on one row, the value trailing (`LabeledContent`). Children: the label,
  /// then the value.
  case labeledContent
  /// A row that opens another screen (`NavigationLink`): in a list its label with the disclosure
  /// chevron trailing, elsewhere its label alone, as a plain button. Children: the label, and
  /// optionally a value shown before the chevron.
  case navigationLink
  /// A choice of options in one of iOS's picker styles (`Picker`), its label not shown with
  /// `labelsHidden`. Children: the label, the selected option's text, then the options.
  case picker(PickerStyle, labelsHidden: Bool = false)

  /// The labeled kinds, by their SwiftUI names.
  package enum Kind: String, ElementKind {
    case labeledContent = "LabeledContent"
    case navigationLink = "NavigationLink"
    case picker = "Picker"

    package var traits: ElementTraits {
      switch self {
      case .labeledContent: [.container, .drawsContent]
      case .navigationLink, .picker: [.container, .drawsContent, .tappable]
      }
    }
  }

  package var kind: Kind {
    switch self {
    case .labeledContent: .labeledContent
    case .navigationLink: .navigationLink
    case .picker: .picker
    }
  }

  /// The number of leading children that are the label and value rather than options.
  package static let pickerOptionsStart = 2
}

extension Element {
  /// `LabeledContent(_ title:, value:)`: children are the label and the value.
  public static let labeledContent = Element.labeled(.labeledContent)

  /// `NavigationLink(_ title:, destination:)`: children are the label (and a value).
  public static let navigationLink = Element.labeled(.navigationLink)

  /// `Picker(_ title:, selection:)` with `.pickerStyle` and `.labelsHidden()`: children are the
  /// label, the selected option's text, then the options.
  public static func picker(_ style: PickerStyle = .menu, labelsHidden: Bool = false) -> Element {
    .labeled(.picker(style, labelsHidden: labelsHidden))
  }
}
