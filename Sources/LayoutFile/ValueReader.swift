import LayoutEngine
import LayoutMapping

/// Reads the values of a layout file: numbers, booleans, names, alignments, edges, text styles,
/// weights and colours, each checked and reported with the key it belongs to; the compound values
/// (padding, fonts, grid columns, scaled metrics) are in `ValueReader+…` files.
struct ValueReader {
  var context: ReadContext

  /// A number for `key`, checked against `rule`.
  func number(_ node: YAMLNode, for key: String, rule: NumberRule = .length)
    throws(LayoutFileError) -> Double
  {
    guard let text = node.plainText else {
      throw context.expected("a number", for: key, found: node)
    }
    let value: Double
    // Most numbers are digits with a point or a sign: no spelling of infinity or NaN to look for.
    let lowered = Self.isDecimal(text) ? "" : text.lowercased()
    if let whole = Self.smallWholeNumber(text) {
      value = whole
    } else if lowered.isEmpty {
      guard let parsed = Double(text) else { throw context.expected("a number", for: key, found: node) }
      value = parsed
    } else if Self.infinity.contains(lowered) {
      guard rule == .maximumLength else {
        throw context.error(
          "'infinity' is only allowed for 'maxWidth' and 'maxHeight'; '\(key)' needs a finite number",
          at: node)
      }
      return .infinity
    } else if let parsed = Double(text), !lowered.contains("nan"), !lowered.contains("inf") {
      value = parsed
    } else if lowered.contains("nan") || lowered.contains("inf") {
      throw context.error("expected a finite number for '\(key)', found \(context.describe(node))", at: node)
    } else {
      throw context.expected("a number", for: key, found: node)
    }
    guard let problem = rule.problem(with: value) else { return value }
    throw error(problem, for: key, found: node)
  }

  /// The error for a number `node` that breaks its rule as `problem` says.
  func error(_ problem: NumberProblem, for key: String, found node: YAMLNode) -> LayoutFileError {
    let found = context.describe(node)
    switch problem {
    case .negative: return context.error("'\(key)' must not be negative, found \(found)", at: node)
    case .tooLarge: return context.error("'\(key)' is \(found) pt; sizes are at most 100000 pt", at: node)
    case .tooFar:
      return context.error("'\(key)' is \(found); distances are at most 100000 pt either way", at: node)
    case .outsideFraction:
      return context.error("expected a number from 0 to 1 for '\(key)', found \(found)", at: node)
    case .notPositive: return context.error("'\(key)' must be greater than 0, found \(found)", at: node)
    }
  }

  /// How a number field may spell infinity, lowercased.
  private static let infinity = [
    "infinity", ".inf", "+.inf", "inf", "+infinity", ".infinity", "cgfloat.infinity", "double.infinity",
  ]

