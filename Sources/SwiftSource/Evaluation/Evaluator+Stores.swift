import SwiftSyntax

/// Stores filled by their methods: a view model whose `init` calls `load()`, which appends to or
/// assigns its `@Published` or `@Observable` array; `let store = Store(); store.add(…)` in a
/// preview; `static var preview: Store { let s = Store(); s.load(samples); return s }`. Instances
/// are values here, so a method's changes to `self` are written back where the object is held:
/// the variable, the field, or `self`, as a class's shared object or a struct's `mutating` method
/// would leave them.
extension Evaluator {
  /// `held.name(…)` or a bare `name(…)` inside a method of the same type (`held` `nil`): the
  /// method run on `instance`, and the `self` it leaves written back where the call found it.
  func method(
    _ overloads: [Member], of instance: Evaluated, heldAt held: ExprSyntax?, _ node: FunctionCallExprSyntax,
    _ context: Context
  ) -> Evaluated {
    let (value, after) = invokeChangingSelf(
      overloads, arguments(node, context), at: node, context, selfValue: instance)
    guard let after, case .instance = after else { return value }
    if let held, held.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self) {
      _ = store(after, into: held, context)
    } else {
      context.scope.replaceSelf(with: after)
    }
    return value
  }

  /// `old` changed to `new` by code the preview ran for its side effects (`.task`, `.onAppear`):
  /// `new` where it is data of the same kind (an array for an array, a string for a string, an
  /// instance of the same type, field by field), else `old`. Data such code loads from the
  /// network or a database cannot be known (`await service.fetchTrips()` is unknown, or a call
  /// of another module) and must not hide the data the files give.
  static func keepingKnown(_ old: Evaluated, _ new: Evaluated) -> Evaluated {
    switch (old, new) {
    case (.instance(let before), .instance(var after)) where before.type == after.type:
      for (name, value) in after.fields {
        if let previous = before.fields[name] { after.fields[name] = keepingKnown(previous, value) }
      }
      return .instance(after)
    // An object the view reads from the environment when it is built (`@Environment(Store.self)`)
    // may be unknown here: it stays so unless the code made it whole.
    case (.unknown, .instance(let after)): return after.fields.values.contains(where: \.isUnknown) ? old : new
    case (.unknown, _), (.value(.null), _): return new.isUnknown ? old : new
    case (.array, .array), (.dictionary, .dictionary), (.value(.string), .value(.string)),
      (.value(.number), .value(.number)), (.value(.bool), .value(.bool)):
      return new
    case (.enumCase(let before, _), .enumCase(let after, _)) where before == after: return new
    default: return old
    }
  }

  /// `instance` after the `.task { … }` and `.onAppear { … }` closures of its type's `body` have
  /// run on it, as a preview runs them when the view appears (`.task { await model.load() }`),
  /// so the body shows what they fill. Only what they make known is kept (`keepingKnown`), and
  /// their warnings are dropped: they are code the screen never draws.
  func appeared(_ instance: Instance, body: Member) -> Instance {
    let closures = Self.appearanceClosures(in: body.syntax)
    guard !closures.isEmpty else { return instance }
    let scope = Scope(parent: nil, selfValue: .instance(instance))
    let context = Context(scope: scope, file: body.file)
    _ = collectingWarnings { () -> Int in
      for closure in closures where !isExhausted {
        _ = run(closure.statements, context.child(), builder: false, statements: true)
      }
      return 0
    }
    guard case .instance(let after)? = scope.selfValue,
      case .instance(let kept) = Self.keepingKnown(.instance(instance), .instance(after))
    else { return instance }
    return kept
  }

  /// The closures given to `.task` and `.onAppear` anywhere in `syntax`, in source order, not
  /// inside a nested declaration.
  static func appearanceClosures(in syntax: Syntax) -> [ClosureExprSyntax] {
    final class Finder: SyntaxVisitor {
      var found: [ClosureExprSyntax] = []
      override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
          ["task", "onAppear"].contains(member.declName.baseName.text)
        {
          let given = node.arguments.first { $0.label?.text == "perform" }?.expression.as(
            ClosureExprSyntax.self)
          if let closure = node.trailingClosure ?? given { found.append(closure) }
        }
        return .visitChildren
      }
      override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
      override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
      override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(syntax)
    return finder.found
  }
}
