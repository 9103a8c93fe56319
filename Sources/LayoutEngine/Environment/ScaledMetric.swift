/// SwiftUI's `@ScaledMetric(relativeTo:)`: a number that grows and shrinks with Dynamic Type in
/// the same proportion as a text style's point size.
package enum ScaledMetric {
  /// The style's point size at `size` over its point size at Large (the default), from the HIG
  /// Dynamic Type table: 1 at Large, about 3.3 for `body` at AX5.
  package static func factor(relativeTo style: TextStyle, at size: DynamicTypeSize) -> Double {
    DynamicTypeTable.entry(style, size).pointSize / DynamicTypeTable.entry(style, .large).pointSize
  }

  /// `value` (its size at Large) scaled for `size`.
  package static func value(_ value: Double, relativeTo style: TextStyle, at size: DynamicTypeSize)
    -> Double
  {
    value * factor(relativeTo: style, at: size)
  }
}
