import TestSupport

@testable import LayoutEngine

/// The four variants the layout modifiers' tests run in, and body text's metrics in them (the
/// HIG type table: 17 pt on 22 at Large, 53 pt on 62 at AX5).
enum LayoutModifierVariants {
  static let all: [(LayoutDirection, DynamicTypeSize)] = [
    (.leftToRight, .large), (.rightToLeft, .large), (.leftToRight, .accessibility5),
    (.rightToLeft, .accessibility5),
  ]

  /// A 400 × 800 screen with no safe area in `direction` at `size`.
  static func context(_ direction: LayoutDirection, _ size: DynamicTypeSize) -> LayoutContext {
    var context = screen(400, 800, direction: direction)
    context.dynamicTypeSize = size
    return context
  }

  /// Body text's line height at `size`.
  static func lineHeight(_ size: DynamicTypeSize) -> Double { size == .large ? 22 : 62 }

  /// The width of `string` in body text at `size` (advances summed from the metrics table).
  static func width(_ string: String, _ size: DynamicTypeSize) -> Double {
    TextModifierLayoutTests.advance(string, size == .large ? 17 : 53)
  }

  /// The x of a box `width` wide whose leading edge is `leading` from the leading edge of a
  /// container spanning `minX..<maxX`.
  static func x(
    leading: Double, width: Double, _ direction: LayoutDirection, minX: Double = 0, maxX: Double = 400
  )
    -> Double
  {
    direction == .leftToRight ? minX + leading : maxX - leading - width
  }
}

/// Whether two rectangles agree up to floating-point rounding.
func same(_ a: Rect, _ b: Rect) -> Bool {
  close(a.minX, b.minX) && close(a.minY, b.minY) && close(a.width, b.width) && close(a.height, b.height)
}
