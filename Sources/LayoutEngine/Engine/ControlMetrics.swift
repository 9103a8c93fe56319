/// The fixed numbers controls are laid out with, each with where it comes from.
///
/// SwiftUI and UIKit metrics where Apple documents them or where they are measured on iOS 17/18
/// simulators; the HIG's 44 x 44 pt minimum hit target for fields. docs/LayoutEngine.md lists them.
package enum ControlMetrics {
  /// SwiftUI's default spacing between stack children on iOS.
  static let defaultSpacing = 8.0
  /// SwiftUI's default `Spacer` minimum length (the system spacing).
  static let spacerMinLength = 8.0
  /// `padding()` with no amount: SwiftUI's default on iOS (both readers read it from here).
  package static let defaultPadding = 16.0
  /// The HIG's minimum touch target ("at least 44x44 pt").
  static let minimumTouchTarget = 44.0
  /// Bordered button label insets (horizontal, vertical) by control size, as SwiftUI draws
  /// `.bordered`/`.borderedProminent`: regular is 12/7 (a 34 pt button at Large body), large 20/14 (50 pt).
  static func buttonInsets(_ size: ControlSize) -> (horizontal: Double, vertical: Double) {
    switch size {
    case .small: (10, 4)
    case .regular: (12, 7)
    case .large: (20, 14)
    }
  }
  /// The least side of a bordered button on `idiom` at `size`: on a Mac 28 pt, the HIG's default
  /// macOS control size ("28x28 pt"; its minimum, 20x20 pt, is `check`'s `hitRegion` bar), at
  /// the regular and large control sizes (a small control is meant to be smaller); elsewhere
  /// none, a button being its label and insets (iOS's 44-pt target is a tap region, not a size).
  static func minimumButtonSide(_ idiom: UserInterfaceIdiom, _ size: ControlSize) -> Double {
    idiom == .mac && size != .small ? 28 : 0
  }
  /// A rounded-border text field's insets (horizontal, vertical): UIKit's
  /// `UITextField.BorderStyle.roundedRect` insets its text 7 pt at the sides, and is 34 pt tall
  /// with the 17 pt body font (Interface Builder's default field, 22 pt line + 2 × 6).
  package static let roundedFieldInsets = (horizontal: 7.0, vertical: 6.0)
  /// A rounded-border text field's least height, UIKit's at the default body size.
  static let roundedFieldHeight = 34.0
  /// UISwitch's intrinsic size.
  package static let switchSize = Size(width: 51, height: 31)
  /// Space between a toggle's label and its switch, and between a label's icon and title.
  package static let labelSpacing = 8.0
  /// UISlider's intrinsic height (thumb diameter 28 pt, plus shadow) and a nominal ideal width.
  static let sliderHeight = 28.0
  /// UIProgressView's bar height (4 pt) and UIActivityIndicatorView's medium size (20 pt).
  static let progressBarHeight = 4.0
  static let spinnerSize = 20.0
  /// Ideal width of controls that take all offered width when asked for their ideal size.
  static let flexibleIdealWidth = 100.0
  /// A `Divider` is a hairline; drawn and measured as 1 pt.
  static let dividerThickness = 1.0
  /// SwiftUI shapes (Rectangle, Color) answer 10 x 10 when asked for their ideal size.
  static let shapeIdealSize = 10.0
  /// An SF Symbol glyph box relative to its font's point size (a medium-scale symbol is about
  /// 1.2 em square; an estimate from symbol metrics in SF Symbols 5).
  static let symbolScale = 1.2

  /// The side of an SF Symbol's square box in `font` at `scale` (`imageScale`), in whole points.
  static func symbolSize(_ font: ResolvedFont, scale: ImageScale = .medium) -> Double {
    (font.pointSize * symbolScale * scale.factor).rounded()
  }
}
