import LayoutEngine
import Yams

/// Reads one modifier key (`padding: 20`, `frame: {maxWidth: infinity}`, …) into a `Modifier`.
///
/// Modifiers are applied in the order their keys appear in the file, first key innermost, just
/// as a chain of SwiftUI modifier calls reads top to bottom.
struct ModifierReader {
  var context: ReadContext
  /// The nesting level of the node being decorated; background and overlay nodes are one deeper.
  var depth: Int

  private var values: ValueReader { ValueReader(context: context) }

  /// Reads `entry` and appends its modifier(s) to `modifiers`.
  func read(_ entry: MappingEntry, into modifiers: inout ModifierList) throws(LayoutFileError) {
    let value = entry.value
    switch entry.key {
    case "padding" where ScaledValues.mentionsScaled(value):
      try scalablePadding(value, into: &modifiers)
    case "frame" where ScaledValues.mentionsScaled(value):
      modifiers.append(try scaledFrame(value))
    case "padding": modifiers.append(.padding(try padding(value)))
    case "frame": modifiers.append(.frame(try frame(value)))
    case "gridCellColumns":
      modifiers.append(.gridCellColumns(try values.integer(value, for: "gridCellColumns", minimum: 1)))
    case "fixedSize":
      if case .mapping = value {
        var horizontal = false
        var vertical = false
        for field in try context.fields(of: value, for: "fixedSize", allowed: ["horizontal", "vertical"]) {
          let flag = try values.bool(field.value, for: field.key)
          if field.key == "horizontal" { horizontal = flag } else { vertical = flag }
        }
        modifiers.append(.fixedSize(horizontal: horizontal, vertical: vertical))
      } else if try values.bool(value, for: "fixedSize") {
        modifiers.append(.fixedSize(horizontal: true, vertical: true))
      }
    case "layoutPriority":
      modifiers.append(.layoutPriority(try values.number(value, for: "layoutPriority", rule: .signed)))
    case "offset":
      var x = 0.0
      var y = 0.0
      for field in try context.fields(of: value, for: "offset", allowed: ["x", "y"]) {
        let amount = try values.number(field.value, for: field.key, rule: .signed)
        if field.key == "x" { x = amount } else { y = amount }
      }
      modifiers.append(.offset(x: x, y: y))
    case "background", "overlay":
      let (node, alignment) = try decoration(value, for: entry.key)
      modifiers.append(
        entry.key == "background"
          ? .background(node, alignment: alignment) : .overlay(node, alignment: alignment))
    case "hidden":
      if try values.bool(value, for: "hidden") { modifiers.append(.hidden) }
    case "aspectRatio":
      let (ratio, mode) = try aspectRatio(value)
      modifiers.append(.aspectRatio(ratio, contentMode: mode))
    case "font": modifiers.append(.font(try font(value)))
    case "fontWeight": modifiers.applyWeight(try values.weight(value, for: "fontWeight"))
    case "lineLimit":
      if value.isNull || value.plainText == "none" {
        modifiers.append(.lineLimit(nil))
      } else {
        modifiers.append(.lineLimit(try values.integer(value, for: "lineLimit", minimum: 1)))
      }
    case "multilineTextAlignment":
      modifiers.append(.multilineTextAlignment(try values.textAlignment(value, for: entry.key)))
    case "ignoresSafeArea":
      if value.plainText == "false" { return }
      if value.plainText == "true" {
        modifiers.append(.ignoresSafeArea(.all))
      } else {
        modifiers.append(.ignoresSafeArea(try values.edges(value, for: "ignoresSafeArea")))
      }
    case "modifiers":
      try chain(value, into: &modifiers)
    case "environment":
      for field in try context.fields(of: value, for: "environment", allowed: ["layoutDirection"]) {
        let name = try values.name(
          field.value, for: field.key, among: ["ltr", "rtl", "leftToRight", "rightToLeft"],
          kind: "layout direction")
        modifiers.append(
          .layoutDirection(name == "ltr" || name == "leftToRight" ? .leftToRight : .rightToLeft))
      }
    case "flipsForRightToLeft":
      modifiers.append(.flipsForRightToLeft(try values.bool(value, for: "flipsForRightToLeft")))
    default:
      throw context.error(
        "unknown modifier \(Sanitizer.quoted(entry.key))", at: entry.keyNode,
        suggestion: EditDistance.suggestion(for: entry.key, among: Vocabulary.modifiers))
    }
  }

