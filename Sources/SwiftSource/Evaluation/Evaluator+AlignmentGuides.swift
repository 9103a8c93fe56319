import LayoutEngine
import LayoutMapping
import SwiftSyntax

/// `.alignmentGuide(_:computeValue:)` in view code: the guide's closure is not run while reading
/// (its answer depends on the view's size, which only layout knows, and it may change variables
/// it shares with other guides) but captured as an `EvaluatedGuide` the engine runs.
extension Evaluator {
  /// The modifier call of `.alignmentGuide(key) { d in … }`, carrying the guide
  /// (`SourceValue.guide`) once its closure has run on a stand-in; without one (the view keeps
  /// its default guide) and with a warning when the alignment is one the preview does not lay out
  /// or the closure cannot be run. `nil` for any other modifier.
  func alignmentGuide(_ name: String, _ node: FunctionCallExprSyntax, _ context: Context, at site: Syntax)
    -> Call?
  {
    guard name == "alignmentGuide", proxies == nil else { return nil }
    let call = Call(name: name, source: location(site, context.file))
    guard let first = node.arguments.first, first.label == nil,
      let key = Self.alignmentKey(first.expression) ?? customAlignmentKey(first.expression, context)
    else {
      let text = node.arguments.first.map { Self.text(of: $0.expression) } ?? ""
      warn(
        "the alignment guide '\(text)' is not laid out by the preview; the view keeps its default guides",
        at: node, context.file)
      return call
    }
    guard
      let closure = node.trailingClosure
        ?? node.arguments.first(where: { $0.label?.text == "computeValue" })?.expression.as(
          ClosureExprSyntax.self)
    else {
      warn("the alignment guide's value is not a closure the preview can run", at: node, context.file)
      return call
    }
    let trial = guideTrials[closure.id]
    let guide = EvaluatedGuide(
      program: layoutProgram,
      code: EvaluatedGuide.Code(
        closure: ClosureValue(syntax: closure, scope: context.scope, file: context.file),
        geometryNames: Self.geometryNames(around: closure),
        folded: trial?.folded ?? FoldedCode(of: [Syntax(closure)], by: layoutProgram.evaluator(nil))),
      source: location(closure, context.file))
    let failure = trial.map(\.failure) ?? guide.trial()
    guideTrials[closure.id] = (guide.code.folded, failure)
    if let failure {
      warn(
        SourceDiagnostic(
          .warning, at: failure.location,
          "the alignment guide cannot be computed by the preview (\(failure.message)); the view keeps its default guide"
        ))
      return call
    }
    var guided = call
    guided.arguments = [
      Argument(
        label: nil, value: .guide(AlignmentGuide(key, computation: guide)),
        source: location(closure, context.file))
    ]
    return guided
  }

  /// The guide `.leading`, `HorizontalAlignment.center`, `.top`, `.firstTextBaseline` … names;
  /// `nil` for a custom alignment (`customAlignmentKey` reads those) or one the engine's
  /// containers do not align by (`.listRowSeparatorLeading`). A bare `.center` is the horizontal
  /// one.
  static func alignmentKey(_ expression: ExprSyntax) -> AlignmentKey? {
    guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
    let name = member.declName.baseName.text
    switch member.base?.trimmedDescription {
    case nil:
      return HorizontalAlignment(rawValue: name).map(AlignmentKey.horizontal)
        ?? VerticalAlignment(rawValue: name).map(AlignmentKey.vertical)
    case "HorizontalAlignment": return HorizontalAlignment(rawValue: name).map(AlignmentKey.horizontal)
    case "VerticalAlignment": return VerticalAlignment(rawValue: name).map(AlignmentKey.vertical)
    default: return nil
    }
  }

  /// The names around `node` that stand for a `GeometryReader`'s proxy: the parameter of a
  /// `GeometryReader { g in … }` closure it is in, and the `GeometryProxy` parameters of the
  /// function it is in (`func content(in g: GeometryProxy)`, called from a reader).
  static func geometryNames(around node: some SyntaxProtocol) -> [String] {
    var names: [String] = []
    var current = Syntax(node).parent
    while let syntax = current {
      if let closure = syntax.as(ClosureExprSyntax.self),
        let reader = closure.parent?.as(FunctionCallExprSyntax.self),
        reader.trailingClosure?.id == closure.id,
        reader.calledExpression.trimmedDescription == "GeometryReader"
      {
        names += ClosureValue(syntax: closure, scope: Scope(parent: nil), file: 0).parameters
      }
      if let function = syntax.as(FunctionDeclSyntax.self) {
        for parameter in function.signature.parameterClause.parameters
        where parameter.type.trimmedDescription == "GeometryProxy" {
          names.append((parameter.secondName ?? parameter.firstName).text)
        }
      }
      current = syntax.parent
    }
    return names
  }
}
