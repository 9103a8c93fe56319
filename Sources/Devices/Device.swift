import LayoutEngine

/// One device of the catalog: its screen, size classes, safe areas and hardware chrome.
///
/// All facts come from the bundled data file (see docs/Devices.md for each number's source).
public struct Device: Sendable, Hashable {
  /// The model name exactly as the HIG tables spell it ("iPhone 17 Pro", "iPad Air 11-inch").
  public var name: String
  /// Other names lookup accepts for the same screen ("Apple Watch Series 11 46mm" for the Series 10 row).
  public var aliases: [String]
  /// Phone, pad, watch or TV.
  public var idiom: UserInterfaceIdiom
  /// The screen in points, portrait (for TV, its only orientation).
  public var portraitSize: Size
  /// Pixels per point.
  public var scale: Double
  /// The full-screen size classes in portrait, as the HIG size-class table lists them.
  public var portraitSizeClasses: SizeClasses
  /// The full-screen size classes in landscape, as the HIG size-class table lists them.
  public var landscapeSizeClasses: SizeClasses
  /// Safe-area insets in portrait.
  public var portraitSafeArea: PhysicalInsets
  /// Safe-area insets in landscape with the cutout on the left (`landscapeLeft`); mirrored for `landscapeRight`.
  public var landscapeSafeArea: PhysicalInsets
  /// The display's corner radius in points (0 for square corners).
  public var cornerRadius: Double
  /// The sensor housing (notch or Dynamic Island) at the portrait top edge, if any.
  public var cutout: Cutout
  /// A physical home button below the screen (and so no home indicator).
  public var hasHomeButton: Bool
  /// The home indicator bar on devices without a home button.
  public var hasHomeIndicator: Bool
  /// Watch and TV do not rotate.
  public var rotates: Bool
  /// The status bar height in portrait, 0 where there is none (watch, TV).
  public var portraitStatusBarHeight: Double
  /// The status bar height in landscape: 0 on iPhones, which hide it there; iPads keep it.
  public var landscapeStatusBarHeight: Double
  /// The gap in points between the screen's top edge (portrait) and the cutout: 0 for a notch,
  /// about 11 for a Dynamic Island, which floats below the edge.
  public var cutoutTopOffset: Double
  /// An Apple Watch's case size in millimetres (41 for a 41 mm Series 7), which sets its default
  /// text size; `nil` for other devices.
  public var caseMillimetres: Int?

  /// Creates a device. The trailing parameters default to "none" so callers that predate them
  /// (and custom screens) need not spell them out.
  public init(
    name: String, idiom: UserInterfaceIdiom, portraitSize: Size, scale: Double,
    portraitSizeClasses: SizeClasses, landscapeSizeClasses: SizeClasses,
    portraitSafeArea: PhysicalInsets, landscapeSafeArea: PhysicalInsets,
    cornerRadius: Double, cutout: Cutout, hasHomeButton: Bool, hasHomeIndicator: Bool, rotates: Bool,
    aliases: [String] = [], portraitStatusBarHeight: Double = 0, landscapeStatusBarHeight: Double = 0,
    cutoutTopOffset: Double = 0, caseMillimetres: Int? = nil
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
    self.aliases = aliases
    self.portraitStatusBarHeight = portraitStatusBarHeight
    self.landscapeStatusBarHeight = landscapeStatusBarHeight
    self.cutoutTopOffset = cutoutTopOffset
    self.caseMillimetres = caseMillimetres
  }
}
