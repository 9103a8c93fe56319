import Foundation
import LayoutMapping
import SwiftSyntax

extension Evaluator {
  /// The key of an app's lookup of a localized string: `NSLocalizedString("key", comment: …)`,
  /// `String(localized: "key")`, `LocalizedStringKey("key")`, `LocalizedStringResource("key")`,
  /// and `bundle.localizedString(forKey: "key", value: …, table: …)`, which SwiftGen's `L10n.tr`
  /// and an app's own `t("key")` wrap. The key is what the app's tables translate, so the mapping
  /// translates it as it translates `Text("key")`; `nil` for any other call.
  func localizedKey(_ name: String, _ node: FunctionCallExprSyntax, _ context: Context) -> Evaluated? {
    let first = node.arguments.first
    let keyArgument: LabeledExprSyntax?
    switch name {
    case "NSLocalizedString", "LocalizedStringKey", "LocalizedStringResource":
      keyArgument = first?.label == nil ? first : nil
    case "String":
      keyArgument = first?.label?.text == "localized" ? first : nil
    case "localizedString":
      keyArgument = first?.label?.text == "forKey" ? first : nil
    default:
      keyArgument = nil
    }
    guard let keyArgument else { return nil }
    guard case .value(.string(let key)) = evaluate(keyArgument.expression, context) else {
      return unknown(node)
    }
    return .value(.string(key))
  }

  /// `String(format: "%@ of %lld", a, b)` (or `arguments: [a, b]`, with or without `locale:`):
  /// the format with its arguments filled, as Foundation fills `%@`, `%d`, `%lld`, `%f`, `%.1f`,
  /// `%%` and positional `%2$@`; `nil` when it is not such a call, unknown when an argument is.
  func formatted(_ name: String, _ node: FunctionCallExprSyntax, _ context: Context) -> Evaluated? {
    guard name == "String", let first = node.arguments.first, first.label?.text == "format" else {
      return nil
    }
    guard case .value(.string(let format)) = evaluate(first.expression, context) else { return unknown(node) }
    var values: [Evaluated] = []
    for argument in node.arguments.dropFirst() where argument.label?.text != "locale" {
      let value = evaluate(argument.expression, context)
      if argument.label?.text == "arguments", case .array(let elements) = value {
        values += elements
      } else {
        values.append(value)
      }
    }
    let texts = values.map { describe($0) }
    guard let filled = FormatSpecifier.fill(format, with: texts, number: Self.format) else {
      return unknown(node)
    }
    return .value(.string(filled))
  }
}
