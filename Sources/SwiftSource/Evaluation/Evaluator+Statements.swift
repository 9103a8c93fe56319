import LayoutEngine
import LayoutMapping
import SwiftSyntax

/// What running a block of statements gave: the views a builder collected, the value a `return`
/// gave, or the value of a block that is a single expression.
struct BlockOutcome {
  var views: [Call] = []
  /// What a custom result builder's statements gave, in order (`Context.buildsValues`).
  var values: [Evaluated] = []
  var returned: Evaluated?
  var single: Evaluated?
  var isBuilder: Bool
  /// A `break` or `continue` that ends the block early, for the loop around it.
  var jump: Jump?

  init(views: [Call] = [], isBuilder: Bool, jump: Jump? = nil) {
    self.views = views
    self.isBuilder = isBuilder
    self.jump = jump
  }

  /// The block's value: what it returned, else its views (builder) or its single expression.
  func value(in evaluator: Evaluator, at node: some SyntaxProtocol) -> Evaluated {
    if let returned { return returned }
    if isBuilder { return .views(views) }
    return single ?? evaluator.unknown(node)
  }
}

extension Evaluator {
  /// Runs statements as a view builder (`builder`: each expression is a view) or as a function
  /// body (a `return` or a single expression gives the value); `let`s and `var`s bind names.
  /// `statements` runs a lone expression as a statement, not as the block's value (a loop's body,
  /// where `if x { return y }` returns from the function).
  func run(
    _ items: CodeBlockItemListSyntax, _ context: Context, builder: Bool, statements asStatements: Bool = false
  ) -> BlockOutcome {
    var outcome = BlockOutcome(isBuilder: builder)
    let statements = active.statements(items)
    if !builder, !asStatements, statements.count == 1, let expression = expression(of: statements[0]),
      expression.as(InfixOperatorExprSyntax.self)?.isAssignment != true
    {
      outcome.single = evaluate(expression, context)
      return outcome
    }
    for item in statements {
      guard !isExhausted else { break }
      if let declaration = item.item.as(VariableDeclSyntax.self) {
        bind(declaration, context)
      } else if let returnStatement = item.item.as(ReturnStmtSyntax.self) {
        let value = returnStatement.expression.map { evaluate($0, context) } ?? .value(.null)
        outcome.returned =
          builder ? .views(outcome.views + views(of: value, at: returnStatement, context)) : value
        return outcome
      } else if let statement = item.item.as(StmtSyntax.self),
        let inner = control(statement, context, builder: builder)
      {
        outcome.views += inner.views
        outcome.values += inner.values
        if let returned = inner.returned { return withReturn(outcome, returned, builder) }
        if let jump = inner.jump { return ended(outcome, by: jump) }
      } else if let expression = expression(of: item) {
        if let ifExpression = expression.as(IfExprSyntax.self) {
          let inner = run(branch: ifExpression, context, builder: builder)
          outcome.views += inner.views
          outcome.values += inner.values
          if let returned = inner.returned { return withReturn(outcome, returned, builder) }
          if let jump = inner.jump { return ended(outcome, by: jump) }
        } else if let switchExpression = expression.as(SwitchExprSyntax.self) {
          var inner = run(switch: switchExpression, context, builder: builder)
          outcome.views += inner.views
          outcome.values += inner.values
          if let returned = inner.returned { return withReturn(outcome, returned, builder) }
          // A `break` in a case leaves the switch.
          if case .breakLoop(nil)? = inner.jump { inner.jump = nil }
          if let jump = inner.jump { return ended(outcome, by: jump) }
        } else if let assignment = expression.as(InfixOperatorExprSyntax.self), assignment.isAssignment {
          assign(assignment, context)
        } else if builder, context.buildsValues {
          outcome.values.append(evaluate(expression, context))
        } else if builder {
          outcome.views += views(of: evaluate(expression, context), at: expression, context)
        } else if Self.isCall(expression) {
          // A call for what it does (`subview.place(at:proposal:)`, `rows.append(row)`,
          // `try await store.load()`).
          _ = evaluate(expression, context)
        }
      }
    }
    return outcome
  }

  /// Whether `expression` is a call, after any `try` and `await`.
  static func isCall(_ expression: ExprSyntax) -> Bool {
    if let marked = expression.as(TryExprSyntax.self) { return isCall(marked.expression) }
    if let marked = expression.as(AwaitExprSyntax.self) { return isCall(marked.expression) }
    return expression.is(FunctionCallExprSyntax.self)
  }

  /// `outcome` ended by `jump`.
  private func ended(_ outcome: BlockOutcome, by jump: Jump) -> BlockOutcome {
    var ended = outcome
    ended.jump = jump
    return ended
  }

