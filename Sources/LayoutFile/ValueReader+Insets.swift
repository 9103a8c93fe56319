import LayoutEngine
import LayoutMapping

/// Recognises scaled metrics, `{scaled: 16, relativeTo: body}`, in `padding` and `frame` values.
enum ScaledValues {
  /// Whether `value` is a scaled metric or a mapping with one among its fields.
  static func mentionsScaled(_ value: YAMLNode) -> Bool {
    guard case .mapping(let mapping) = value else { return false }
    if isScaled(value) { return true }
    return mapping.contains { isScaled($0.value) }
  }

  /// Whether `value` is a mapping with a `scaled` key.
  static func isScaled(_ value: YAMLNode) -> Bool {
    guard case .mapping(let mapping) = value else { return false }
    return mapping.contains { $0.key.text == "scaled" }
  }
}

/// Padding, and the scaled metrics (SwiftUI's `@ScaledMetric(relativeTo:)`) of padding and frames.
extension ValueReader {
  /// A padding's insets: plain (`padding: 12`, `true`, `{horizontal: 20, top: 8}`), or with
  /// scaled edges.
  func insets(_ value: YAMLNode) throws(LayoutFileError) -> ScalableInsets {
    guard ScaledValues.mentionsScaled(value) else { return ScalableInsets(fixed: try plainInsets(value)) }
    return try scalableInsets(value)
  }

  /// `padding: 12`, `padding: true` (16 pt) or `padding: {horizontal: 20, top: 8}`; the specific
  /// edges override `all`, `horizontal` and `vertical` whatever their order.
  func plainInsets(_ value: YAMLNode) throws(LayoutFileError) -> EdgeInsets {
    guard case .mapping = value else {
      if value.plainText == "true" { return EdgeInsets(all: ControlMetrics.defaultPadding) }
      if value.plainText == "false" { return .zero }
      return EdgeInsets(all: try number(value, for: "padding"))
    }
    let fields = try context.fields(of: value, for: "padding", allowed: Self.paddingFields)
    var insets = EdgeInsets.zero
    for pass in 0..<3 {
      // By index: each pass would otherwise copy every field.
      for index in fields.indices where Self.paddingRank(fields[index].key) == pass {
        let node = fields[index].value
        let key = fields[index].key
        let amount = node.plainText == "true" ? ControlMetrics.defaultPadding : try number(node, for: key)
        switch key {
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

  /// The fields a padding may give.
  static let paddingFields = ["all", "horizontal", "vertical", "top", "leading", "bottom", "trailing"]

  /// The order a padding's edges apply in: `all` first, then `horizontal` and `vertical`, then
  /// single edges, whatever order the file writes them in. `key` is one of `paddingFields`, so
  /// its first letter tells.
  private static func paddingRank(_ key: String) -> Int {
    switch key.utf8.first {
    case UInt8(ascii: "a"): 0
    case UInt8(ascii: "h"), UInt8(ascii: "v"): 1
    default: 2
    }
  }

  /// `{scaled: 16, relativeTo: body}`: the size at Large and the text style it scales with
  /// (`body` when not given, as in SwiftUI).
  func scaledNumber(_ node: YAMLNode, for key: String) throws(LayoutFileError) -> (Double, TextStyle) {
    var amount: Double?
    var style = TextStyle.body
    for field in try context.fields(of: node, for: key, allowed: ["scaled", "relativeTo"]) {
      if field.key == "scaled" {
        amount = try number(field.value, for: "scaled")
      } else {
        guard case .textStyle(let relativeTo) = try literal(field.value, as: .textStyle, for: "relativeTo")
        else { continue }
        style = relativeTo
      }
    }
    guard let amount else {
      throw context.error(
        "a scaled metric needs 'scaled', such as '{scaled: 16, relativeTo: body}'", at: node)
    }
    return (amount, style)
  }

  /// A padding with scaled edges: `padding: {scaled: 16}` or `padding: {horizontal: {scaled: 20},
  /// vertical: 8}`. Fixed edges become a `padding`, scaled ones a `scaledPadding` (padding adds
  /// up, so the two are the same as one); more specific edges override as in a plain padding.
  private func scalableInsets(_ value: YAMLNode) throws(LayoutFileError) -> ScalableInsets {
    if ScaledValues.isScaled(value) {
      let (amount, style) = try scaledNumber(value, for: "padding")
      return ScalableInsets(fixed: nil, scaled: (EdgeInsets(all: amount), style))
    }
    let fields = try context.fields(of: value, for: "padding", allowed: Self.paddingFields)
    var fixed = EdgeInsets.zero
    var scaled = EdgeInsets.zero
    var style: TextStyle?
    let ranks = fields.map { Self.paddingRank($0.key) }
    for pass in 0..<3 {
      for (field, rank) in zip(fields, ranks) {
        guard rank == pass else { continue }
        var plain = 0.0
        var grown = 0.0
        if ScaledValues.isScaled(field.value) {
          let (amount, fieldStyle) = try scaledNumber(field.value, for: field.key)
          if let style, style != fieldStyle {
            throw context.error(
              "one padding scales relative to one text style; found '\(style.rawValue)' and "
                + "'\(fieldStyle.rawValue)'", at: field.value)
          }
          style = fieldStyle
          grown = amount
        } else {
          plain = try plainInsets(field.value).top
        }
        let edges: [WritableKeyPath<EdgeInsets, Double>] =
          switch field.key {
          case "all": [\.top, \.leading, \.bottom, \.trailing]
          case "horizontal": [\.leading, \.trailing]
          case "vertical": [\.top, \.bottom]
          case "top": [\.top]
          case "leading": [\.leading]
          case "bottom": [\.bottom]
          default: [\.trailing]
          }
        for edge in edges {
          fixed[keyPath: edge] = plain
          scaled[keyPath: edge] = grown
        }
      }
    }
    return ScalableInsets(fixed: fixed != .zero ? fixed : nil, scaled: style.map { (scaled, $0) })
  }
}
