import Devices
import LayoutEngine
import LayoutMapping
import Variants

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Lays layout files out over a variant matrix and runs the rules on each layout: the work of
/// `layout-preview check`. Variants whose inputs are equal (`SceneKey`) are inspected once, and
/// scenes with one layout context laid out once (`Plan`); a file past its work budget
/// (`WorkBudget`) is checked on a narrower matrix; the layouts of all files are spread over the
/// cores in a task group.
public enum Checker {
  /// One file to check: its name for reports, its parsed body, and how it asks to be shown
  /// (a SwiftUI preview's traits: its variants are the ones it is shown in, see
  /// `PreviewVariant.applying(_:)`).
  public struct Input: Sendable {
    public var file: String
    public var body: ViewNode
    public var traits: LayoutTraits
    /// The matrix this file is checked over, `nil` for the one `check` is given (a macOS-only
    /// Swift file is checked on a Mac window).
    public var matrix: VariantMatrix?

    public init(
      file: String, body: ViewNode, traits: LayoutTraits = LayoutTraits(), matrix: VariantMatrix? = nil
    ) {
      self.file = file
      self.body = body
      self.traits = traits
      self.matrix = matrix
    }
  }

  /// The batches started and not yet merged: one a core and one more, so a core that finishes a
  /// batch finds the next one waiting while the folds are merged. A batch done waits to be merged
  /// in order, holding its findings, so this bounds the memory as well: 16 batches started at a
  /// time, with those done waiting beside them, held 240 MB for 10,000 buttons on two cores.
  static let batchesHeld = max(Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))), 1) + 1

  /// The report of each input, in order, each file given `budget` (`WorkBudget`), which the
  /// previews of one file share (each has its part): a file of 25 previews costs what one does.
  ///
  /// The files are planned in parallel; then their batches of scenes are laid out and inspected
  /// on every core (`batchesHeld` at a time), each folded as it is inspected
  /// (`FindingsFold`); the folds are merged in order as they come back, and each file's findings
  /// are grouped in parallel. What is held at once is a few layouts per core and the findings.
  public static func check(
    _ inputs: [Input], matrix: VariantMatrix, settings: RuleSettings = RuleSettings(),
    budget: WorkBudget = .standard
  ) async -> [FileReport] {
    let previewsOfFile = Dictionary(inputs.map { ($0.file, 1) }, uniquingKeysWith: +)
    let plans = await withTaskGroup(of: (Int, Plan).self) { group in
      for (file, input) in inputs.enumerated() {
        let part = budget.shared(by: previewsOfFile[input.file] ?? 1)
        group.addTask {
          (file, Plan(input, matrix: input.matrix ?? matrix, settings: settings, budget: part))
        }
      }
      var plans: [Plan?] = Array(repeating: nil, count: inputs.count)
      for await (file, plan) in group { plans[file] = plan }
      return plans.map { $0! }
    }
    var folds = plans.map { FindingsFold(sceneCount: $0.scenes.count) }
    // Each batch's fold is merged once the batches before it in its file are (so the findings'
    // order does not depend on which core finishes first).
    var waiting = plans.map { _ in [Int: FindingsFold]() }
    var next = plans.map { _ in 0 }
    var work = plans.enumerated().flatMap { file, plan in
      plan.batches().enumerated().map { (file: file, batch: $0.offset, columns: $0.element) }
    }[...]
    var held = 0
    await withTaskGroup(of: (Int, Int, FindingsFold).self) { group in
      // Batches start in order, so the one each file waits for has always been started.
      func start() {
        while held < batchesHeld, let item = work.popFirst() {
          held += 1
          let plan = plans[item.file]
          group.addTask { (item.file, item.batch, plan.observe(item.columns)) }
        }
      }
      start()
      for await (file, batch, fold) in group {
        waiting[file][batch] = fold
        while let ready = waiting[file].removeValue(forKey: next[file]) {
          folds[file].merge(ready)
          next[file] += 1
          held -= 1
        }
        start()
      }
    }
    let found = folds
    return await withTaskGroup(of: (Int, FileReport).self) { group in
      for (file, plan) in plans.enumerated() {
        group.addTask { (file, plan.report(found[file], settings: settings)) }
      }
      var reports: [FileReport?] = Array(repeating: nil, count: plans.count)
      for await (file, report) in group { reports[file] = report }
      return reports.map { $0! }
    }
  }
}
