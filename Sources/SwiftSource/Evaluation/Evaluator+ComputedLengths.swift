import LayoutEngine
import LayoutMapping
import SwiftSyntax

/// Lengths of view code that read a `GeometryReader`'s proxy or the screen
/// (`.frame(width: proxy.size.width / 3)`, `let side = UIScreen.main.bounds.width - 32`): unknown
/// while reading, since the tree is read once for every device, they are captured as
/// `EvaluatedLength`s the engine computes while laying out (`SourceValue.computedLength`).
extension Evaluator {
  /// `value`, what view code's `expression` evaluated to; a computed length instead when it is
  /// unknown and reads the proxy of a `GeometryReader` around it (its closure's parameter, or a
  /// `GeometryProxy` parameter of the function it is in), `UIScreen.main` or another computed
  /// length, and its trial on a stand-in reader gives a number. A trial that fails keeps the
  /// value unknown, with a warning where it stopped.
  func computedLength(_ expression: ExprSyntax, _ value: Evaluated, _ context: Context) -> Evaluated {
    guard proxies == nil, case .unknown = value, let readsGeometry = geometryRead(expression, context)
    else { return value }
    let kept = lengthTrials[expression.id]
    // A `ForEach`'s rows warn once.
    if kept?.failure != nil { return value }
    let length = EvaluatedLength(
      program: layoutProgram,
      code: EvaluatedLength.Code(
        expression: expression, scope: context.scope, file: context.file,
        geometryNames: Self.geometryNames(around: expression),
        folded: kept?.folded ?? FoldedCode(of: [Syntax(expression)], by: layoutProgram.evaluator(nil))),
      source: location(expression, context.file))
    switch length.trial() {
    case nil:
      lengthTrials[expression.id] = (length.code.folded, SourceDiagnostic(.warning, at: length.source, ""))
      return value
    case .failure(let failure)?:
      lengthTrials[expression.id] = (length.code.folded, failure.diagnostic)
      warn(
        SourceDiagnostic(
          .warning, at: failure.diagnostic.location,
          "the length '\(Self.text(of: expression))' cannot be computed by the preview (\(failure.diagnostic.message))"
        ))
      return value
    case .success(let standIn)?:
      lengthTrials[expression.id] = (length.code.folded, nil)
      let computed = ComputedLength(length, readsGeometry: readsGeometry, text: Self.text(of: expression))
      return .value(.computedLength(computed, standIn: standIn))
    }
  }

  /// Whether `expression` reads a `GeometryReader`'s size (`true`) or only the screen (`false`),
  /// directly or through a name that holds a computed length; `nil` when it reads neither.
  private func geometryRead(_ expression: ExprSyntax, _ context: Context) -> Bool? {
    var readsScreen = false
    var readers: Set<String>?
    for token in expression.tokens(viewMode: .sourceAccurate) {
      guard case .identifier(let name) = token.tokenKind else { continue }
      if name == "UIScreen" {
        readsScreen = true
        continue
      }
      if case .value(.computedLength(let length, _))? = context.scope.lookup(name) {
        if length.readsGeometry { return true }
        readsScreen = true
        continue
      }
      readers = readers ?? Set(Self.geometryNames(around: expression))
      if readers!.contains(name) { return true }
    }
    return readsScreen ? false : nil
  }

  /// The arguments of library call `name` as the engine takes them: a computed length where the
  /// engine computes one (`frame`, `padding`, `offset`, `position`, the modifiers
  /// `ComputedModifier` holds), elsewhere its value for the stand-in reader and screen, with a
  /// warning.
  func placingComputedLengths(
    _ arguments: [EvaluatedArgument], of name: String, base: String?, _ context: Context
  ) -> [EvaluatedArgument] {
    guard base != nil || !Self.computedModifiers.contains(name) else { return arguments }
    return arguments.map { argument in
      guard case .value(.computedLength(let length, let standIn)) = argument.value else { return argument }
      warn(
        "'\(length.text)' is computed by the preview for a 390 × 844 reader and screen only: it computes lengths while laying out in frame, padding, offset and position",
        at: argument.syntax, context.file)
      var placed = argument
      placed.value = Self.number(standIn)
      return placed
    }
  }

  /// The modifiers whose lengths the engine computes while laying out.
  static let computedModifiers: Set<String> = ["frame", "padding", "offset", "position"]
}
