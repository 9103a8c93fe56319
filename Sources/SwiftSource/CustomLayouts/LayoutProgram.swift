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
  /// How long the calls of the file's previews' layouts that overran may take together
  /// (`overrunSeconds`), and how long they have taken.
  let overrunBudget: Duration
  private let overrun: LayoutOverrun
  /// What the preview's code that passed its trial and failed while laying out says, for the
  /// preview's document (`LayoutDocument.layoutWarnings`).
  let warnings = LayoutWarnings()

  init(
    files: [SwiftFile], declarations: ProgramDeclarations, active: ActiveCode, preview: EvaluationLimits,
    overrun: LayoutOverrun = LayoutOverrun()
  ) {
    self.files = files
    self.declarations = declarations
    self.active = active
    limits = Self.callLimits(preview)
    overrunBudget = .milliseconds(Int(Self.overrunSeconds(preview) * 1000))
    self.overrun = overrun
  }

  /// The time the calls that overrun may take together, for all the layouts of a file's
  /// previews (`LayoutOverrun`), on every device and size they are laid out for: half a
  /// preview's `maximumSeconds` (1 s). A call overruns when it stops on a budget, or when
  /// it or a layout nested in it is still running at its deadline. Code that passes its trial
  /// can still loop for a proposal or a count of subviews the trial did not try, and a layout
  /// is called many times a pass (once per row of a `ForEach`, several times per proposal); so
  /// without this a pass could take 0.2 s times every call. Past it every call falls back at
  /// once; calls that end in time never count, so a layout that runs is never cut by it.
  static func overrunSeconds(_ preview: EvaluationLimits) -> Double { preview.maximumSeconds / 2 }

  /// When the outermost layout call running on this thread must end: a layout nested in another
  /// (a flow inside a flow) is called from within its parent's call, and shares its deadline,
  /// so a parent that asks its subviews' sizes many times cannot multiply the time by its depth.
  @TaskLocal static var enclosingDeadline: ContinuousClock.Instant?

  /// Why no layout code may run now: the preview's overrun time is spent, or the enclosing
  /// call's deadline has passed; `nil` when it may.
  func refusal(at now: ContinuousClock.Instant) -> String? {
    if overrun.total >= overrunBudget {
      return
        "the custom layouts of this file's previews stop after \(Evaluator.describe(overrunBudget.seconds)) s of calls past their budgets (the limit of one file)"
    }
    if let deadline = Self.enclosingDeadline, now >= deadline {
      return
        "evaluation stopped after \(Evaluator.describe(limits.maximumSeconds)) s (the limit of one layout call)"
    }
    return nil
  }

  /// Runs one call of layout code (`call`, given the seconds it may take) within the program's
  /// budgets: refused at once with `refused(reason)` when `refusal` says so; its time charged to
  /// the overrun budget when it fails or outlives its deadline.
  func running<T>(
    _ call: (Double) -> Result<T, LayoutCodeFailure>, refused: (String) -> LayoutCodeFailure
  ) -> Result<T, LayoutCodeFailure> {
    let start = ContinuousClock.now
    if let reason = refusal(at: start) { return .failure(refused(reason)) }
    let own = start + .milliseconds(Int(limits.maximumSeconds * 1000))
    let deadline = Self.enclosingDeadline.map { min($0, own) } ?? own
    let result = Self.$enclosingDeadline.withValue(deadline) {
      call(max(0, (deadline - start).seconds))
    }
    let end = ContinuousClock.now
    var failed = false
    if case .failure = result { failed = true }
    if failed || end > deadline { overrun.add(end - start) }
    return result
  }

  /// Records that code which passed its trial failed while laying out: `failure` says where it
  /// stopped and why, `outcome` what the layout did instead.
  func warn(_ failure: LayoutCodeFailure, _ outcome: String) {
    warnings.add(
      LayoutFileWarning(
        location: failure.diagnostic.location, message: "\(failure.diagnostic.message); \(outcome)"))
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
  /// `seconds` is what is left of the time of the call it runs in (`running`).
  func evaluator(
    _ proxies: (any SubviewProxies)?, _ folded: FoldedCode = FoldedCode(), seconds: Double? = nil
  )
    -> Evaluator
  {
    var callLimits = limits
    if let seconds { callLimits.maximumSeconds = min(limits.maximumSeconds, seconds) }
    let evaluator = Evaluator(files: files, declarations: declarations, active: active, limits: callLimits)
    evaluator.proxies = proxies
    evaluator.foldedSequences = folded.sequences
    evaluator.fragmentOffsets = folded.offsets
    evaluator.foldedFiles = folded.files
    return evaluator
  }
}

extension Duration {
  /// The duration in seconds.
  fileprivate var seconds: Double {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}
