/// Shapes: views that fill the space they are offered (SwiftUI's `Shape`s, and `Color`).
public enum Shape: Sendable, Hashable {
  /// `Rectangle()`.
  case rectangle
  /// A rectangle in a named colour (`Color.blue`).
  case color(String)
  /// The largest circle that fits, centred in the frame (`Circle()`).
  case circle
  /// A rounded rectangle whose corner radius is half its shorter side (`Capsule()`).
  case capsule
  /// A labelled box standing for a view the preview cannot draw: a view of another module, or an
  /// expression a reader of Swift source could not know (`SalesChart`, `‹router.destination›`).
  case placeholder(String)
  /// A rectangle with corners of a radius in points (`RoundedRectangle(cornerRadius:)`).
  case roundedRectangle(cornerRadius: Double)
  /// The ellipse that fills the frame (`Ellipse()`).
  case ellipse

  /// The shape kinds, by their SwiftUI names.
  package enum Kind: String, ElementKind {
    case rectangle = "Rectangle"
    case color = "Color"
    case circle = "Circle"
    case capsule = "Capsule"
    case placeholder = "Placeholder"
    case roundedRectangle = "RoundedRectangle"
    case ellipse = "Ellipse"

    package var traits: ElementTraits { .drawsContent }
  }

  package var kind: Kind {
    switch self {
    case .rectangle: .rectangle
    case .color: .color
    case .circle: .circle
    case .capsule: .capsule
    case .placeholder: .placeholder
    case .roundedRectangle: .roundedRectangle
    case .ellipse: .ellipse
    }
  }
}

extension Element {
  /// `Rectangle()`.
  public static let rectangle = Element.shape(.rectangle)

  /// `Circle()`.
  public static let circle = Element.shape(.circle)

  /// `Capsule()`.
  public static let capsule = Element.shape(.capsule)

  /// `RoundedRectangle(cornerRadius:)`.
  public static func roundedRectangle(cornerRadius: Double) -> Element {
    .shape(.roundedRectangle(cornerRadius: cornerRadius))
  }

  /// `Ellipse()`.
  public static let ellipse = Element.shape(.ellipse)

  /// `Color.<name>`: one of SwiftUI's standard colours by name (`blue`, `accentColor`, …).
  public static func color(_ name: String) -> Element { .shape(.color(name)) }

  /// A labelled box standing for the view called `name`, which the preview cannot draw.
  public static func placeholder(_ name: String) -> Element { .shape(.placeholder(name)) }
}
