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
  /// `AnyLayout(FlowLayout(spacing: 6)) { … }`, which the mapper draws as a vertical stack with a
  /// warning, since the preview does not run a layout's code; `nil` for any other type.
  func customLayoutCall(_ type: TypeDeclaration, _ node: FunctionCallExprSyntax, _ context: Context)
    -> Evaluated?
  {
    guard type.inheritedTypes.contains("Layout"), node.trailingClosure != nil else { return nil }
    // The initializer is matched without the trailing closure, which a layout does not take.
    guard case .call(let layout) = publicValue(construct(type, node, context), at: node, context) else {
      return nil
    }
    return .value(.call(withContent(layout, node, context, wrapped: true)))
  }

  /// `layout`'s call with `node`'s arguments (the content) after its own, at `node`; `wrapped`,
  /// inside `AnyLayout(…)`.
  private func withContent(
    _ layout: Call, _ node: FunctionCallExprSyntax, _ context: Context, wrapped: Bool = false
  )
    -> Call
  {
    var call = libraryCall(wrapped ? "AnyLayout" : layout.name, base: nil, node, context)
    let own =
      wrapped ? [Argument(label: nil, value: .call(layout), source: layout.source)] : layout.arguments
    call.arguments = own + call.arguments
    return call
  }
}
