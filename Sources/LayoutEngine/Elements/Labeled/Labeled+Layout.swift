extension Labeled {
  /// Rows of a label and a value lay out as a form row (`RowLayout`), greedy in a list; a
  /// picker by its style: segments (`SegmentsLayout`), option rows in a list (`OptionRowsLayout`)
  /// or a wheel (`WheelLayout`).
  func layoutKind(_ site: ElementSite, in compiler: inout Compiler) -> LayoutKind {
    let inList = site.env.isInList
    let stacked = compiler.typeSize.isAccessibilitySize
    switch self {
    case .labeledContent:
      return .row(
        RowLayout(
          showsLabel: true, hasValue: true, accessory: 0, greedy: true, minimumHeight: 0, stacked: stacked))
    case .navigationLink:
      return .row(
        RowLayout(
          showsLabel: true, hasValue: true, accessory: inList ? RowMetrics.disclosureWidth : 0,
          greedy: inList,
          minimumHeight: 0))
    case .picker(let style, let labelsHidden):
      let first = Self.pickerOptionsStart
      switch Self.shownStyle(style, inList: inList) {
      case .menu:
        return .row(
          RowLayout(
            showsLabel: inList && !labelsHidden, hasValue: true, accessory: RowMetrics.menuIndicatorWidth,
            greedy: inList,
            minimumHeight: 0, stacked: stacked))
      case .navigationLink:
        return .row(
          RowLayout(
            showsLabel: !labelsHidden, hasValue: true, accessory: RowMetrics.disclosureWidth, greedy: true,
            minimumHeight: 0, stacked: stacked))
      case .segmented:
        return .segments(SegmentsLayout(first: first))
      case .inline:
        return .optionRows(OptionRowsLayout(first: first, showsLabel: !labelsHidden))
      case .wheel:
        return .wheel(WheelLayout(first: first, selected: Self.selectedOption(site.children, in: compiler)))
      }
    }
  }

  /// The style a picker shows in: an inline picker outside a list is a wheel, as on iOS.
  package static func shownStyle(_ style: PickerStyle, inList: Bool) -> PickerStyle {
    style == .inline && !inList ? .wheel : style
  }

  /// The environment of child `n`: hidden when the style does not show it (the label with
  /// `labelsHidden`); a value beside its
  /// label aligned trailing (under it, at accessibility sizes, leading as the label); a segment's
  /// title keeps to one line, as UISegmentedControl's do.
  func environment(ofChild n: Int, _ env: InheritedEnvironment, stacked: Bool) -> InheritedEnvironment {
    var child = env
    if !showsChild(n, inList: env.isInList) { child.isHidden = true }
    if n == 1, !stacked, !env.isTextAlignmentExplicit {
      child.textAlignment = .trailing
      child.isTextAlignmentExplicit = true
    }
    if case .picker(.segmented, _) = self, n >= Self.pickerOptionsStart { child.lineLimit = 1 }
    return child
  }

  /// Which of its children a row or picker shows: the label and value, or its options.
  func showsChild(_ n: Int, inList: Bool) -> Bool {
    let first = Self.pickerOptionsStart
    guard case .picker(let style, let labelsHidden) = self else { return n < first }
    if n == 0, labelsHidden { return false }
    switch Self.shownStyle(style, inList: inList) {
    case .menu: return n == 1 || (n == 0 && inList)
    case .navigationLink: return n < first
    case .segmented, .wheel: return n >= first
    case .inline: return n != 1
    }
  }

  /// The index among the options of the one whose text is the value's (child 1), 0 when none is.
  private static func selectedOption(_ children: [Int32], in compiler: Compiler) -> Int {
    guard children.count > pickerOptionsStart,
      let value = compiler.element(of: children[1]).shownText
    else { return 0 }
    return children.dropFirst(pickerOptionsStart).firstIndex { compiler.element(of: $0).shownText == value }
      .map { $0 - pickerOptionsStart } ?? 0
  }
}
