import LayoutEngine
import LayoutMapping

/// A custom `Layout` of the app's files (`struct FlowLayout: Layout`) as the engine runs it: the
/// layout's fields as the preview's code gave them (`FlowLayout(spacing: 6)`), and its code,
/// which each call of the engine's hook runs in the evaluator with the engine's proxies as
/// `subviews`.
///
/// The code is evaluated when layout asks, not when the file is read, because its answers
/// depend on what only layout knows: the proposal, and the subviews' sizes on this device, in
/// this orientation and at this Dynamic Type size. So the value captures the code and its inputs
/// instead of results: it is pure (a call's answer depends on its arguments alone: each call
/// evaluates afresh, on an evaluator of its own, so nothing of one call leaks into the next) and
/// `Sendable` (it holds immutable syntax and values; the engine may call it from any thread).
///
/// Every call runs within `LayoutProgram.limits`. A call that cannot be run (code the evaluator
/// does not know, a budget spent) lays the subviews out as a vertical stack (`LayoutFallback`);
/// the reader tries the code before (`trial()`) so that such code is found while the file is
/// read, where a `file:line:column` warning can still say why, and the mapper then draws a
/// `VStack` instead.
struct EvaluatedLayout: Layout {
  let program: LayoutProgram
  let fields: Fields
  /// The fields written out, which with the program tell layouts apart (`==`, `hash`).
  let fingerprint: String
  /// Where the preview makes the layout: what a warning about a method it lacks points at.
  let source: Location
  /// Its code's operator sequences, folded once.
  let folded: FoldedCode
  /// The calls that ran, which a call with the same inputs gives again without running.
  let memo = LayoutCallMemo()

  /// The layout's fields. They hold no closure (`LayoutCapture` refuses those), so no evaluator
  /// scope: only values, which nothing mutates once captured; hence `@unchecked Sendable`.
  struct Fields: @unchecked Sendable {
    let instance: Instance
  }

  /// The layout's own cache (`Layout.Cache`, made by its `makeCache(subviews:)`), as the
  /// evaluator holds it; `nil` (Swift's `()`) for a layout without one.
  struct Cache {
    var value: Evaluated
  }

  var type: String { fields.instance.type }

  static func == (a: EvaluatedLayout, b: EvaluatedLayout) -> Bool {
    a.program === b.program && a.fingerprint == b.fingerprint
  }

  func hash(into hasher: inout Hasher) { hasher.combine(fingerprint) }

  // MARK: - The engine's hook

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> Size {
    let proxies = EngineSubviews(subviews: subviews)
    let call = LayoutCallMemo.Call.size(proposal, count: proxies.count)
    let kept = Self.hasNoCache(cache)
    if kept, let trace = memo.replay(call, on: proxies) { return trace.size }
    let recording = RecordingSubviews(proxies)
    switch size(proposal, recording, cache: &cache.value) {
    case .success(let size):
      if kept, Self.hasNoCache(cache) {
        var trace = recording.trace
        trace.size = size
        memo.keep(trace, of: call)
      }
      return size
    case .failure(let failure):
      program.warn(failure, fallback)
      return LayoutFallback.size(proposal, proxies)
    }
  }

