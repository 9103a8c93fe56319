import SwiftSyntax

/// A layout's operator sequences (`x + size.width > maxWidth`) folded once, when the layout is
/// captured: folding builds new syntax, and with every call of the layout's code folding afresh
/// on its own evaluator it took about a third of a call's time. Each call's evaluator starts with
/// these (`LayoutProgram.evaluator`); a sequence met only in code outside the layout's type (a
/// global helper) is still folded by the call that meets it.
struct FoldedCode: Sendable {
  var sequences: [SyntaxIdentifier: ExprSyntax] = [:]
  var offsets: [SyntaxIdentifier: Int] = [:]
  var files: [SyntaxIdentifier: Int] = [:]

  /// The sequences of every member of `type` folded by `evaluator`, and those inside the folded
  /// trees in turn.
  init(of type: TypeDeclaration, by evaluator: Evaluator) {
    let members: [Member] =
      Array(type.methods.values.joined()) + Array(type.computedProperties.values)
      + Array(type.staticMethods.values.joined()) + Array(type.staticMembers.values)
    self.init(of: members.map(\.syntax), by: evaluator)
  }

  /// The sequences under `nodes` (a guide's closure) folded by `evaluator`, and those inside the
  /// folded trees in turn.
  init(of nodes: [Syntax], by evaluator: Evaluator) {
    var pending = nodes.flatMap { SequenceFinder.sequences(in: $0) }
    var folded = 0
    // Each folded tree is searched again for sequences inside its operands; a bound keeps a
    // pathological file from making this the expensive part.
    while let next = pending.popLast(), folded < 10_000 {
      folded += 1
      let result = evaluator.folded(ExprSyntax(next))
      if result.id != next.id {
        pending += SequenceFinder.sequences(in: Syntax(result)).filter { $0.id != next.id }
      }
    }
    sequences = evaluator.foldedSequences
    offsets = evaluator.fragmentOffsets
    files = evaluator.foldedFiles
  }

  init() {}
}

/// Finds the operator sequences under a node, not those inside another sequence (folding the
/// outer one makes them new nodes).
private final class SequenceFinder: SyntaxVisitor {
  var found: [SequenceExprSyntax] = []

  static func sequences(in node: Syntax) -> [SequenceExprSyntax] {
    let finder = SequenceFinder(viewMode: .sourceAccurate)
    finder.walk(node)
    return finder.found
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    found.append(node)
    return .skipChildren
  }
}
