import LayoutEngine

/// The values written as a literal or a name (numbers, whole numbers, line counts, booleans,
/// text, alignments, axes, edges, colours, text styles, weights and choices): the one reading of
/// each, which a layout file's scalar takes strictly (a problem is its error) and Swift source
/// takes through `convert` (a problem is a warning, the argument left out).
extension ValueConverter {
  /// `value` read as `type`, or why it is not one; `nil` for a type with a reading of its own
  /// (ranges, fonts, shapes, insets, grid items, views, toolbars, lists of texts, any value).
  package static func literal(_ value: SourceValue, as type: ValueType) throws(SpellingProblem) -> Value? {
    switch type {
    case .text, .localizedText, .symbolName:
      guard let text = text(value) else { throw .arguments }
      return .text(text)
    case .number(let rule):
      return .number(try number(value, rule: rule))
    case .integer(let minimum):
      return .integer(try whole(value, minimum: minimum))
    case .lineCount:
      if value == .null { return .lineCount(nil) }
      return .lineCount(try whole(value, minimum: 1))
    case .bool:
      guard case .bool(let flag) = value else { throw .arguments }
      return .bool(flag)
    case .horizontalAlignment:
      if case .customAlignment(.horizontal(let custom)) = value { return .horizontalAlignment(custom) }
      return .horizontalAlignment(try member(value, HorizontalAlignment.init(rawValue:)))
    case .verticalAlignment:
      if case .customAlignment(.vertical(let custom)) = value { return .verticalAlignment(custom) }
      return .verticalAlignment(try member(value, VerticalAlignment.init(rawValue:)))
    case .alignment:
      return .alignment(try member(value) { name in Alignment.named.first { $0.0 == name }?.1 })
    case .textAlignment:
      return .textAlignment(try member(value, TextAlignment.init(rawValue:)))
    case .textStyle:
      return .textStyle(try member(value, TextStyle.init(rawValue:)))
    case .fontWeight:
      return .fontWeight(try member(value, FontWeight.init(name:)))
    case .axis:
      var value = value
      if case .array(let items) = value, items.count == 1 { value = items[0] }
      return .axis(try member(value, Axis.init(rawValue:)))
    case .axes:
      var horizontal = false
      var vertical = false
      for item in items(value) {
        let name = try member(item) { ["horizontal", "vertical", "both"].contains($0) ? $0 : nil }
        horizontal = horizontal || name != "vertical"
        vertical = vertical || name != "horizontal"
      }
      return .axes(horizontal: horizontal, vertical: vertical)
    case .edges:
      var set: EdgeSet = []
      for item in items(value) {
        set.formUnion(try member(item) { name in edgeNames.first { $0.0 == name }?.1 })
      }
      return .edges(set)
    case .colorName:
      // A colour a layout file writes as text (`"#FF9500"`, `Color(red: 1, green: 0.6, blue: 0)`)
      // is kept as written: the wireframe fills it like any colour.
      if case .string(let written) = value { return .text(written) }
      return .text(try member(value) { Shape.colorNames.contains($0) ? $0 : nil })
    case .choice(let choices):
      // SwiftUI's `nil` for an optional choice (`.textCase(nil)`) is the choice `none`.
      if value == .null, choices.names.contains("none") { return .choice("none") }
      let name = try member(value) { $0 }
      if choices.names.contains(name) { return .choice(name) }
      if choices.otherPlatforms[name] != nil { throw .otherPlatform(name) }
      if let reason = choices.rejected[name] { throw .rejected(name, reason: reason) }
      throw .unknownName(name)
    case .scalableLength, .lineRange, .typeSizes, .anyValue, .insets, .font, .gridItems, .view, .toolbar,
      .textList, .buttonBorderShape:
      return nil
    }
  }

  /// The names a value of `type` may give (`.unknownName`'s alternatives); `nil` for a type that
  /// is not a set of names.
  package static func memberNames(of type: ValueType) -> [String]? {
    switch type {
    case .horizontalAlignment: HorizontalAlignment.allCases.map(\.rawValue)
    case .verticalAlignment: VerticalAlignment.allCases.map(\.rawValue)
    case .alignment: Alignment.named.map(\.0)
    case .textAlignment: TextAlignment.allCases.map(\.rawValue)
    case .textStyle: TextStyle.allCases.map(\.rawValue)
    case .fontWeight: FontWeight.allCases.map(\.name)
    case .axis: Axis.allCases.map(\.rawValue)
    // `both` is a layout file's shorthand for `[.horizontal, .vertical]`.
    case .axes: ["horizontal", "vertical", "both"]
    case .edges: edgeNames.map(\.0)
    case .colorName: Shape.colorNames
    case .choice(let choices): choices.names
    case .buttonBorderShape: ButtonBorderShape.named.map(\.0)
    default: nil
    }
  }

  /// A number allowed by `rule` (`NumberRule.problem(with:)`), or `.infinity` for a maximum length.
  package static func number(_ value: SourceValue, rule: NumberRule) throws(SpellingProblem) -> Double {
    switch value {
    case .member(_, "infinity"):
      guard rule == .maximumLength else { throw .infinityNotAllowed }
      return .infinity
    case .number(let n) where !n.isNaN:
      // An infinite number breaks every rule (too large), as YAML's `1e999` does.
      if let problem = rule.problem(with: n) { throw .number(label: "_", problem, written: value) }
      return n
    default:
      throw .arguments
    }
  }

  /// A whole number from `minimum` (below a billion, so it counts safely as an `Int`).
  static func whole(_ value: SourceValue, minimum: Int) throws(SpellingProblem) -> Int {
    guard case .number(let n) = value, n == n.rounded(), abs(n) < 1e9 else { throw .notWhole }
    guard n >= Double(minimum) else { throw .belowMinimum(minimum) }
    return Int(n)
  }

  /// The `Made` a member's name makes, or `.unknownName`.
  private static func member<Made>(_ value: SourceValue, _ make: (String) -> Made?) throws(SpellingProblem)
    -> Made
  {
    guard let name = name(value) else { throw .arguments }
    guard let made = make(name) else { throw .unknownName(name) }
    return made
  }

  /// The items of an array, or the value alone.
  private static func items(_ value: SourceValue) -> [SourceValue] {
    if case .array(let items) = value { items } else { [value] }
  }
}
