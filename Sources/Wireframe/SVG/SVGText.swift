import LayoutEngine

/// Writes laid-out text lines into an SVG at their font's size and weight, each line stretched
/// or squeezed to the width the layout measured (`textLength`), so truncation and wrapping show
/// where the engine put them whatever sans-serif font the viewer has.
///
/// Lines are put into visual order here with FriBidi (`BidiText`), as the terminal wireframe does,
/// and written with `unicode-bidi: bidi-override` left to right so a browser does not reorder
/// them again: the SVG shows exactly the order the project computed.
enum SVGText {
  /// `lines` in `font`, their block centred vertically in `rect`, each line hugging `side`.
  static func draw(
    _ lines: [TextLine], font: ResolvedFont, in rect: Rect, side: TextPlacement.Side, className: String,
    into svg: inout SVGWriter
  ) {
    guard !lines.isEmpty else { return }
    let lineHeight = font.lineHeight > 0 ? font.lineHeight : font.pointSize * 1.2
    let top = rect.midY - Double(lines.count) * lineHeight / 2
    for (index, line) in lines.enumerated() {
      let visual = BidiText.visual(Sanitizer.sanitizeKeepingBidiFormatting(line.text), fallback: .leftToRight)
      guard !visual.text.isEmpty else { continue }
      let x: Double =
        switch side {
        case .left: rect.minX
        case .center: rect.midX - line.width / 2
        case .right: rect.maxX - line.width
        }
      // The baseline sits a little below the line's middle: half the x-height of a sans-serif.
      let baseline = top + (Double(index) + 0.5) * lineHeight + font.pointSize * 0.35
      svg.element(
        "text",
        [
          "x": .number(x), "y": .number(baseline), "font-size": .number(font.pointSize),
          "font-weight": .number(Double(font.weight.rawValue)), "textLength": .number(max(0, line.width)),
          "lengthAdjust": .text("spacingAndGlyphs"), "class": .text(className),
        ], text: visual.text)
    }
  }
}
