import LayoutMapping
import SwiftSyntax

extension Evaluator {
  /// Calls a helper function or method of the files with the call's arguments.
  func invoke(
    _ overloads: [Member], _ node: FunctionCallExprSyntax, _ context: Context,
    selfValue: Evaluated? = nil, staticType: String? = nil
  ) -> Evaluated {
    invoke(
      overloads, arguments(node, context), at: node, context, selfValue: selfValue, staticType: staticType)
  }

  func invoke(
    _ overloads: [Member], _ arguments: [EvaluatedArgument], at node: some SyntaxProtocol,
    _ context: Context, selfValue: Evaluated? = nil, staticType: String? = nil
  ) -> Evaluated {
    invokeChangingSelf(overloads, arguments, at: node, context, selfValue: selfValue, staticType: staticType)
      .value
  }

  /// Calls a helper function or method of the files, and gives back `self` as the call left
  /// it: a class's methods change the object and a struct's `mutating` ones the variable, so a
  /// store filled by `load()` is filled where it is held (`Evaluator+Stores`).
  func invokeChangingSelf(
    _ overloads: [Member], _ arguments: [EvaluatedArgument], at node: some SyntaxProtocol,
    _ context: Context, selfValue: Evaluated? = nil, staticType: String? = nil
  ) -> (value: Evaluated, selfValue: Evaluated?) {
    let member =
      Self.chosen(overloads.filter { $0.syntax.is(FunctionDeclSyntax.self) }, for: arguments) ?? overloads[0]
    guard let function = member.syntax.as(FunctionDeclSyntax.self), let body = function.body else {
      return (unknown(node), selfValue)
    }
    filesUsed.insert(member.file)
    let inner = Context(
      scope: Scope(parent: nil, selfValue: selfValue, staticType: staticType), file: member.file)
    bind(function.signature.parameterClause.parameters, to: arguments, inner)
    let builder = member.isViewBuilder || function.signature.returnClause?.type.isView == true
    let custom = resultBuilder(function.attributes) != nil
    let value = nested(node, context.file, fallback: unknown(node)) {
      custom
        ? built(body.statements, inner, at: node)
        : run(body.statements, inner, builder: builder).value(in: self, at: node)
    }
    noteLocalized(value, as: function.signature.returnClause?.type)
    return (Self.labelled(value, as: function.signature.returnClause?.type), inner.scope.selfValue)
  }

  /// A tuple returned as `(size, points)` from a function declared `-> (size: CGSize, points:
  /// [CGPoint])`: its parts named by the declared labels, so `result.size` reads them.
  static func labelled(_ value: Evaluated, as type: TypeSyntax?) -> Evaluated {
    guard case .tuple(let parts) = value, let tuple = type?.as(TupleTypeSyntax.self),
      tuple.elements.count == parts.count
    else { return value }
    return .tuple(
      zip(parts, tuple.elements).map { part, element in (element.firstName?.text ?? part.label, part.value) })
  }

  /// Calls a closure with positional arguments (`$0`, named parameters, a tuple spread over
  /// `(index, item)`).
  func invoke(_ closure: ClosureValue, _ arguments: [Evaluated], builder: Bool) -> Evaluated {
    let context = Context(scope: Scope(parent: closure.scope), file: closure.file)
    context.scope.keepsSelfChanges = true
    var values = arguments
    let names = closure.parameters
    if names.count > 1, values.count == 1, case .tuple(let parts) = values[0] { values = parts.map(\.value) }
    for (index, value) in values.enumerated() {
      context.scope.names["$\(index)"] = value
      if index < names.count {
        var name = names[index]
        context.scope.names[name] = value
        // `$item` in `ForEach($items) { $item in … }` also names `item`.
        if name.hasPrefix("$") {
          name.removeFirst()
          context.scope.names[name] = value
        }
      }
    }
    return nested(closure.syntax, closure.file, fallback: unknown(closure.syntax)) {
      run(closure.syntax.statements, context, builder: builder).value(in: self, at: closure.syntax)
    }
  }

  /// Whether a parameter list takes these labels in order (defaulted parameters may be left out).
  static func accepts(_ parameters: FunctionParameterListSyntax, _ labels: [String?]) -> Bool {
    var remaining = labels[...]
    for parameter in parameters {
      let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
      if remaining.first == label {
        remaining = remaining.dropFirst()
      } else if parameter.defaultValue == nil, !parameter.type.isFunction {
        return false
      }
    }
    return remaining.isEmpty
  }

  /// Binds parameters to arguments by label in order; a trailing closure goes to the first unfilled
  /// function-typed parameter; a missing one takes its default, else a placeholder.
  func bind(_ parameters: FunctionParameterListSyntax, to arguments: [EvaluatedArgument], _ context: Context)
  {
    var pending = arguments[...]
    for parameter in parameters {
      let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
      let name = (parameter.secondName ?? parameter.firstName).text
      var value: Evaluated?
      if let next = pending.first, !next.isTrailingClosure, next.label == label {
        value = next.value
        pending = pending.dropFirst()
      } else if let next = pending.first, next.isTrailingClosure,
        next.label == nil || next.label == label, parameter.type.isFunction || parameter.defaultValue == nil
      {
        value = next.value
        pending = pending.dropFirst()
      }
      let given = value ?? parameter.defaultValue.map { evaluate($0.value, context) }
      context.scope.names[name] =
        given.map { resolve($0, as: parameter.type) } ?? .unknown(Placeholder(expression: name))
    }
  }

