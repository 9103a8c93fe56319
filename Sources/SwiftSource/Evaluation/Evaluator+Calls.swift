import LayoutMapping
import SwiftSyntax

/// An argument while evaluating: its label, its value, and whether it was a trailing closure.
struct EvaluatedArgument {
  var label: String?
  var value: Evaluated
  var isTrailingClosure: Bool
  var syntax: Syntax
}

extension Evaluator {
  /// A call: of a helper, a custom view, a struct of the files, `ForEach`, a library view or
  /// value, a method of a value, or a modifier of a view.
  func call(_ node: FunctionCallExprSyntax, _ context: Context) -> Evaluated {
    if let array = repeating(node, context) { return array }
    if let dictionary = dictionaryCall(node, context) { return dictionary }
    let callee = node.calledExpression
    if let reference = callee.as(DeclReferenceExprSyntax.self) {
      return call(named: reference.baseName.text, node, context)
    }
    if let member = callee.as(MemberAccessExprSyntax.self) {
      let name = member.declName.baseName.text
      guard let baseExpression = member.base else {
        if name == "constant", let first = node.arguments.first {
          return evaluate(first.expression, context)
        }
        if let angle = angleCall(name, node, context) { return angle }
        // A leading dot may call a static function an extension adds to a library type
        // (`.font(.brand(size: 20))`), as it may read a static member (`memberAccess`).
        if let types = declarations.libraryStaticMethods[name], types.count == 1 {
          return staticCall(name, of: types[0], node, context)
        }
        return .value(.call(libraryCall(name, base: nil, node, context)))
      }
      if let key = localizedKey(name, node, context) { return key }
      if let time = timeOfDay(name, of: baseExpression, node, context) { return time }
      if let mutated = mutatingCall(name, on: baseExpression, node, context) { return mutated }
      if let type = baseExpression.as(DeclReferenceExprSyntax.self), isTypeName(type, context) {
        return staticCall(name, of: type.baseName.text, node, context)
      }
      if let object = environmentObject(name, node, context) {
        // `.environment(store)`: the views inside read it, so it is known before they are built.
        environmentObjects[object.type, default: []].append(object.value)
        defer { environmentObjects[object.type]?.removeLast() }
        return method(name, on: evaluate(baseExpression, context), node, at: member.period, context)
      }
      let base = evaluate(baseExpression, context)
      if case .instance(let instance) = base, let methods = declarations.types[instance.type]?.methods[name] {
        return method(methods, of: base, heldAt: baseExpression, node, context)
      }
      return method(name, on: base, node, at: member.period, context)
    }
    if let generic = callee.as(GenericSpecializationExprSyntax.self),
      let reference = generic.expression.as(DeclReferenceExprSyntax.self)
    {
      return call(named: reference.baseName.text, node, context)
    }
    let value = evaluate(callee, context)
    if case .closure(let closure) = value {
      return invoke(closure, arguments(node, context).map(\.value), builder: false)
    }
    return layoutCall(value, node, context) ?? unknown(node)
  }

  private func call(named name: String, _ node: FunctionCallExprSyntax, _ context: Context) -> Evaluated {
    // A closure in scope or in a field (`content()` of a container view).
    if let bound = context.scope.lookup(name) ?? fieldOfSelf(name, context),
      case .closure(let closure) = bound
    {
      return invoke(closure, arguments(node, context).map(\.value), builder: true)
    }
    if name == "ForEach" { return forEach(node, context) }
    // `static let mock = Self(title: …)`: the type whose static member is being read.
    if name == "Self", let type = context.scope.staticType, declarations.types[type] != nil {
      return call(named: type, node, context)
    }
    if let state = store(name, node, context) { return state }
    if name == "List", let list = listOverData(node, context) { return list }
    if case .instance(let instance)? = context.scope.selfValue,
      let methods = declarations.types[instance.type]?.methods[name]
    {
      return method(methods, of: context.scope.selfValue!, heldAt: nil, node, context)
    }
    if let type = context.scope.staticType, let methods = declarations.types[type]?.staticMethods[name] {
      return invoke(methods, node, context, staticType: type)
    }
    if let functions = declarations.functions[name] { return invoke(functions, node, context) }
    if let type = declarations.types[name], type.kind != .extensionOnly,
      !Self.meansSwiftUIView(name, type, node)
    {
      return customLayoutCall(type, node, context) ?? customShape(type, node, context)
        ?? construct(type, node, context)
    }
    if let string = localizedKey(name, node, context) ?? formatted(name, node, context) { return string }
    if let made = geometryCall(name, node, context) { return made }
    if let shared = sharedCall(name, node, context) { return shared }
    if let alignment = customAlignment(name, node, context) { return alignment }
    if let converted = builtin(name, node, context) { return converted }
    // Inside a `View` extension or a view modifier, `padding()` is `self.padding()`.
    if name.first?.isLowercase == true, case .views(let views)? = context.scope.selfValue {
      return modifier(name, on: .views(views), node, at: node, context)
    }
    if name.first?.isUppercase == true {
      return .value(.call(libraryCall(name, base: nil, node, context)))
    }
    return lookup(name, context).flatMap { layoutCall($0, node, context) } ?? unknown(node)
  }

  /// Whether a call of a name both SwiftUI and the project declare (a model `struct List` of a
  /// dependency package, beside `SwiftUI.List`) means SwiftUI's view: the project's type is not a
  /// view and the call gives content in a trailing closure, which only the view takes. Swift picks
  /// between the two by their initializers in the same way.
  static func meansSwiftUIView(_ name: String, _ type: TypeDeclaration, _ node: FunctionCallExprSyntax)
    -> Bool
  {
    SwiftUIViews.names.contains(name) && !type.isView
      && (node.trailingClosure != nil || !node.additionalTrailingClosures.isEmpty)
  }

