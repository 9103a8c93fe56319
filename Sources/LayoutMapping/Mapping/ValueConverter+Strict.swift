import LayoutEngine

/// Why the strict policy refused a layout file's value spelled as SwiftUI spells it, for the
/// file's reader to word (`WrittenValueReader.refused`).
package enum StrictRefusal: Error, Sendable, Hashable {
  /// Not a value of the type asked for.
  case notOfType
  /// A value of the type's form with a problem the converter names (a radius out of bounds).
  case spelling(SpellingProblem)
  /// A list of grid items with an item that makes no size, or is no `GridItem`.
  case gridItems(GridItemsProblem)
}

extension ValueConverter {
  /// `spelled`, a layout file's compound value as its reader writes it in SwiftUI's spelling
  /// (`WrittenReading.spelled`), read as `type` by the one converter of that type, with
  /// `strict: true`: fonts, padding, grid items, scaled lengths, line ranges, button border
  /// shapes, and `Shape` members where a view is expected (the view at `source`).
  package static func strict(_ spelled: SourceValue, as type: ValueType, at source: SourceLocation)
    throws(StrictRefusal) -> Value
  {
    let value: Value?
    if case .gridItems = type {
      do {
        value = try gridItems(spelled, strict: true).map(Value.gridItems)
      } catch {
        throw .gridItems(error)
      }
    } else {
      do {
        value = try strictSpelling(spelled, as: type, at: source)
      } catch {
        throw .spelling(error)
      }
    }
    guard let value else { throw .notOfType }
    return value
  }

  /// `strict(_:as:at:)` for the types whose converters name a `SpellingProblem`; `nil` for a
  /// value of another type.
  private static func strictSpelling(_ spelled: SourceValue, as type: ValueType, at source: SourceLocation)
    throws(SpellingProblem) -> Value?
  {
    switch type {
    case .font: font(spelled, strict: true).map(Value.font)
    case .insets: scalableInsets(spelled).map(Value.insets)
    case .scalableLength(let rule): .length(try scalableLength(spelled, rule: rule))
    case .lineRange: try lineRange(spelled, strict: true).map { .lineRange(lower: $0.lower, upper: $0.upper) }
    case .buttonBorderShape: try buttonBorderShape(spelled, strict: true).map(Value.buttonBorderShape)
    case .view: try shapeMember(spelled, strict: true).map { .view(ViewNode($0, source: source)) }
    default: nil
    }
  }
}
