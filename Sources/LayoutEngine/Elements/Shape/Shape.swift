/// Shapes: views that fill the space they are offered (SwiftUI's `Shape`s, and `Color`).
public enum Shape: Sendable, Hashable {
  /// `Rectangle()`.
  case rectangle
  /// A rectangle in a named colour (`Color.blue`).
  case color(String)

  /// The shape kinds, by their SwiftUI names.
  package enum Kind: String, ElementKind {
    case rectangle = "Rectangle"
    case color = "Color"

    package var traits: ElementTraits { .drawsContent }
  }

  package var kind: Kind {
    switch self {
    case .rectangle: .rectangle
    case .color: .color
    }
  }
}

extension Element {
  /// `Rectangle()`.
  public static let rectangle = Element.shape(.rectangle)

  /// `Color.<name>`: one of SwiftUI's standard colours by name (`blue`, `accentColor`, …).
  public static func color(_ name: String) -> Element { .shape(.color(name)) }
}
