/// What a node is, with the properties that belong to the element itself (not its modifiers).
///
/// Elements come in families, one payload type each (`Stack`, `Shape`, `Control`, …) in a folder
/// of its own under `Elements/`: the family's cases, names and traits, how it compiles to layout
/// algorithms and how layout files spell it all live there, so a new element is a new case in
/// one family. Names and meanings follow SwiftUI so a layout reads like the view it previews;
/// `Element.vStack(alignment:spacing:)`, `.text(_:)`, `.button(title:style:controlSize:)` and
/// the other static constructors spell each element as SwiftUI does.
public enum Element: Sendable, Hashable {
  /// `VStack`, `HStack`, `ZStack`.
  case stack(Stack)
  /// `Spacer`, `Divider`.
  case spacing(Spacing)
  /// `ScrollView`.
  case scroll(Scroll)
  /// `Text`, `Label`.
  case textual(Textual)
  /// `Image`.
  case picture(Picture)
  /// `Button`, `TextField`, `SecureField`, `Toggle`, `Slider`, `ProgressView`.
  case control(Control)
  /// `Rectangle`, `Color`.
  case shape(Shape)
  /// `NavigationStack`, `TabView`, `Tab`, `NavigationSplitView`.
  case navigation(Navigation)
  /// `ViewThatFits`, `Grid`, `GridRow`, `LazyVGrid`.
  case adaptive(Adaptive)
  /// `List`, `Form`, `Section`.
  case listing(Listing)
  /// The bars a `NavigationStack` or `TabView` shows, made by the engine (never written).
  case systemBar(SystemBar)
  /// `Group`, `ForEach`, `EmptyView`.
  case grouping(Grouping)
  /// `LabeledContent`, `NavigationLink`, `Picker`.
  case labeled(Labeled)
  /// `Gauge`, `GroupBox`, `ContentUnavailableView`, `DatePicker`, `Menu`, `ControlGroup`,
  /// `DisclosureGroup`.
  case composite(Composite)

  /// The SwiftUI type name shown in frames output and the inspector.
  public var typeName: String {
    switch self {
    case .stack(let family): family.kind.rawValue
    case .spacing(let family): family.kind.rawValue
    case .scroll(let family): family.kind.rawValue
    case .textual(let family): family.kind.rawValue
    case .picture(let family): family.kind.rawValue
    case .control(let family): family.kind.rawValue
    case .shape(let family): family.kind.rawValue
    case .navigation(let family): family.kind.rawValue
    case .adaptive(let family): family.typeName
    case .listing(let family): family.kind.rawValue
    case .systemBar(let family): family.kind.rawValue
    case .grouping(let family): family.kind.rawValue
    case .labeled(let family): family.kind.rawValue
    case .composite(let family): family.kind.rawValue
    }
  }

  /// What the element is and does, for the wireframe, the inspector and audits.
  public var traits: ElementTraits {
    switch self {
    case .stack(let family): family.kind.traits
    case .spacing(let family): family.kind.traits
    case .scroll(let family): family.kind.traits
    case .textual(let family): family.kind.traits
    case .picture(let family): family.kind.traits
    case .control(let family): family.kind.traits
    case .shape(let family): family.kind.traits
    case .navigation(let family): family.kind.traits
    case .adaptive(let family): family.kind.traits
    case .listing(let family): family.kind.traits
    case .systemBar(let family): family.kind.traits
    case .grouping(let family): family.kind.traits
    case .labeled(let family): family.kind.traits
    case .composite(let family): family.kind.traits
    }
  }

  /// Whether the element lays out children of its own.
  public var isContainer: Bool { traits.contains(.container) }

  /// Every element type name, family by family: what frames output may name.
  package static let typeNames: [String] =
    names(Stack.Kind.self) + names(Spacing.Kind.self) + names(Scroll.Kind.self)
    + names(Textual.Kind.self) + names(Picture.Kind.self) + names(Control.Kind.self)
    + names(Shape.Kind.self) + names(Navigation.Kind.self) + names(Adaptive.Kind.self)
    + names(Listing.Kind.self) + names(SystemBar.Kind.self) + names(Grouping.Kind.self)
    + names(Labeled.Kind.self) + names(Composite.Kind.self)

  private static func names<Kind: ElementKind>(_ kind: Kind.Type) -> [String] {
    Kind.allCases.map(\.rawValue)
  }
}

/// The kinds of one element family, named as SwiftUI names the views: a family's `kind` says
/// which it is, and so gives the element's type name and traits.
package protocol ElementKind: CaseIterable, RawRepresentable where RawValue == String {
  /// What elements of this kind are and do.
  var traits: ElementTraits { get }
}
