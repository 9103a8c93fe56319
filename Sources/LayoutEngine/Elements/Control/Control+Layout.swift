extension Control {
  /// `ShareLink`'s symbol.
  package static let shareSymbol = "square.and.arrow.up"

  /// Buttons, fields, toggles and steppers are their text inside a chrome (`ControlMetrics`);
  /// links lay out as plain buttons, a share link with its symbol; sliders and linear progress
  /// take the offered width, a text editor the whole offer; the spinner is 20 pt square.
  func layoutKind(_ site: ElementSite, in compiler: inout Compiler) -> LayoutKind {
    switch self {
    case .button(let title, let style, let controlSize, let systemImage, _):
      let (h, v) = style == .plain ? (0, 0) : ControlMetrics.buttonInsets(controlSize)
      // With a symbol the label is a `Label`: the symbol, 8 pt, the title.
      let symbol = systemImage == nil ? 0 : ControlMetrics.symbolSize(site.font, scale: site.env.imageScale)
      let icon = systemImage == nil ? 0 : symbol + ControlMetrics.labelSpacing
      return .labelled(
        LabelledLayout(
          text: compiler.addText(title, font: site.font, env: site.env),
          chrome: LabelChrome(
            insets: EdgeInsets(top: v, leading: h + icon, bottom: v, trailing: h),
            minimumSize: Size(width: 0, height: symbol == 0 ? 0 : symbol + 2 * v), greedyWidth: false)))
    case .link(let title):
      return Self.button(title: title, style: .plain, controlSize: .regular, systemImage: nil).layoutKind(
        site, in: &compiler)
    case .shareLink(let title):
      return Self.button(
        title: title, style: .plain, controlSize: .regular, systemImage: Self.shareSymbol
      ).layoutKind(site, in: &compiler)
    case .stepper(let title):
      let stepper = RowMetrics.stepperSize
      return .labelled(
        LabelledLayout(
          text: compiler.addText(title, font: site.font, lineLimit: site.env.lineLimit),
          chrome: LabelChrome(
            insets: EdgeInsets(trailing: stepper.width + ControlMetrics.labelSpacing),
            minimumSize: stepper, greedyWidth: true)))
    case .textField, .secureField:
      let h = ControlMetrics.fieldHorizontalInset
      let v = ControlMetrics.fieldVerticalInset
      return .labelled(
        LabelledLayout(
          text: compiler.addText(shownString ?? "", font: site.font, lineLimit: 1),
          chrome: LabelChrome(
            insets: EdgeInsets(top: v, leading: h, bottom: v, trailing: h),
            minimumSize: Size(width: 0, height: ControlMetrics.minimumTouchTarget), greedyWidth: true)))
    case .toggle(let title, _):
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
    }
  }
}
