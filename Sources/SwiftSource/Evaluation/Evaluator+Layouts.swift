import LayoutEngine
import LayoutMapping
import SwiftSyntax

/// SwiftUI's layouts as values (`AnyLayout(HStackLayout())`, `VStackLayout(spacing: 8)`), kept
/// in a `let` or a property, chosen by a condition on the traits
/// (`sizeClass == .compact ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())`) and called
/// with content (`layout { … }`). The call becomes the layout's call with the content as its
/// trailing closure, `AnyLayout(HStackLayout()) { … }`, which the mapper draws as the container
/// the layout lays out like (`ViewMapper.layoutContainer`); a choice on the traits becomes the
/// call's variants, as an `if` on them does.
extension Evaluator {
  /// The layout types a call of which is a layout value.
  static let layoutTypes: Set<String> = [
    "AnyLayout", "HStackLayout", "VStackLayout", "ZStackLayout", "GridLayout",
  ]

  /// The layout a value is, when it is one.
  private static func layout(_ value: Evaluated) -> Call? {
    guard case .value(.call(let call)) = value, call.base == nil, layoutTypes.contains(call.name) else {
      return nil
    }
    return call
  }

  /// Whether an expression is written as a layout value (`AnyLayout(…)`, `HStackLayout()`), read
  /// from the syntax so a ternary's branches are evaluated once.
  private static func isLayout(_ expression: ExprSyntax) -> Bool {
    guard let call = expression.as(FunctionCallExprSyntax.self),
      let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    else { return false }
    return layoutTypes.contains(name)
  }

  /// `condition ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())` on a truth about the
  /// traits: both layouts, each in the variants where it is chosen; `nil` for any other ternary.
  func layoutChoice(_ condition: Evaluated, _ ternary: TernaryExprSyntax, _ context: Context) -> Evaluated? {
    guard case .varying(.condition(let truth, _)) = condition, Self.isLayout(ternary.thenExpression),
      Self.isLayout(ternary.elseExpression)
    else { return nil }
    return .varying(
      .choice(
        truth, evaluate(ternary.thenExpression, context), evaluate(ternary.elseExpression, context),
        Placeholder(expression: Self.text(of: ternary))))
  }

  /// `layout { … }`: a layout value called with content, as the layout's call with the content
  /// (the variants of a choice on the traits included); `nil` when `value` is not a layout.
  func layoutCall(_ value: Evaluated, _ node: FunctionCallExprSyntax, _ context: Context) -> Evaluated? {
    if let layout = Self.layout(value) {
      return .value(.call(withContent(layout, node, context)))
    }
    guard case .varying(.choice(let truth, let first, let second, _)) = value,
      let chosen = Self.layout(first), let other = Self.layout(second)
    else { return nil }
    var call = withContent(chosen, node, context)
    guard let otherwise = truth.negated else {
      warn(
        unknownCondition(node.calledExpression, "its first choice"), at: node.calledExpression, context.file)
      return .value(.call(call))
    }
    var variant = call
    variant.name = other.name
    variant.arguments = other.arguments + call.arguments.dropFirst(chosen.arguments.count)
    call.variants = otherwise.anyOf.map { CallVariant(condition: $0, call: variant) } + call.variants
    return .value(.call(call))
  }

  /// A custom `Layout` of the files called with content (`FlowLayout(spacing: 6) { … }`): as
  /// `AnyLayout(FlowLayout(spacing: 6)) { … }`, the layout the evaluated one
  /// (`customLayoutValue`), which the mapper makes the container; `nil` for any other type.
  func customLayoutCall(_ type: TypeDeclaration, _ node: FunctionCallExprSyntax, _ context: Context)
    -> Evaluated?
  {
    guard type.inheritedTypes.contains("Layout"), node.trailingClosure != nil else { return nil }
    // The initializer is matched without the trailing closure, which a layout does not take.
    let layout = publicValue(construct(type, node, context), at: node, context)
    let source: Location
    switch layout {
    case .call(let call), .layout(let call, _): source = call.source
    default: return nil
    }
    var call = libraryCall("AnyLayout", base: nil, node, context)
    call.arguments = [Argument(label: nil, value: layout, source: source)] + call.arguments
    return .value(.call(call))
  }

