import LayoutEngine
import Yams

/// Recognises scaled metrics, `{scaled: 16, relativeTo: body}`, in `padding` and `frame` values.
enum ScaledValues {
  /// Whether `value` is a scaled metric or a mapping with one among its fields.
  static func mentionsScaled(_ value: Node) -> Bool {
    guard case .mapping(let mapping) = value else { return false }
    if isScaled(value) { return true }
    return mapping.contains { isScaled($0.value) }
  }

  /// Whether `value` is a mapping with a `scaled` key.
  static func isScaled(_ value: Node) -> Bool {
    guard case .mapping(let mapping) = value else { return false }
    return mapping.keys.contains { $0.text == "scaled" }
  }
}

/// Scaled metrics (SwiftUI's `@ScaledMetric(relativeTo:)`) in `padding` and `frame`.
extension ModifierReader {
  /// `{scaled: 16, relativeTo: body}`: the size at Large and the text style it scales with
  /// (`body` when not given, as in SwiftUI).
  func scaledNumber(_ node: Node, for key: String) throws(LayoutFileError) -> (Double, TextStyle) {
    var amount: Double?
    var style = TextStyle.body
    let values = ValueReader(context: context)
    for field in try context.fields(of: node, for: key, allowed: ["scaled", "relativeTo"]) {
      if field.key == "scaled" {
        amount = try values.number(field.value, for: "scaled")
      } else {
        style = try values.textStyle(field.value, for: "relativeTo")
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
  func scalablePadding(_ value: Node, into modifiers: inout ModifierList) throws(LayoutFileError) {
    if ScaledValues.isScaled(value) {
      let (amount, style) = try scaledNumber(value, for: "padding")
      modifiers.append(.scaledPadding(EdgeInsets(all: amount), relativeTo: style))
      return
    }
    let allowed = ["all", "horizontal", "vertical", "top", "leading", "bottom", "trailing"]
    let fields = try context.fields(of: value, for: "padding", allowed: allowed)
    var fixed = EdgeInsets.zero
    var scaled = EdgeInsets.zero
    var style: TextStyle?
    for pass in 0..<3 {
      for field in fields {
        let rank = field.key == "all" ? 0 : (field.key == "horizontal" || field.key == "vertical") ? 1 : 2
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
          plain = try padding(field.value).top
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
    if fixed != .zero { modifiers.append(.padding(fixed)) }
    if let style { modifiers.append(.scaledPadding(scaled, relativeTo: style)) }
  }

  /// A frame whose lengths are all scaled metrics (`infinity` may stand for a maximum):
  /// `frame: {width: {scaled: 28, relativeTo: title}, height: {scaled: 28, relativeTo: title}}`.
  func scaledFrame(_ value: Node) throws(LayoutFileError) -> Modifier {
    let allowed = [
      "width", "height", "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight",
      "alignment",
    ]
    var spec = FrameSpec()
    var style: TextStyle?
    for field in try context.fields(of: value, for: "frame", allowed: allowed) {
      if field.key == "alignment" {
        spec.alignment = try ValueReader(context: context).alignment(field.value, for: "alignment")
        continue
      }
      let amount: Double
      if ScaledValues.isScaled(field.value) {
        let (scaled, fieldStyle) = try scaledNumber(field.value, for: field.key)
        if let style, style != fieldStyle {
          throw context.error(
            "one frame scales relative to one text style; found '\(style.rawValue)' and "
              + "'\(fieldStyle.rawValue)'", at: field.value)
        }
        style = fieldStyle
        amount = scaled
      } else if ["maxWidth", "maxHeight"].contains(field.key),
        try ValueReader(context: context).number(field.value, for: field.key, rule: .maximumLength)
          .isInfinite
      {
        amount = .infinity
      } else {
        throw context.error(
          "'\(field.key)' is a fixed length in a frame with scaled lengths; scale it too, or put the "
            + "fixed lengths in a second frame under 'modifiers:'", at: field.value)
      }
      spec.setLength(field.key, to: amount)
    }
    return .scaledFrame(spec, relativeTo: style ?? .body)
  }
}