  private func fieldOfSelf(_ name: String, _ context: Context) -> Evaluated? {
    guard case .instance(let instance)? = context.scope.selfValue else { return nil }
    return instance.fields[name]
  }

  /// Whether a reference names a type (`Font`, `Item`) rather than a value in scope.
  func isTypeName(_ reference: DeclReferenceExprSyntax, _ context: Context) -> Bool {
    let name = reference.baseName.text
    guard name.first?.isUppercase == true else { return false }
    return context.scope.lookup(name) == nil && fieldOfSelf(name, context) == nil
  }

  /// `Font.system(size: 20)`, `Item.sample()`, `Binding.constant(true)`, `Color.init(…)`.
  private func staticCall(
    _ name: String, of type: String, _ node: FunctionCallExprSyntax, _ context: Context
  ) -> Evaluated {
    if type == "Binding", name == "constant", let first = node.arguments.first {
      return evaluate(first.expression, context)
    }
    if name == "init" { return call(named: type, node, context) }
    // A type nested in another (`Feature.State(…)`), by its qualified name.
    if name.first?.isUppercase == true,
      declarations.types[type + "." + name].map({ $0.kind != .extensionOnly }) == true
    {
      return call(named: type + "." + name, node, context)
    }
    if type == "Angle", let angle = angleCall(name, node, context) { return angle }
    if let list = listFormatterCall(name, of: type, node, context) { return list }
    if let methods = declarations.types[type]?.staticMethods[name] {
      return invoke(methods, node, context, staticType: type)
    }
    return .value(.call(libraryCall(name, base: type, node, context)))
  }

  /// `String(x)`, `Double(x)`, `Int(x)`, `CGFloat(x)`, `Array(x)`, `max(a, b)`, `min(a, b)`, and
  /// `URL(string: s)` as its string: a `Link` or `AsyncImage` shows an address, not a URL value.
  private func builtin(_ name: String, _ node: FunctionCallExprSyntax, _ context: Context) -> Evaluated? {
    guard Self.builtins.contains(name) else { return nil }
    let values = node.arguments.map { evaluate($0.expression, context) }
    switch name {
    case "String":
      guard values.count == 1 else { return nil }
      return describe(values[0]).map { .value(.string($0)) } ?? unknown(node)
    case "Double", "CGFloat", "Float":
      guard values.count == 1 else { return nil }
      return values[0].number.map { .value(.number($0)) } ?? unknown(node)
    case "Int":
      guard values.count == 1 else { return nil }
      return values[0].number.map { .value(.number($0.rounded(.towardZero))) } ?? unknown(node)
    case "Array":
      guard values.count == 1 else { return nil }
      if case .array = values[0] { return values[0] }
      return elements(of: values[0], limit: limits.maximumElements).map(Evaluated.array) ?? unknown(node)
    case "URL":
      guard values.count == 1, let label = node.arguments.first?.label?.text,
        label == "string" || label == "fileURLWithPath", case .value(.string)? = values.first
      else { return nil }
      return values[0]
    case "max", "min":
      let numbers = values.compactMap(\.number)
      guard numbers.count == values.count, !numbers.isEmpty else { return unknown(node) }
      return .value(.number(name == "max" ? numbers.max()! : numbers.min()!))
    default:
      return nil
    }
  }

  private static let builtins: Set<String> = [
    "String", "Double", "CGFloat", "Float", "Int", "Array", "max", "min", "URL",
  ]

  /// A call of a library type or function, arguments evaluated and closures built as content.
  func libraryCall(
    _ name: String, base: String?, _ node: FunctionCallExprSyntax, _ context: Context,
    at site: Syntax? = nil
  ) -> Call {
    let evaluated = placingComputedLengths(arguments(node, context), of: name, base: base, context)
    var call = Self.namingResource(
      Call(
        name: name, base: base,
        arguments: evaluated.map { argument in
          Argument(
            label: argument.label, value: publicValue(argument.value, at: argument.syntax, context),
            source: location(argument.syntax, context.file), isTrailingClosure: argument.isTrailingClosure)
        },
        source: location(site ?? Syntax(node), context.file)))
    call.isVerbatim = showsVerbatim(name, base: base, evaluated)
    call = withAssetColor(call)
    call = selectingTaggedTab(call, node, context)
    call = formattingDate(call, evaluated)
    // A call and the text it holds are what the engine lays out: a string kept in a `let` and
    // placed in many views counts once per view.
    let text = call.arguments.reduce(0) { total, argument in
      if case .string(let string) = argument.value { return total + string.utf8.count }
      return total
    }
    _ = charge(Self.callBytes + text, node, context.file)
    return call
  }

  /// What one call of the tree takes, roughly, for the byte budget.
  static let callBytes = 256

  /// The arguments in order, trailing closures last, evaluated but not yet made public.
  func arguments(_ node: FunctionCallExprSyntax, _ context: Context) -> [EvaluatedArgument] {
    var result = node.arguments.map { argument in
      EvaluatedArgument(
        label: argument.label?.text,
        value: computedLength(argument.expression, evaluate(argument.expression, context), context),
        isTrailingClosure: false, syntax: Syntax(argument))
    }
    if let closure = node.trailingClosure {
      result.append(
        EvaluatedArgument(
          label: nil,
          value: .closure(ClosureValue(syntax: closure, scope: context.scope, file: context.file)),
          isTrailingClosure: true, syntax: Syntax(closure)))
    }
    for extra in node.additionalTrailingClosures {
      result.append(
        EvaluatedArgument(
          label: extra.label.text,
          value: .closure(ClosureValue(syntax: extra.closure, scope: context.scope, file: context.file)),
          isTrailingClosure: true, syntax: Syntax(extra)))
    }
    return result
  }
}
