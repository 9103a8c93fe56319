extension Control {
  /// Buttons, fields and toggles are their text inside a chrome (`ControlMetrics`); sliders and
  /// linear progress take the offered width; the spinner is 20 pt square.
  func layoutKind(_ site: ElementSite, in compiler: inout Compiler) -> LayoutKind {
    switch self {
    case .button(let title, let style, let controlSize):
      let (h, v) = style == .plain ? (0, 0) : ControlMetrics.buttonInsets(controlSize)
      return .labelled(
        LabelledLayout(
          text: compiler.addText(title, font: site.font, env: site.env),
          chrome: LabelChrome(
            insets: EdgeInsets(top: v, leading: h, bottom: v, trailing: h), minimumSize: .zero,
            greedyWidth: false)))
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
    case .progressView(.circular):
      let side = ControlMetrics.spinnerSize
      return .fixed(FixedLayout(size: Size(width: side, height: side)))
    }
  }
}
