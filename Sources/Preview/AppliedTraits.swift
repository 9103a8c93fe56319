import Devices
import LayoutMapping

/// What the preview on screen's traits changed in the session, so that showing another layout
/// gives back the device and orientation the person had chosen.
///
/// A preview asking for `.landscapeLeft` is shown in landscape left, one asking for
/// `.fixedLayout(width:height:)` or `.sizeThatFitsLayout` on a free-form canvas in the device's
/// place; the person's keys work from there, and whatever they choose on it stays theirs.
public struct AppliedTraits: Sendable, Equatable {
  /// The traits of the layout on screen.
  public var traits: LayoutTraits
  /// The orientation the person had, while the session shows the one the traits chose (or the
  /// upright canvas); `nil` once the person rotates.
  public var orientationBefore: Orientation?
  /// The device the person had, while the traits' canvas is shown in its place; `nil` once the
  /// person chooses a device.
  public var deviceBefore: Device?

  public init(traits: LayoutTraits, orientationBefore: Orientation? = nil, deviceBefore: Device? = nil) {
    self.traits = traits
    self.orientationBefore = orientationBefore
    self.deviceBefore = deviceBefore
  }

  /// Whether the traits' canvas is shown in the device's place.
  public var showsCanvas: Bool { deviceBefore != nil }

  /// Whether the orientation on screen is the one the traits chose.
  public var showsOrientation: Bool { traits.orientation != nil && orientationBefore != nil && !showsCanvas }
}
