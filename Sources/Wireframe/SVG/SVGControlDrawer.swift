import LayoutEngine

/// Draws controls into an SVG at their exact frames, with the insets the engine laid their text
/// out with: buttons (plain, bordered, prominent), fields, toggles, sliders and progress views.
enum SVGControlDrawer {
  /// A rounded-border field's text inset on each side, the engine's, so the text sits where it
  /// was measured (a plain field's text is at its edges).
  static let fieldInset = ControlMetrics.roundedFieldInsets.horizontal
  /// A toggle's switch, UIKit's `UISwitch` size, as the engine reserves it.
  static let switchSize = ControlMetrics.switchSize
  /// The space between a toggle's title and its switch, as the engine lays it out.
  static let labelSpacing = ControlMetrics.labelSpacing
  /// A bordered button's corner radius in the automatic shape, at most half its height (an
  /// estimate: Apple documents no radius).
  static let systemRadius = 10.0

  /// Draws `family`, the control of `node`, at its frame.
  static func draw(_ family: Control, _ node: PlacedNode, into svg: inout SVGWriter) {
    let frame = node.frame
    let isRTL = node.layoutDirection == .rightToLeft
    switch family {
    case .link:
      drawText(node, in: frame, side: .center, className: SVGNodeDrawer.textClass(node, "accent"), into: &svg)
    case .shareLink:
      drawTitle(
        node, symbol: Control.shareSymbol, className: SVGNodeDrawer.textClass(node, "accent"), into: &svg)
    case .stepper:
      let box = titleBeside(RowMetrics.stepperSize, node, into: &svg)
      svg.rect(box, radius: 8, className: "button-bordered")
      // Its − and + halves, as the terminal's `(−│+)`.
      svg.line(
        from: Point(x: box.midX, y: box.minY + 6), to: Point(x: box.midX, y: box.maxY - 6),
        className: "segment-line")
      for (sign, x) in [("−", box.minX + box.width / 4), ("+", box.maxX - box.width / 4)] {
        svg.element(
          "text",
          [
            "x": .number(x), "y": .number(box.midY + 6), "font-size": .number(17),
            "text-anchor": .text("middle"),
            "class": .text("stepper-sign"),
          ], text: sign)
      }
    case .textEditor:
      svg.rect(frame, radius: 6, className: "field")
    case .button(let title, let style, _, let systemImage, _, let labelStyle, let shape):
      let shown = ButtonRasterizer.shownTitle(title, systemImage: systemImage, labelStyle: labelStyle)
      drawButton(
        style, shape: shape, symbol: shown.systemImage, iconOnly: shown.title.isEmpty, node, into: &svg)
    case .toggle(_, let isOn, .button, _):
      drawButton(isOn ? .prominent : .bordered, node, into: &svg)
    case .textField(_, let text, let style), .secureField(_, let text, let style):
      let inset = style == .roundedBorder ? fieldInset : 0
      if style == .roundedBorder { svg.rect(frame, radius: 6, className: "field") }
      let inner = frame.inset(top: 0, left: inset, bottom: 0, right: inset)
      var secure = false
      if case .secureField = family { secure = text != nil }
      drawText(
        node, in: inner, side: .init(.leading, node.layoutDirection),
        className: SVGNodeDrawer.textClass(node, text == nil ? "placeholder" : "text"), bullets: secure,
        into: &svg)
    case .toggle(_, let isOn, .switch, _):
      let track = titleBeside(switchSize, node, into: &svg)
      svg.rect(track, radius: switchSize.height / 2, className: isOn ? "switch-on" : "switch-off")
      // The knob sits at the trailing end when on: the right in left to right, the left in right to left.
      let knobAtRight = isOn != isRTL
      let knobX = knobAtRight ? track.maxX - track.height / 2 : track.minX + track.height / 2
      svg.circle(center: Point(x: knobX, y: track.midY), radius: track.height / 2 - 2, className: "knob")
    case .slider(let value):
      let filled = drawTrack(fraction: value, in: frame, height: 4, node: node, into: &svg)
      svg.circle(
        center: Point(x: filled, y: frame.midY), radius: min(14, frame.height / 2), className: "knob")
    case .progressView(.linear(let fraction)):
      _ = drawTrack(fraction: fraction, in: frame, height: frame.height, node: node, into: &svg)
    case .progressView(.gauge(let fraction, let style)) where !style.isCircular:
      _ = drawTrack(fraction: fraction, in: frame, height: frame.height, node: node, into: &svg)
    case .progressView(.gauge):
      svg.circle(
        center: Point(x: frame.midX, y: frame.midY), radius: max(0, min(frame.width, frame.height) / 2 - 2),
        className: "spinner")
    case .progressView(.circular):
      svg.circle(
        center: Point(x: frame.midX, y: frame.midY), radius: max(0, min(frame.width, frame.height) / 2 - 1.5),
        className: "spinner")
    }
  }

