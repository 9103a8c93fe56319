import LayoutEngine
import LayoutMapping
import Synchronization

/// An `AlignmentID` of the app's files (`private enum MyCenter: AlignmentID`) as the engine runs
/// it: its static `defaultValue(in:)`, evaluated with a view's `ViewDimensions` each time a
/// container needs the guide of a view that does not set it.
///
/// Like a custom layout's code (`EvaluatedLayout`) it runs when layout asks, within the budgets
/// of one layout call (`LayoutProgram.running`), and the reader tries it once while reading
/// (`trial()`). Its answer depends on the dimensions alone, as SwiftUI asks of a default value,
/// so each size's answer is kept (`Answers`): a container asks every child's guide for each
/// proposal, and the evaluator is the expensive part. A call that cannot be run gives no number,
/// which the engine reads as the view's leading edge or top.
struct EvaluatedAlignmentID: AlignmentID {
  let program: LayoutProgram
  /// The ID's type in the files, as declarations know it (`VerticalAlignment.MyCenter`).
  let type: String
  /// The type's declaration as written, which with its name tells IDs apart: the engine keeps
  /// each distinct guide for the life of the process (`CustomAlignment`), so a file read again
  /// (each save, in the session) finds its guides rather than adding new ones. Code the ID calls
  /// outside its declaration (a global helper) is the first reading's.
  let code: String
  let folded: FoldedCode
  /// Where the guide is made (`VerticalAlignment(MyCenter.self)`).
  let source: Location
  let answers = Answers()

  static func == (a: EvaluatedAlignmentID, b: EvaluatedAlignmentID) -> Bool {
    a.type == b.type && a.code == b.code
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(type)
    hasher.combine(code)
  }

  func defaultValue(in dimensions: ViewDimensions) -> Double {
    let size = Size(width: dimensions.width, height: dimensions.height)
    if let known = answers.value(for: size) { return known }
    switch run(dimensions) {
    case .success(let value):
      answers.keep(value, for: size)
      return value
    case .failure(let failure):
      program.warn(
        failure,
        "the alignment '\(type)' could not be computed by the preview there, so it is the view's leading edge or top"
      )
      return .nan
    }
  }

  /// Whether a `defaultValue(in:)` is running on this thread: one that names a custom guide
  /// (`d[.myCenter]` inside `MyCenter`'s own) would run it again, without end, so it cannot.
  @TaskLocal static var isRunning = false

  /// `defaultValue(in:)` for a view of `dimensions`, or why it could not be computed.
  func run(_ dimensions: ViewDimensions) -> Result<Double, LayoutCodeFailure> {
    Self.$isRunning.withValue(true) { running(dimensions) }
  }

  private func running(_ dimensions: ViewDimensions) -> Result<Double, LayoutCodeFailure> {
    program.running(
      { seconds -> Result<Double, LayoutCodeFailure> in
        let evaluator = program.evaluator(TrialSubviews(count: 0), folded, seconds: seconds)
        let d = Evaluator.made(
          "ViewDimensions",
          ["width": Evaluator.number(dimensions.width), "height": Evaluator.number(dimensions.height)])
        switch evaluator.runStaticLayoutMethod("defaultValue", of: type, ["in": d]) {
        case .success(let outcome)?:
          guard let number = outcome.value.number, !number.isNaN else {
            return .failure(problem("its default value cannot be known by the preview"))
          }
          return .success(number)
        case .failure(let failure)?: return .failure(failure)
        case nil: return .failure(problem("'defaultValue(in:)' is not declared"))
        }
      }, refused: problem)
  }

  private func problem(_ reason: String) -> LayoutCodeFailure {
    LayoutCodeFailure(diagnostic: SourceDiagnostic(.warning, at: source, reason))
  }

  /// Runs `defaultValue(in:)` once on a stand-in view (40 × 20); the first reason it cannot be
  /// run, or `nil` when it runs.
  func trial() -> SourceDiagnostic? {
    if case .failure(let failure) = run(ViewDimensions(size: Size(width: 40, height: 20))) {
      return failure.diagnostic
    }
    return nil
  }

  /// The default values computed so far, by the view's size: shared by the copies of one ID and
  /// by the threads that lay out with it. At most `limit` are kept; past it, answers are computed
  /// again each time.
  final class Answers: Sendable {
    private let known = Mutex<[Size: Double]>([:])
    static let limit = 4096

    func value(for size: Size) -> Double? { known.withLock { $0[size] } }

    func keep(_ value: Double, for size: Size) {
      known.withLock { if $0.count < Self.limit { $0[size] = value } }
    }
  }
}
