extension Textual {
  /// Text is a text leaf; a label is its title after a symbol 1.2 em square and 8 pt of space,
  /// its title alone as a text leaf (`titleOnly`) or its symbol's square alone (`iconOnly`).
  /// Both show their string in the text modifiers' case.
  func layoutKind(_ site: ElementSite, in compiler: inout Compiler) -> LayoutKind {
    switch self {
    case .text(let string):
      return .text(
        TextLeafLayout(text: compiler.addText(string, font: site.font, env: site.env)))
    case .label(let title, _, .titleOnly):
      return .text(TextLeafLayout(text: compiler.addText(title, font: site.font, env: site.env)))
    case .label(_, _, .iconOnly):
      let symbol = ControlMetrics.symbolSize(site.font, scale: site.env.imageScale)
      return .fixed(FixedLayout(size: Size(width: symbol, height: symbol)))
    case .label(let title, _, .titleAndIcon):
      let symbol = ControlMetrics.symbolSize(site.font, scale: site.env.imageScale)
      return .labelled(
        LabelledLayout(
          text: compiler.addText(title, font: site.font, env: site.env),
          chrome: LabelChrome(
            insets: EdgeInsets(leading: symbol + ControlMetrics.labelSpacing),
            minimumSize: Size(width: symbol, height: symbol), greedyWidth: false)))
    }
  }
}
