import LayoutEngine

extension Device {
  /// The shortest side, in points, from which a custom screen counts as an iPad: between the
  /// widest iPhone (440 pt) and the narrowest iPad (744 pt) of the HIG table.
  public static let customPadMinimumSide: Double = 600

  /// The shortest side, in points, from which a custom phone screen is regular width in landscape.
  /// In the HIG size-class table every iPhone at least 414 pt wide in portrait (Plus, Max, XR, 11,
  /// Air) is regular width in landscape, and every narrower one (up to the 402-pt 17 Pro) compact.
  public static let customRegularLandscapeMinimumSide: Double = 414

  /// A bare screen of `size` points (as given, in portrait), for previewing sizes no catalog
  /// device has: named "800x600 pt", scale 2, no safe area, no chrome, square corners, rotates.
  ///
  /// Idiom and size classes follow the HIG table: a screen whose shorter side is at least
  /// `customPadMinimumSide` is a pad, regular/regular in both orientations like every iPad;
  /// otherwise a phone, whose size classes `customPhoneSizeClasses(for:)` gives.
  /// The caller is responsible for positive, finite sizes (`device(named:)` validates them).
  public static func custom(size: Size) -> Device {
    let isPad = min(size.width, size.height) >= customPadMinimumSide
    let regular = SizeClasses(horizontal: .regular, vertical: .regular)
    return Device(
      name: "\(format(size.width))x\(format(size.height)) pt",
      idiom: isPad ? .pad : .phone, portraitSize: size, scale: 2,
      portraitSizeClasses: isPad ? regular : customPhoneSizeClasses(for: size),
      landscapeSizeClasses: isPad ? regular : customPhoneSizeClasses(for: size.transposed),
      portraitSafeArea: .zero, landscapeSafeArea: .zero, cornerRadius: 0, cutout: .none,
      hasHomeButton: false, hasHomeIndicator: false, rotates: true)
  }

  /// The size classes of a custom phone screen showing `size` (width, height) as the HIG table
  /// assigns them to iPhones: taller than wide (or square) is compact width, regular height;
  /// wider than tall is compact height, and regular width only when the shorter side is at least
  /// `customRegularLandscapeMinimumSide`.
  public static func customPhoneSizeClasses(for size: Size) -> SizeClasses {
    guard size.width > size.height else { return SizeClasses(horizontal: .compact, vertical: .regular) }
    let wide = size.height >= customRegularLandscapeMinimumSide
    return SizeClasses(horizontal: wide ? .regular : .compact, vertical: .compact)
  }

  /// "800" for whole numbers, "800.5" otherwise.
  private static func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
