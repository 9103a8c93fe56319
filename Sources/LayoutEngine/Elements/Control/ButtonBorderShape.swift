/// The outline of a bordered or bordered-prominent button (SwiftUI's `ButtonBorderShape`, set
/// with `buttonBorderShape`): it changes how the button is drawn and, for `circle`, its size.
public enum ButtonBorderShape: Sendable, Hashable {
  /// The system's choice (`.automatic`, and `.buttonBorder`, the environment's shape): on iOS a
  /// rounded rectangle.
  case automatic
  /// Fully rounded ends (`.capsule`).
  case capsule
  /// A circle: the button is square, as wide as it is tall (`.circle`).
  case circle
  /// A rounded rectangle with the system's radius (`.roundedRectangle`), or with `radius`
  /// (`.roundedRectangle(radius:)`).
  case roundedRectangle(radius: Double?)

  /// The names a layout file and SwiftUI write without an argument, by shape.
  package static let named: [(String, ButtonBorderShape)] = [
    ("automatic", .automatic), ("capsule", .capsule), ("roundedRectangle", .roundedRectangle(radius: nil)),
    ("circle", .circle), ("buttonBorder", .automatic),
  ]

  /// The corner radius of an outline `size` large: the system's (`systemRadius`) for `automatic`
  /// and `roundedRectangle`, half the shorter side for a capsule and a circle, a given radius
  /// clamped to half the shorter side, as SwiftUI clamps a rounded rectangle's.
  package func cornerRadius(for size: Size, systemRadius: Double) -> Double {
    let half = min(size.width, size.height) / 2
    switch self {
    case .automatic, .roundedRectangle(nil): return min(systemRadius, half)
    case .roundedRectangle(let radius?): return min(max(0, radius), half)
    case .capsule, .circle: return half
    }
  }
}
