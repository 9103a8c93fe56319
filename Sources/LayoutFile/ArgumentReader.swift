import LayoutEngine
import LayoutMapping

/// Reads one argument's value from YAML by its declared `ValueType`: the one place a layout
/// file's syntax for each type is known.
struct ArgumentReader {
  var context: ReadContext
  /// The nesting level of the node the argument belongs to; a view among its arguments is one
  /// level deeper.
  var depth: Int

  private var values: ValueReader { ValueReader(context: context) }

  /// The value `node` gives argument `key` of `owner` (an element or modifier), checked against `type`.
  func value(_ node: YAMLNode, as type: ValueType, for key: String, owner: String) throws(LayoutFileError)
    -> Value
  {
    switch type {
    case .scalableLength(let rule):
      guard ScaledValues.isScaled(node) else {
        return .length(.fixed(try values.number(node, for: key, rule: rule)))
      }
      // A scaled metric, written as the Swift reader's evaluator gives `@ScaledMetric`.
      let metric = try values.scaledMetric(node, for: key)
      do {
        return .length(try ValueConverter.scalableLength(metric, rule: rule))
      } catch {
        throw values.error(error, type, for: key, found: node)
      }
    case .lineRange: return try lineRange(node, for: key)
    case .typeSizes:
      return .typeSizes(try ConditionReader(context: context).typeSizes(node, for: key))
    case .anyValue: return .text(try values.source(node, for: key))
    case .insets: return .insets(try values.insets(node))
    // A colour's messages name its modifier, as the shorthand of `background: red`.
    case .colorName: return try values.literal(node, as: type, for: owner)
    case .font: return .font(try values.font(node))
    case .gridItems: return .gridItems(try values.gridItems(node, for: key))
    case .view: return .view(try view(node, for: owner))
    case .toolbar: return .toolbar(try toolbar(node))
    case .textList: return .texts(try texts(node, for: key))
    case .buttonBorderShape: return .buttonBorderShape(try values.buttonBorderShape(node, for: key))
    case .text, .localizedText, .symbolName, .number, .integer, .lineCount, .bool, .horizontalAlignment,
      .verticalAlignment, .alignment, .textAlignment, .axis, .axes, .edges, .textStyle, .fontWeight, .choice:
      return try values.literal(node, as: type, for: key)
    }
  }

  /// A line limit: `3`, `none`, or a closed range `2...3`, `2...`, `...3` (each bound a whole
  /// number from 1), read as SwiftUI's `lineLimit` reads its range (`ValueConverter.lineRange`).
  private func lineRange(_ node: YAMLNode, for key: String) throws(LayoutFileError) -> Value {
    if node.isNull || node.plainText == "none" || node.plainText == "nil" {
      return .lineRange(lower: nil, upper: nil)
    }
    guard let text = node.plainText, text.contains("...") else {
      guard case .lineCount(let count) = try values.literal(node, as: .lineCount, for: key) else {
        return .lineRange(lower: nil, upper: nil)
      }
      return .lineRange(lower: nil, upper: count)
    }
    do {
      if let value = ValueExpression.parse(text, at: context.location(of: node)),
        case .range = value, let range = try ValueConverter.lineRange(value, strict: true)
      {
        return .lineRange(lower: range.lower, upper: range.upper)
      }
    } catch .emptyRange {
      throw context.error("the line range \(Sanitizer.quoted(text)) is empty", at: node)
    } catch {}
    throw context.expected("a range of whole numbers from 1 such as '2...3'", for: key, found: node)
  }

  /// Whether a mapping written as a modifier's value is its `type`-typed main argument rather
  /// than a mapping of its arguments: padding by edge, a font, a view (its first key an element).
  static func readsMapping(_ type: ValueType, _ mapping: YAMLNode.Mapping) -> Bool {
    switch type {
    case .insets, .font: return true
    case .view:
      guard let first = mapping.first?.key.text else { return true }
      return ElementFacts.named(first) != nil
    default: return false
    }
  }

  /// A view: any node, or a colour name standing for a `Color` (reported for `owner`, the
  /// modifier, as the shorthand of `background: red`).
  private func view(_ node: YAMLNode, for owner: String) throws(LayoutFileError) -> ViewNode {
    if let shape = try values.shapeMember(node) { return ViewNode(shape, source: context.location(of: node)) }
    if case .scalar = node, ElementFacts.named(node.text ?? "")?.allowsBareName != true {
      guard case .text(let color) = try values.literal(node, as: .colorName, for: owner) else {
        throw context.expected("a colour", for: owner, found: node)
      }
      return ViewNode(.color(color), source: context.location(of: node))
    }
    return try nested().node(node)
  }

  /// The view node `yaml` describes, one level inside this reader's: its call, built by
  /// `NodeReader`, mapped by the one mapper.
  func node(_ yaml: YAMLNode) throws(LayoutFileError) -> ViewNode {
    try ViewMapper.strictNode(try NodeReader(context: context).call(yaml, depth: depth), reading: self)
  }

  /// The reader of the views inside those this one reads for.
  func nested() -> ArgumentReader { ArgumentReader(context: context, depth: depth + 1) }

  /// A list of texts: `[Inbox, Sent, Drafts]`.
  private func texts(_ node: YAMLNode, for key: String) throws(LayoutFileError) -> [String] {
    guard case .sequence(let sequence) = node else {
      throw context.expected("a list of texts such as [Inbox, Sent]", for: key, found: node)
    }
    var texts: [String] = []
    for item in sequence { texts.append(try values.string(item, for: key)) }
    return texts
  }

  /// `toolbar: {topBarTrailing: [nodes], topBarLeading: [...], bottomBar: [...]}`.
  private func toolbar(_ yaml: YAMLNode) throws(LayoutFileError) -> ToolbarItems {
    guard case .mapping(let mapping) = yaml else {
      throw context.expected(
        "a mapping of placements (topBarLeading, topBarTrailing, bottomBar) to lists of views",
        for: "toolbar", found: yaml)
    }
    let placements = ToolbarItems.placements
    var items = ToolbarItems()
    for entry in try context.entries(of: mapping) {
      guard placements.contains(entry.key) else {
        throw context.error(
          "unknown toolbar placement \(Sanitizer.quoted(entry.key)); expected one of "
            + placements.map { "'\($0)'" }.joined(separator: ", "), at: entry.keyNode,
          suggestion: EditDistance.suggestion(for: entry.key, among: placements))
      }
      guard case .sequence(let sequence) = entry.value else {
        throw context.expected("a list of views", for: entry.key, found: entry.value)
      }
      var views: [ViewNode] = []
      for item in sequence {
        views.append(try nested().node(item))
      }
      switch entry.key {
      case "topBarLeading": items.topBarLeading = views
      case "topBarTrailing": items.topBarTrailing = views
      default: items.bottomBar = views
      }
    }
    return items
  }
}
