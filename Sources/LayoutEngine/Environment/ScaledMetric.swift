/// SwiftUI's `@ScaledMetric(relativeTo:)`: a number that grows and shrinks with Dynamic Type in
/// the same proportion as a text style's point size.
package enum ScaledMetric {
  /// The style's point size at `size` over its point size at Large, from the HIG type table of
  /// `idiom`'s platform: 1 at Large, about 3.3 for `body` at AX5 on iOS; always 1 on Apple TV,
  /// whose text does not follow Dynamic Type.
  package static func factor(
    relativeTo style: TextStyle, at size: DynamicTypeSize, idiom: UserInterfaceIdiom = .phone
  ) -> Double {
    PlatformTypeTable.entry(style, size, idiom: idiom).pointSize
      / PlatformTypeTable.entry(style, .large, idiom: idiom).pointSize
  }

  /// `value` (its size at Large) scaled for `size`.
  package static func value(
    _ value: Double, relativeTo style: TextStyle, at size: DynamicTypeSize,
    idiom: UserInterfaceIdiom = .phone
  ) -> Double {
    value * factor(relativeTo: style, at: size, idiom: idiom)
  }
}
