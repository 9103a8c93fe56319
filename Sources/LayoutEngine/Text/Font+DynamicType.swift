extension Font {
  /// The concrete size, line height and weight of this font at a Dynamic Type size on a kind of
  /// device, read from that platform's HIG table (`PlatformTypeTable`) so previews match the
  /// device's type ramp exactly: iOS's on iPhone and iPad, watchOS's on a watch, tvOS's fixed
  /// sizes on a TV.
  ///
  /// The weight is the table's weight for the style unless the font overrides it. A font with a
  /// `fixedSize` does not scale: its point size is the fixed size at every type size, and its line
  /// height keeps the style's leading-to-size ratio at the default size (`.large`), rounded to
  /// whole points like the HIG values.
  public func resolved(for size: DynamicTypeSize, idiom: UserInterfaceIdiom = .phone) -> ResolvedFont {
    if let fixedSize {
      let reference = PlatformTypeTable.entry(style, .large, idiom: idiom)
      let lineHeight = (fixedSize * reference.leading / reference.pointSize).rounded()
      return ResolvedFont(pointSize: fixedSize, lineHeight: lineHeight, weight: weight ?? reference.weight)
    }
    let entry = PlatformTypeTable.entry(style, size, idiom: idiom)
    return ResolvedFont(pointSize: entry.pointSize, lineHeight: entry.leading, weight: weight ?? entry.weight)
  }
}
