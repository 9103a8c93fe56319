import LayoutEngine

/// One device of the catalog: its screen, size classes, safe areas and hardware chrome.
///
/// All facts come from the bundled data file (see docs/Devices.md for each number's source).
public struct Device: Sendable, Hashable {
  public var name: String
  public var idiom: Idiom
  /// The screen in points, portrait (for TV, its only orientation).
  public var portraitSize: Size
  /// Pixels per point.
  public var scale: Double
  public var portraitSizeClasses: SizeClasses
  public var landscapeSizeClasses: SizeClasses
  /// Safe-area insets in portrait.
  public var portraitSafeArea: PhysicalInsets
  /// Safe-area insets in landscape with the cutout on the left (`landscapeLeft`); mirrored for `landscapeRight`.
  public var landscapeSafeArea: PhysicalInsets
  /// The display's corner radius in points (0 for square corners).
  public var cornerRadius: Double
  public var cutout: Cutout
  public var hasHomeButton: Bool
  /// The home indicator bar on devices without a home button.
  public var hasHomeIndicator: Bool
  /// Watch and TV do not rotate.
  public var rotates: Bool

  public init(
    name: String, idiom: Idiom, portraitSize: Size, scale: Double,
    portraitSizeClasses: SizeClasses, landscapeSizeClasses: SizeClasses,
    portraitSafeArea: PhysicalInsets, landscapeSafeArea: PhysicalInsets,
    cornerRadius: Double, cutout: Cutout, hasHomeButton: Bool, hasHomeIndicator: Bool, rotates: Bool
  ) {
    self.name = name
    self.idiom = idiom
    self.portraitSize = portraitSize
    self.scale = scale
    self.portraitSizeClasses = portraitSizeClasses
    self.landscapeSizeClasses = landscapeSizeClasses
    self.portraitSafeArea = portraitSafeArea
    self.landscapeSafeArea = landscapeSafeArea
    self.cornerRadius = cornerRadius
    self.cutout = cutout
    self.hasHomeButton = hasHomeButton
    self.hasHomeIndicator = hasHomeIndicator
    self.rotates = rotates
  }
}