  private func withReturn(_ outcome: BlockOutcome, _ value: Evaluated, _ builder: Bool) -> BlockOutcome {
    var outcome = outcome
    if builder, case .views(let views) = value {
      outcome.returned = .views(outcome.views + views)
    } else {
      outcome.returned = value
    }
    return outcome
  }

  /// The expression an item holds, whether written as an expression or as a statement.
  func expression(of item: CodeBlockItemSyntax) -> ExprSyntax? {
    (item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression).map(folded)
  }

  /// `let x = …`, `var x = …`, `@Previewable @State var x = …`: binds each name in scope.
  func bind(_ declaration: VariableDeclSyntax, _ context: Context) {
    for binding in declaration.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
        // `let (x, y) = (0, 0)`: each name its part.
        if binding.pattern.is(TuplePatternSyntax.self), let initializer = binding.initializer {
          bind(binding.pattern, to: evaluate(initializer.value, context), context)
        }
        continue
      }
      // `@Shared(.syncUps) var syncUps = [.mock]` in a `#Preview` fills the shared key.
      // A `let` may hold a computed length; a `var` is unknown, since code may change it later.
      let own = binding.initializer.map { initializer in
        let value = evaluate(initializer.value, context)
        return declaration.bindingSpecifier.tokenKind == .keyword(.let)
          ? computedLength(initializer.value, value, context) : value
      }
      let value = sharedValue(declaration.attributes, initial: own, context) ?? own
      context.scope.names[name] =
        value.map { stored(resolve($0, as: binding.typeAnnotation?.type), as: name) }
        ?? .unknown(Placeholder(expression: name))
    }
  }

  /// The expression inside `State(initialValue: v)`, `StateObject(wrappedValue: v)` or
  /// `.init(wrappedValue: v)`, evaluated in its own right.
  static func wrappedExpression(_ expression: ExprSyntax) -> ExprSyntax? {
    guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
    return call.arguments.first { ["initialValue", "wrappedValue"].contains($0.label?.text) }?.expression
  }

  /// The value inside `State(initialValue: v)`, `State(wrappedValue: v)` or `.init(…: v)`.
  static func wrappedValue(_ value: Evaluated) -> Evaluated {
    if case .value(.call(let call)) = value,
      let argument = call.arguments.first(where: {
        $0.label == "initialValue" || $0.label == "wrappedValue"
      })
    {
      return .value(argument.value)
    }
    return value
  }

  // MARK: - if and switch

  /// The branch of an `if` the conditions choose; on an unknown condition, the first, with a warning.
  func run(branch node: IfExprSyntax, _ context: Context, builder: Bool) -> BlockOutcome {
    let inner = context.child()
    var traits: TraitCondition?
    switch conditions(node.conditions, inner, traits: &traits) {
    case true?:
      guard let traits else { return run(node.body.statements, inner, builder: builder) }
      if builder, let branches = variantBranch(node, traits, context, inner: inner) { return branches }
      warn(unknownCondition(node.conditions, "its first branch"), at: node.conditions, context.file)
      return run(node.body.statements, inner, builder: builder)
    case false?:
      switch node.elseBody {
      case .ifExpr(let elseIf)?: return run(branch: elseIf, context, builder: builder)
      case .codeBlock(let block)?: return run(block.statements, context.child(), builder: builder)
      case nil: return BlockOutcome(isBuilder: builder)
      }
    case nil:
      // `var showsTabBar: Bool { if router.path.count > 0 { return false }; return true }`: the
      // Bool is as unknown as its condition, and the condition that uses it chooses.
      if !builder, let decided = decidedBool(node, context) { return decided }
      // `if isLoading { ProgressView() } else { content }`: the content, not the spinner.
      if choosesOther(node.conditions, context.file, first: "its first branch", other: "its else branch") {
        switch node.elseBody {
        case .ifExpr(let elseIf)?: return run(branch: elseIf, context, builder: builder)
        case .codeBlock(let block)?: return run(block.statements, context.child(), builder: builder)
        case nil: return BlockOutcome(isBuilder: builder)
        }
      }
      return run(node.body.statements, inner, builder: builder)
    }
  }

  /// Whether every condition holds (`nil` when one cannot be known); `if let` binds its name.
  /// Conditions on the preview's traits (`typeSize.isAccessibilitySize`) are gathered in `traits`
  /// and count as holding: the caller makes variants of them, or else reads them as unknown.
  func conditions(
    _ list: ConditionElementListSyntax, _ context: Context, traits: inout TraitCondition?
  ) -> Bool? {
    var result: Bool? = true
    for element in list {
      switch element.condition {
      case .expression(let expression):
        let value = evaluate(expression, context)
        if case .varying(.condition(let condition, _)) = value {
          guard let both = (traits ?? TraitCondition(anyOf: [LayoutCondition()])).and(condition) else {
            result = nil
            continue
          }
          traits = both
          continue
        }
        switch truth(value) {
        case false?: return false
        case nil: result = nil
        case true?: break
        }
      case .optionalBinding(let binding):
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
          result = nil
          continue
        }
        let value =
          binding.initializer.map { evaluate($0.value, context) }
          ?? lookup(name, context) ?? .unknown(Placeholder(expression: name))
        switch value {
        case .value(.null): return false
        case .unknown:
          context.scope.names[name] = .unknown(Placeholder(expression: name))
          result = nil
        default: context.scope.names[name] = value
        }
      case .availability(let availability):
        // The preview draws the system the HIG's devices ship: every `#available` check holds
        // and every `#unavailable` one fails, as on the newest iOS.
        if availability.availabilityKeyword.tokenKind == .poundUnavailable { return false }
      default:
        result = nil
      }
    }
    return result
  }

  /// The case of a `switch` its subject matches; on an unknown subject, the case that shows the
  /// screen's content (`contentCase`), with a warning.
  func run(switch node: SwitchExprSyntax, _ context: Context, builder: Bool) -> BlockOutcome {
    let subject = evaluate(node.subject, context)
    let cases = active.cases(node.cases)
    if subject.isUnknown {
      guard let chosen = Self.contentCase(of: cases) else {
        warn(unknownCondition(node.subject, "no case"), at: node.subject, context.file)
        return BlockOutcome(isBuilder: builder)
      }
      let inner = context.child()
      if chosen == 0 {
        warn(unknownCondition(node.subject, "its first case"), at: node.subject, context.file)
      } else {
        let pattern =
          if case .case(let items) = cases[chosen].label { Self.text(of: items.caseItems) } else { "default" }
        warn(
          unknownCondition(
            node.subject, "its case '\(pattern)', the screen's content rather than the states before it"),
          at: node.subject, context.file)
        // `case .loaded(let items)`: the names the case binds are unknown, not missing.
        Self.bindUnknown(cases[chosen].label, in: inner)
      }
      return run(cases[chosen].statements, inner, builder: builder)
    }
    for switchCase in cases {
      switch switchCase.label {
      case .default:
        return run(switchCase.statements, context.child(), builder: builder)
      case .case(let label):
        for item in label.caseItems {
          let inner = context.child()
          if matches(subject, item.pattern, inner) == true {
            return run(switchCase.statements, inner, builder: builder)
          }
        }
      }
    }
    // Swift's switches are exhaustive: no case matching is a pattern the preview does not read.
    warn(
      "no case of this switch matches '\(Self.text(of: node.subject))' as the preview reads it; nothing is shown for it",
      at: node.subject, context.file)
    return BlockOutcome(isBuilder: builder)
  }

  /// Whether `subject` matches a case pattern: `.home`, `"a"`, `1...3`, `let x`.
  private func matches(_ subject: Evaluated, _ pattern: PatternSyntax, _ context: Context) -> Bool? {
    if let binding = pattern.as(ValueBindingPatternSyntax.self) {
      if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
        context.scope.names[name] = subject
        return true
      }
      // `case let .detail(name)`: every name of the payload is bound.
      if let expression = binding.pattern.as(ExpressionPatternSyntax.self)?.expression {
        return matchesCase(subject, expression, context, bindingAll: true)
      }
      return nil
    }
    if pattern.is(WildcardPatternSyntax.self) { return true }
    guard let expression = pattern.as(ExpressionPatternSyntax.self)?.expression else { return nil }
    if let matched = matchesCase(subject, expression, context) { return matched }
    let value = evaluate(expression, context)
    if case .range(let lower, let upper, let isClosed) = value, let number = subject.number {
      if let low = lower?.number, number < low { return false }
      if let high = upper?.number, isClosed ? number > high : number >= high { return false }
      return true
    }
    return equal(subject, value)
  }
}

extension InfixOperatorExprSyntax {
  /// Whether the operator is `=` or a compound assignment (`+=`), which a builder ignores.
  var isAssignment: Bool {
    if self.operator.is(AssignmentExprSyntax.self) { return true }
    guard let binary = self.operator.as(BinaryOperatorExprSyntax.self) else { return false }
    return ["+=", "-=", "*=", "/=", "%=", "&&=", "||="].contains(binary.operator.text)
  }
}
