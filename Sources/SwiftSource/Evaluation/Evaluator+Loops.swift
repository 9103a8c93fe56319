import LayoutMapping
import SwiftSyntax

/// Where a `break` or `continue` goes: the innermost loop, or the one its label names.
enum Jump {
  case breakLoop(String?)
  case continueLoop(String?)
}

/// The statements that steer a function's code rather than build views: `for … in`, `while`,
/// `repeat`, `guard`, `break` and `continue`, labelled or not. A custom layout's `sizeThatFits`
/// and `placeSubviews` are made of them (a flow layout walks its subviews with a running
/// position). Every pass of a loop is a step of the budget, so a loop that never ends stops at
/// `maximumSteps` or `maximumSeconds` like any other evaluation.
extension Evaluator {
  /// The outcome of a control statement, or `nil` when `statement` is not one.
  func control(_ statement: StmtSyntax, _ context: Context, builder: Bool, label: String? = nil)
    -> BlockOutcome?
  {
    switch statement.as(StmtSyntaxEnum.self) {
    case .forStmt(let loop): return forLoop(loop, context, builder: builder, label: label)
    case .whileStmt(let loop): return whileLoop(loop, context, builder: builder, label: label)
    case .repeatStmt(let loop): return repeatLoop(loop, context, builder: builder, label: label)
    case .guardStmt(let guardStatement): return guarded(guardStatement, context, builder: builder)
    case .breakStmt(let jump):
      return BlockOutcome(isBuilder: builder, jump: .breakLoop(jump.label?.text))
    case .continueStmt(let jump):
      return BlockOutcome(isBuilder: builder, jump: .continueLoop(jump.label?.text))
    case .labeledStmt(let labeled):
      return control(labeled.statement, context, builder: builder, label: labeled.label.text)
    case .deferStmt: return BlockOutcome(isBuilder: builder)
    default: return nil
    }
  }

  /// `for x in sequence where condition { … }` over an array, a dictionary, a range or `stride(…)`; a tuple
  /// pattern spreads each element (`for (index, subview) in subviews.enumerated()`).
  private func forLoop(_ loop: ForStmtSyntax, _ context: Context, builder: Bool, label: String?)
    -> BlockOutcome
  {
    var total = BlockOutcome(isBuilder: builder)
    let sequence = evaluate(loop.sequence, context)
    let numbers = Self.wholeRange(sequence)
    let elements: [Evaluated]
    if case .array(let values) = sequence {
      elements = values
    } else if case .dictionary = sequence {
      // `for (key, rows) in grouped`: the entries as (key, value) pairs, within the element budget.
      elements = self.elements(of: sequence, limit: limits.maximumElements) ?? []
    } else if numbers == nil {
      warn(
        "the sequence '\(Self.text(of: loop.sequence))' cannot be known statically; the loop is not run",
        at: loop.sequence, context.file)
      return total
    } else {
      elements = []
    }
    let count = numbers.map { $0.count } ?? elements.count
    var index = 0
    while index < count, step(loop, context.file) {
      let element = numbers.map { Evaluated.value(.number(Double($0.lowerBound + index))) } ?? elements[index]
      index += 1
      let inner = context.child()
      bind(loop.pattern, to: element, inner)
      if let condition = loop.whereClause?.condition {
        switch truth(evaluate(condition, inner)) {
        case true?: break
        case false?: continue
        case nil:
          warn(unknownCondition(condition, "every element"), at: condition, context.file)
        }
      }
      guard goesOn(after: run(loop.body.statements, inner, builder: builder, statements: true), label, &total)
      else { break }
    }
    return total
  }

  /// `while condition { … }`.
  private func whileLoop(_ loop: WhileStmtSyntax, _ context: Context, builder: Bool, label: String?)
    -> BlockOutcome
  {
    passes(of: loop.body, at: loop, context, builder: builder, label: label, testedFirst: true) {
      self.holds(loop.conditions, $0, at: loop.conditions)
    }
  }

