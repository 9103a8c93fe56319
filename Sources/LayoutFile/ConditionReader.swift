import LayoutEngine
import LayoutMapping

/// Reads the `if:` of a variant into a `LayoutCondition`: environment keys and their values,
/// every one checked, with "did you mean" for misspellings.
struct ConditionReader {
  var context: ReadContext

  /// The keys an `if:` may test, as SwiftUI's environment names them.
  static let keys = [
    "horizontalSizeClass", "verticalSizeClass", "orientation", "idiom", "typeSize", "layoutDirection",
  ]

  private var values: ValueReader { ValueReader(context: context) }

  /// The condition `node` (a mapping of the keys above) describes.
  func condition(_ node: YAMLNode) throws(LayoutFileError) -> LayoutCondition {
    let fields = try context.fields(of: node, for: "if", allowed: Self.keys)
    guard !fields.isEmpty else {
      throw context.error(
        "'if' needs at least one of \(Self.keys.map { "'\($0)'" }.joined(separator: ", "))", at: node)
    }
    var condition = LayoutCondition()
    for field in fields {
      let value = field.value
      switch field.key {
      case "horizontalSizeClass", "verticalSizeClass":
        let names = SizeClass.allCases.map(\.rawValue)
        let sizeClass = SizeClass(
          rawValue: try values.name(value, for: field.key, among: names, kind: "size class"))!
        if field.key == "horizontalSizeClass" {
          condition.horizontalSizeClass = sizeClass
        } else {
          condition.verticalSizeClass = sizeClass
        }
      case "orientation":
        let names = InterfaceOrientation.allCases.map(\.rawValue)
        condition.orientation = InterfaceOrientation(
          rawValue: try values.name(
            value, for: "orientation", among: names, kind: "orientation",
            rejecting: [
              "landscape-left": "conditions see portrait or landscape; use 'landscape'",
              "landscape-right": "conditions see portrait or landscape; use 'landscape'",
              "landscapeLeft": "conditions see portrait or landscape; use 'landscape'",
              "landscapeRight": "conditions see portrait or landscape; use 'landscape'",
            ]))
      case "idiom":
        let names = UserInterfaceIdiom.allCases.map(\.rawValue)
        let items: [YAMLNode] = if case .sequence(let sequence) = value { Array(sequence) } else { [value] }
        var idioms: Set<UserInterfaceIdiom> = []
        for item in items {
          idioms.insert(
            UserInterfaceIdiom(rawValue: try values.name(item, for: "idiom", among: names, kind: "idiom"))!)
        }
        condition.idioms = idioms
      case "typeSize":
        condition.typeSizes = try typeSizes(value)
      default:
        let names = LayoutDirection.allCases.map(\.rawValue) + ["leftToRight", "rightToLeft"]
        let name = try values.name(value, for: "layoutDirection", among: names, kind: "layout direction")
        condition.layoutDirection = name.hasPrefix("r") ? .rightToLeft : .leftToRight
      }
    }
    return condition
  }

  /// A range of Dynamic Type sizes: `AX1...` (AX1 and larger), `...Large` (Large and smaller),
  /// `Small...xLarge`, `xSmall..<AX1` (below AX1), one size (`Large`), or `accessibility`
  /// (AX1 and larger, SwiftUI's `isAccessibilitySize`).
  /// SwiftUI's spellings of the sizes are read too: `...DynamicTypeSize.xxxLarge`,
  /// `.xSmall ... .accessibility2`; the range is read by `ValueConverter.typeSizes`, as Swift's is.
  func typeSizes(_ node: YAMLNode, for key: String = "typeSize") throws(LayoutFileError) -> ClosedRange<
    DynamicTypeSize
  > {
    guard let text = node.text?.trimmingSpaces else {
      throw context.expected("a type size or range such as 'AX1...'", for: key, found: node)
    }
    if text == "accessibility" { return .accessibility1 ... .accessibility5 }
    // A name SwiftUI would not parse (`accessibility-1`) is still a size's name.
    let value = ValueExpression.parse(text, at: context.location(of: node)) ?? .member(base: nil, name: text)
    do {
      if let sizes = try ValueConverter.typeSizes(value, strict: true) { return sizes }
    } catch {
      switch error {
      case .unknownName(let name): throw unknownSize(name, node, key)
      case .noUpperBound:
        throw context.error("a range with '..<' needs an upper bound, such as 'xSmall..<AX1'", at: node)
      default: break
      }
    }
    throw context.error("the type size range \(Sanitizer.quoted(text)) is empty", at: node)
  }

  /// The error for a type size that is not one (`Larg`), with the nearest name.
  private func unknownSize(_ name: String, _ node: YAMLNode, _ key: String) -> LayoutFileError {
    let names = DynamicTypeSize.allCases.map(\.name) + ["accessibility"]
    return context.error(
      "unknown type size \(Sanitizer.quoted(name)) for '\(key)'; expected one of "
        + names.map { "'\($0)'" }.joined(separator: ", ") + ", or a range such as 'AX1...'", at: node,
      suggestion: EditDistance.suggestion(for: name, among: names))
  }
}

extension String {
  /// The text without leading and trailing spaces.
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
