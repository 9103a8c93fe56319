import LayoutEngine
import Yams

/// The adaptive containers: `ViewThatFits`, `Grid`, `GridRow`, `LazyVGrid`, `NavigationSplitView`.
extension ElementReader {
  /// The element `name` if it is an adaptive container, else `nil`.
  func adaptiveElement(_ name: String, keyNode: Node, arguments: [String: MappingEntry])
    throws(LayoutFileError)
    -> Element?
  {
    let values = ValueReader(context: context)
    func number(_ key: String) throws(LayoutFileError) -> Double? {
      guard let node = arguments[key]?.value else { return nil }
      return try values.number(node, for: key)
    }
    switch name {
    case "ViewThatFits":
      guard let node = arguments["in"]?.value else { return .viewThatFits(horizontal: true, vertical: true) }
      let axes = try fittingAxes(node)
      return .viewThatFits(horizontal: axes.horizontal, vertical: axes.vertical)
    case "Grid":
      let alignment = try arguments["alignment"].map { entry throws(LayoutFileError) in
        try values.alignment(entry.value, for: "alignment")
      }
      return .grid(
        alignment: alignment ?? .center, horizontalSpacing: try number("horizontalSpacing"),
        verticalSpacing: try number("verticalSpacing"))
    case "GridRow":
      return .gridRow
    case "LazyVGrid":
      guard let columns = arguments["columns"] else {
        throw context.error(
          "'LazyVGrid' needs 'columns', such as 'columns: [{adaptive: {minimum: 100}}]'",
          at: keyNode)
      }
      let alignment = try arguments["alignment"].map { entry throws(LayoutFileError) in
        try values.horizontalAlignment(entry.value, for: "alignment")
      }
      return .lazyVGrid(
        columns: try gridItems(columns.value), alignment: alignment ?? .center,
        spacing: try number("spacing"))
    case "NavigationSplitView":
      return .navigationSplitView
    case "List", "Form":
      guard let node = arguments["style"]?.value else {
        return .list(style: .insetGrouped, isForm: name == "Form")
      }
      let names = ListStyle.allCases.map(\.rawValue)
      let style = try values.name(
        node, for: "style", among: names, kind: "list style",
        rejecting: [
          "grouped": "the preview draws iOS's 'insetGrouped' and 'plain' styles",
          "sidebar": "the preview draws iOS's 'insetGrouped' and 'plain' styles",
        ])
      return .list(style: ListStyle(rawValue: style)!, isForm: false)
    case "Section":
      return .section(hasHeader: arguments["header"] != nil, hasFooter: arguments["footer"] != nil)
    default:
      return nil
    }
  }

  /// A section's header and footer as footnote text nodes (they become its first and last child).
  func sectionTexts(_ arguments: [String: MappingEntry]) throws(LayoutFileError) -> (ViewNode?, ViewNode?) {
    func text(_ key: String) throws(LayoutFileError) -> ViewNode? {
      guard let entry = arguments[key] else { return nil }
      let string = try ValueReader(context: context).string(entry.value, for: key)
      return ViewNode(
        .text(string), modifiers: [.font(Font(style: .footnote))], source: context.location(of: entry.value))
    }
    return (try text("header"), try text("footer"))
  }

  /// `in: horizontal`, `in: vertical`, `in: both` or a list of axes.
  private func fittingAxes(_ node: Node) throws(LayoutFileError) -> (horizontal: Bool, vertical: Bool) {
    let names = ["horizontal", "vertical", "both"]
    let items: [Node] = if case .sequence(let sequence) = node { Array(sequence) } else { [node] }
    var horizontal = false
    var vertical = false
    for item in items {
      switch try ValueReader(context: context).name(item, for: "in", among: names, kind: "axis") {
      case "horizontal": horizontal = true
      case "vertical": vertical = true
      default:
        horizontal = true
        vertical = true
      }
    }
    return (horizontal, vertical)
  }

  /// `columns: 3` (three flexible columns) or a list of `fixed: 100`, `flexible` /
  /// `flexible: {minimum:, maximum:}`, `adaptive: 80` / `adaptive: {minimum:, maximum:}` items,
  /// each optionally with `spacing`.
  func gridItems(_ node: Node) throws(LayoutFileError) -> [GridItem] {
    let values = ValueReader(context: context)
    if case .scalar = node {
      let count = try values.integer(node, for: "columns", minimum: 1)
      return Array(
        repeating: GridItem(.flexible(minimum: GridItem.defaultFlexibleMinimum, maximum: .infinity)),
        count: count)
    }
    guard case .sequence(let sequence) = node, !sequence.isEmpty else {
      throw context.expected(
        "a number of columns or a list of 'fixed', 'flexible' or 'adaptive' items", for: "columns",
        found: node)
    }
    var items: [GridItem] = []
    for item in sequence {
      items.append(try gridItem(item))
    }
    return items
  }

  /// One `GridItem`.
  private func gridItem(_ node: Node) throws(LayoutFileError) -> GridItem {
    let values = ValueReader(context: context)
    let kinds = ["fixed", "flexible", "adaptive"]
    if node.plainText == "flexible" {
      return GridItem(.flexible(minimum: GridItem.defaultFlexibleMinimum, maximum: .infinity))
    }
    let fields = try context.fields(of: node, for: "columns", allowed: kinds + ["spacing"])
    var size: GridItem.Size?
    var spacing: Double?
    for field in fields {
      if field.key == "spacing" {
        spacing = try values.number(field.value, for: "spacing")
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
    let values = ValueReader(context: context)
    if field.key == "fixed" { return .fixed(try values.number(field.value, for: "fixed")) }
    var minimum = field.key == "flexible" ? GridItem.defaultFlexibleMinimum : nil
    var maximum = Double.infinity
    if case .mapping = field.value {
      for bound in try context.fields(of: field.value, for: field.key, allowed: ["minimum", "maximum"]) {
        let amount = try values.number(
          bound.value, for: bound.key, rule: bound.key == "maximum" ? .maximumLength : .length)
        if bound.key == "minimum" { minimum = amount } else { maximum = amount }
      }
    } else if !field.value.isNull {
      minimum = try values.number(field.value, for: field.key)
    }
    guard let minimum else {
      throw context.error("'adaptive' needs a minimum width, such as 'adaptive: 100'", at: field.keyNode)
    }
    guard minimum <= maximum else {
      throw context.error(
        "'\(field.key)' minimum (\(minimum.formatted)) is larger than its maximum (\(maximum.formatted))",
        at: field.value)
    }
    if field.key == "adaptive" && minimum <= 0 {
      throw context.error("'adaptive' needs a minimum width greater than 0", at: field.value)
    }
    return field.key == "flexible"
      ? .flexible(minimum: minimum, maximum: maximum) : .adaptive(minimum: minimum, maximum: maximum)
  }
}
