import LayoutEngine

/// A truth that depends on the variant a preview is shown in: true in any of `anyOf` (each a
/// conjunction the engine can match), as `typeSize >= .accessibility1` is true from AX1 to AX5.
///
/// A branch on one becomes the variants of its view (`if typeSize.isAccessibilitySize { VStack }
/// else { HStack }`), which is what a layout file writes with `variants:`, so both preview the same
/// at every type size instead of the Swift reader guessing the first branch. Conditions combine
/// with `!`, `&&` and `||`; one that would need more than `limit` conjunctions is not kept.
struct TraitCondition: Hashable {
  var anyOf: [LayoutCondition]

  /// The most conjunctions a condition keeps: beyond, the branch is read as before (first branch,
  /// with a warning). Real code compares one or two traits.
  static let limit = 8

  /// True where `self` is false: every conjunction fails, so one of its parts fails in each.
  var negated: TraitCondition? {
    var result = TraitCondition(anyOf: [LayoutCondition()])
    for conjunction in anyOf {
      guard let next = result.and(TraitCondition(anyOf: Self.complement(of: conjunction))) else { return nil }
      result = next
    }
    return result
  }

  /// True where both are.
  func and(_ other: TraitCondition) -> TraitCondition? {
    var result: [LayoutCondition] = []
    for a in anyOf {
      for b in other.anyOf {
        guard let both = Self.intersection(a, b) else { continue }
        if !result.contains(both) { result.append(both) }
        if result.count > Self.limit { return nil }
      }
    }
    return TraitCondition(anyOf: result)
  }

  /// True where either is.
  func or(_ other: TraitCondition) -> TraitCondition? {
    let result = anyOf + other.anyOf.filter { !anyOf.contains($0) }
    return result.count > Self.limit ? nil : TraitCondition(anyOf: result)
  }

  /// Whether no variant makes it true.
  var isNever: Bool { anyOf.isEmpty }

  /// The conditions in which `condition` fails: one per trait it names, for each of the trait's
  /// other values (a type-size range fails below it and above it).
  private static func complement(of condition: LayoutCondition) -> [LayoutCondition] {
    var parts: [LayoutCondition] = []
    if let sizes = condition.typeSizes {
      let all = DynamicTypeSize.allCases
      if let below = all.last(where: { $0 < sizes.lowerBound }) {
        parts.append(LayoutCondition(typeSizes: all[0]...below))
      }
      if let above = all.first(where: { $0 > sizes.upperBound }) {
        parts.append(LayoutCondition(typeSizes: above...all[all.count - 1]))
      }
    }
    if let sizeClass = condition.horizontalSizeClass {
      parts.append(LayoutCondition(horizontalSizeClass: sizeClass == .compact ? .regular : .compact))
    }
    if let sizeClass = condition.verticalSizeClass {
      parts.append(LayoutCondition(verticalSizeClass: sizeClass == .compact ? .regular : .compact))
    }
    if let direction = condition.layoutDirection {
      parts.append(LayoutCondition(layoutDirection: direction.flipped))
    }
    if let idioms = condition.idioms {
      let others = Set(UserInterfaceIdiom.allCases).subtracting(idioms)
      if !others.isEmpty { parts.append(LayoutCondition(idioms: others)) }
    }
    return parts
  }

  /// The condition both `a` and `b` name, or `nil` when they cannot both hold.
  private static func intersection(_ a: LayoutCondition, _ b: LayoutCondition) -> LayoutCondition? {
    func merged<T: Equatable>(_ x: T?, _ y: T?) -> T?? {
      guard let x, let y else { return .some(x ?? y) }
      return x == y ? .some(x) : nil
    }
    guard let horizontal = merged(a.horizontalSizeClass, b.horizontalSizeClass),
      let vertical = merged(a.verticalSizeClass, b.verticalSizeClass),
      let direction = merged(a.layoutDirection, b.layoutDirection)
    else { return nil }
    var idioms = a.idioms ?? b.idioms
    if let x = a.idioms, let y = b.idioms {
      idioms = x.intersection(y)
      guard idioms?.isEmpty == false else { return nil }
    }
    var sizes = a.typeSizes ?? b.typeSizes
    if let x = a.typeSizes, let y = b.typeSizes {
      let lower = max(x.lowerBound, y.lowerBound)
      let upper = min(x.upperBound, y.upperBound)
      guard lower <= upper else { return nil }
      sizes = lower...upper
    }
    var both = LayoutCondition(
      horizontalSizeClass: horizontal, verticalSizeClass: vertical, typeSizes: sizes,
      layoutDirection: direction)
    both.idioms = idioms
    return both
  }
}
