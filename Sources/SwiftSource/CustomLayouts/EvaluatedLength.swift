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
    let evaluator = program.evaluator(TrialSubviews(count: 0), code.folded)
    evaluator.screenSize = context.screenSize
    // A name that holds another computed length (`let width = proxy.size.width / 3`) is that
    // length's value here.
    let copies = SharedScopes { value in
      if case .value(.computedLength(let length, _)) = value {
        return Evaluator.number(length.value(in: context))
      }
      return Evaluator.computable(value)
    }
    let scope = Scope(parent: copies.copy(of: code.scope))
    if let size = context.geometrySize {
      for name in code.geometryNames { scope.names[name] = Evaluator.geometryProxy(size) }
    }
    let value = evaluator.evaluate(code.expression, Context(scope: scope, file: code.file))
    if let failure = evaluator.failure { return .failure(LayoutCodeFailure(diagnostic: failure)) }
    guard let number = value.number, number.isFinite else {
      return .failure(
        LayoutCodeFailure(
          diagnostic: SourceDiagnostic(
            .warning, at: source, "the length's value cannot be known by the preview")))
    }
    return .success(number)
  }

  /// Its value for the stand-in reader and screen, or why it cannot be computed.
  func trial() -> Result<Double, LayoutCodeFailure> { run(Self.standIn) }
}