  /// `repeat { … } while condition`.
  private func repeatLoop(_ loop: RepeatStmtSyntax, _ context: Context, builder: Bool, label: String?)
    -> BlockOutcome
  {
    passes(of: loop.body, at: loop, context, builder: builder, label: label, testedFirst: false) { _ in
      switch self.truth(self.evaluate(loop.condition, context)) {
      case true?: return true
      case false?: return false
      case nil:
        self.warn(self.unknownCondition(loop.condition, "no further pass"), at: loop.condition, context.file)
        return false
      }
    }
  }

  /// Runs `body` while `holds` says so (tested before each pass, or after it), one step a pass.
  private func passes(
    of body: CodeBlockSyntax, at node: some SyntaxProtocol, _ context: Context, builder: Bool, label: String?,
    testedFirst: Bool, holds: (Context) -> Bool
  ) -> BlockOutcome {
    var total = BlockOutcome(isBuilder: builder)
    while step(node, context.file) {
      let inner = context.child()
      if testedFirst, !holds(inner) { break }
      guard goesOn(after: run(body.statements, inner, builder: builder, statements: true), label, &total)
      else { break }
      if !testedFirst, !holds(context) { break }
    }
    return total
  }

  /// Whether a loop's conditions hold; one that cannot be known ends the loop, with a warning.
  private func holds(_ list: ConditionElementListSyntax, _ context: Context, at node: some SyntaxProtocol)
    -> Bool
  {
    var traits: TraitCondition?
    switch conditions(list, context, traits: &traits) {
    case true? where traits == nil: return true
    case false?: return false
    default:
      warn(unknownCondition(node, "no further pass"), at: node, context.file)
      return false
    }
  }

  /// `guard conditions else { … }`: its names bound in the enclosing scope when they hold, its
  /// `else` run when they do not.
  private func guarded(_ node: GuardStmtSyntax, _ context: Context, builder: Bool) -> BlockOutcome {
    var traits: TraitCondition?
    switch conditions(node.conditions, context, traits: &traits) {
    case true? where traits == nil: return BlockOutcome(isBuilder: builder)
    case false?: return run(node.body.statements, context.child(), builder: builder)
    default:
      warn(unknownCondition(node.conditions, "the code after it"), at: node.conditions, context.file)
      return BlockOutcome(isBuilder: builder)
    }
  }

  /// Adds one pass's outcome to the loop's; false when the loop ends there (a `break`, a
  /// `return`, or a jump to an outer loop, which `total` then carries on).
  private func goesOn(after pass: BlockOutcome, _ label: String?, _ total: inout BlockOutcome) -> Bool {
    total.views += pass.views
    total.values += pass.values
    if let returned = pass.returned {
      total.returned = returned
      return false
    }
    switch pass.jump {
    case nil: return true
    case .continueLoop(let target)? where target == nil || target == label: return true
    case .breakLoop(let target)? where target == nil || target == label: return false
    case let other?:
      total.jump = other
      return false
    }
  }

  /// A range of whole numbers (`0..<n`, `1...n`), iterated without being made an array.
  static func wholeRange(_ value: Evaluated) -> Range<Int>? {
    guard case .range(let lower, let upper, let isClosed) = value, let low = whole(lower?.number),
      let high = whole(upper?.number)
    else { return nil }
    let end = high + (isClosed ? 1 : 0)
    return low < end ? low..<end : low..<low
  }

  /// Binds a pattern to a value: a name, `_`, or a tuple of them spread over a tuple's parts.
  func bind(_ pattern: PatternSyntax, to value: Evaluated, _ context: Context) {
    if let name = pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
      context.scope.names[name] = value
    } else if let binding = pattern.as(ValueBindingPatternSyntax.self) {
      bind(binding.pattern, to: value, context)
    } else if let tuple = pattern.as(TuplePatternSyntax.self) {
      let parts: [Evaluated]
      if case .tuple(let values) = value {
        parts = values.map(\.value)
      } else {
        parts = []
      }
      for (index, element) in tuple.elements.enumerated() {
        bind(
          element.pattern, to: index < parts.count ? parts[index] : .unknown(Placeholder(expression: "…")),
          context)
      }
    }
  }
}