  func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
    let proxies = EngineSubviews(subviews: subviews)
    let call = LayoutCallMemo.Call.place(bounds, proposal, count: proxies.count)
    let kept = Self.hasNoCache(cache)
    if kept, let trace = memo.replay(call, on: proxies) {
      for placed in trace.placements {
        proxies.place(placed.index, at: placed.position, anchor: placed.anchor, proposal: placed.proposal)
      }
      return
    }
    let recording = RecordingSubviews(proxies)
    switch place(bounds, proposal, recording, cache: &cache.value) {
    case .success:
      if kept, Self.hasNoCache(cache) { memo.keep(recording.trace, of: call) }
    case .failure(let failure):
      program.warn(failure, fallback)
      LayoutFallback.place(in: bounds, proxies)
    }
  }

  /// Whether the layout keeps no cache (SwiftUI's `()`): then its calls can be kept (`memo`).
  private static func hasNoCache(_ cache: Cache) -> Bool {
    if case .value(.null) = cache.value { return true }
    return false
  }

  /// What a call that fails while laying out does instead, for its warning.
  private var fallback: String {
    "the custom layout '\(type)' could not be run by the preview there, so its views are laid out in a vertical stack"
  }

  func makeCache(subviews: Subviews) -> Cache {
    Cache(
      value: (try? cache(EngineSubviews(subviews: subviews)).get())
        ?? .unknown(Placeholder(expression: "cache")))
  }

  func updateCache(_ cache: inout Cache, subviews: Subviews) {
    let proxies = EngineSubviews(subviews: subviews)
    var declared = true
    let result = program.running(
      { seconds -> Result<Evaluated?, LayoutCodeFailure> in
        let evaluator = program.evaluator(proxies, folded, seconds: seconds)
        let arguments = ["cache": cache.value, "subviews": evaluator.subviewsValue(proxies)]
        switch evaluator.runLayoutMethod("updateCache", of: fields.instance, arguments) {
        case .success(let outcome)?: return .success(outcome.cache)
        case .failure(let failure)?: return .failure(failure)
        case nil:
          declared = false
          return .success(nil)
        }
      }, refused: refusal)
    switch result {
    case .success(let made): if declared { cache.value = made ?? cache.value }
    case .failure: cache.value = .unknown(Placeholder(expression: "cache"))
    }
    if !declared { cache = makeCache(subviews: subviews) }
  }

  // MARK: - Running the code

  /// `sizeThatFits(proposal:subviews:cache:)`, or why it could not be run.
  func size(_ proposal: ProposedViewSize, _ proxies: any SubviewProxies, cache: inout Evaluated)
    -> Result<Size, LayoutCodeFailure>
  {
    let given = cache
    var left: Evaluated?
    let result = program.running(
      { seconds -> Result<Size, LayoutCodeFailure> in
        let evaluator = program.evaluator(proxies, folded, seconds: seconds)
        let arguments = [
          "proposal": Evaluator.proposal(proposal), "subviews": evaluator.subviewsValue(proxies),
          "cache": given,
        ]
        switch evaluator.runLayoutMethod("sizeThatFits", of: fields.instance, arguments) {
        case .success(let outcome)?:
          left = outcome.cache
          guard let size = Evaluator.size(of: outcome.value), !size.width.isNaN, !size.height.isNaN else {
            return .failure(problem("sizeThatFits", "gives a size the preview cannot know", evaluator))
          }
          return .success(size)
        case .failure(let failure)?: return .failure(failure)
        case nil: return .failure(problem("sizeThatFits", "is not declared", evaluator))
        }
      }, refused: refusal)
    cache = left ?? cache
    return result
  }

  /// `placeSubviews(in:proposal:subviews:cache:)`, or why it could not be run.
  func place(
    _ bounds: Rect, _ proposal: ProposedViewSize, _ proxies: any SubviewProxies, cache: inout Evaluated
  ) -> Result<Void, LayoutCodeFailure> {
    let given = cache
    var left: Evaluated?
    let result = program.running(
      { seconds -> Result<Void, LayoutCodeFailure> in
        let evaluator = program.evaluator(proxies, folded, seconds: seconds)
        let arguments = [
          "in": Evaluator.rect(bounds), "proposal": Evaluator.proposal(proposal),
          "subviews": evaluator.subviewsValue(proxies), "cache": given,
        ]
        switch evaluator.runLayoutMethod("placeSubviews", of: fields.instance, arguments) {
        case .success(let outcome)?:
          left = outcome.cache
          return .success(())
        case .failure(let failure)?: return .failure(failure)
        case nil: return .failure(problem("placeSubviews", "is not declared", evaluator))
        }
      }, refused: refusal)
    cache = left ?? cache
    return result
  }

  /// `makeCache(subviews:)`, `nil` (`()`) when the layout has none.
  func cache(_ proxies: any SubviewProxies) -> Result<Evaluated, LayoutCodeFailure> {
    program.running(
      { seconds in
        let evaluator = program.evaluator(proxies, folded, seconds: seconds)
        switch evaluator.runLayoutMethod(
          "makeCache", of: fields.instance, ["subviews": evaluator.subviewsValue(proxies)])
        {
        case .success(let outcome)?: return .success(outcome.value)
        case .failure(let failure)?: return .failure(failure)
        case nil: return .success(.value(.null))
        }
      }, refused: refusal)
  }

  /// A call `LayoutProgram.running` refused, for `reason`, at the layout's call in the preview: a
  /// refusal costs nothing, since once the preview's budget is spent every later call is one.
  private func refusal(_ reason: String) -> LayoutCodeFailure {
    LayoutCodeFailure(diagnostic: SourceDiagnostic(.warning, at: source, reason))
  }

  private func problem(_ method: String, _ reason: String, _ evaluator: Evaluator) -> LayoutCodeFailure {
    LayoutCodeFailure(
      diagnostic: SourceDiagnostic(
        .warning, at: evaluator.methodLocation(method, of: type) ?? source,
        "'\(type).\(method)' \(reason)"))
  }

  /// Runs the code once on stand-ins (`TrialSubviews`): a cache, sizes for a phone's width, for
  /// the minimum and for the maximum, and a placement; the first reason it cannot be run, or
  /// `nil` when it runs.
  func trial() -> SourceDiagnostic? {
    let proxies = TrialSubviews(count: 12)
    var cache: Evaluated
    switch self.cache(proxies) {
    case .success(let made): cache = made
    case .failure(let failure): return failure.diagnostic
    }
    var placed = Size.zero
    for proposal in [ProposedViewSize(width: 390, height: nil), .zero, .infinity] {
      switch size(proposal, proxies, cache: &cache) {
      case .success(let size): if proposal.height == nil { placed = size }
      case .failure(let failure): return failure.diagnostic
      }
    }
    let bounds = Rect(origin: .zero, size: placed)
    if case .failure(let failure) = place(
      bounds, ProposedViewSize(width: 390, height: nil), proxies, cache: &cache)
    {
      return failure.diagnostic
    }
    return nil
  }
}
