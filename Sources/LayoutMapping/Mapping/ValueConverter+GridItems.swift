import LayoutEngine

/// Why a grid item's bounds make no size, for a strict reader to word.
package enum GridItemProblem: Error, Sendable, Hashable {
  /// An adaptive item without its minimum width.
  case noMinimum
  /// A minimum above the maximum.
  case minimumAboveMaximum(minimum: Double, maximum: Double)
  /// An adaptive item whose minimum is 0: it would fit infinitely many.
  case adaptiveMinimumNotPositive
}

/// SwiftUI's `GridItem`s: the sizes both readers make, a layout file's `{adaptive: 80}` and
/// Swift's `GridItem(.adaptive(minimum: 80))` alike.
extension ValueConverter {
  /// `[GridItem(.flexible()), GridItem(.fixed(100), spacing: 4), GridItem(.adaptive(minimum: 80))]`.
  func gridItems(_ value: SourceValue) -> [GridItem]? {
    guard case .array(let values) = value, !values.isEmpty else { return nil }
    var items: [GridItem] = []
    for value in values {
      guard case .call(let call) = value, call.name == "GridItem" else { return nil }
      var size = GridItem.Size.flexible(minimum: GridItem.defaultFlexibleMinimum, maximum: .infinity)
      var spacing: Double?
      for argument in call.arguments {
        switch argument.label {
        case nil:
          guard let parsed = gridItemSize(argument.value) else { return nil }
          size = parsed
        case "spacing":
          guard case .number(let n) = argument.value, n >= 0 else { return nil }
          spacing = n
        default: continue
        }
      }
      items.append(GridItem(size, spacing: spacing))
    }
    return items
  }

  /// `.fixed(100)`, `.flexible()`, `.flexible(minimum: 40, maximum: 200)`, `.adaptive(minimum: 80)`.
  private func gridItemSize(_ value: SourceValue) -> GridItem.Size? {
    let (name, arguments): (String, [Argument]) =
      switch value {
      case .call(let call): (call.name, call.arguments)
      case .member(_, let name): (name, [])
      default: ("", [])
      }
    func bound(_ label: String?, _ rule: NumberRule) -> Double? {
      arguments.first { $0.label == label }.flatMap { try? Self.number($0.value, rule: rule) }
    }
    if name == "fixed" { return bound(nil, .length).map(GridItem.Size.fixed) }
    let minimum = bound("minimum", .length) ?? (name == "adaptive" ? bound(nil, .length) : nil)
    return
      (try? Self.gridItemSize(
        name, minimum: minimum, maximum: bound("maximum", .maximumLength), strict: false))
      ?? nil
  }

  /// A `flexible` or `adaptive` item's size from the bounds given (`nil` where not given), with
  /// SwiftUI's defaults: a flexible item from `GridItem.defaultFlexibleMinimum`, either up to
  /// infinity; an adaptive one needs a minimum above 0. `strict` (layout files) also refuses a
  /// minimum above the maximum, and throws where Swift source gets `nil`; `nil` for another kind.
  package static func gridItemSize(_ kind: String, minimum: Double?, maximum: Double?, strict: Bool)
    throws(GridItemProblem) -> GridItem.Size?
  {
    guard kind == "flexible" || kind == "adaptive" else { return nil }
    guard let minimum = minimum ?? (kind == "flexible" ? GridItem.defaultFlexibleMinimum : nil) else {
      if strict { throw .noMinimum } else { return nil }
    }
    let maximum = maximum ?? .infinity
    if strict, minimum > maximum { throw .minimumAboveMaximum(minimum: minimum, maximum: maximum) }
    guard kind == "flexible" else {
      guard minimum > 0 else {
        if strict { throw .adaptiveMinimumNotPositive } else { return nil }
      }
      return .adaptive(minimum: minimum, maximum: maximum)
    }
    return .flexible(minimum: minimum, maximum: maximum)
  }
}
