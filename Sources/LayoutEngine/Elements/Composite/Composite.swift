/// Views SwiftUI builds from simpler ones, kept as their own kinds (so `frames` names them) with
/// the simpler views as their children: a layout file's arguments become those children
/// (`Composite+Vocabulary.swift`), and the engine lays them out with the algorithms it has.
public enum Composite: Sendable, Hashable {
  /// A label above a linear bar (`Gauge`). Children: the label, the bar.
  case gauge
  /// Its content in a rounded box with 16 pt padding, a title above it (`GroupBox`). Child: the
  /// padded stack of title and content.
  case groupBox
  /// An empty state centred in the space offered: a large symbol, a title, a description
  /// (`ContentUnavailableView`). Child: the stack of the three.
  case contentUnavailable
  /// A title and a date in a pill on one row (`.compact`), or a month's calendar (`.graphical`)
  /// (`DatePicker`); with `labelsHidden` a compact one is its date alone. Children: the title and
  /// the date button, or the month and its days' grid.
  case datePicker(graphical: Bool, labelsHidden: Bool = false)
  /// A button that opens a menu of its items (`Menu`). Children: the label, then the items,
  /// which are not shown.
  case menu
  /// Controls side by side in equal segments of one box (`ControlGroup`). Children: the controls.
  case controlGroup
  /// A title with a chevron, and its content below when expanded (`DisclosureGroup`). Children:
  /// the title, then the content (none when collapsed).
  case disclosureGroup(isExpanded: Bool)

  /// The composite kinds, by their SwiftUI names.
  package enum Kind: String, ElementKind {
    case gauge = "Gauge"
    case groupBox = "GroupBox"
    case contentUnavailable = "ContentUnavailableView"
    case datePicker = "DatePicker"
    case menu = "Menu"
    case controlGroup = "ControlGroup"
    case disclosureGroup = "DisclosureGroup"

    package var traits: ElementTraits {
      switch self {
      case .gauge, .contentUnavailable: .container
      case .groupBox: [.container, .drawsContent]
      case .datePicker, .menu, .controlGroup, .disclosureGroup: [.container, .drawsContent, .tappable]
      }
    }
  }

  package var kind: Kind {
    switch self {
    case .gauge: .gauge
    case .groupBox: .groupBox
    case .contentUnavailable: .contentUnavailable
    case .datePicker: .datePicker
    case .menu: .menu
    case .controlGroup: .controlGroup
    case .disclosureGroup: .disclosureGroup
    }
  }
}

extension Element {
  /// `Gauge(value:label:)`: children are the label and the bar.
  public static let gauge = Element.composite(.gauge)
  /// `GroupBox(_ title:, content:)`: its child is the padded stack of title and content.
  public static let groupBox = Element.composite(.groupBox)
  /// `ContentUnavailableView(_ title:, systemImage:, description:)`: its child is the stack.
  public static let contentUnavailable = Element.composite(.contentUnavailable)
  /// `DatePicker(_ title:, selection:)`, compact or graphical, with `.labelsHidden()`.
  public static func datePicker(graphical: Bool = false, labelsHidden: Bool = false) -> Element {
    .composite(.datePicker(graphical: graphical, labelsHidden: labelsHidden))
  }
  /// `Menu(_ title:, content:)`: children are the label, then the items.
  public static let menu = Element.composite(.menu)
  /// `ControlGroup(content:)`.
  public static let controlGroup = Element.composite(.controlGroup)
  /// `DisclosureGroup(_ title:, isExpanded:, content:)`.
  public static func disclosureGroup(isExpanded: Bool) -> Element {
    .composite(.disclosureGroup(isExpanded: isExpanded))
  }
}
