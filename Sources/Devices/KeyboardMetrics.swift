/// The software keyboard's height, in points, for a device and orientation: the English QWERTY
/// keyboard with the predictive (QuickType) bar, as iOS 18 shows it by default.
///
/// Apple publishes no keyboard heights; these follow the commonly measured structure (see
/// docs/SystemBars.md, "Keyboard"): a key area of 216 pt (portrait) or 162 pt (landscape) on
/// iPhone, a predictive bar above it, and the bottom safe-area inset below it on devices with a
/// home indicator, which the keyboard covers. iPad figures are for 9.7-11-inch iPads and used for
/// every iPad. All of them are estimates to within a few points.
public enum KeyboardMetrics {
  /// iPhone key area, portrait.
  public static let phoneKeysPortrait: Double = 216
  /// iPhone key area, landscape.
  public static let phoneKeysLandscape: Double = 162
  /// The predictive bar on iPhone, portrait.
  public static let phonePredictivePortrait: Double = 44
  /// The predictive bar on iPhone, landscape.
  public static let phonePredictiveLandscape: Double = 32
  /// iPad keyboard with the predictive bar, portrait.
  public static let padPortrait: Double = 313
  /// iPad keyboard with the predictive bar, landscape.
  public static let padLandscape: Double = 398

  /// The keyboard's height on `screen` (its device and orientation), including the bottom
  /// safe-area inset it covers; `nil` on Apple Watch and Apple TV, which have no docked keyboard.
  public static func height(for screen: Screen) -> Double? {
    let landscape = screen.orientation.isLandscape
    switch screen.device.idiom {
    case .phone:
      let keys = landscape ? phoneKeysLandscape : phoneKeysPortrait
      let bar = landscape ? phonePredictiveLandscape : phonePredictivePortrait
      return keys + bar + screen.safeArea.bottom
    case .pad:
      return (landscape ? padLandscape : padPortrait) + screen.safeArea.bottom
    case .watch, .tv, .mac:
      return nil
    }
  }
}
