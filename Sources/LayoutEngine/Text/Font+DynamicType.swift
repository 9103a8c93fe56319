extension Font {
  /// The concrete size, line height and weight of this font at a Dynamic Type size, read from the
  /// HIG table (`DynamicTypeTable`) so previews match the device's type ramp exactly.
  ///
  /// The weight is the table's weight for the style unless the font overrides it. A font with a
  /// `fixedSize` does not scale: its point size is the fixed size at every type size, and its line
  /// height keeps the style's leading-to-size ratio at the default size (`.large`), rounded to
  /// whole points like the HIG values.
  public func resolved(for size: DynamicTypeSize) -> ResolvedFont {
    if let fixedSize {
      let reference = DynamicTypeTable.entry(style, .large)
      let lineHeight = (fixedSize * reference.leading / reference.pointSize).rounded()
      return ResolvedFont(pointSize: fixedSize, lineHeight: lineHeight, weight: weight ?? reference.weight)
    }
    let entry = DynamicTypeTable.entry(style, size)
    return ResolvedFont(pointSize: entry.pointSize, lineHeight: entry.leading, weight: weight ?? entry.weight)
  }
}
