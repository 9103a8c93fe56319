import LayoutEngine
import LayoutMapping

/// `LazyVGrid` columns and `LazyHGrid` rows: a layout file's forms spelled as SwiftUI writes its
/// `GridItem`s, for the one reading of them (`ValueConverter.gridItems`), which the strict mapper
/// applies.
extension ValueReader {
  /// `columns: 3` (three flexible columns) or a list of `fixed: 100`, `flexible` /
  /// `flexible: {minimum:, maximum:}`, `adaptive: 80` / `adaptive: {minimum:, maximum:}` items,
  /// each optionally with `spacing`, as SwiftUI writes them: `columns: 3` is three
  /// `GridItem(.flexible())`, `- adaptive: {minimum: 80}` is `GridItem(.adaptive(minimum: 80))`;
  /// each at its node. The names and the numbers are checked here, at the key or value written;
  /// `key` (`columns` or `rows`) names them in messages.
  func writtenGridItems(_ node: YAMLNode, for key: String) throws(LayoutFileError) -> SourceValue {
    if case .scalar = node {
      guard case .integer(let count) = try literal(node, as: .integer(minimum: 1), for: key) else {
        return .array([])
      }
      let source = context.location(of: node)
      let flexible = SourceValue.call(Call(name: "flexible", source: source))
      return .array(
        Array(
          repeating: .call(
            Call(
              name: "GridItem", arguments: [Argument(label: nil, value: flexible, source: source)],
              source: source)),
          count: count))
    }
    guard case .sequence(let sequence) = node, !sequence.isEmpty else { throw notGridItems(node, for: key) }
    var items: [SourceValue] = []
    items.reserveCapacity(sequence.count)
    for item in sequence {
      items.append(try writtenGridItem(item, for: key))
    }
    return .array(items)
  }

  /// The error for `node`, which gives no grid items.
  func notGridItems(_ node: YAMLNode, for key: String) -> LayoutFileError {
    context.expected(
      "a number of \(key) or a list of 'fixed', 'flexible' or 'adaptive' items", for: key, found: node)
  }

  /// The error for the items `node` writes, which `ValueConverter.gridItems` refused for
  /// `problem`: at the item whose bounds make no size, else for the whole list.
  func gridItemsError(_ problem: GridItemsProblem, in node: YAMLNode, for key: String) -> LayoutFileError {
    guard case .sequence(let sequence) = node, sequence.indices.contains(problem.index),
      case .size(let size) = problem.problem
    else { return notGridItems(node, for: key) }
    return gridItemError(size, in: sequence[problem.index], for: key)
  }

  /// One item: `GridItem(_ size:, spacing:)`.
  private func writtenGridItem(_ node: YAMLNode, for key: String) throws(LayoutFileError) -> SourceValue {
    let source = context.location(of: node)
    if node.plainText == "flexible" {
      let size = SourceValue.call(Call(name: "flexible", source: source))
      return .call(
        Call(name: "GridItem", arguments: [Argument(label: nil, value: size, source: source)], source: source)
      )
    }
    let fields = try context.fields(of: node, for: key, allowed: Self.gridItemKinds + ["spacing"])
    var size: Argument?
    var spacing: Argument?
    for field in fields {
      if field.key == "spacing" {
        spacing = argument("spacing", .number(try number(field.value, for: "spacing")), field)
        continue
      }
      guard size == nil else {
        throw context.error("a column is one of 'fixed', 'flexible' or 'adaptive'", at: field.keyNode)
      }
      size = Argument(
        label: nil, value: try writtenGridItemSize(field), source: context.location(of: field.keyNode))
    }
    guard let size else {
      throw context.error("a column needs 'fixed', 'flexible' or 'adaptive'", at: node)
    }
    return .call(Call(name: "GridItem", arguments: [size] + (spacing.map { [$0] } ?? []), source: source))
  }

  /// The sizes a grid item may have, as its key.
  private static let gridItemKinds = ["fixed", "flexible", "adaptive"]

  /// `fixed: 100` is `.fixed(100)`, `flexible: {minimum: 10, maximum: 200}` is
  /// `.flexible(minimum: 10, maximum: 200)`, `adaptive: 80` is `.adaptive(minimum: 80)`: the call
  /// at the key, each bound at its value.
  private func writtenGridItemSize(_ field: MappingEntry) throws(LayoutFileError) -> SourceValue {
    var call = Call(name: field.key, source: context.location(of: field.keyNode))
    if field.key == "fixed" {
      call.arguments = [argument(nil, .number(try number(field.value, for: "fixed")), field)]
    } else if case .mapping = field.value {
      for bound in try context.fields(of: field.value, for: field.key, allowed: ["minimum", "maximum"]) {
        let amount = try number(
          bound.value, for: bound.key, rule: bound.key == "maximum" ? .maximumLength : .length)
        call.arguments.append(
          argument(
            bound.key, amount.isInfinite ? .member(base: nil, name: "infinity") : .number(amount), bound))
      }
    } else if !field.value.isNull {
      call.arguments = [argument("minimum", .number(try number(field.value, for: field.key)), field)]
    }
    return .call(call)
  }

  /// The argument `label: value` of `field`, at its value and its key.
  private func argument(_ label: String?, _ value: SourceValue, _ field: MappingEntry) -> Argument {
    Argument(
      label: label, value: value, source: context.location(of: field.value),
      labelSource: context.location(of: field.keyNode))
  }

  /// The error for an item `node` whose bounds make no size: at its size's key when it has no
  /// minimum, else at the bounds.
  private func gridItemError(_ problem: GridItemProblem, in node: YAMLNode, for key: String)
    -> LayoutFileError
  {
    guard case .mapping(let mapping) = node,
      let field = mapping.first(where: { $0.key.text.map(Self.gridItemKinds.contains) == true })
    else {
      return context.expected("'fixed', 'flexible' or 'adaptive'", for: key, found: node)
    }
    let kind = field.key.text ?? ""
    switch problem {
    case .noMinimum:
      return context.error("'adaptive' needs a minimum width, such as 'adaptive: 100'", at: field.key)
    case .minimumAboveMaximum(let minimum, let maximum):
      return context.error(
        "'\(kind)' minimum (\(minimum.formatted)) is larger than its maximum (\(maximum.formatted))",
        at: field.value)
    case .adaptiveMinimumNotPositive:
      return context.error("'adaptive' needs a minimum width greater than 0", at: field.value)
    }
  }
}
