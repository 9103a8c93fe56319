/// Where a font's baseline sits in one of the engine's line boxes, so text baselines can be aligned.
///
/// A line box is the font's HIG leading tall (`lineHeight`), which is not the font's own extent
/// (ascender plus descender). The rest of the box is shared equally above and below the glyphs,
/// as CSS shares half-leading: an estimate, since iOS draws single lines at the font's own height.
/// The ascender and descender are Inter's (`FontMetricsTable`), the font the widths come from;
/// SF Pro's (1950 and 494 per 2048 em, as `UIFont.ascender` reports them) differ by under 2% of
/// the point size.
extension ResolvedFont {
  /// The distance from the top of a line box to its baseline, with the font scaled by `fontScale`
  /// (`minimumScaleFactor`).
  package func firstBaselineOffset(fontScale: Double = 1) -> Double {
    let perUnit = pointSize * fontScale / FontMetricsTable.unitsPerEm
    let ascent = FontMetricsTable.ascender * perUnit
    let extent = (FontMetricsTable.ascender + FontMetricsTable.descender) * perUnit
    return (lineHeight * fontScale - extent) / 2 + ascent
  }
}
