import LayoutMapping
import SwiftSyntax

extension Evaluator {
  /// Of `overloads` (functions or initializers), the one Swift would call with `arguments`: the
  /// first that takes their labels and whose parameter types they fit, else the first that takes
  /// the labels. A row with `init(title: Text)` and `init(title: LocalizedStringKey)` is given
  /// `title: "Code"` as a string, which only the second takes: the first would store the string
  /// where the body expects a `Text` and modifies it (`title.font(.callout)`).
  static func chosen(_ overloads: [Member], for arguments: [EvaluatedArgument]) -> Member? {
    let labels = arguments.filter { !$0.isTrailingClosure }.map(\.label)
    let taking = overloads.filter { member in parameters(of: member).map { accepts($0, labels) } ?? false }
    return taking.first { member in
      guard let parameters = parameters(of: member) else { return false }
      return fits(arguments, parameters)
    } ?? taking.first
  }

  /// The parameter list of a function or an initializer.
  private static func parameters(of member: Member) -> FunctionParameterListSyntax? {
    member.syntax.as(FunctionDeclSyntax.self)?.signature.parameterClause.parameters
      ?? member.syntax.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters
  }

  /// Whether each labelled or unlabelled argument fits the type of the parameter it binds to,
  /// paired as `bind` pairs them (trailing closures aside).
  private static func fits(_ arguments: [EvaluatedArgument], _ parameters: FunctionParameterListSyntax)
    -> Bool
  {
    var remaining = parameters[...]
    for argument in arguments where !argument.isTrailingClosure {
      while let parameter = remaining.first {
        remaining = remaining.dropFirst()
        let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
        if label == argument.label {
          if !fits(argument.value, parameter.type) { return false }
          break
        }
      }
    }
    return true
  }

  /// Whether `value` may be passed as `type`: only the clear mismatches are refused (a string or
  /// a number for a view, a view for a string or a number); anything else may fit.
  private static func fits(_ value: Evaluated, _ type: TypeSyntax) -> Bool {
    let name = type.trimmedDescription
    let textual = ["String", "LocalizedStringKey", "LocalizedStringResource", "Substring"].contains(name)
    let numeric = ["Int", "Double", "CGFloat", "Float"].contains(name)
    let viewLike = ["Text", "Image", "AnyView"].contains(name) || name.hasPrefix("some View")
    switch value {
    case .value(.string): return !viewLike && !numeric
    case .value(.number): return !viewLike && !textual
    case .views, .value(.call): return !textual && !numeric
    default: return true
    }
  }
}
