/// Views that stand for their children in the container around them, as SwiftUI's `Group`,
/// `ForEach` and `EmptyView` do: inside a stack, list, grid or picker their children become the
/// container's own children (`ViewNode.expandingGroups`), so they have no frame of their own.
public enum Grouping: Sendable, Hashable {
  /// Its children, each with the group's modifiers, in the enclosing container (`Group`).
  case group
  /// Its children (the template) once per item, `$0` in their strings standing for the item
  /// (`ForEach`).
  case forEach(ForEachData)
  /// Nothing: no frame and no spacing in a stack (`EmptyView`).
  case empty

  /// The grouping kinds, by their SwiftUI names.
  package enum Kind: String, ElementKind {
    case group = "Group"
    case forEach = "ForEach"
    case emptyView = "EmptyView"

    package var traits: ElementTraits {
      switch self {
      case .group, .forEach: .container
      case .emptyView: []
      }
    }
  }

  package var kind: Kind {
    switch self {
    case .group: .group
    case .forEach: .forEach
    case .empty: .emptyView
    }
  }
}

extension Element {
  /// `Group { … }`.
  public static let group = Element.grouping(.group)

  /// `ForEach(data) { … }`: the children once per item of `data`.
  public static func forEach(_ data: ForEachData) -> Element { .grouping(.forEach(data)) }

  /// `EmptyView()`.
  public static let emptyView = Element.grouping(.empty)
}
