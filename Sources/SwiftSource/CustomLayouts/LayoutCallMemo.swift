import LayoutEngine
import LayoutMapping
import Synchronization

/// The calls of a custom layout's code that have run, kept so that a call asked again with the
/// same inputs is answered without evaluating the code again.
///
/// Evaluating the code is what a custom layout costs (`check` of a flow of tags spent about 80% of
/// its time in the evaluator, ten times a `VStack`'s), and the engine asks the same question many
/// times: once to fit the screen to the content and again to lay it out, once per direction (the
/// code sees the same bounds either way: the engine mirrors), once per device of one width. The
/// code is a function of its fields, the proposal (and bounds), and the answers its subviews give;
/// so a call is recorded with every question it asked and the answer (`Trace`), and a later call
/// with the same proposal asks the new subviews the same questions in the same order: when every
/// answer is the same, the code would take the same path, and the recorded result (a size, or the
/// placements, made again on the new subviews) is its result. Only calls of a layout without a
/// cache are kept (a cache is state the code may read and change), only calls that ran, and at
/// most `limit` proposals with `perProposal` traces each.
final class LayoutCallMemo: Sendable {
  static let limit = 1024
  static let perProposal = 4

  /// Which call: `sizeThatFits` for a proposal, or `placeSubviews` in bounds for one.
  enum Call: Hashable {
    case size(ProposedViewSize, count: Int)
    case place(Rect, ProposedViewSize, count: Int)
  }

  /// One question the code asked its subviews, with the answer.
  enum Question: Equatable, Sendable {
    case size(Int, ProposedViewSize, Size)
    case distance(Int, Int, Axis, Double)
    case priority(Int, Double)
    case value(Int, String, SourceValue?)

    /// Whether `proxies` give the same answer.
    func holds(for proxies: any SubviewProxies) -> Bool {
      switch self {
      case .size(let index, let proposal, let size): proxies.size(index, proposal) == size
      case .distance(let index, let next, let axis, let distance):
        proxies.distance(index, to: next, along: axis) == distance
      case .priority(let index, let priority): proxies.priority(index) == priority
      case .value(let index, let key, let value): proxies.value(index, key: key) == value
      }
    }
  }

  /// A call that ran: what it asked, what it placed, and the size it gave (`sizeThatFits`).
  struct Trace: Sendable {
    var questions: [Question] = []
    var placements: [(index: Int, position: Point, anchor: UnitPoint, proposal: ProposedViewSize)] = []
    var size = Size.zero
  }

  private let traces = Mutex<[Call: [Trace]]>([:])

  /// The recorded trace of `call` whose questions `proxies` answer the same, if any.
  func replay(_ call: Call, on proxies: any SubviewProxies) -> Trace? {
    let candidates = traces.withLock { $0[call] } ?? []
    return candidates.first { trace in trace.questions.allSatisfy { $0.holds(for: proxies) } }
  }

  /// Keeps `trace` of `call`, within the bounds.
  func keep(_ trace: Trace, of call: Call) {
    traces.withLock { traces in
      guard traces[call] != nil || traces.count < Self.limit else { return }
      var kept = traces[call] ?? []
      if kept.count >= Self.perProposal { kept.removeFirst() }
      kept.append(trace)
      traces[call] = kept
    }
  }
}

/// Subviews that pass every question on to `proxies` and record it, with the answer, for
/// `LayoutCallMemo`.
final class RecordingSubviews: SubviewProxies {
  let proxies: any SubviewProxies
  private(set) var trace = LayoutCallMemo.Trace()

  init(_ proxies: any SubviewProxies) { self.proxies = proxies }

  var count: Int { proxies.count }

  func size(_ index: Int, _ proposal: ProposedViewSize) -> Size {
    let size = proxies.size(index, proposal)
    trace.questions.append(.size(index, proposal, size))
    return size
  }

  func distance(_ index: Int, to next: Int, along axis: Axis) -> Double {
    let distance = proxies.distance(index, to: next, along: axis)
    trace.questions.append(.distance(index, next, axis, distance))
    return distance
  }

  func priority(_ index: Int) -> Double {
    let priority = proxies.priority(index)
    trace.questions.append(.priority(index, priority))
    return priority
  }

  func value(_ index: Int, key: String) -> SourceValue? {
    let value = proxies.value(index, key: key)
    trace.questions.append(.value(index, key, value))
    return value
  }

  func place(_ index: Int, at position: Point, anchor: UnitPoint, proposal: ProposedViewSize) {
    trace.placements.append((index, position, anchor, proposal))
    proxies.place(index, at: position, anchor: anchor, proposal: proposal)
  }
}
