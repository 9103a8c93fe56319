import LayoutEngine

/// Why a finite number breaks its `NumberRule`: each reader puts it in its own words (a layout
/// file's error names the key and the limit, the Swift reader's warning what the type takes).
package enum NumberProblem: Sendable, Hashable {
  /// A length or a ratio below 0.
  case negative
  /// A length or a ratio above `NumberRule.largest`.
  case tooLarge
  /// A signed distance beyond `NumberRule.largest` either way.
  case tooFar
  /// A fraction outside 0 to 1.
  case outsideFraction
  /// A ratio of 0.
  case notPositive
}

extension NumberRule {
  /// The largest size, in points, a length may have; the biggest screens are about 1,400 pt, so
  /// anything beyond this is a typo (an extra zero or two), not a layout.
  package static let largest = 100_000.0

  /// Why finite `number` breaks this rule, `nil` when it keeps it: the one statement of the
  /// bounds, which both readers check.
  package func problem(with number: Double) -> NumberProblem? {
    switch self {
    case .length, .maximumLength, .ratio:
      if number < 0 { return .negative }
      if number > Self.largest { return .tooLarge }
      return self == .ratio && number == 0 ? .notPositive : nil
    case .signed:
      return abs(number) <= Self.largest ? nil : .tooFar
    case .fraction:
      return (0...1).contains(number) ? nil : .outsideFraction
    }
  }
}
