import LayoutEngine
import LayoutMapping

/// A preview as the engine lays it out: its `ViewNode` tree, every node at the `file:line:column`
/// of its call, what reading and mapping approximated, and the files it read.
public struct MappedPreview: Sendable, Hashable {
  public var body: ViewNode
  /// Placeholders, unknown modifiers, arguments a declaration rejected: each at its place in the
  /// Swift files, in the order met.
  public var warnings: [SourceDiagnostic]
  /// The files whose declarations the preview used, the previewed file first.
  public var filesUsed: [String]

  public init(body: ViewNode, warnings: [SourceDiagnostic], filesUsed: [String]) {
    self.body = body
    self.warnings = warnings
    self.filesUsed = filesUsed
  }
}

extension SwiftProgram {
  /// Evaluates `preview` and maps its tree onto the vocabulary's declarations.
  public func tree(of preview: Preview, limits: EvaluationLimits = .standard) -> MappedPreview {
    mapped(evaluate(preview, limits: limits), of: preview)
  }

  /// Maps the evaluation of `preview` onto the vocabulary's declarations (the second half of
  /// `tree(of:)`, which the benchmark times on its own).
  public func mapped(_ evaluation: Evaluation, of preview: Preview) -> MappedPreview {
    let mapper = ViewMapper(strings: strings, assets: assets)
    // Texts a declaration builds itself (a section's header) are translated as any `Text` is.
    let body = strings.translatingTexts(
      in: mapper.map(evaluation.views, warnings: evaluation.warnings, at: preview.source))
    let main = files[0].path
    let used = [main] + evaluation.filesUsed.filter { $0 != main }
    return MappedPreview(body: body, warnings: mapper.warnings, filesUsed: used)
  }
}
