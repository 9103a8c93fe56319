extension Composite {
  /// Each composite lays out with an algorithm the engine has: a gauge, a group box's inside, a
  /// graphical date picker and a disclosure group as a stack (a disclosure group and a graphical
  /// date picker as wide as offered), an empty state centred in the whole offer, a compact date
  /// picker as a form row (its date alone with `labelsHidden`), a menu as its label, a control group as equal segments.
  func layoutKind(_ site: ElementSite) -> LayoutKind {
    switch self {
    case .gauge:
      .stack(StackLayout(axis: .vertical, crossAlignment: .horizontal(.leading), spacing: 4))
    case .groupBox:
      .zStack(ZStackLayout(alignment: .topLeading))
    case .contentUnavailable:
      .zStack(ZStackLayout(alignment: .center, fillsOffer: true))
    case .datePicker(let graphical, let labelsHidden):
      graphical
        ? .stack(
          StackLayout(
            axis: .vertical, crossAlignment: .horizontal(.leading), spacing: ControlMetrics.defaultSpacing,
            fillsCrossAxis: true))
        : .row(
          RowLayout(
            showsLabel: !labelsHidden, hasValue: true, accessory: 0, greedy: !labelsHidden, minimumHeight: 0))
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

  /// The environment of child `n`: a menu's items are hidden (the menu is closed), as is a
  /// compact date picker's title with `labelsHidden`.
  func environment(ofChild n: Int, _ env: InheritedEnvironment) -> InheritedEnvironment {
    switch self {
    case .menu where n > 0, .datePicker(graphical: false, labelsHidden: true) where n == 0:
      var hidden = env
      hidden.isHidden = true
      return hidden
    default: return env
    }
  }
}
