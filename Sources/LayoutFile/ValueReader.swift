import LayoutEngine
import LayoutMapping

/// Reads a layout file's scalars: each written as a `SourceValue` as its declared type spells it
/// (`written(_:as:for:)`: YAML's literals, a name as SwiftUI's member) and read by
/// `ValueConverter.literal`, the one reading of each type the Swift reader's values go through
/// too; a problem is worded here, with the key it belongs to. The compound values (padding,
/// fonts, grid columns, scaled metrics, shapes) are in `ValueReader+…` files.
struct ValueReader {
  var context: ReadContext

  /// The value `node` gives `key` as `type`, one of the types `ValueConverter.literal` reads.
  func literal(_ node: YAMLNode, as type: ValueType, for key: String) throws(LayoutFileError) -> Value {
    // A few digits within the rule (most lengths in a layout file): what the path below gives
    // them, without a `SourceValue` made and converted for each.
    if case .number(let rule) = type, let text = node.plainText, let whole = Self.smallWholeNumber(text),
      rule.problem(with: whole) == nil
    {
      return .number(whole)
    }
    let written = try written(node, as: type, for: key)
    do {
      if let value = try ValueConverter.literal(written, as: type) { return value }
    } catch {
      if case .otherPlatform(let name) = error, case .choice(let choices) = type,
        let warning = choices.otherPlatformWarning(name)
      {
        context.warn(warning, at: node)
        return .choice(choices.names[0])
      }
      throw self.error(error, type, for: key, found: node)
    }
    throw context.expected(type.layoutFileKind, for: key, found: node)
  }

  /// A number for `key`, checked against `rule` (`literal(_:as:for:)`).
  func number(_ node: YAMLNode, for key: String, rule: NumberRule = .length)
    throws(LayoutFileError) -> Double
  {
    guard case .number(let number) = try literal(node, as: .number(rule), for: key) else {
      throw context.expected("a number", for: key, found: node)
    }
    return number
  }

  /// The value `node` writes for `type`: text as a string, YAML's numbers (with `infinity` and
  /// `.inf` as `.infinity`), whole numbers, `none` for no line count, booleans, a colour written
  /// as text (hex, or `Color(…)` as written) as a string, and names as SwiftUI's members
  /// (`leading`, `.leading` and `Alignment.leading` alike; a list of them for edges and axes).
  private func written(_ node: YAMLNode, as type: ValueType, for key: String) throws(LayoutFileError)
    -> SourceValue
  {
    switch type {
    case .text, .localizedText, .symbolName:
      return .string(try string(node, for: key))
    case .number:
      return try writtenNumber(node, for: key)
    case .lineCount where node.isNull || node.plainText == "none":
      return .null
    case .integer, .lineCount:
      guard let text = node.plainText, let whole = Int(text) else {
        throw context.expected("a whole number", for: key, found: node)
      }
      return .number(Double(whole))
    case .bool:
      switch node.plainText {
      case "true", "True", "TRUE": return .bool(true)
      case "false", "False", "FALSE": return .bool(false)
      default: throw context.expected("true or false", for: key, found: node)
      }
    case .colorName:
      if let text = node.text {
        if Self.isHexColor(text) { return .string(text) }
        if text.hasPrefix("Color("), text.hasSuffix(")") {
          try context.spendText(text, at: node)
          return .string(text)
        }
      }
      return try member(node, type, for: key)
    case .edges, .axes:
      guard case .sequence(let sequence) = node else { return try member(node, type, for: key) }
      var items: [SourceValue] = []
      for item in sequence { items.append(try member(item, type, for: key)) }
      return .array(items)
    case .axis:
      if case .sequence(let sequence) = node, sequence.count == 1 {
        return try member(sequence[0], type, for: key)
      }
      return try member(node, type, for: key)
    default:
      return try member(node, type, for: key)
    }
  }

  /// A name as SwiftUI's member: `leading`, `.leading` and `Alignment.leading` are `.leading`.
  private func member(_ node: YAMLNode, _ type: ValueType, for key: String) throws(LayoutFileError)
    -> SourceValue
  {
    guard let text = node.text else { throw context.expected(type.layoutFileKind, for: key, found: node) }
    return .member(base: nil, name: ValueExpression.memberName(text))
  }