  /// `layout`'s call with `node`'s arguments (the content) after its own, at `node`.
  private func withContent(_ layout: Call, _ node: FunctionCallExprSyntax, _ context: Context) -> Call {
    var call = libraryCall(layout.name, base: nil, node, context)
    call.arguments = layout.arguments + call.arguments
    return call
  }

  /// A custom layout of the files as the engine runs it (`EvaluatedLayout`): `call`, its fields
  /// as the tree shows them, with the layout made of them, once its code has run on stand-ins
  /// (`EvaluatedLayout.trial`). `nil` (the caller keeps `call`, which the mapper draws as a
  /// vertical stack) when the code cannot be run, with a warning at what stopped it, or when a
  /// field holds a closure, which a layout kept past reading cannot call.
  func customLayoutValue(_ instance: Instance, _ call: Call) -> SourceValue? {
    guard proxies == nil, let type = declarations.types[instance.type], type.inheritedTypes.contains("Layout")
    else { return nil }
    var instance = instance
    instance.fields = instance.fields.mapValues(Self.computable)
    let fingerprint = Self.fingerprint(.instance(instance))
    if let known = layoutTrials[fingerprint] {
      if let warning = known.warning { warn(warning) }
      return known.layout.map { .layout(call, $0) }
    }
    let outcome: (layout: AnyLayout?, warning: SourceDiagnostic?)
    if let field = instance.order.first(where: { instance.fields[$0].map(Self.holdsClosure) == true }) {
      outcome = (
        nil,
        SourceDiagnostic(
          .warning, at: call.source,
          "'\(instance.type)' keeps a closure in '\(field)', which the preview cannot run at layout time")
      )
    } else {
      let layout = EvaluatedLayout(
        program: layoutProgram, fields: EvaluatedLayout.Fields(instance: instance), fingerprint: fingerprint,
        source: call.source, folded: FoldedCode(of: type, by: layoutProgram.evaluator(nil)))
      outcome =
        layout.trial().map { failure in
          (
            nil,
            SourceDiagnostic(
              .warning, at: failure.location,
              "the custom layout '\(instance.type)' cannot be run by the preview: \(failure.message)")
          )
        } ?? (AnyLayout(layout, name: instance.type), nil)
    }
    layoutTrials[fingerprint] = outcome
    if let warning = outcome.warning { warn(warning) }
    return outcome.layout.map { .layout(call, $0) }
  }

  /// Whether a value holds a closure anywhere inside it.
  static func holdsClosure(_ value: Evaluated) -> Bool {
    switch value {
    case .closure: return true
    case .array(let elements): return elements.contains(where: holdsClosure)
    case .dictionary(let entries): return entries.contains { holdsClosure($0.value) }
    case .tuple(let parts): return parts.contains { holdsClosure($0.value) }
    case .instance(let instance): return instance.fields.values.contains(where: holdsClosure)
    case .range(let lower, let upper, _): return [lower, upper].contains { $0.map(holdsClosure) == true }
    default: return false
    }
  }

  /// A value written out in full and in a fixed order: what tells two layouts' fields apart.
  static func fingerprint(_ value: Evaluated) -> String {
    switch value {
    case .value(let value): return value.description
    case .instance(let instance):
      return instance.type + "("
        + instance.order.map { "\($0): " + (instance.fields[$0].map(fingerprint) ?? "_") }.joined(
          separator: ", ")
        + ")"
    case .array(let elements): return "[" + elements.map(fingerprint).joined(separator: ", ") + "]"
    case .dictionary(let entries):
      return "[" + entries.map { fingerprint($0.key) + ": " + fingerprint($0.value) }.joined(separator: ", ")
        + "]"
    case .tuple(let parts): return "(" + parts.map { fingerprint($0.value) }.joined(separator: ", ") + ")"
    case .enumCase(let type, let name): return type + "." + name
    case .range(let lower, let upper, let isClosed):
      return (lower.map(fingerprint) ?? "") + (isClosed ? "..." : "..<") + (upper.map(fingerprint) ?? "")
    case .typeName(let name): return name + ".self"
    case .views(let views): return views.map(\.description).joined(separator: "; ")
    case .unknown(let placeholder): return placeholder.text
    case .varying(let varying): return varying.placeholder.text
    case .closure, .proxy: return "…"
    }
  }
}