  /// `modifiers: [{padding: 8}, {background: blue}, {padding: 4}]`: an explicit chain, for
  /// applying the same modifier twice (a YAML mapping cannot repeat a key).
  private func chain(_ value: Node, into modifiers: inout ModifierList) throws(LayoutFileError) {
    guard case .sequence(let sequence) = value else {
      throw context.expected(
        "a list of one-key mappings such as '- padding: 8'", for: "modifiers", found: value)
    }
    for item in sequence {
      guard case .mapping(let mapping) = item, mapping.count == 1 else {
        throw context.expected("one modifier such as 'padding: 8'", for: "modifiers", found: item)
      }
      let entry = try context.entries(of: mapping)[0]
      guard entry.key != "modifiers", Vocabulary.modifiers.contains(entry.key) else {
        throw context.error(
          "unknown modifier \(Sanitizer.quoted(entry.key)) in 'modifiers'", at: entry.keyNode,
          suggestion: EditDistance.suggestion(
            for: entry.key, among: Vocabulary.modifiers.filter { $0 != "modifiers" }))
      }
      try read(entry, into: &modifiers)
    }
  }

  /// `padding: 12`, `padding: true` (16 pt) or `padding: {horizontal: 20, top: 8}`; the specific
  /// edges override `all`, `horizontal` and `vertical` whatever their order.
  func padding(_ value: Node) throws(LayoutFileError) -> EdgeInsets {
    guard case .mapping = value else {
      if value.plainText == "true" { return EdgeInsets(all: Vocabulary.defaultPadding) }
      if value.plainText == "false" { return .zero }
      return EdgeInsets(all: try values.number(value, for: "padding"))
    }
    let allowed = ["all", "horizontal", "vertical", "top", "leading", "bottom", "trailing"]
    let fields = try context.fields(of: value, for: "padding", allowed: allowed)
    var insets = EdgeInsets.zero
    for pass in 0..<3 {
      for field in fields {
        let rank = field.key == "all" ? 0 : (field.key == "horizontal" || field.key == "vertical") ? 1 : 2
        guard rank == pass else { continue }
        let amount =
          field.value.plainText == "true"
          ? Vocabulary.defaultPadding : try values.number(field.value, for: field.key)
        switch field.key {
        case "all": insets = EdgeInsets(all: amount)
        case "horizontal":
          insets.leading = amount
          insets.trailing = amount
        case "vertical":
          insets.top = amount
          insets.bottom = amount
        case "top": insets.top = amount
        case "leading": insets.leading = amount
        case "bottom": insets.bottom = amount
        default: insets.trailing = amount
        }
      }
    }
    return insets
  }

  /// `frame: {width:, height:, minWidth:, idealWidth:, maxWidth:, …, alignment:}`.
  func frame(_ value: Node) throws(LayoutFileError) -> FrameSpec {
    let allowed = [
      "width", "height", "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight",
      "alignment",
    ]
    var spec = FrameSpec()
    for field in try context.fields(of: value, for: "frame", allowed: allowed) {
      if field.key == "alignment" {
        spec.alignment = try values.alignment(field.value, for: "alignment")
        continue
      }
      let isMaximum = field.key == "maxWidth" || field.key == "maxHeight"
      let amount = try values.number(field.value, for: field.key, rule: isMaximum ? .maximumLength : .length)
      spec.setLength(field.key, to: amount)
    }
    for (axis, minimum, maximum) in [
      ("Width", spec.minWidth, spec.maxWidth), ("Height", spec.minHeight, spec.maxHeight),
    ] {
      if let minimum, let maximum, minimum > maximum {
        throw context.error(
          "'min\(axis)' (\(minimum.formatted)) is larger than 'max\(axis)' (\(maximum.formatted))",
          at: value)
      }
    }
    return spec
  }

