import LayoutEngine
import TestSupport

/// A random tree on a random screen, and scroll offsets set one after another on its scroll
/// views (chosen by their index among the scroll views the layout reports), as the session's
/// scroll keys set them: whole points, halves, the rows of a terminal pane, any value, past the
/// end, back to the start.
struct RetainedScrollCase: PropertyInput, Hashable {
  /// One scroll: the scroll view `view` (wrapped to how many there are) scrolled to `offset`.
  struct Scroll: Hashable, CustomStringConvertible {
    var view: Int
    var offset: Double

    var description: String { "scroll view \(view) to \(offset)" }
  }

  var base: LayoutCase
  var scrolls: [Scroll]

  static func random(using rng: inout SplitMix64) -> RetainedScrollCase {
    let base = LayoutCase.random(using: &rng)
    let scrolls = (0..<Int.random(in: 1...5, using: &rng)).map { _ in
      let offset: Double
      switch Int.random(in: 0..<6, using: &rng) {
      case 0: offset = 0
      case 1: offset = Double(Int.random(in: 1...400, using: &rng))
      case 2: offset = Double(Int.random(in: 1...400, using: &rng)) + 0.5
      // A pane's rows: a device height over the terminal's rows.
      case 3: offset = Double(Int.random(in: 1...30, using: &rng)) * 874 / 37
      case 4: offset = Double.random(in: 0...600, using: &rng)
      default: offset = 10_000
      }
      return Scroll(view: Int.random(in: 0..<4, using: &rng), offset: offset)
    }
    return RetainedScrollCase(base: base, scrolls: scrolls)
  }

  var shrinks: [RetainedScrollCase] {
    base.shrinks.map { RetainedScrollCase(base: $0, scrolls: scrolls) }
      + (scrolls.count > 1
        ? scrolls.indices.map { n in
          RetainedScrollCase(
            base: base, scrolls: scrolls.enumerated().filter { $0.offset != n }.map(\.element))
        } : [])
  }

  /// `context` with `scroll` applied to the scroll views of `result`; `nil` when it has none.
  static func applying(_ scroll: Scroll, to context: LayoutContext, of result: LayoutResult) -> LayoutContext?
  {
    let views = result.nodes.indices.filter { result.nodes[$0].scroll != nil }
    guard !views.isEmpty else { return nil }
    var scrolled = context
    scrolled.scrollOffsets[result.path(of: views[scroll.view % views.count])] = scroll.offset
    return scrolled
  }

  var description: String { "scrolls \(scrolls) in\n\(base)" }
}
