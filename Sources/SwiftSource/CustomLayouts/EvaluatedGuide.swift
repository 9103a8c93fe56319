import LayoutEngine
import LayoutMapping
import SwiftSyntax

/// An `alignmentGuide(_:computeValue:)` closure of the app's as the engine runs it: the closure's
/// code with the scope it captured when the file was read, evaluated each time a container aligns
/// the view by the guide, with the view's `ViewDimensions` as its argument.
///
/// Like a custom layout (`EvaluatedLayout`), it is evaluated when layout asks, because its answer
/// depends on the view's size on this device at this type size. Unlike a layout's code, guide
/// closures share state: those of one container's children capture the same `var`s (a row and
/// column counter in the common "flow of chips" pattern) and SwiftUI calls them child by child.
/// So each call runs on copies of the captured scopes that the container's guides share for one
/// layout pass (`AlignmentGuidePass`): what one closure assigns, the next reads, and the next
/// pass starts again from the values the file gave (a relayout gives what a fresh layout gives).
/// The captured scopes themselves are never written after reading, so the value is `Sendable`.
///
/// Every call runs within `LayoutProgram.limits`; one that cannot be run gives no number, and the
/// engine uses the guide's default. The reader tries the closure once while reading
/// (`trial()`), so that code it cannot run is found where a `file:line:column` warning can say so.
struct EvaluatedGuide: AlignmentGuideComputation {
  let program: LayoutProgram
  let code: Code
  /// Where the closure is: with the program and the captured scope, what tells guides apart.
  let source: Location

  /// The closure, the scope it captured and the names in it that stand for a `GeometryReader`'s
  /// proxy (`GeometryReader { g in … }`, or a `GeometryProxy` parameter of a function around
  /// it), which each call binds to the reader's size. Immutable once read; hence `@unchecked`.
  struct Code: @unchecked Sendable {
    let closure: ClosureValue
    let geometryNames: [String]
    let folded: FoldedCode
  }

  static func == (a: EvaluatedGuide, b: EvaluatedGuide) -> Bool {
    a.program === b.program && a.source == b.source && a.code.closure.scope === b.code.closure.scope
  }

  func hash(into hasher: inout Hasher) { hasher.combine(source) }

  func value(in dimensions: ViewDimensions, context: AlignmentGuideContext) -> Double {
    switch run(dimensions, context.pass, geometrySize: context.geometrySize) {
    case .success(let value): return value
    case .failure(let failure):
      program.warn(
        failure,
        "the alignment guide could not be computed by the preview there, so the view keeps its default guide")
      return .nan
    }
  }

  /// The closure's value for a view of `dimensions`, on the scopes `pass` shares, or why it
  /// could not be computed.
  func run(_ dimensions: ViewDimensions, _ pass: AlignmentGuidePass, geometrySize: Size?)
    -> Result<Double, LayoutCodeFailure>
  {
    // Layout code's rules (the first unknown value stops the call); the closure has no subviews.
    let evaluator = program.evaluator(TrialSubviews(count: 0), code.folded)
    let scope = Scope(parent: SharedScopes.in(pass).copy(of: code.closure.scope))
    if let geometrySize {
      let proxy = Evaluator.geometryProxy(geometrySize)
      for name in code.geometryNames { scope.names[name] = proxy }
    }
    let closure = ClosureValue(syntax: code.closure.syntax, scope: scope, file: code.closure.file)
    let d = Evaluator.made(
      "ViewDimensions",
      ["width": Evaluator.number(dimensions.width), "height": Evaluator.number(dimensions.height)])
    let value = evaluator.invoke(closure, [d], builder: false)
    if let failure = evaluator.failure { return .failure(LayoutCodeFailure(diagnostic: failure)) }
    guard let number = value.number, !number.isNaN else {
      return .failure(
        LayoutCodeFailure(
          diagnostic: SourceDiagnostic(
            .warning, at: source, "the guide's value cannot be known by the preview")))
    }
    return .success(number)
  }

  /// Runs the closure once on a stand-in view (40 × 20, in a `GeometryReader` as wide as a phone),
  /// on a pass of its own; the first reason it cannot be run, or `nil` when it runs.
  func trial() -> SourceDiagnostic? {
    let stand = ViewDimensions(size: Size(width: 40, height: 20))
    if case .failure(let failure) = run(
      stand, AlignmentGuidePass(), geometrySize: Size(width: 390, height: 844))
    {
      return failure.diagnostic
    }
    return nil
  }
}

/// The copies of captured scopes that the guides of one container share in one layout pass,
/// kept in the pass (`AlignmentGuidePass.storage`); a computed length's copies for one call
/// (`EvaluatedLength`).
final class SharedScopes {
  private var copies: [ObjectIdentifier: Scope] = [:]

  /// The copies of `pass`, made when a guide of its container first asks.
  static func `in`(_ pass: AlignmentGuidePass) -> SharedScopes {
    let key = ObjectIdentifier(SharedScopes.self)
    if let kept = pass.storage[key] as? SharedScopes { return kept }
    let made = SharedScopes()
    pass.storage[key] = made
    return made
  }

  /// This pass's copy of `scope` and of the scopes around it: the same copy for every guide
  /// that captured it, so they share its variables. Geometry kept as written
  /// (`CGFloat.zero`) becomes numbers, as layout code computes with them.
  func copy(of scope: Scope) -> Scope {
    let key = ObjectIdentifier(scope)
    if let made = copies[key] { return made }
    let made = Scope(
      parent: scope.parent.map(copy(of:)), selfValue: scope.selfValue, staticType: scope.staticType)
    made.names = scope.names.mapValues(Evaluator.computable)
    copies[key] = made
    return made
  }
}