  /// `aspectRatio: 1.5`, `aspectRatio: fill` or `aspectRatio: {ratio: 1.5, contentMode: fill}`.
  func aspectRatio(_ value: Node) throws(LayoutFileError) -> (Double?, ContentMode) {
    if let text = value.plainText, let mode = ContentMode(rawValue: text) { return (nil, mode) }
    var ratio: Double?
    var mode = ContentMode.fit
    if case .mapping = value {
      for field in try context.fields(of: value, for: "aspectRatio", allowed: ["ratio", "contentMode"]) {
        if field.key == "ratio" {
          ratio = try positiveRatio(field.value)
        } else {
          let names = ContentMode.allCases.map(\.rawValue)
          mode = ContentMode(
            rawValue: try values.name(field.value, for: "contentMode", among: names, kind: "content mode"))!
        }
      }
    } else {
      ratio = try positiveRatio(value)
    }
    return (ratio, mode)
  }

  /// A width/height ratio: a positive number.
  private func positiveRatio(_ value: Node) throws(LayoutFileError) -> Double {
    let ratio = try values.number(value, for: "ratio")
    guard ratio > 0 else {
      throw context.error("'ratio' must be greater than 0, found \(context.describe(value))", at: value)
    }
    return ratio
  }

  /// `font: headline` or `font: {style: title, weight: bold, size: 28}`; `size` fixes the point
  /// size so it no longer follows Dynamic Type.
  func font(_ value: Node) throws(LayoutFileError) -> Font {
    guard case .mapping = value else { return Font(style: try values.textStyle(value, for: "font")) }
    var font = Font()
    for field in try context.fields(of: value, for: "font", allowed: ["style", "weight", "size"]) {
      switch field.key {
      case "style": font.style = try values.textStyle(field.value, for: "style")
      case "weight": font.weight = try values.weight(field.value, for: "weight")
      default:
        let size = try values.number(field.value, for: "size")
        guard size > 0 else {
          throw context.error(
            "'size' must be greater than 0, found \(context.describe(field.value))", at: field.value)
        }
        font.fixedSize = size
      }
    }
    return font
  }

  /// A background or overlay: a colour name, a node, or `{alignment:, content:}` around either.
  func decoration(_ value: Node, for key: String) throws(LayoutFileError) -> (ViewNode, Alignment) {
    if case .mapping(let mapping) = value, let first = mapping.first?.key.text,
      !Vocabulary.elements.contains(first)
    {
      var alignment = Alignment.center
      var content: Node?
      for field in try context.fields(of: value, for: key, allowed: ["alignment", "content"]) {
        if field.key == "alignment" {
          alignment = try values.alignment(field.value, for: "alignment")
        } else {
          content = field.value
        }
      }
      guard let content else {
        throw context.error("'\(key)' needs 'content': a node or a colour name", at: value)
      }
      return (try decorationNode(content, for: key), alignment)
    }
    return (try decorationNode(value, for: key), .center)
  }

  /// A colour name as a `Color` node, or any node.
  private func decorationNode(_ value: Node, for key: String) throws(LayoutFileError) -> ViewNode {
    if case .scalar = value, !NodeReader.bareElements.contains(value.text ?? "") {
      let color = try values.color(value, for: key)
      return ViewNode(.color(color), source: context.location(of: value))
    }
    return try NodeReader(context: context).node(value, depth: depth + 1)
  }
}

extension Double {
  /// The number as a layout file would write it: no trailing `.0` for whole numbers.
  var formatted: String {
    self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
  }
}
