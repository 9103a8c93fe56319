import LayoutEngine
import LayoutMapping
import SwiftSyntax

/// The code a custom layout of the app's runs, captured when the file is read: the files and
/// their declarations, read once for the preview's platform, and the budgets of one layout call.
///
/// Layout runs later than reading, once per proposal, device, orientation and Dynamic Type size,
/// on whichever thread lays out, and for as long as the session keeps the tree; so what it keeps
/// is immutable (syntax trees and declarations are values), and every call builds an evaluator of
/// its own from it (`call(on:)`). A class only so that the layouts of one preview share it and
/// compare by identity: the same program and the same fields are the same layout.
final class LayoutProgram: Sendable {
  let files: [SwiftFile]
  let declarations: ProgramDeclarations
  let active: ActiveCode
  /// The budgets of one call of a layout's code.
  let limits: EvaluationLimits

  init(files: [SwiftFile], declarations: ProgramDeclarations, active: ActiveCode, preview: EvaluationLimits) {
    self.files = files
    self.declarations = declarations
    self.active = active
    limits = Self.callLimits(preview)
  }

  /// The budgets of one layout call, from a preview's: the same bounds on values (string bytes,
  /// array elements, bytes), a tenth of its steps and time (a layout is called once per proposal,
  /// many times a layout pass, and a body past them falls back at once rather than stall the
  /// session), and at most 64 levels of nesting, since layout may run on a thread with an
  /// ordinary stack where reading has a large one.
  static func callLimits(_ preview: EvaluationLimits) -> EvaluationLimits {
    var limits = preview
    limits.maximumSteps = max(1, preview.maximumSteps / 10)
    limits.maximumSeconds = preview.maximumSeconds / 10
    limits.maximumFileSeconds = limits.maximumSeconds
    limits.maximumDepth = min(preview.maximumDepth, 64)
    limits.maximumViews = preview.maximumViews
    return limits
  }

  /// A fresh evaluator for one call, asking `proxies` about the subviews, with the layout's
  /// sequences already folded.
  func evaluator(_ proxies: (any SubviewProxies)?, _ folded: FoldedCode = FoldedCode()) -> Evaluator {
    let evaluator = Evaluator(files: files, declarations: declarations, active: active, limits: limits)
    evaluator.proxies = proxies
    evaluator.foldedSequences = folded.sequences
    evaluator.fragmentOffsets = folded.offsets
    evaluator.foldedFiles = folded.files
    return evaluator
  }
}