  /// An instance of a struct or class of the files: its properties' initial values, then the
  /// explicit initializer that takes the call's labels, or the memberwise one.
  func construct(_ type: TypeDeclaration, _ node: FunctionCallExprSyntax, _ context: Context) -> Evaluated {
    let arguments = self.arguments(node, context)
    filesUsed.insert(type.file)
    if type.kind == .enumeration {
      guard let raw = arguments.first(where: { $0.label == "rawValue" })?.value else { return unknown(node) }
      for enumCase in type.cases
      where equal(rawValue(of: enumCase.name, in: type) ?? .value(.null), raw) == true {
        return .enumCase(type: type.name, name: enumCase.name)
      }
      return .value(.null)
    }
    guard
      charge(
        type.storedProperties.count * MemoryLayout<Evaluated>.stride + Self.callBytes, node, context.file)
    else { return unknown(node) }
    var instance = Instance(type: type.name, fields: [:], order: type.storedProperties.map(\.name))
    for property in type.storedProperties {
      if let initializer = property.initializer {
        let scope = Scope(parent: nil, selfValue: .instance(instance))
        let context = Context(scope: scope, file: property.file)
        var value = evaluate(initializer, context)
        if let attributes = Self.attributes(of: property.syntax),
          let shared = sharedValue(attributes, initial: value, context)
        {
          value = shared
        }
        instance.fields[property.name] = stored(resolve(value, as: property.type), as: property.name)
      }
    }
    if let initializer = Self.chosen(type.initializers, for: arguments),
      let declaration = initializer.syntax.as(InitializerDeclSyntax.self), let body = declaration.body
    {
      let inner = Context(scope: Scope(parent: nil, selfValue: .instance(instance)), file: initializer.file)
      bind(declaration.signature.parameterClause.parameters, to: arguments, inner)
      _ = nested(node, context.file, fallback: 0) {
        _ = run(body.statements, inner, builder: false)
        return 0
      }
      if case .instance(let initialized)? = inner.scope.selfValue { instance = initialized }
    } else {
      memberwise(type, arguments, &instance)
    }
    markScaledMetrics(of: type, in: &instance)
    for property in type.storedProperties where instance.fields[property.name] == nil {
      // A `var` of optional type starts as nil in Swift (`@State private var selection: Tab?`).
      let startsAsNil = !property.isLet && property.type?.is(OptionalTypeSyntax.self) == true
      instance.fields[property.name] =
        environmentObject(for: property) ?? trait(for: property)
        ?? Self.attributes(of: property.syntax).flatMap {
          sharedValue($0, initial: nil, Context(scope: Scope(parent: nil), file: property.file))
        }
        ?? (startsAsNil ? .value(.null) : .unknown(Placeholder(expression: property.name)))
    }
    return .instance(instance)
  }

  /// The memberwise initializer: labels name properties; a trailing closure fills the first
  /// property left that holds a closure or view content.
  private func memberwise(
    _ type: TypeDeclaration, _ arguments: [EvaluatedArgument], _ instance: inout Instance
  ) {
    let parameters = type.storedProperties.filter { property in
      !(property.isLet && property.initializer != nil) && !property.isWrapperWithArguments
    }
    var filled: Set<String> = []
    for argument in arguments {
      if let label = argument.label, let property = parameters.first(where: { $0.name == label }) {
        instance.fields[label] = stored(
          resolve(contents(argument.value, for: property), as: property.type), as: label)
        filled.insert(label)
      } else if argument.isTrailingClosure, argument.label == nil,
        let target = parameters.first(where: { !filled.contains($0.name) && $0.takesContent })
      {
        instance.fields[target.name] = contents(argument.value, for: target)
        filled.insert(target.name)
      }
    }
  }

  /// A closure given for a property that holds views (`@ViewBuilder let label: Label`): Swift's
  /// memberwise initializer calls it and stores its views, which the body may then modify
  /// (`label.font(.subheadline)`); a property of function type keeps the closure.
  private func contents(_ value: Evaluated, for property: StoredProperty) -> Evaluated {
    guard case .closure(let closure) = value, property.takesContent,
      property.type.map({ !$0.isFunction }) == true
    else { return value }
    return invoke(closure, [], builder: true)
  }
}

extension TypeSyntax {
  /// Whether the type is a function type (`() -> Content`, `@escaping (Item) -> Void`).
  var isFunction: Bool {
    if self.is(FunctionTypeSyntax.self) { return true }
    if let attributed = self.as(AttributedTypeSyntax.self) { return attributed.baseType.isFunction }
    return false
  }
}

extension StoredProperty {
  /// Whether a trailing closure may fill it: a closure, `@ViewBuilder`, or a generic `Content`.
  var takesContent: Bool {
    attributes.contains("ViewBuilder") || type?.isFunction == true
      || ["Content", "Label", "Header", "Footer"].contains(type?.lastName ?? "")
  }

  /// `@Environment(\.dismiss)`, `@AppStorage("key")` without `=`: set up by the wrapper, not by
  /// the memberwise initializer.
  var isWrapperWithArguments: Bool {
    ["Environment", "EnvironmentObject", "FocusState", "Namespace", "Query", "FetchRequest"]
      .contains { attributes.contains($0) }
  }
}
