import LayoutEngine
import LayoutMapping

/// Recognises scaled metrics, `{scaled: 16, relativeTo: body}`, in `padding` and `frame` values.
enum ScaledValues {
  /// Whether `value` is a scaled metric or a mapping with one among its fields.
  static func mentionsScaled(_ value: YAMLNode) -> Bool {
    guard case .mapping(let mapping) = value else { return false }
    // One pass, by index: asked of every padding of a large file.
    for index in mapping.pairs.indices {
      if isScaledKey(mapping.pairs[index].key) || isScaled(mapping.pairs[index].value) { return true }
    }
    return false
  }

  /// Whether `value` is a mapping with a `scaled` key.
  static func isScaled(_ value: YAMLNode) -> Bool {
    guard case .mapping(let mapping) = value else { return false }
    return mapping.pairs.contains { isScaledKey($0.key) }
  }

  /// Whether `key` is `scaled`.
  private static func isScaledKey(_ key: YAMLNode) -> Bool {
    guard case .scalar(let scalar) = key else { return false }
    return scalar.string == "scaled"
  }
}

/// Padding and scaled metrics (SwiftUI's `@ScaledMetric(relativeTo:)`), spelled as SwiftUI writes
/// them for the one reading of each (`ValueConverter.scalableInsets`,
/// `ValueConverter.scalableLength`), which the strict mapper applies.
extension ValueReader {
  /// A padding's insets as SwiftUI writes them: `padding: 12` is `.padding(12)`, `true` `.padding()`,
  /// `false` `EdgeInsets()`, `{scaled: 16}` the scaled metric, and a mapping by edge the
  /// `EdgeInsets(top:leading:bottom:trailing:)` it makes: the specific edges override `all`,
  /// `horizontal` and `vertical` whatever their order, and a scaled edge's length is its metric.
  /// Each length is checked here, at its value.
  func writtenInsets(_ value: YAMLNode) throws(LayoutFileError) -> SourceValue {
    guard case .mapping = value else {
      if value.plainText == "true" { return .array([]) }
      if value.plainText == "false" {
        return .call(Call(name: "EdgeInsets", source: context.location(of: value)))
      }
      return .number(try number(value, for: "padding"))
    }
    let mentionsScaled = ScaledValues.mentionsScaled(value)
    if mentionsScaled, ScaledValues.isScaled(value) { return try scaledMetric(value, for: "padding") }
    let fields = try context.fields(of: value, for: "padding", allowed: Self.paddingFields)
    let source = context.location(of: value)
    // Each edge's length, set in place; `EdgeInsets(top:leading:bottom:trailing:)`'s arguments
    // are made once, from the lengths.
    var edges = Edges()
    var style: TextStyle?
    for pass in 0..<3 {
      // By index: each pass would otherwise copy every field.
      for index in fields.indices where Self.paddingRank(fields[index].key) == pass {
        let node = fields[index].value
        let key = fields[index].key
        let length: SourceValue
        if mentionsScaled, ScaledValues.isScaled(node) {
          let (amount, fieldStyle) = try scaledNumber(node, for: key)
          if let style, style != fieldStyle {
            throw context.error(
              "one padding scales relative to one text style; found '\(style.rawValue)' and "
                + "'\(fieldStyle.rawValue)'", at: node)
          }
          style = fieldStyle
          length = metric((amount, fieldStyle), at: node)
        } else if node.plainText == "true" {
          length = .number(ControlMetrics.defaultPadding)
        } else if mentionsScaled {
          // Beside scaled edges a fixed edge is read as a padding of its own.
          length = .number(node.plainText == "false" ? 0 : try number(node, for: "padding"))
        } else {
          length = .number(try number(node, for: key))
        }
        edges.set(key, to: length)
      }
    }
    return .call(
      Call(
        name: "EdgeInsets",
        arguments: [
          Argument(label: "top", value: edges.top, source: source),
          Argument(label: "leading", value: edges.leading, source: source),
          Argument(label: "bottom", value: edges.bottom, source: source),
          Argument(label: "trailing", value: edges.trailing, source: source),
        ], source: source))
  }

  /// A padding's length at each edge as its fields set them, `0` where none does.
  private struct Edges {
    var top = Self.zero
    var leading = Self.zero
    var bottom = Self.zero
    var trailing = Self.zero

    /// One `0` for every edge no field sets, made once.
    private static let zero = SourceValue.number(0)

    /// Sets the edges that the padding field `key`, one of `paddingFields`, gives.
    mutating func set(_ key: String, to length: SourceValue) {
      switch key {
      case "all": (top, leading, bottom, trailing) = (length, length, length, length)
      case "horizontal": (leading, trailing) = (length, length)
      case "vertical": (top, bottom) = (length, length)
      case "top": top = length
      case "leading": leading = length
      case "bottom": bottom = length
      default: trailing = length
      }
    }
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

  /// `{scaled: 16, relativeTo: title}` as the Swift reader's evaluator gives a `@ScaledMetric`:
  /// `ScaledMetric(wrappedValue: 16, relativeTo: .title)`, at the mapping, for `ValueConverter`.
  func scaledMetric(_ node: YAMLNode, for key: String) throws(LayoutFileError) -> SourceValue {
    metric(try scaledNumber(node, for: key), at: node)
  }

  /// `ScaledMetric(wrappedValue: amount, relativeTo: .style)`, at `node`.
  private func metric(_ scaled: (amount: Double, style: TextStyle), at node: YAMLNode) -> SourceValue {
    let (amount, style) = scaled
    let source = context.location(of: node)
    return .call(
      Call(
        name: "ScaledMetric",
        arguments: [
          Argument(label: "wrappedValue", value: .number(amount), source: source),
          Argument(label: "relativeTo", value: .member(base: nil, name: style.rawValue), source: source),
        ], source: source))
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
}
