import LayoutEngine

/// Line limits and Dynamic Type sizes, the values written as a range (`2...3`, `...(.xxxLarge)`):
/// one reading for both readers, a layout file's `AX1...` parsed by `ValueExpression` first.
extension ValueConverter {
  /// `2`, `nil`, or a range's upper bound (`2...3`: SwiftUI reserves the lower, the upper limits).
  static func lineCount(_ value: SourceValue) -> Int?? {
    switch value {
    case .null: return .some(nil)
    case .number(let n) where n >= 1 && n == n.rounded() && n < 1e9: return .some(Int(n))
    case .range(_, let upper?, let isClosed): return lineCount(isClosed ? upper : upper.minus(1))
    default: return nil
    }
  }

  /// A line limit: a count or `nil` (no bounds, or an upper one), or a range `2...3`, `2...`,
  /// `...3`, `2..<4` whose bounds are whole numbers from 1. `strict` (layout files) takes only
  /// the closed ranges SwiftUI's `lineLimit` takes and throws `.arguments` for bad bounds and
  /// `.emptyRange` for `3...2`; otherwise those are `nil`.
  package static func lineRange(_ value: SourceValue, strict: Bool) throws(SpellingProblem)
    -> (lower: Int?, upper: Int?)?
  {
    guard case .range(let lower, let upper, let isClosed) = value else {
      return lineCount(value).map { (nil, $0) }
    }
    func bound(_ value: SourceValue?) -> Int?? {
      guard let value else { return .some(nil) }
      guard case .number(let n) = value, n >= 1, n == n.rounded(), n < 1e9 else { return nil }
      return .some(Int(n))
    }
    guard !strict || isClosed, let low = bound(lower),
      let high = bound(upper.map { isClosed ? $0 : $0.minus(1) }),
      low != nil || high != nil
    else {
      if strict { throw .arguments } else { return nil }
    }
    if let low, let high, low > high {
      if strict { throw .emptyRange } else { return nil }
    }
    return (low, high)
  }

  /// One Dynamic Type size (`.large`, `AX1`) or a range of them (`.small ... .xxxLarge`,
  /// `...(.xxxLarge)`, `..<DynamicTypeSize.accessibility1`, `AX1...`). `strict` throws
  /// `.unknownName` for a size it does not know, `.noUpperBound` for `x..<` and `.emptyRange`;
  /// otherwise those are `nil` (and `x..<` is `x...`).
  package static func typeSizes(_ value: SourceValue, strict: Bool) throws(SpellingProblem)
    -> ClosedRange<DynamicTypeSize>?
  {
    func size(_ value: SourceValue?, default fallback: DynamicTypeSize) throws(SpellingProblem)
      -> DynamicTypeSize?
    {
      guard let value else { return fallback }
      if let size = name(value).flatMap(DynamicTypeSize.init(name:)) { return size }
      if strict { throw .unknownName(name(value) ?? value.description) } else { return nil }
    }
    let all = DynamicTypeSize.allCases
    guard case .range(let lower, let upper, let isClosed) = value else {
      return try size(value, default: .large).map { $0...$0 }
    }
    guard let low = try size(lower, default: all.first!), var high = try size(upper, default: all.last!)
    else {
      return nil
    }
    if !isClosed {
      if upper == nil, strict { throw .noUpperBound }
      if upper != nil {
        guard let below = DynamicTypeSize(rawValue: high.rawValue - 1) else {
          if strict { throw .emptyRange } else { return nil }
        }
        high = below
      }
    }
    guard low <= high else {
      if strict { throw .emptyRange } else { return nil }
    }
    return low...high
  }
}

extension SourceValue {
  /// A number less `amount` (a half-open range's last value).
  fileprivate func minus(_ amount: Double) -> SourceValue {
    if case .number(let n) = self { return .number(n - amount) }
    return self
  }
}
