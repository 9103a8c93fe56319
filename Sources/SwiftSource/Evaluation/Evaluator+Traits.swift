import LayoutEngine
import LayoutMapping
import SwiftSyntax

/// Branches on the environment traits a preview varies (type size, size classes, layout direction)
/// become variants of the view, as a layout file's `variants:` are: each preview variant shows the
/// branch SwiftUI would, with no warning.
extension Evaluator {
  /// The trait an `@Environment(\.dynamicTypeSize)` (or size class, layout direction) property
  /// reads; `nil` for any other property.
  func trait(for property: StoredProperty) -> Evaluated? {
    guard property.attributes.contains("Environment"),
      let declaration = property.syntax.parent?.parent?.as(VariableDeclSyntax.self)
    else { return nil }
    for case .attribute(let attribute) in declaration.attributes
    where attribute.attributeName.trimmedDescription == "Environment" {
      guard case .argumentList(let arguments)? = attribute.arguments,
        let keyPath = arguments.first?.expression.as(KeyPathExprSyntax.self),
        keyPath.components.count == 1,
        let component = keyPath.components.first?.component.as(KeyPathPropertyComponentSyntax.self)
      else { return nil }
      // The preview draws the light appearance (it has no dark one), so `colorScheme` is `.light`.
      if component.declName.baseName.text == "colorScheme" {
        return .value(.member(base: nil, name: "light"))
      }
      guard let trait = Varying.Trait(rawValue: component.declName.baseName.text),
        trait != .userInterfaceIdiom
      else { return nil }
      return .varying(.trait(trait, Placeholder(expression: property.name)))
    }
    return nil
  }

  /// `typeSize.isAccessibilitySize` (`sizeCategory.isAccessibilityCategory`): AX1 to AX5.
  func member(_ name: String, of varying: Varying, _ node: some SyntaxProtocol) -> Evaluated? {
    guard case .trait(let trait, _) = varying,
      (trait == .dynamicTypeSize && name == "isAccessibilitySize")
        || (trait == .sizeCategory && name == "isAccessibilityCategory")
    else { return nil }
    let condition = LayoutCondition(typeSizes: .accessibility1 ... .accessibility5)
    return .varying(
      .condition(TraitCondition(anyOf: [condition]), Placeholder(expression: Self.text(of: node))))
  }

  /// `trait == .compact`, `typeSize < .accessibility1`, `!c`, `c && d`, `c || flag`: a condition on
  /// the traits, or `nil` when the operands are not one.
  func traitCondition(_ op: String, _ left: Evaluated, _ right: Evaluated, _ node: some SyntaxProtocol)
    -> Evaluated?
  {
    let placeholder = Placeholder(expression: Self.text(of: node))
    func condition(_ value: Evaluated) -> TraitCondition? {
      if case .varying(.condition(let condition, _)) = value { return condition }
      switch value.bool {
      case true?: return TraitCondition(anyOf: [LayoutCondition()])
      case false?: return TraitCondition(anyOf: [])
      case nil: return nil
      }
    }
    let result: TraitCondition?
    switch op {
    case "&&", "||":
      guard left.isVarying || right.isVarying, let a = condition(left), let b = condition(right) else {
        return nil
      }
      result = op == "&&" ? a.and(b) : a.or(b)
    default:
      switch (left, right) {
      case (.varying(.trait(let trait, _)), .value(.member(_, let name))):
        result = Self.comparison(trait, op, name)
      case (.value(.member(_, let name)), .varying(.trait(let trait, _))):
        let mirrored = ["<": ">", ">": "<", "<=": ">=", ">=": "<="][op] ?? op
        result = Self.comparison(trait, mirrored, name)
      default: return nil
      }
    }
    return result.map { .varying(.condition($0, placeholder)) }
  }

  /// `!c` on a condition on the traits.
  func negatedTraitCondition(_ value: Evaluated, _ node: some SyntaxProtocol) -> Evaluated? {
    guard case .varying(.condition(let condition, _)) = value, let negated = condition.negated else {
      return nil
    }
    return .varying(.condition(negated, Placeholder(expression: Self.text(of: node))))
  }

  /// `trait op name` (`==`, `!=`, and for type sizes `<`, `<=`, `>`, `>=`).
  private static func comparison(_ trait: Varying.Trait, _ op: String, _ name: String) -> TraitCondition? {
    guard let equal = trait.equals(name) else { return nil }
    let one = TraitCondition(anyOf: [equal])
    switch op {
    case "==": return one
    case "!=": return one.negated
    default:
      guard let size = trait.size(name) else { return nil }
      let all = DynamicTypeSize.allCases
      let range: [DynamicTypeSize] =
        switch op {
        case "<": all.filter { $0 < size }
        case "<=": all.filter { $0 <= size }
        case ">": all.filter { $0 > size }
        case ">=": all.filter { $0 >= size }
        default: []
        }
      guard ["<", "<=", ">", ">="].contains(op) else { return nil }
      guard let first = range.first, let last = range.last else { return TraitCondition(anyOf: []) }
      return TraitCondition(anyOf: [LayoutCondition(typeSizes: first...last)])
    }
  }

  /// `if c { A } else { B }` with `c` a condition on the traits, each branch one view: `A`, with
  /// `B` as its variant wherever `c` fails, as a layout file writes the same screen; `nil` when
  /// the branches are not one view each (then the first branch is shown, with a warning).
  func variantBranch(
    _ node: IfExprSyntax, _ condition: TraitCondition, _ context: Context, inner: Context
  ) -> BlockOutcome? {
    guard node.elseBody != nil, let otherwise = condition.negated else { return nil }
    let first = run(node.body.statements, inner, builder: true)
    let second: BlockOutcome
    switch node.elseBody {
    case .ifExpr(let elseIf)?: second = run(branch: elseIf, context, builder: true)
    case .codeBlock(let block)?: second = run(block.statements, context.child(), builder: true)
    case nil: return nil
    }
    guard first.returned == nil, second.returned == nil, first.views.count == 1, second.views.count == 1,
      !["Group", "ForEach", "EmptyView"].contains(first.views[0].name),
      !["Group", "ForEach", "EmptyView"].contains(second.views[0].name)
    else { return nil }
    var view = first.views[0]
    view.variants =
      otherwise.anyOf.map { CallVariant(condition: $0, call: second.views[0]) } + view.variants
    return BlockOutcome(views: [view], isBuilder: true)
  }
}
