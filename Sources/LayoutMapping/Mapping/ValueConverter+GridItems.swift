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

/// Why a strict reading of a list of grid items failed: which item (its index in the list) and
/// what is wrong with it.
package struct GridItemsProblem: Error, Sendable, Hashable {
  package var index: Int
  package var problem: Problem

  package enum Problem: Sendable, Hashable {
    /// Its bounds make no size.
    case size(GridItemProblem)
    /// It is not a `GridItem` of a size SwiftUI has, or has an argument `GridItem` does not take.
    case arguments
  }
}

/// SwiftUI's `GridItem`s: the one reading of `LazyVGrid` columns and `LazyHGrid` rows, a layout
/// file's `{adaptive: 80}` (which its reader writes as `GridItem(.adaptive(minimum: 80))`) and
/// Swift's alike.
extension ValueConverter {
  /// `[GridItem(.flexible()), GridItem(.fixed(100), spacing: 4), GridItem(.adaptive(minimum: 80))]`,
  /// leniently (`gridItems(_:strict:)`).
  func gridItems(_ value: SourceValue) -> [GridItem]? {
    // Read leniently, the converter throws nothing.
    (try? Self.gridItems(value, strict: false)) ?? nil
  }

  /// The grid items of an array of `GridItem(_ size:spacing:)` calls. `strict` (layout files)
  /// throws for an item whose bounds make no size and for a call or label `GridItem` does not
  /// have; otherwise (Swift source) such a list is `nil` and unknown labels (`alignment:`) are
  /// left out. A number out of its bounds makes the list `nil` either way (a layout file's reader
  /// has reported it at the number).
  package static func gridItems(_ value: SourceValue, strict: Bool) throws(GridItemsProblem) -> [GridItem]? {
    guard case .array(let values) = value, !values.isEmpty else { return nil }
    var items: [GridItem] = []
    items.reserveCapacity(values.count)
    for (index, value) in values.enumerated() {
      guard case .call(let call) = value, call.name == "GridItem", call.base == nil else {
        if strict { throw GridItemsProblem(index: index, problem: .arguments) } else { return nil }
      }
      var size = GridItem.Size.flexible(minimum: GridItem.defaultFlexibleMinimum, maximum: .infinity)
      var spacing: Double?
      for argument in call.arguments {
        switch argument.label {
        case nil:
          let parsed: GridItem.Size?
          do {
            parsed = try gridItemSize(argument.value, strict: strict)
          } catch {
            throw GridItemsProblem(index: index, problem: .size(error))
          }
          guard let parsed else {
            if strict { throw GridItemsProblem(index: index, problem: .arguments) } else { return nil }
          }
          size = parsed
        case "spacing":
          guard let n = try? number(argument.value, rule: .length) else { return nil }
          spacing = n
        default:
          if strict { throw GridItemsProblem(index: index, problem: .arguments) }
        }
      }
      items.append(GridItem(size, spacing: spacing))
    }
    return items
  }

  /// `.fixed(100)`, `.flexible()`, `.flexible(minimum: 40, maximum: 200)`, `.adaptive(minimum: 80)`.
  private static func gridItemSize(_ value: SourceValue, strict: Bool) throws(GridItemProblem) -> GridItem
    .Size?
  {
    let (name, arguments): (String, [Argument]) =
      switch value {
      case .call(let call): (call.name, call.arguments)
      case .member(_, let name): (name, [])
      default: ("", [])
      }
    func bound(_ label: String?, _ rule: NumberRule) -> Double? {
      arguments.first { $0.label == label }.flatMap { try? number($0.value, rule: rule) }
    }
    if name == "fixed" { return bound(nil, .length).map(GridItem.Size.fixed) }
    let minimum = bound("minimum", .length) ?? (name == "adaptive" ? bound(nil, .length) : nil)
    return try gridItemSize(name, minimum: minimum, maximum: bound("maximum", .maximumLength), strict: strict)
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
