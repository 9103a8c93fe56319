import LayoutEngine

/// Draws the accessories of label-and-value rows into an SVG, as the text wireframe draws them
/// (`LabeledRasterizer`): a navigation link's disclosure chevron in a list, a menu picker's up and
/// down chevrons, a navigation-link picker's chevron, a segmented picker's outline with lines
/// between segments and its selected segment filled, an inline picker's checkmark and a wheel's
/// band. Their label, value and options draw themselves.
enum SVGLabeledDrawer {
  /// The side of the square an accessory glyph is drawn in, at the trailing edge.
  static let accessorySize = 13.0

  static func draw(_ family: Labeled, _ index: Int, of result: LayoutResult, into svg: inout SVGWriter) {
    let inList = LabeledRasterizer.isInList(index, in: result)
    switch family {
    case .labeledContent: break
    case .navigationLink:
      if inList { accessory(["chevron.forward"], index, of: result, into: &svg) }
    case .picker(let style, _):
      switch Labeled.shownStyle(style, inList: inList) {
      case .menu: accessory(["chevron.up", "chevron.down"], index, of: result, into: &svg)
      case .navigationLink: accessory(["chevron.forward"], index, of: result, into: &svg)
      case .segmented: segments(index, of: result, into: &svg)
      case .inline: checkmark(index, of: result, into: &svg)
      case .wheel: band(result.nodes[index], into: &svg)
      }
    }
  }

  /// The glyphs of `symbols`, side by side, at the trailing edge of the row, centred on it
  /// (mirrored ones turned in right to left, the chevron pointing left).
  private static func accessory(
    _ symbols: [String], _ index: Int, of result: LayoutResult, into svg: inout SVGWriter
  ) {
    let node = result.nodes[index]
    let frame = node.frame
    let isRTL = node.layoutDirection == .rightToLeft
    let width = accessorySize * Double(symbols.count)
    let minX = isRTL ? frame.minX : frame.maxX - width
    for (offset, symbol) in symbols.enumerated() {
      let rect = Rect(
        x: minX + Double(offset) * accessorySize, y: frame.midY - accessorySize / 2, width: accessorySize,
        height: accessorySize)
      SVGNodeDrawer.drawSymbol(
        symbol, in: rect, isMirrored: isRTL && symbol == "chevron.forward", className: "accessory", into: &svg
      )
    }
  }

  /// The segments' rounded outline, a line between segments, the selected one filled.
  private static func segments(_ index: Int, of result: LayoutResult, into svg: inout SVGWriter) {
    let node = result.nodes[index]
    let options = LabeledRasterizer.optionIndices(of: index, in: result)
    guard !options.isEmpty else { return }
    let frame = node.frame
    let segment = frame.width / Double(options.count)
    let isRTL = node.layoutDirection == .rightToLeft
    svg.rect(frame, radius: min(8, frame.height / 2), className: "segments")
    if let selected = LabeledRasterizer.selectedOption(of: index, in: result) {
      let x = isRTL ? frame.maxX - Double(selected + 1) * segment : frame.minX + Double(selected) * segment
      svg.rect(
        Rect(x: x + 2, y: frame.minY + 2, width: max(0, segment - 4), height: max(0, frame.height - 4)),
        radius: min(6, frame.height / 2), className: "segment-selected")
    }
    for n in 1..<options.count {
      let x = frame.minX + Double(n) * segment
      svg.line(
        from: Point(x: x, y: frame.minY + 4), to: Point(x: x, y: frame.maxY - 4), className: "segment-line")
    }
  }

  /// The checkmark at the trailing edge of the selected option's row.
  private static func checkmark(_ index: Int, of result: LayoutResult, into svg: inout SVGWriter) {
    let options = LabeledRasterizer.optionIndices(of: index, in: result)
    guard let selected = LabeledRasterizer.selectedOption(of: index, in: result),
      options.indices.contains(selected)
    else { return }
    let node = result.nodes[index]
    let row = result.nodes[options[selected]].frame
    let isRTL = node.layoutDirection == .rightToLeft
    let rect = Rect(
      x: isRTL ? node.frame.minX : node.frame.maxX - accessorySize, y: row.midY - accessorySize / 2,
      width: accessorySize, height: accessorySize)
    SVGNodeDrawer.drawSymbol("checkmark", in: rect, isMirrored: false, className: "accessory", into: &svg)
  }

  /// Lines above and below the wheel's middle row, where the selected option sits.
  private static func band(_ node: PlacedNode, into svg: inout SVGWriter) {
    let frame = node.frame
    let half = RowMetrics.wheelRowHeight / 2
    for y in [frame.midY - half, frame.midY + half] {
      svg.line(from: Point(x: frame.minX, y: y), to: Point(x: frame.maxX, y: y), className: "divider")
    }
  }
}
