extension Spacing {
  /// A spacer is flexible along its stack's axis; a divider is a hairline across it.
  func layoutKind(_ site: ElementSite) -> LayoutKind {
    switch self {
    case .spacer(let minLength):
      return .spacer(
        SpacerLayout(minLength: minLength ?? ControlMetrics.spacerMinLength, axis: site.stackAxis))
    case .divider:
      let thin = ControlMetrics.dividerThickness
      return site.stackAxis == .horizontal
        ? .flexible(FlexibleLayout(ideal: Size(width: thin, height: 0), horizontal: false, vertical: true))
        : .flexible(FlexibleLayout(ideal: Size(width: 0, height: thin), horizontal: true, vertical: false))
    }
  }
}
