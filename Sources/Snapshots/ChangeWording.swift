import Reports

/// What a change did, in words that follow its kind (`moved: 12 pt down`), over the variants it
/// happens in: `12 pt down`, `8…12 pt down, 4 pt trailing` (toward the trailing edge: right
/// left to right, left right to left), `height +20 pt`, `now “Sign in to your ac…”`;
/// empty when the kind says it all.
enum ChangeWording {
  static func detail(_ kind: ChangeKind, _ group: ChangeGroups.Group) -> String {
    switch kind {
    case .added, .removed:
      return group.inside == 0 ? "" : "with \(group.inside) view\(group.inside == 1 ? "" : "s") inside"
    case .moved:
      let parts = [
        along(group.dy, positive: "down", negative: "up"),
        along(group.dx, positive: "trailing", negative: "leading"),
      ].compactMap { $0 }
      return parts.isEmpty ? "kept its place while its parent moved" : parts.joined(separator: ", ")
    case .resized:
      let parts = [signed("width", group.dx), signed("height", group.dy)].compactMap { $0 }
      return parts.joined(separator: ", ")
    case .truncated:
      return group.first.text.map { "now “\($0)”" } ?? ""
    case .untruncated, .offScreen, .outsideSafeArea: return ""
    // Made with its words by `NewFindings`, never grouped here.
    case .newFinding: return ""
    }
  }

  /// The largest size of the change in points, to rank changes.
  static func magnitude(_ kind: ChangeKind, _ group: ChangeGroups.Group) -> Double {
    switch kind {
    case .added, .removed: group.area.squareRoot()
    case .moved, .resized:
      max(
        abs(group.dx.lowerBound), abs(group.dx.upperBound), abs(group.dy.lowerBound), abs(group.dy.upperBound)
      )
    // A truncated label or content pushed off screen matters more than most moves.
    case .truncated, .offScreen, .outsideSafeArea, .newFinding: 1000
    case .untruncated: 0
    }
  }

  /// `12 pt down`, `8…12 pt down`, `4 pt up to 8 pt down`; `nil` when it does not move that way.
  static func along(_ range: ClosedRange<Double>, positive: String, negative: String) -> String? {
    let (low, high) = (range.lowerBound, range.upperBound)
    if low == 0 && high == 0 { return nil }
    if low >= 0 { return "\(span(low, high)) pt \(positive)" }
    if high <= 0 { return "\(span(-high, -low)) pt \(negative)" }
    return "\(points(-low)) pt \(negative) to \(points(high)) pt \(positive)"
  }

  /// `width +17 pt`, `width -4…+17 pt`; `nil` when it does not change.
  static func signed(_ name: String, _ range: ClosedRange<Double>) -> String? {
    let (low, high) = (range.lowerBound, range.upperBound)
    if low == 0 && high == 0 { return nil }
    func sign(_ value: Double) -> String { (value > 0 ? "+" : value < 0 ? "−" : "") + points(abs(value)) }
    return sign(low) == sign(high) ? "\(name) \(sign(low)) pt" : "\(name) \(sign(low))…\(sign(high)) pt"
  }

  private static func span(_ low: Double, _ high: Double) -> String {
    points(low) == points(high) ? points(low) : "\(points(low))…\(points(high))"
  }

  private static func points(_ value: Double) -> String { JSONValue.format(value) }
}