  /// Whether `text` is made only of digits, points, signs and exponent marks, so it can spell
  /// neither infinity nor NaN.
  private static func isDecimal(_ text: String) -> Bool {
    !text.isEmpty
      && text.utf8.allSatisfy { byte in
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "+"),
          UInt8(ascii: "e"), UInt8(ascii: "E"):
          true
        default: false
        }
      }
  }

  /// The value of `text` when it is one to nine decimal digits (most lengths in a layout file),
  /// read without `Double(_:)`'s C string copy and `strtod`; equal to what `Double(text)` reads.
  private static func smallWholeNumber(_ text: String) -> Double? {
    text.utf8.withContiguousStorageIfAvailable { bytes -> Double? in
      guard (1...9).contains(bytes.count) else { return nil }
      var value = 0
      for byte in bytes {
        guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
      }
      return Double(value)
    } ?? nil
  }

  /// A whole number for `key`, at least `minimum`.
  func integer(_ node: YAMLNode, for key: String, minimum: Int) throws(LayoutFileError) -> Int {
    guard let text = node.plainText, let value = Int(text) else {
      throw context.expected("a whole number", for: key, found: node)
    }
    guard value >= minimum else {
      throw context.error("'\(key)' must be at least \(minimum), found \(context.describe(node))", at: node)
    }
    return value
  }

  /// `true` or `false` for `key`.
  func bool(_ node: YAMLNode, for key: String) throws(LayoutFileError) -> Bool {
    switch node.plainText {
    case "true", "True", "TRUE": return true
    case "false", "False", "FALSE": return false
    default: throw context.expected("true or false", for: key, found: node)
    }
  }

  /// Any value as written: a scalar's text, or a mapping or list in YAML's flow style (`{}` for an
  /// empty one), for a modifier kept but not interpreted.
  func source(_ node: YAMLNode, for key: String) throws(LayoutFileError) -> String {
    let text: String
    switch node {
    case .scalar: text = node.text ?? ""
    case .mapping(let mapping):
      var parts: [String] = []
      for pair in mapping {
        parts.append("\(try source(pair.key, for: key)): \(try source(pair.value, for: key))")
      }
      text = "{" + parts.joined(separator: ", ") + "}"
    case .sequence(let sequence):
      var parts: [String] = []
      for item in sequence { parts.append(try source(item, for: key)) }
      text = "[" + parts.joined(separator: ", ") + "]"
    }
    try context.spendText(text, at: node)
    return text
  }

  /// Any non-null scalar, as text (numbers and booleans are taken literally).
  func string(_ node: YAMLNode, for key: String) throws(LayoutFileError) -> String {
    guard let text = node.text else { throw context.expected("text", for: key, found: node) }
    try context.spendText(text, at: node)
    return text
  }

  /// One of `names` for `key`, with a "did you mean" when the value is close to one of them.
  /// SwiftUI's spellings of a name are the name: `.leading`, `Alignment.leading`, `Color.red`.
  func name(
    _ node: YAMLNode, for key: String, among names: [String], kind: String,
    rejecting rejected: [String: String] = [:], otherPlatforms: Choices? = nil
  ) throws(LayoutFileError) -> String {
    guard let written = node.text else {
      throw context.expected(kind, for: key, found: node)
    }
    let text = ValueExpression.memberName(written)
    if names.contains(text) { return text }
    if let warning = otherPlatforms?.otherPlatformWarning(text) {
      context.warn(warning, at: node)
      return names[0]
    }
    if let reason = rejected[text] {
      throw context.error("\(Sanitizer.quoted(text)) is not supported for '\(key)': \(reason)", at: node)
    }
    let list = names.map { "'\($0)'" }.joined(separator: ", ")
    throw context.error(
      "unknown \(kind) \(Sanitizer.quoted(text)) for '\(key)'; expected one of \(list)", at: node,
      suggestion: EditDistance.suggestion(for: text, among: names))
  }

  /// A two-axis alignment such as `topLeading` or `leadingFirstTextBaseline`.
  func alignment(_ node: YAMLNode, for key: String) throws(LayoutFileError) -> Alignment {
    let names = Alignment.named.map(\.0)
    let name = try name(node, for: key, among: names, kind: "alignment")
    return Alignment.named.first { $0.0 == name }!.1
  }

  /// A horizontal alignment (`leading`, `center`, `trailing`), as a VStack takes.
  func horizontalAlignment(_ node: YAMLNode, for key: String) throws(LayoutFileError) -> HorizontalAlignment {
    let names = HorizontalAlignment.allCases.map(\.rawValue)
    return HorizontalAlignment(rawValue: try name(node, for: key, among: names, kind: "alignment"))!
  }

  /// A vertical alignment (`top`, `center`, `bottom`, `firstTextBaseline`, `lastTextBaseline`),
  /// as an HStack takes.
  func verticalAlignment(_ node: YAMLNode, for key: String) throws(LayoutFileError) -> VerticalAlignment {
    let names = VerticalAlignment.allCases.map(\.rawValue)
    let name = try name(node, for: key, among: names, kind: "alignment")
    return VerticalAlignment(rawValue: name)!
  }

  /// A text alignment (`leading`, `center`, `trailing`).
  func textAlignment(_ node: YAMLNode, for key: String) throws(LayoutFileError) -> TextAlignment {
    let names = TextAlignment.allCases.map(\.rawValue)
    return TextAlignment(rawValue: try name(node, for: key, among: names, kind: "text alignment"))!
  }

  /// An axis (`vertical` or `horizontal`); a one-item list is accepted for SwiftUI's `axes`.
  func axis(_ node: YAMLNode, for key: String) throws(LayoutFileError) -> Axis {
    var node = node
    if case .sequence(let sequence) = node, sequence.count == 1 { node = sequence[0] }
    let names = Axis.allCases.map(\.rawValue)
    return Axis(rawValue: try name(node, for: key, among: names, kind: "axis"))!
  }

  /// A text style such as `headline`.
  func textStyle(_ node: YAMLNode, for key: String) throws(LayoutFileError) -> TextStyle {
    let names = TextStyle.allCases.map(\.rawValue)
    return TextStyle(rawValue: try name(node, for: key, among: names, kind: "text style"))!
  }

  /// A font weight such as `semibold`.
  func weight(_ node: YAMLNode, for key: String) throws(LayoutFileError) -> FontWeight {
    let names = FontWeight.allCases.map(\.name)
    return FontWeight(name: try name(node, for: key, among: names, kind: "font weight"))!
  }

  /// A colour: one of SwiftUI's standard colour names (also `.red`, `Color.red`), a hex colour
  /// (`#RGB`, `#RRGGBB`, `#RRGGBBAA`, kept as written) or a `Color(…)` initializer as written
  /// (`Color(red: 1, green: 0.5, blue: 0)`, `Color("Brand")`), which the wireframe draws like any
  /// colour.
  func color(_ node: YAMLNode, for key: String) throws(LayoutFileError) -> String {
    if let text = node.text {
      if Self.isHexColor(text) { return text }
      if text.hasPrefix("Color("), text.hasSuffix(")") {
        try context.spendText(text, at: node)
        return text
      }
    }
    return try name(node, for: key, among: Shape.colorNames, kind: "colour")
  }

  /// Whether `text` is a hex colour: `#` and 3, 4, 6 or 8 hex digits (a layout file's own
  /// spelling; SwiftUI has none).
  private static func isHexColor(_ text: String) -> Bool {
    guard text.hasPrefix("#") else { return false }
    let digits = text.dropFirst()
    return [3, 4, 6, 8].contains(digits.count) && digits.allSatisfy(\.isHexDigit)
  }

  /// One edge name (`top`, `horizontal`, `all`, …) or a list of them.
  func edges(_ node: YAMLNode, for key: String) throws(LayoutFileError) -> EdgeSet {
    let names = ValueConverter.edgeNames.map(\.0)
    if case .sequence(let sequence) = node {
      var set: EdgeSet = []
      for item in sequence {
        let name = try name(item, for: key, among: names, kind: "edge")
        set.formUnion(ValueConverter.edgeNames.first { $0.0 == name }!.1)
      }
      return set
    }
    let name = try name(node, for: key, among: names, kind: "edge")
    return ValueConverter.edgeNames.first { $0.0 == name }!.1
  }

  /// `in: horizontal`, `in: vertical`, `in: both` or a list of axes.
  func axes(_ node: YAMLNode, for key: String) throws(LayoutFileError) -> (horizontal: Bool, vertical: Bool) {
    let names = ["horizontal", "vertical", "both"]
    let items: [YAMLNode] = if case .sequence(let sequence) = node { Array(sequence) } else { [node] }
    var horizontal = false
    var vertical = false
    for item in items {
      switch try name(item, for: key, among: names, kind: "axis") {
      case "horizontal": horizontal = true
      case "vertical": vertical = true
      default:
        horizontal = true
        vertical = true
      }
    }
    return (horizontal, vertical)
  }
}
