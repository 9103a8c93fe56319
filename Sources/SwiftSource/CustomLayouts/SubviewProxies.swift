import LayoutEngine
import LayoutMapping

/// What a layout's code asks of its subviews while the evaluator runs it (`subviews` and each
/// `subview` of SwiftUI's `Layout` methods): the engine's proxies while laying out
/// (`EngineSubviews`), stand-ins while the reader tries the code (`TrialSubviews`). The
/// evaluator reaches subviews only through this, so the same interpretation serves both.
protocol SubviewProxies {
  var count: Int { get }
  /// The size subview `index` chooses for `proposal`.
  func size(_ index: Int, _ proposal: ProposedViewSize) -> Size
  /// The space subview `index` prefers before subview `next` along `axis` (SwiftUI's
  /// `subviews[index].spacing.distance(to: subviews[next].spacing, along: axis)`).
  func distance(_ index: Int, to next: Int, along axis: Axis) -> Double
  /// Its `layoutPriority`.
  func priority(_ index: Int) -> Double
  /// The value it set with `.layoutValue(key:value:)` under the key type named `key`.
  func value(_ index: Int, key: String) -> SourceValue?
  /// `subview.place(at:anchor:proposal:)`.
  func place(_ index: Int, at position: Point, anchor: UnitPoint, proposal: ProposedViewSize)
}

/// The engine's proxies of one custom-layout call.
struct EngineSubviews: SubviewProxies {
  let subviews: LayoutSubviews

  var count: Int { subviews.count }

  func size(_ index: Int, _ proposal: ProposedViewSize) -> Size { subviews[index].sizeThatFits(proposal) }

  func distance(_ index: Int, to next: Int, along axis: Axis) -> Double {
    subviews[index].spacing.distance(to: subviews[next].spacing, along: axis)
  }

  func priority(_ index: Int) -> Double { subviews[index].priority }

  func value(_ index: Int, key: String) -> SourceValue? {
    subviews[index].layoutValue(named: key) as? SourceValue
  }

  func place(_ index: Int, at position: Point, anchor: UnitPoint, proposal: ProposedViewSize) {
    subviews[index].place(at: position, anchor: anchor, proposal: proposal)
  }
}

/// Stand-ins the reader tries a layout's code with before any device is known: chips of a few
/// widths, 20 pt tall, each as narrow as a proposal asks down to nothing. What the code makes of
/// them is thrown away; the trial only finds code the evaluator cannot run, or that runs past a
/// budget, while the file is read, where a warning can still say so (`LayoutProgram.trial`).
struct TrialSubviews: SubviewProxies {
  let count: Int

  func size(_ index: Int, _ proposal: ProposedViewSize) -> Size {
    let ideal = Size(width: 40 + 12 * Double(index % 4), height: 20)
    return Size(
      width: proposal.width.map { min(max($0, 0), ideal.width) } ?? ideal.width,
      height: proposal.height.map { min(max($0, 0), ideal.height) } ?? ideal.height)
  }

  func distance(_ index: Int, to next: Int, along axis: Axis) -> Double { 8 }
  func priority(_ index: Int) -> Double { 0 }
  func value(_ index: Int, key: String) -> SourceValue? { nil }
  func place(_ index: Int, at position: Point, anchor: UnitPoint, proposal: ProposedViewSize) {}
}
