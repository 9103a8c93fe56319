extension Composite {
  /// Each composite lays out with an algorithm the engine has: a gauge, a group box's inside, a
  /// graphical date picker and a disclosure group as a stack (a disclosure group and a graphical
  /// date picker as wide as offered), an empty state centred in the whole offer, a compact date
  /// picker as a form row, a menu as its label, a control group as equal segments.
  func layoutKind(_ site: ElementSite) -> LayoutKind {
    switch self {
    case .gauge:
      .stack(StackLayout(axis: .vertical, crossAlignment: .horizontal(.leading), spacing: 4))
    case .groupBox:
      .zStack(ZStackLayout(alignment: .topLeading))
    case .contentUnavailable:
      .zStack(ZStackLayout(alignment: .center, fillsOffer: true))
    case .datePicker(let graphical):
      graphical
        ? .stack(
          StackLayout(
            axis: .vertical, crossAlignment: .horizontal(.leading), spacing: ControlMetrics.defaultSpacing,
            fillsCrossAxis: true))
        : .row(RowLayout(showsLabel: true, hasValue: true, accessory: 0, greedy: true, minimumHeight: 0))
    case .menu:
      .row(RowLayout(showsLabel: true, hasValue: false, accessory: 0, greedy: false, minimumHeight: 0))
    case .controlGroup:
      .segments(SegmentsLayout(first: 0))
    case .disclosureGroup:
      .stack(
        StackLayout(
          axis: .vertical, crossAlignment: .horizontal(.leading), spacing: ControlMetrics.defaultSpacing,
          fillsCrossAxis: true))
    }
  }

  /// The environment of child `n`: a menu's items are hidden (the menu is closed).
  func environment(ofChild n: Int, _ env: InheritedEnvironment) -> InheritedEnvironment {
    guard case .menu = self, n > 0 else { return env }
    var hidden = env
    hidden.isHidden = true
    return hidden
  }
}
