/// Space and separators between a stack's children.
public enum Spacing: Sendable, Hashable {
  /// Flexible space along the enclosing stack's axis, at least `minLength` points (`Spacer`).
  case spacer(minLength: Double?)
  /// A thin line across the enclosing stack's axis (`Divider`).
  case divider

  /// The spacing kinds, by their SwiftUI names.
  package enum Kind: String, ElementKind {
    case spacer = "Spacer"
    case divider = "Divider"

    package var traits: ElementTraits {
      switch self {
      case .spacer: []
      case .divider: .drawsContent
      }
    }
  }

  package var kind: Kind {
    switch self {
    case .spacer: .spacer
    case .divider: .divider
    }
  }
}

extension Element {
  /// `Spacer(minLength:)`; `nil` for the system's minimum.
  public static func spacer(minLength: Double? = nil) -> Element { .spacing(.spacer(minLength: minLength)) }

  /// `Divider()`.
  public static let divider = Element.spacing(.divider)
}