  /// A YAML number: digits, or a spelling of infinity; NaN and other spellings of infinity are
  /// not numbers a layout has.
  private func writtenNumber(_ node: YAMLNode, for key: String) throws(LayoutFileError) -> SourceValue {
    guard let text = node.plainText else { throw context.expected("a number", for: key, found: node) }
    if let whole = Self.smallWholeNumber(text) { return .number(whole) }
    // Most numbers are digits with a point or a sign: no spelling of infinity or NaN to look for.
    if Self.isDecimal(text) {
      guard let parsed = Double(text) else { throw context.expected("a number", for: key, found: node) }
      return .number(parsed)
    }
    let lowered = text.lowercased()
    if Self.infinity.contains(lowered) { return .member(base: nil, name: "infinity") }
    if lowered.contains("nan") || lowered.contains("inf") {
      throw context.error("expected a finite number for '\(key)', found \(context.describe(node))", at: node)
    }
    guard let parsed = Double(text) else { throw context.expected("a number", for: key, found: node) }
    return .number(parsed)
  }

  /// The error for `problem`, which `ValueConverter` found in the value `node` gives `key` as
  /// `type`.
  func error(_ problem: SpellingProblem, _ type: ValueType, for key: String, found node: YAMLNode)
    -> LayoutFileError
  {
    switch problem {
    case .number(_, let problem, _):
      return error(problem, for: key, found: node)
    case .infinityNotAllowed:
      return context.error(
        "'infinity' is only allowed for 'maxWidth' and 'maxHeight'; '\(key)' needs a finite number", at: node)
    case .notWhole:
      return context.expected("a whole number", for: key, found: node)
    case .belowMinimum(let minimum):
      return context.error("'\(key)' must be at least \(minimum), found \(context.describe(node))", at: node)
    case .unknownName(let name):
      // In a list, the item that names it.
      var at = node
      if case .sequence(let sequence) = node,
        let item = sequence.first(where: { $0.text.map(ValueExpression.memberName) == name })
      {
        at = item
      }
      let names = ValueConverter.memberNames(of: type) ?? []
      return unknown(name, kind: type.layoutFileKind, among: names, for: key, at: at)
    case .rejected(let name, let reason):
      return notSupported(name, reason, for: key, at: node)
    default:
      return context.expected(type.layoutFileKind, for: key, found: node)
    }
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

  /// One of `names` (of a set that is no value type: a condition's size class, a font design)
  /// for `key`, with a "did you mean" when the value is close to one of them. SwiftUI's spellings
  /// of a name are the name: `.leading`, `Alignment.leading`, `Color.red`.
  func name(
    _ node: YAMLNode, for key: String, among names: [String], kind: String,
    rejecting rejected: [String: String] = [:]
  ) throws(LayoutFileError) -> String {
    guard let written = node.text else {
      throw context.expected(kind, for: key, found: node)
    }
    let text = ValueExpression.memberName(written)
    if names.contains(text) { return text }
    if let reason = rejected[text] { throw notSupported(text, reason, for: key, at: node) }
    throw unknown(text, kind: kind, among: names, for: key, at: node)
  }

  /// The error for `name`, which is not one of `names`, with the nearest.
  func unknown(_ name: String, kind: String, among names: [String], for key: String, at node: YAMLNode)
    -> LayoutFileError
  {
    context.error(
      "unknown \(kind) \(Sanitizer.quoted(name)) for '\(key)'; expected one of "
        + names.map { "'\($0)'" }.joined(separator: ", "), at: node,
      suggestion: EditDistance.suggestion(for: name, among: names))
  }

  /// The error for `name`, which the preview refuses for `reason`.
  private func notSupported(_ name: String, _ reason: String, for key: String, at node: YAMLNode)
    -> LayoutFileError
  {
    context.error("\(Sanitizer.quoted(name)) is not supported for '\(key)': \(reason)", at: node)
  }

  /// Whether `text` is a hex colour: `#` and 3, 4, 6 or 8 hex digits (a layout file's own
  /// spelling; SwiftUI has none).
  private static func isHexColor(_ text: String) -> Bool {
    guard text.hasPrefix("#") else { return false }
    let digits = text.dropFirst()
    return [3, 4, 6, 8].contains(digits.count) && digits.allSatisfy(\.isHexDigit)
  }
}
