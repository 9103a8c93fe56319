extension Control {
  /// `ShareLink`'s symbol.
  package static let shareSymbol = "square.and.arrow.up"

  /// Buttons, fields, toggles and steppers are their text inside a chrome (`ControlMetrics`; a
  /// plain field is its line of text, a rounded-border one UIKit's box);
  /// links lay out as plain buttons, a share link with its symbol; sliders and linear progress
  /// take the offered width, a text editor the whole offer; the spinner is 20 pt square. A
  /// button-style toggle lays out as a bordered button; a switch or stepper whose label is hidden
  /// is its control alone. A bordered button whose border shape is a circle is square: as wide as
  /// the longer side of its label and insets. On a Mac a bordered button is at least 28 pt a side
  /// (`ControlMetrics.minimumButtonSide`). A button whose label is a view (its child) is that view
  /// inside the style's insets.
  func layoutKind(_ site: ElementSite, in compiler: inout Compiler) -> LayoutKind {
    switch self {
    case .button(_, let style, let controlSize, _, _, _, _) where !site.children.isEmpty:
      // A label given as a view (`Button { } label: { HStack { … } }`), the button's only child:
      // the style's insets around it, as SwiftUI's button styles pad `configuration.label`.
      let (h, v) = style == .plain ? (0, 0) : ControlMetrics.buttonInsets(controlSize)
      return .padding(PaddingLayout(insets: EdgeInsets(top: v, leading: h, bottom: v, trailing: h)))
    case .button(_, let style, let controlSize, _?, _, .iconOnly, let shape):
      let (h, v) = style == .plain ? (0, 0) : ControlMetrics.buttonInsets(controlSize)
      let symbol = ControlMetrics.symbolSize(site.font, scale: site.env.imageScale)
      let least = style == .plain ? 0 : ControlMetrics.minimumButtonSide(site.idiom, controlSize)
      let size = Size(width: max(symbol + 2 * h, least), height: max(symbol + 2 * v, least))
      let side = max(size.width, size.height)
      return .fixed(
        FixedLayout(size: style != .plain && shape == .circle ? Size(width: side, height: side) : size))
    case .button(let title, let style, let controlSize, let shownImage, _, let labelStyle, let shape):
      let systemImage = labelStyle == .titleOnly ? nil : shownImage
      let (h, v) = style == .plain ? (0, 0) : ControlMetrics.buttonInsets(controlSize)
      // With a symbol the label is a `Label`: the symbol, 8 pt, the title.
      let symbol = systemImage == nil ? 0 : ControlMetrics.symbolSize(site.font, scale: site.env.imageScale)
      let icon = systemImage == nil ? 0 : symbol + ControlMetrics.labelSpacing
      let least = style == .plain ? 0 : ControlMetrics.minimumButtonSide(site.idiom, controlSize)
      return .labelled(
        LabelledLayout(
          text: compiler.addText(title, font: site.font, env: site.env),
          chrome: LabelChrome(
            insets: EdgeInsets(top: v, leading: h + icon, bottom: v, trailing: h),
            minimumSize: Size(width: least, height: max(least, symbol == 0 ? 0 : symbol + 2 * v)),
            greedyWidth: false,
            isSquare: style != .plain && shape == .circle)))
    case .link(let title):
      return Self.button(title: title, style: .plain, controlSize: .regular, systemImage: nil).layoutKind(
        site, in: &compiler)
    case .shareLink(let title):
      return Self.button(
        title: title, style: .plain, controlSize: .regular, systemImage: Self.shareSymbol
      ).layoutKind(site, in: &compiler)
    case .stepper(_, labelsHidden: true):
      return .fixed(FixedLayout(size: RowMetrics.stepperSize))
    case .stepper(let title, _):
      let stepper = RowMetrics.stepperSize
      return .labelled(
        LabelledLayout(
          text: compiler.addText(title, font: site.font, lineLimit: site.env.lineLimit),
          chrome: LabelChrome(
            insets: EdgeInsets(trailing: stepper.width + ControlMetrics.labelSpacing),
            minimumSize: stepper, greedyWidth: true)))
    case .textField(_, _, let style), .secureField(_, _, let style):
      let (h, v) = style == .roundedBorder ? ControlMetrics.roundedFieldInsets : (0, 0)
      return .labelled(
        LabelledLayout(
          text: compiler.addText(shownString ?? "", font: site.font, lineLimit: 1),
          chrome: LabelChrome(
            insets: EdgeInsets(top: v, leading: h, bottom: v, trailing: h),
            // An empty field (`TextField("", text: $name)`) is still a line of text tall.
            minimumSize: Size(
              width: 0,
              height: style == .roundedBorder
                ? ControlMetrics.roundedFieldHeight : site.font.lineHeight + 2 * v),
            greedyWidth: true)))
    case .toggle(let title, _, .button, _):
      return Self.button(title: title, style: .bordered, controlSize: .regular, systemImage: nil)
        .layoutKind(site, in: &compiler)
    case .toggle(_, _, .switch, labelsHidden: true):
      return .fixed(FixedLayout(size: ControlMetrics.switchSize))
    case .toggle(let title, _, .switch, _):
      let switchSize = ControlMetrics.switchSize
      return .labelled(
        LabelledLayout(
          text: compiler.addText(title, font: site.font, env: site.env),
          chrome: LabelChrome(
            insets: EdgeInsets(trailing: switchSize.width + ControlMetrics.labelSpacing),
            minimumSize: switchSize, greedyWidth: true)))
    case .slider:
      return .flexible(
        FlexibleLayout(
          ideal: Size(width: ControlMetrics.flexibleIdealWidth, height: ControlMetrics.sliderHeight),
          horizontal: true, vertical: false))
    case .progressView(.linear):
      return .flexible(
        FlexibleLayout(
          ideal: Size(width: ControlMetrics.flexibleIdealWidth, height: ControlMetrics.progressBarHeight),
          horizontal: true, vertical: false))
    case .textEditor:
      let ideal = ControlMetrics.flexibleIdealWidth
      return .flexible(
        FlexibleLayout(ideal: Size(width: ideal, height: ideal), horizontal: true, vertical: true))
    case .progressView(.circular):
      let side = ControlMetrics.spinnerSize
      return .fixed(FixedLayout(size: Size(width: side, height: side)))
    case .progressView(.gauge(_, let style)) where style.isCircular:
      return .fixed(FixedLayout(size: Size(width: GaugeStyle.ringSide, height: GaugeStyle.ringSide)))
    case .progressView(.gauge):
      return .flexible(
        FlexibleLayout(
          ideal: Size(width: ControlMetrics.flexibleIdealWidth, height: GaugeStyle.accessoryBarHeight),
          horizontal: true, vertical: false))
    }
  }
}
