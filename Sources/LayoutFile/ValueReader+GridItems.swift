import LayoutEngine
import LayoutMapping

/// `LazyVGrid` columns and `LazyHGrid` rows: SwiftUI's `GridItem`s.
extension ValueReader {
  /// `columns: 3` (three flexible columns) or a list of `fixed: 100`, `flexible` /
  /// `flexible: {minimum:, maximum:}`, `adaptive: 80` / `adaptive: {minimum:, maximum:}` items,
  /// each optionally with `spacing`; `key` (`columns` or `rows`) names them in messages.
  func gridItems(_ node: YAMLNode, for key: String = "columns") throws(LayoutFileError) -> [GridItem] {
    if case .scalar = node {
      guard case .integer(let count) = try literal(node, as: .integer(minimum: 1), for: key) else {
        return []
      }
      return Array(
        repeating: GridItem(.flexible(minimum: GridItem.defaultFlexibleMinimum, maximum: .infinity)),
        count: count)
    }
    guard case .sequence(let sequence) = node, !sequence.isEmpty else {
      throw context.expected(
        "a number of \(key) or a list of 'fixed', 'flexible' or 'adaptive' items", for: key, found: node)
    }
    var items: [GridItem] = []
    for item in sequence {
      items.append(try gridItem(item, for: key))
    }
    return items
  }

  /// One `GridItem`.
  private func gridItem(_ node: YAMLNode, for key: String) throws(LayoutFileError) -> GridItem {
    let kinds = ["fixed", "flexible", "adaptive"]
    if node.plainText == "flexible" {
      return GridItem(.flexible(minimum: GridItem.defaultFlexibleMinimum, maximum: .infinity))
    }
    let fields = try context.fields(of: node, for: key, allowed: kinds + ["spacing"])
    var size: GridItem.Size?
    var spacing: Double?
    for field in fields {
      if field.key == "spacing" {
        spacing = try number(field.value, for: "spacing")
        continue
      }
      guard size == nil else {
        throw context.error("a column is one of 'fixed', 'flexible' or 'adaptive'", at: field.keyNode)
      }
      size = try gridItemSize(field)
    }
    guard let size else {
      throw context.error("a column needs 'fixed', 'flexible' or 'adaptive'", at: node)
    }
    return GridItem(size, spacing: spacing)
  }

  /// `fixed: 100`, `flexible: {minimum: 10, maximum: 200}` or `adaptive: 80`.
  private func gridItemSize(_ field: MappingEntry) throws(LayoutFileError) -> GridItem.Size {
    if field.key == "fixed" { return .fixed(try number(field.value, for: "fixed")) }
    var minimum: Double?
    var maximum: Double?
    if case .mapping = field.value {
      for bound in try context.fields(of: field.value, for: field.key, allowed: ["minimum", "maximum"]) {
        let amount = try number(
          bound.value, for: bound.key, rule: bound.key == "maximum" ? .maximumLength : .length)
        if bound.key == "minimum" { minimum = amount } else { maximum = amount }
      }
    } else if !field.value.isNull {
      minimum = try number(field.value, for: field.key)
    }
    do {
      // The kind is `flexible` or `adaptive` (the fields allowed), so there is a size or a problem.
      return try ValueConverter.gridItemSize(field.key, minimum: minimum, maximum: maximum, strict: true)!
    } catch {
      switch error {
      case .noMinimum:
        throw context.error("'adaptive' needs a minimum width, such as 'adaptive: 100'", at: field.keyNode)
      case .minimumAboveMaximum(let minimum, let maximum):
        throw context.error(
          "'\(field.key)' minimum (\(minimum.formatted)) is larger than its maximum (\(maximum.formatted))",
          at: field.value)
      case .adaptiveMinimumNotPositive:
        throw context.error("'adaptive' needs a minimum width greater than 0", at: field.value)
      }
    }
  }
}