  /// A button in `style` at the node's frame, its title centred.
  /// Draws `node`'s title at the leading edge of its frame less the room of a `control` (and the
  /// label spacing) at the trailing edge, as a stepper and a switch toggle are laid out, and
  /// returns the control's rect: at the trailing edge, centred vertically.
  private static func titleBeside(_ control: Size, _ node: PlacedNode, into svg: inout SVGWriter) -> Rect {
    let frame = node.frame
    let isRTL = node.layoutDirection == .rightToLeft
    let room = control.width + labelSpacing
    let title = frame.inset(top: 0, left: isRTL ? room : 0, bottom: 0, right: isRTL ? 0 : room)
    drawText(
      node, in: title, side: .init(.leading, node.layoutDirection), className: SVGNodeDrawer.textClass(node),
      into: &svg)
    return Rect(
      x: isRTL ? frame.minX : frame.maxX - control.width, y: frame.midY - control.height / 2,
      width: control.width, height: control.height)
  }

  private static func drawButton(
    _ style: ButtonStyle, shape: ButtonBorderShape = .automatic, symbol: String? = nil,
    iconOnly: Bool = false,
    _ node: PlacedNode, into svg: inout SVGWriter
  ) {
    let frame = node.frame
    let radius = shape.cornerRadius(for: frame.size, systemRadius: systemRadius)
    switch style {
    case .plain: break
    case .bordered: svg.rect(frame, radius: radius, className: "button-bordered")
    case .prominent: svg.rect(frame, radius: radius, className: "button-prominent")
    }
    let className = SVGNodeDrawer.textClass(node, style == .prominent ? "on-accent" : "accent")
    if let symbol, iconOnly {
      let size = min(frame.width, frame.height, (node.font?.pointSize ?? 17) * 1.2)
      let icon = Rect(x: frame.midX - size / 2, y: frame.midY - size / 2, width: size, height: size)
      SVGNodeDrawer.drawSymbol(
        symbol, in: icon, isMirrored: node.isMirrored,
        className: style == .prominent ? "on-accent" : "symbol",
        into: &svg)
    } else {
      drawTitle(node, symbol: symbol, className: className, into: &svg)
    }
  }

  /// A control's title centred in its frame, after its symbol (1.2 em square, then 6 pt) when it
  /// has one: the two centred together, as SwiftUI centres a button's label.
  private static func drawTitle(
    _ node: PlacedNode, symbol: String?, className: String, into svg: inout SVGWriter
  ) {
    let frame = node.frame
    guard let symbol, let text = node.text, let font = node.font else {
      drawText(node, in: frame, side: .center, className: className, into: &svg)
      return
    }
    let size = (font.pointSize * 1.2).rounded()
    let width = text.lines.map(\.width).max() ?? 0
    let isRTL = node.layoutDirection == .rightToLeft
    let start = frame.midX - (size + 6 + width) / 2
    let icon = Rect(
      x: isRTL ? start + width + 6 : start, y: frame.midY - size / 2, width: size, height: size)
    SVGNodeDrawer.drawSymbol(
      symbol, in: icon, isMirrored: node.isMirrored,
      className: className.hasPrefix("on-accent") ? "on-accent" : "symbol", into: &svg)
    let title = Rect(x: isRTL ? start : start + size + 6, y: frame.minY, width: width, height: frame.height)
    drawText(node, in: title, side: .center, className: className, into: &svg)
  }

  /// A track across the frame's middle, filled from the leading side to `fraction` (mirrored in
  /// right to left); returns the x where the fill ends.
  private static func drawTrack(
    fraction: Double, in frame: Rect, height: Double, node: PlacedNode, into svg: inout SVGWriter
  ) -> Double {
    let clamped = min(1, max(0, fraction.isFinite ? fraction : 0))
    let track = Rect(x: frame.minX, y: frame.midY - height / 2, width: frame.width, height: height)
    svg.rect(track, radius: height / 2, className: "track")
    let width = frame.width * clamped
    // Tracks fill from the leading side: mirrored in right to left unless the node says not to.
    let mirrored = node.layoutDirection == .rightToLeft && node.flipsForRightToLeft != false
    let fill = frame.x(leading: 0, width: width, mirrored ? .rightToLeft : .leftToRight)
    svg.rect(
      Rect(x: fill, y: track.minY, width: width, height: height), radius: height / 2, className: "track-fill")
    return mirrored ? fill : fill + width
  }

  /// A control's laid-out text in `rect`; secure text as bullets of the same count.
  private static func drawText(
    _ node: PlacedNode, in rect: Rect, side: TextPlacement.Side, className: String, bullets: Bool = false,
    into svg: inout SVGWriter
  ) {
    guard let text = node.text, let font = node.font else { return }
    var lines = text.lines
    if bullets {
      lines = lines.map { line in
        TextLine(text: String(repeating: "•", count: line.text.count), width: line.width)
      }
    }
    SVGText.draw(lines, font: font, in: rect, side: side, className: className, into: &svg)
  }
}
