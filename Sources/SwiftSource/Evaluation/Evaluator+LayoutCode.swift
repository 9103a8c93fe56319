import LayoutEngine
import LayoutMapping
import SwiftSyntax

/// Why a custom layout's code could not be run: the first warning it raised, at its place.
struct LayoutCodeFailure: Error {
  var diagnostic: SourceDiagnostic
}

/// Running one method of a custom layout of the files (`sizeThatFits`, `placeSubviews`,
/// `makeCache`, `updateCache`) for the engine, on an evaluator of its own (`LayoutProgram`).
extension Evaluator {
  /// What one method call gave: its value and the cache as the code left it.
  struct LayoutMethodOutcome {
    var value: Evaluated
    var cache: Evaluated?
  }

  /// Runs method `name` of the layout `instance`, each parameter given the argument of its label
  /// (`proposal`, `subviews`, `cache`, `in`; the name of an unlabelled one); an `inout cache` is
  /// read back after. `nil` when the type does not declare the method; the first warning the
  /// code raises (something the evaluator cannot know, or a budget spent) when it cannot be run.
  func runLayoutMethod(
    _ name: String, of instance: Instance, _ arguments: [String: Evaluated]
  ) -> Result<LayoutMethodOutcome, LayoutCodeFailure>? {
    run(
      declarations.types[instance.type]?.methods[name],
      in: Scope(parent: nil, selfValue: .instance(instance)),
      arguments)
  }

  /// Runs static method `name` of type `type` of the files (an `AlignmentID`'s
  /// `defaultValue(in:)`) as `runLayoutMethod` runs a layout's.
  func runStaticLayoutMethod(
    _ name: String, of type: String, _ arguments: [String: Evaluated]
  ) -> Result<LayoutMethodOutcome, LayoutCodeFailure>? {
    run(declarations.types[type]?.staticMethods[name], in: Scope(parent: nil, staticType: type), arguments)
  }

  /// Runs the first of `overloads` with a body, in `scope`, for `runLayoutMethod`.
  private func run(
    _ overloads: [Member]?, in scope: Scope, _ arguments: [String: Evaluated]
  ) -> Result<LayoutMethodOutcome, LayoutCodeFailure>? {
    guard
      let member = overloads?.first(where: { $0.syntax.as(FunctionDeclSyntax.self)?.body != nil }),
      let function = member.syntax.as(FunctionDeclSyntax.self), let body = function.body
    else { return nil }
    let context = Context(scope: scope, file: member.file)
    var cacheName: String?
    for parameter in function.signature.parameterClause.parameters {
      let inner = (parameter.secondName ?? parameter.firstName).text
      let label = parameter.firstName.tokenKind == .wildcard ? inner : parameter.firstName.text
      let value = arguments[label] ?? .unknown(Placeholder(expression: inner))
      context.scope.names[inner] = resolve(value, as: parameter.type)
      if label == "cache" { cacheName = inner }
    }
    // A method without a `return` (`placeSubviews`) gives nothing, not an unknown value.
    let value = nested(function.name, member.file, fallback: Evaluated.value(.null)) {
      let outcome = run(body.statements, context, builder: false)
      return outcome.returned ?? outcome.single ?? .value(.null)
    }
    if let failure { return .failure(LayoutCodeFailure(diagnostic: failure)) }
    return .success(LayoutMethodOutcome(value: value, cache: cacheName.flatMap { context.scope.names[$0] }))
  }

  /// Where a layout method is declared, for a warning about what it gave.
  func methodLocation(_ name: String, of type: String) -> Location? {
    guard let member = declarations.types[type]?.methods[name]?.first,
      let function = member.syntax.as(FunctionDeclSyntax.self)
    else { return nil }
    return location(function.name, member.file)
  }
}
