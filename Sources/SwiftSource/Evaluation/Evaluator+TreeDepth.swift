import LayoutEngine
import LayoutMapping

/// The intermediate tree cut at `EvaluationLimits.maximumTreeDepth`: evaluation nests only as
/// deep as `maximumDepth`, but views and values kept in `let`s and wrapped again
/// (`let v1 = VStack { v0 }`, …) nest one level per statement, and the mapper, the engine and the
/// writers all recurse once per level. Past the limit a call is a placeholder and a value is left
/// out, with one warning at the first call cut.
extension Evaluator {
  func boundedDepth(_ views: [Call]) -> [Call] {
    guard views.contains(where: { Self.exceeds($0, limits.maximumTreeDepth) }) else { return views }
    var warned = false
    let bounded = views.map { cut($0, depth: 1, warned: &warned) }
    return bounded
  }

  /// Whether `call` nests deeper than `remaining` levels (recursing at most that deep).
  static func exceeds(_ call: Call, _ remaining: Int) -> Bool {
    guard remaining > 0 else { return true }
    return call.arguments.contains { exceeds($0.value, remaining - 1) }
      || call.modifiers.contains { exceeds($0, remaining - 1) }
      || call.variants.contains { exceeds($0.call, remaining) }
  }

  static func exceeds(_ value: SourceValue, _ remaining: Int) -> Bool {
    guard remaining > 0 else { return true }
    switch value {
    case .call(let call): return exceeds(call, remaining)
    case .array(let values): return values.contains { exceeds($0, remaining - 1) }
    case .range(let lower, let upper, _):
      return [lower, upper].contains { $0.map { exceeds($0, remaining - 1) } ?? false }
    case .modified(let base, let modifiers):
      return exceeds(base, remaining - 1) || modifiers.contains { exceeds($0, remaining - 1) }
    case .closure(let closure): return closure.views.contains { exceeds($0, remaining - 1) }
    default: return false
    }
  }

  private func cut(_ call: Call, depth: Int, warned: inout Bool) -> Call {
    guard depth <= limits.maximumTreeDepth else {
      if !warned {
        warned = true
        warnAtRoot(
          "views nest deeper than \(limits.maximumTreeDepth) levels here (the limit of one preview); the rest is drawn as a placeholder",
          at: call.source)
      }
      return Call(name: call.name, base: call.base, source: call.source, isPlaceholder: true)
    }
    var call = call
    for index in call.arguments.indices {
      call.arguments[index].value = cut(call.arguments[index].value, depth: depth + 1, warned: &warned)
    }
    call.modifiers = call.modifiers.map { cut($0, depth: depth + 1, warned: &warned) }
    for index in call.variants.indices {
      call.variants[index].call = cut(call.variants[index].call, depth: depth, warned: &warned)
    }
    return call
  }

  private func cut(_ value: SourceValue, depth: Int, warned: inout Bool) -> SourceValue {
    guard depth <= limits.maximumTreeDepth else { return .placeholder(Placeholder(expression: "…")) }
    switch value {
    case .call(let call): return .call(cut(call, depth: depth, warned: &warned))
    case .array(let values): return .array(values.map { cut($0, depth: depth + 1, warned: &warned) })
    case .range(let lower, let upper, let isClosed):
      return .range(
        lower: lower.map { cut($0, depth: depth + 1, warned: &warned) },
        upper: upper.map { cut($0, depth: depth + 1, warned: &warned) }, isClosed: isClosed)
    case .modified(let base, let modifiers):
      return .modified(
        cut(base, depth: depth + 1, warned: &warned),
        modifiers: modifiers.map { cut($0, depth: depth + 1, warned: &warned) })
    case .closure(var closure):
      closure.views = closure.views.map { cut($0, depth: depth + 1, warned: &warned) }
      return .closure(closure)
    default: return value
    }
  }
}
