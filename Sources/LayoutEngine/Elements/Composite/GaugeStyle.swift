/// SwiftUI's gauge styles on iOS, which decide the shape and size of a gauge's indicator.
public enum GaugeStyle: String, Sendable, Hashable, CaseIterable {
  /// A bar filled to the value, the width offered and 4 pt thick (`.automatic`, `.linearCapacity`).
  case linearCapacity
  /// A thin track with a marker at the value (`.accessoryLinear`).
  case accessoryLinear
  /// A thin bar filled to the value (`.accessoryLinearCapacity`).
  case accessoryLinearCapacity
  /// A small open ring with a marker at the value (`.accessoryCircular`).
  case accessoryCircular
  /// A small ring filled to the value (`.accessoryCircularCapacity`).
  case accessoryCircularCapacity

  /// Whether the indicator is the small ring rather than a bar.
  public var isCircular: Bool { self == .accessoryCircular || self == .accessoryCircularCapacity }

  /// The side of a circular gauge's square, in points (an estimate: Apple documents no in-app size).
  public static let ringSide = 44.0
  /// An accessory bar's thickness, in points (an estimate, thinner than the 4 pt capacity bar).
  public static let accessoryBarHeight = 2.0
}
