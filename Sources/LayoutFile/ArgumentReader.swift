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

  /// What `node` gives argument `key` of `owner` (an element or modifier) as `type`: a literal or
  /// a view read whole, or a compound value spelled as SwiftUI writes it, which the mapper
  /// converts (`ValueConverter.strict`) and whose refusal `refused` words.
  func value(_ node: YAMLNode, as type: ValueType, for key: String, owner: String) throws(LayoutFileError)
    -> WrittenReading
  {
    switch type {
    case .scalableLength(let rule):
      guard ScaledValues.isScaled(node) else {
        return .value(.length(.fixed(try values.number(node, for: key, rule: rule))))
      }
      // A scaled metric, written as the Swift reader's evaluator gives `@ScaledMetric`.
      return .spelled(try values.scaledMetric(node, for: key))
    case .lineRange: return try writtenLineRange(node, for: key)
    case .typeSizes:
      return .value(.typeSizes(try ConditionReader(context: context).typeSizes(node, for: key)))
    case .anyValue: return .value(.text(try values.source(node, for: key)))
    case .insets: return .spelled(try values.writtenInsets(node))
    // A colour's messages name its modifier, as the shorthand of `background: red`.
    case .colorName: return .value(try values.literal(node, as: type, for: owner))
    case .font: return .spelled(try values.writtenFont(node))
    case .gridItems: return .spelled(try values.writtenGridItems(node, for: key))
    case .view:
      if let shape = try values.writtenShapeMember(node) { return .spelled(shape) }
      return .value(.view(try view(node, for: owner)))
    case .toolbar: return .value(.toolbar(try toolbar(node)))
    case .textList: return .value(.texts(try texts(node, for: key)))
    case .buttonBorderShape: return .spelled(try values.writtenButtonBorderShape(node, for: key))
    case .text, .localizedText, .symbolName, .number, .integer, .lineCount, .bool, .horizontalAlignment,
      .verticalAlignment, .alignment, .textAlignment, .axis, .axes, .edges, .textStyle, .fontWeight, .choice:
      return .value(try values.literal(node, as: type, for: key))
    }
  }

  /// The error for `node`, whose SwiftUI spelling (`value(_:as:for:owner:)`) the strict converter
  /// refused as `type`: each at the key or value a layout file's reader has always named.
  func refused(
    _ node: YAMLNode, as type: ValueType, for key: String, owner: String, _ refusal: StrictRefusal
  ) -> LayoutFileError {
    switch (type, refusal) {
    case (.scalableLength, .spelling(let problem)): return values.error(problem, type, for: key, found: node)
    case (.lineRange, .spelling(.emptyRange)):
      return context.error("the line range \(Sanitizer.quoted(node.text ?? "")) is empty", at: node)
    case (.lineRange, _):
      return context.expected("a range of whole numbers from 1 such as '2...3'", for: key, found: node)
    case (.insets, _): return context.expected("a number, or numbers by edge", for: "padding", found: node)
    case (.font, _): return values.notAFont(node)
    case (.gridItems, _):
      guard case .gridItems(let problem) = refusal else { return values.notGridItems(node, for: key) }
      return values.gridItemsError(problem, in: node, for: key)
    case (.buttonBorderShape, _): return values.buttonBorderShapeError(refusal, node, for: key)
    case (.view, _):
      // Not a shape after all (`Foo.rect`): what the value says as the colour it then stands for.
      if case .spelling(let problem) = refusal { return values.shapeMemberError(problem, node) }
      do {
        _ = try values.literal(node, as: .colorName, for: owner)
      } catch {
        return error
      }
      return context.expected("a colour", for: owner, found: node)
    default: return context.expected(type.layoutFileKind, for: key, found: node)
    }
  }

  /// A line limit: `3`, `none`, or a closed range `2...3`, `2...`, `...3` (each bound a whole
  /// number from 1), spelled as SwiftUI's `lineLimit` takes its range, which
  /// `ValueConverter.lineRange` reads.
  private func writtenLineRange(_ node: YAMLNode, for key: String) throws(LayoutFileError) -> WrittenReading {
    if node.isNull || node.plainText == "none" || node.plainText == "nil" {
      return .value(.lineRange(lower: nil, upper: nil))
    }
    guard let text = node.plainText, text.contains("...") else {
      guard case .lineCount(let count) = try values.literal(node, as: .lineCount, for: key) else {
        return .value(.lineRange(lower: nil, upper: nil))
      }
      return .value(.lineRange(lower: nil, upper: count))
    }
    guard let value = ValueExpression.parse(text, at: context.location(of: node)), case .range = value else {
      throw context.expected("a range of whole numbers from 1 such as '2...3'", for: key, found: node)
    }
    return .spelled(value)
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
    if case .scalar = node, ElementFacts.named(node.text ?? "")?.allowsBareName != true {
      guard case .text(let color) = try values.literal(node, as: .colorName, for: owner) else {
        throw context.expected("a colour", for: owner, found: node)
      }
      return ViewNode(.color(color), source: context.location(of: node))
    }
    return try nested().node(node)
  }

  /// The view node `yaml` describes, one level inside this reader's: its call, built by
  /// `NodeReader`, mapped by the one mapper, which has its children built as it maps them.
  func node(_ yaml: YAMLNode) throws(LayoutFileError) -> ViewNode {
    let (call, facts, children) = try NodeReader(context: context).call(yaml, depth: depth, deferring: true)
    return try ViewMapper.strictNode(call, facts: facts, reading: self, content: children, inherited: nil)
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
