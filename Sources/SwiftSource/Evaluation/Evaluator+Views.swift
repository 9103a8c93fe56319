import LayoutEngine
import LayoutMapping
import SwiftSyntax

extension Evaluator {
  /// A value in a view's place (a builder statement, a custom view's body): its views, a custom
  /// view inlined, or a placeholder for what is not known to be a view.
  func views(of value: Evaluated, at node: some SyntaxProtocol, _ context: Context) -> [Call] {
    switch value {
    case .views(let views):
      return views
    case .value(.call(var call)):
      countView(node, context.file)
      countText(of: call, node, context.file)
      if call.base == nil, !call.isPlaceholder, !SwiftUIViews.names.contains(call.name) {
        let shown =
          call.contentOfUnknownView.isEmpty
          ? "drawn as a placeholder" : "its content is drawn in an outlined stack labelled with its name"
        warn(
          "'\(call.name)' is neither a SwiftUI view nor declared in the files read; \(shown)", at: node,
          context.file)
        call.isPlaceholder = true
      }
      return [call]
    case .value(.member(let base, let name)) where base == "Color" || base == nil:
      countView(node, context.file)
      return [color(.member(base: base, name: name), modifiers: [], at: node, context)]
    case .value(.modified(.member(let base, let name), let modifiers)) where base == "Color" || base == nil:
      countView(node, context.file)
      return [color(.member(base: base, name: name), modifiers: modifiers, at: node, context)]
    case .instance(let instance) where declarations.types[instance.type]?.isView == true:
      return inline(instance, at: node, context)
    case .closure(let closure):
      return views(of: invoke(closure, [], builder: true), at: node, context)
    case .unknown(let placeholder), .varying(.trait(_, let placeholder)),
      .varying(.condition(_, let placeholder)):
      // Past the budget everything is unknown: nothing more is placed.
      guard !isExhausted else { return [] }
      countView(node, context.file)
      warn(
        "'\(placeholder.expressions.joined(separator: ", "))' cannot be known statically; drawn as a placeholder",
        at: node, context.file)
      return [Call(name: placeholder.text, source: location(node, context.file), isPlaceholder: true)]
    default:
      return []
    }
  }

  /// `Color.red` (or `.red` in a view's place): a `Color` view with the member as its argument.
  private func color(
    _ value: SourceValue, modifiers: [Call], at node: some SyntaxProtocol, _ context: Context
  )
    -> Call
  {
    let source = location(node, context.file)
    return Call(
      name: "Color", arguments: [Argument(label: nil, value: value, source: source)], modifiers: modifiers,
      source: source)
  }

  /// The body of a custom view of the files, evaluated with the instance's fields, in its place.
  func inline(_ instance: Instance, at node: some SyntaxProtocol, _ context: Context) -> [Call] {
    let site = InlineSite(name: instance.type, source: location(node, context.file))
    guard let body = declarations.types[instance.type]?.computedProperties["body"] else {
      return views(of: .unknown(Placeholder(expression: instance.type)), at: node, context)
    }
    if inlining.filter({ $0 == instance.type }).count >= limits.maximumRecursion {
      warn(
        "'\(instance.type)' contains itself; inlined \(limits.maximumRecursion) levels deep, then drawn as a placeholder",
        at: node, context.file)
      countView(node, context.file)
      return [Call(name: instance.type, source: site.source, isPlaceholder: true)]
    }
    inlining.append(instance.type)
    defer { inlining.removeLast() }
    let value = nested(node, context.file, fallback: Evaluated.views([])) {
      evaluate(member: body, selfValue: .instance(appeared(instance, body: body)))
    }
    var views = self.views(of: value, at: node, context)
    for index in views.indices { views[index].inlinedFrom.insert(site, at: 0) }
    return views
  }

  /// Several views where one is needed (a modifier on a custom view whose body has two): a `Group`.
  func group(_ views: [Call], at source: Location) -> Call {
    Call(
      name: "Group",
      arguments: [
        Argument(
          label: nil, value: .closure(Closure(views: views, source: source)), source: source,
          isTrailingClosure: true)
      ],
      source: source)
  }

  /// A closure built as a view builder, with its own warnings; unbound parameters are placeholders.
  func buildClosure(_ closure: ClosureValue, arguments: [Evaluated]? = nil) -> Closure {
    let parameters = closure.parameters
    let (views, warnings) = collectingWarnings { () -> [Call] in
      let values = arguments ?? parameters.map { .unknown(Placeholder(expression: $0)) }
      let context = Context(scope: closure.scope, file: closure.file)
      return self.views(of: invoke(closure, values, builder: true), at: closure.syntax, context)
    }
    return Closure(
      parameters: parameters, views: views, source: location(closure.syntax, closure.file), warnings: warnings
    )
  }

  /// A value as the intermediate tree holds it.
  func publicValue(_ value: Evaluated, at node: some SyntaxProtocol, _ context: Context) -> SourceValue {
    // Values kept in `let`s and wrapped again nest without evaluation nesting: the tree's limit
    // bounds this walk as it bounds the tree.
    guard publicDepth < limits.maximumTreeDepth else {
      warn(
        "a value nests deeper than \(limits.maximumTreeDepth) levels (the limit of one preview); the rest is left out",
        at: node, context.file)
      return .placeholder(Placeholder(expression: Self.text(of: node)))
    }
    publicDepth += 1
    defer { publicDepth -= 1 }
    switch value {
    case .value(let value): return value
    case .views(let views):
      if views.count == 1 { return .call(views[0]) }
      return .call(group(views, at: location(node, context.file)))
    case .instance(let instance):
      if declarations.types[instance.type]?.isView == true {
        return publicValue(.views(inline(instance, at: node, context)), at: node, context)
      }
      let source = location(node, context.file)
      let call = Call(
        name: instance.type,
        arguments: instance.order.compactMap { name in
          instance.fields[name].map {
            Argument(label: name, value: publicValue($0, at: node, context), source: source)
          }
        },
        source: source)
      return customLayoutValue(instance, call) ?? .call(call)
    case .enumCase(let type, let name): return .member(base: type, name: name)
    case .array(let elements): return .array(elements.map { publicValue($0, at: node, context) })
    case .range(let lower, let upper, let isClosed):
      return .range(
        lower: lower.map { publicValue($0, at: node, context) },
        upper: upper.map { publicValue($0, at: node, context) }, isClosed: isClosed)
    case .tuple(let parts): return .array(parts.map { publicValue($0.value, at: node, context) })
    case .dictionary(let entries):
      return .array(entries.map { publicValue(Self.pair($0), at: node, context) })
    case .closure(let closure): return .closure(buildClosure(closure))
    case .typeName(let name): return .member(base: name, name: "self")
    case .unknown(let placeholder): return .placeholder(placeholder)
    case .varying(let varying): return .placeholder(varying.placeholder)
    case .proxy: return .placeholder(Placeholder(expression: Self.text(of: node)))
    }
  }
}
