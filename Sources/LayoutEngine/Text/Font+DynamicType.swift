extension Font {
  /// The concrete size, line height and weight of this font at a Dynamic Type size on a kind of
  /// device, read from that platform's HIG table (`PlatformTypeTable`) so previews match the
  /// device's type ramp exactly: iOS's on iPhone and iPad, watchOS's on a watch, tvOS's fixed
  /// sizes on a TV.
  ///
  /// The weight is the table's weight for the style unless the font overrides it. A font with a
  /// `fixedSize` has that point size at the default size (`.large`), and at every size unless it
  /// `scalesWithStyle`, when it is multiplied by the style's size there over its size at Large
  /// (`ScaledMetric`); its line height keeps the style's leading-to-size ratio at Large, rounded
  /// to whole points like the HIG values.
  public func resolved(for size: DynamicTypeSize, idiom: UserInterfaceIdiom = .phone) -> ResolvedFont {
    if let fixedSize {
      let reference = PlatformTypeTable.entry(style, .large, idiom: idiom)
      let pointSize =
        scalesWithStyle ? ScaledMetric.value(fixedSize, relativeTo: style, at: size, idiom: idiom) : fixedSize
      let lineHeight = (pointSize * reference.leading / reference.pointSize).rounded()
      return ResolvedFont(
        pointSize: pointSize, lineHeight: lineHeight, weight: weight ?? reference.weight, design: design,
        isItalic: isItalic, hasMonospacedDigits: hasMonospacedDigits)
    }
    let entry = PlatformTypeTable.entry(style, size, idiom: idiom)
    return ResolvedFont(
      pointSize: entry.pointSize, lineHeight: entry.leading, weight: weight ?? entry.weight, design: design,
      isItalic: isItalic, hasMonospacedDigits: hasMonospacedDigits)
  }
}
