import LayoutEngine
import LayoutMapping

/// A preview's body read statically: its root views as an intermediate tree, what was
/// approximated on the way, and which files it read.
public struct Evaluation: Sendable, Hashable {
  /// The views the preview's body gives (usually one).
  public var views: [Call]
  /// Warnings about the root content; those about content inside closures travel with the
  /// closures (`Closure.warnings`), see `allWarnings`.
  public var warnings: [SourceDiagnostic]
  /// The files whose declarations were used (the previewed file and every sibling a custom view,
  /// helper or constant came from), so a watcher can reload when any of them changes.
  public var filesUsed: [String]
  /// The conditions the evaluator could not know, in the order met: where the session can flip one.
  public var unknownConditions: [SourceLocation] = []
  /// Where the preview's code that runs while laying out (custom layouts, guides) records what
  /// fails only then: the document's `layoutWarnings`.
  public var layoutWarnings = LayoutWarnings()

  public init(views: [Call], warnings: [SourceDiagnostic], filesUsed: [String]) {
    self.views = views
    self.warnings = warnings
    self.filesUsed = filesUsed
  }

  /// Every warning of the tree without repeats, the root's first, then each closure's in tree order:
  /// what a consumer that shows every closure's content reports.
  public var allWarnings: [SourceDiagnostic] {
    var result: [SourceDiagnostic] = []
    var seen: Set<SourceDiagnostic> = []
    func add(_ warnings: [SourceDiagnostic]) {
      for warning in warnings where seen.insert(warning).inserted { result.append(warning) }
    }
    func walk(_ call: Call) {
      for argument in call.arguments { walk(argument.value) }
      for modifier in call.modifiers { walk(modifier) }
    }
    func walk(_ value: SourceValue) {
      switch value {
      case .closure(let closure):
        add(closure.warnings)
        closure.views.forEach(walk)
      case .call(let call): walk(call)
      case .array(let values): values.forEach(walk)
      case .modified(let value, let modifiers):
        walk(value)
        modifiers.forEach(walk)
      default: break
      }
    }
    add(warnings)
    views.forEach(walk)
    return result
  }
}
