import LayoutMapping
import SwiftSyntax

/// A value while evaluating: the public `SourceValue`s plus what only the evaluator handles (instances
/// of the files' types, closures with the scope they capture, built views).
indirect enum Evaluated {
  /// A value the intermediate tree can hold as it is (a library call included).
  case value(SourceValue)
  /// Views made by a builder or by inlining a custom view.
  case views([Call])
  /// An instance of a struct or class of the files, its fields by name.
  case instance(Instance)
  /// A case of an enum of the files.
  case enumCase(type: String, name: String)
  case array([Evaluated])
  /// A dictionary's entries in the order they were added (`Evaluator+Dictionaries`).
  case dictionary([(key: Evaluated, value: Evaluated)])
  case range(lower: Evaluated?, upper: Evaluated?, isClosed: Bool)
  case tuple([(label: String?, value: Evaluated)])
  case closure(ClosureValue)
  /// A type's name used as a value (`Color` in `Color.red`, `Category` in `Category.allCases`).
  case typeName(String)
  case unknown(Placeholder)
  /// A value that depends on the preview's variant (an environment trait, or a condition on the
  /// traits): unknown as a value, but an `if` on it becomes variants.
  case varying(Varying)
  /// A subview of the custom layout whose code is running, or its spacing preferences.
  case proxy(LayoutProxy)

  /// The string, when it is one.
  var string: String? {
    if case .value(.string(let text)) = self { return text }
    return nil
  }

  /// The number, when it is one; a `@ScaledMetric`'s is its value at the default type size.
  var number: Double? {
    if case .value(.number(let number)) = self { return number }
    if case .value(.call(let call)) = self, call.name == "ScaledMetric", call.base == nil,
      case .number(let number)? = call.argument("wrappedValue")?.value
    {
      return number
    }
    return nil
  }

  /// The bool, when it is one.
  var bool: Bool? {
    if case .value(.bool(let bool)) = self { return bool }
    return nil
  }

  var isUnknown: Bool { placeholder != nil }

  /// Whether it depends on the preview's variant.
  var isVarying: Bool {
    if case .varying = self { return true }
    return false
  }

  /// What stands for a value that cannot be known: an unknown's placeholder, or a varying
  /// value's; `nil` for a known value.
  var placeholder: Placeholder? {
    switch self {
    case .unknown(let placeholder): placeholder
    case .varying(let varying): varying.placeholder
    default: nil
    }
  }
}

/// What layout code holds of its subviews (`Evaluator.proxies`): `subviews[i]` and
/// `subviews[i].spacing`, each by the subview's index.
enum LayoutProxy {
  case subview(Int)
  case spacing(Int)
}

/// An instance of a struct or class declared in the files.
struct Instance {
  var type: String
  var fields: [String: Evaluated]
  /// The field names in declaration order, for output.
  var order: [String]
}

/// A closure with the scope it was written in.
struct ClosureValue {
  var syntax: ClosureExprSyntax
  var scope: Scope
  var file: Int

  /// The parameter names it declares (`item`, or `$0` when it uses shorthand names).
  var parameters: [String] {
    switch syntax.signature?.parameterClause {
    case .simpleInput(let list)?: return list.map(\.name.text)
    case .parameterClause(let clause)?:
      return clause.parameters.map { ($0.secondName ?? $0.firstName).text }
    case nil: return []
    }
  }
}
