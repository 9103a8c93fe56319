import LayoutEngine
import LayoutMapping
import SwiftSyntax

/// A length of view code that reads a `GeometryReader`'s proxy or the screen
/// (`proxy.size.width / 3`, `(UIScreen.main.bounds.width - 32) / 2`) as the engine computes it:
/// the expression with the scope it was written in, evaluated each time the modifier that uses it
/// is sized or placed (`ComputedModifier`), with the proxy's names bound to the reader's size and
/// `UIScreen.main` to the device's screen.
///
/// Like an alignment guide (`EvaluatedGuide`), it is evaluated when layout asks, because the
/// reader's size is known only then, and the view tree is read once for every device. Every call
/// runs within `LayoutProgram.limits` on copies of the captured scopes; one that cannot be run
/// gives no number, and the modifier keeps the length it was made with. The reader tries it once
/// while reading (`trial()`), so that code it cannot run is found where a `file:line:column`
/// warning can say so.
struct EvaluatedLength: LengthComputation {
  let program: LayoutProgram
  let code: Code
  /// Where the expression is: with the program and the captured scope, what tells lengths apart.
  let source: Location

  /// The expression, the scope it was written in and the names in it that stand for a
  /// `GeometryReader`'s proxy. Immutable once read; hence `@unchecked`.
  struct Code: @unchecked Sendable {
    let expression: ExprSyntax
    let scope: Scope
    let file: Int
    let geometryNames: [String]
    let folded: FoldedCode
  }

  /// The reader and screen of the trial: a phone's, as an alignment guide's trial.
  static let standIn = LengthContext(
    geometrySize: Size(width: 390, height: 844), screenSize: Size(width: 390, height: 844))

  static func == (a: EvaluatedLength, b: EvaluatedLength) -> Bool {
    a.program === b.program && a.source == b.source && a.code.scope === b.code.scope
  }

  func hash(into hasher: inout Hasher) { hasher.combine(source) }

  func value(in context: LengthContext) -> Double {
    switch run(context) {
    case .success(let value): return value
    case .failure(let failure):
      program.warn(
        failure,
        "the length could not be computed by the preview there, so the view keeps its length for a 390 × 844 reader"
      )
      return .nan
    }
  }

  /// The expression's value in `context`, or why it could not be computed.
  func run(_ context: LengthContext) -> Result<Double, LayoutCodeFailure> {
    run(evaluated(context))
  }

  /// The expression evaluated in `context`, or why it could not be.
  private func evaluated(_ context: LengthContext) -> Result<Evaluated, LayoutCodeFailure> {
    let evaluator = program.evaluator(TrialSubviews(count: 0), code.folded)
    evaluator.lengthContext = context
    let scope = Scope(parent: SharedScopes().copy(of: code.scope))
    if let size = context.geometrySize {
      for name in code.geometryNames { scope.names[name] = Evaluator.geometryProxy(size) }
    }
    let value = evaluator.evaluate(code.expression, Context(scope: scope, file: code.file))
    if let failure = evaluator.failure { return .failure(LayoutCodeFailure(diagnostic: failure)) }
    return .success(value)
  }

  /// The length `evaluated` gives, or why it gives none.
  private func run(_ evaluated: Result<Evaluated, LayoutCodeFailure>) -> Result<Double, LayoutCodeFailure> {
    let value: Evaluated
    switch evaluated {
    case .success(let success): value = success
    case .failure(let failure): return .failure(failure)
    }
    guard let number = value.number, number.isFinite else {
      return .failure(
        LayoutCodeFailure(
          diagnostic: SourceDiagnostic(
            .warning, at: source,
            "its value is not a number the preview knows: of a GeometryReader's proxy it knows the size, not the safe area insets or the place on the screen"
          )))
    }
    return .success(number)
  }

  /// Its value for the stand-in reader and screen, or why it cannot be computed; `nil` when the
  /// expression is not a length (the proxy itself, passed to a helper; a string).
  func trial() -> Result<Double, LayoutCodeFailure>? {
    let evaluated = evaluated(Self.standIn)
    if case .success(let value) = evaluated, case .value(.number) = value {
    } else if case .success = evaluated {
      return nil
    }
    return run(evaluated)
  }
}
