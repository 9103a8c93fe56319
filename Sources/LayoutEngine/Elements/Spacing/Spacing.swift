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

extension Spacing {
  /// The layout priority a `Spacer` has in its stack: lower than any a view can be given, so a
  /// stack serves its spacers after every other child, and the other children share what is left
  /// once the spacers' minimum lengths are set aside. SwiftUI's spacer reports a layout priority
  /// of minus infinity (OpenSwiftUI's reimplementation of `SpacerLayoutComputer`), and real
  /// SwiftUI on macOS gives `Color` 252 pt and a `Spacer` its 8 pt minimum of 260 pt
  /// (docs/LayoutEngine.md, "Stack distribution").
  static let spacerPriority = -Double.infinity
}

extension Element {
  /// Whether this is a `Spacer` (not a `Divider`).
  var isSpacer: Bool {
    if case .spacing(.spacer) = self { return true }
    return false
  }
}
