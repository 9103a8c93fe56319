import TestSupport
import Testing

@testable import LayoutEngine

/// Invariants of the engine over random trees of stacks, scroll views, spacers, boxes, fills and
/// texts with padding, frames, fixedSize, offset, layoutPriority and ignoresSafeArea, on random
/// screens (`PropertyCheck` says how many, with which seed, and how to run more).
@Suite("Layout properties")
struct LayoutPropertyTests {
  /// How far two coordinates may differ and still be the same.
  static let tolerance = 1e-9

  @Test("right to left: every frame is the left-to-right frame mirrored about the screen's centre line")
  func rightToLeftMirror() {
    PropertyCheck.check("right-to-left mirror", minimumApplicable: 1) { (input: LayoutCase) in
      let root = input.tree.viewNode
      let ltr = LayoutEngine.layout(root, in: input.scenario.context(.leftToRight))
      let rtl = LayoutEngine.layout(root, in: input.scenario.mirrored.context(.rightToLeft))
      guard ltr.nodes.count == rtl.nodes.count else {
        return .fails("\(ltr.nodes.count) nodes left to right, \(rtl.nodes.count) right to left")
      }
      let width = input.scenario.size.width
      func mirrored(_ r: Rect) -> Rect {
        Rect(x: width - r.maxX, y: r.minY, width: r.width, height: r.height)
      }
      for index in ltr.nodes.indices {
        let (a, b) = (ltr.nodes[index], rtl.nodes[index])
        // An empty clip (a node scrolled wholly out of view) has no meaningful position.
        let clips = a.clip.map { ltrClip in
          b.clip.map { rtlClip in
            Self.isEmpty(ltrClip) && Self.isEmpty(rtlClip) ? [] : [("clip", ltrClip, rtlClip)]
          }
        }
        guard let clipPairs = clips ?? (b.clip == nil ? [] : nil) else {
          return .fails("node \(ltr.path(of: index)) is clipped in one direction only")
        }
        let pairs = [("frame", a.frame, b.frame), ("outer frame", a.outerFrame, b.outerFrame)] + clipPairs
        for (what, left, right) in pairs where !Self.same(mirrored(left), right) {
          return .fails(
            "node \(ltr.path(of: index)): the \(what) right to left is \(right), the mirror of the "
              + "left-to-right \(left) is \(mirrored(left))")
        }
      }
      return .holds
    }
  }

  @Test("the size cache is transparent: the same frames with and without it")
  func sizeCacheIsTransparent() {
    PropertyCheck.check("size cache transparent", minimumApplicable: 1) { (input: LayoutCase) in
      let cached = input.result
      let uncached = SizeCache.$isEnabled.withValue(false) { input.result }
      return Self.difference(cached, uncached, "with the cache", "without").map(PropertyOutcome.fails)
        ?? .holds
    }
  }

  @Test("every child of a stack lies inside the stack along its axis when the children's minimums fit")
  func stackChildrenInsideTheStack() {
    PropertyCheck.check("stack children inside", minimumApplicable: 0.25) { (input: LayoutCase) in
      let result = input.result
      let trees = input.tree.preorder
      guard result.nodes.count == trees.count else {
        return .fails("\(result.nodes.count) nodes laid out for a tree of \(trees.count)")
      }
      var applies = false
      for (index, tree) in trees.enumerated() {
        // A stack that ignores the safe area is given the grown frame whatever size it would
        // choose for it, so its children may overrun that frame: not a stack's own bounds.
        guard let axis = tree.kind.stackAxis, !tree.children.isEmpty, !tree.ignoresSafeArea else { continue }
        let stack = result.nodes[index].frame
        // The children's minimums and the spacing between them: the bare stack offered nothing.
        var bare = tree
        bare.modifiers = []
        guard Self.minimumSize(of: bare, input)[axis] <= stack.size[axis] + Self.tolerance else { continue }
        applies = true
        let children = result.nodes.indices.filter { result.nodes[$0].parent == index }
        for (k, child) in children.enumerated() where !tree.children[k].ignoresSafeArea {
          let outer = result.nodes[child].outerFrame
          let (low, high) = axis == .horizontal ? (outer.minX, outer.maxX) : (outer.minY, outer.maxY)
          let (start, end) = axis == .horizontal ? (stack.minX, stack.maxX) : (stack.minY, stack.maxY)
          if low < start - Self.tolerance || high > end + Self.tolerance {
            return .fails(
              "child \(result.path(of: child)) spans \(low)...\(high) along the \(axis) axis, outside its "
                + "stack \(result.path(of: index)) at \(start)...\(end)")
          }
        }
      }
      return applies ? .holds : .notApplicable
    }
  }

  @Test("layout is deterministic: the same frames again after other trees reused the scratch memory")
  func layoutIsDeterministic() {
    PropertyCheck.check("deterministic", minimumApplicable: 1) { (input: LayoutCase) in
      let first = input.result
      // Other layouts in between, each leaving the kept arrays with other contents: a larger
      // tree, this one on another screen, a part of it.
      let larger = RandomTree(
        kind: .vStack(.leading, spacing: 3), children: [input.tree, input.tree, input.tree])
      _ = LayoutEngine.layout(larger.viewNode, in: input.scenario.context())
      _ = LayoutEngine.layout(input.tree.viewNode, in: LayoutScenario.plain.context(.rightToLeft))
      if let part = input.tree.children.last {
        _ = LayoutEngine.layout(part.viewNode, in: input.scenario.context())
      }
      return Self.difference(first, input.result, "first", "again").map(PropertyOutcome.fails) ?? .holds
    }
  }

  /// The root is offered the safe area and centred in it, so it lies inside whenever it takes no
  /// more than that. (A root can take more than its minimum: a stack serves its least flexible
  /// child first with an equal share and sets aside nothing for the others' minimums, as
  /// SwiftUI's does.) With `ignoresSafeArea` it grows to the screen's edges where it touches the
  /// safe area's, and stays inside the screen.
  @Test("the safe area contains the root when it fits, centred; the screen when it ignores the safe area")
  func safeAreaContainsTheRoot() {
    PropertyCheck.check("safe area contains the root", minimumApplicable: 0.5) { (input: LayoutCase) in
      let context = input.scenario.context()
      let safe = context.safeAreaFrame
      let root = input.result.nodes[0].outerFrame
      if input.tree.ignoresSafeArea {
        let screen = Rect(origin: .zero, size: context.containerSize)
        guard root.width <= safe.width && root.height <= safe.height else { return .notApplicable }
        return screen.contains(root, tolerance: Self.tolerance)
          ? .holds : .fails("the root \(root) ignores the safe area \(safe) and leaves the screen \(screen)")
      }
      guard abs(root.midX - safe.midX) <= Self.tolerance && abs(root.midY - safe.midY) <= Self.tolerance
      else {
        return .fails("the root \(root) is not centred in the safe area \(safe)")
      }
      guard root.width <= safe.width && root.height <= safe.height else { return .notApplicable }
      return safe.contains(root, tolerance: Self.tolerance)
        ? .holds : .fails("the root \(root) fits but is not inside the safe area \(safe)")
    }
  }

  /// The size `tree` takes when offered nothing (its minimum), in the case's type size.
  static func minimumSize(of tree: RandomTree, _ input: LayoutCase) -> Size {
    let context = LayoutContext(containerSize: .zero, dynamicTypeSize: input.scenario.typeSize)
    return LayoutEngine.layout(tree.viewNode, in: context).nodes[0].outerFrame.size
  }

  static func isEmpty(_ r: Rect) -> Bool { r.width <= 0 || r.height <= 0 }

  static func same(_ a: Rect, _ b: Rect) -> Bool {
    func close(_ x: Double, _ y: Double) -> Bool { x == y || abs(x - y) <= tolerance }
    return close(a.minX, b.minX) && close(a.minY, b.minY) && close(a.width, b.width)
      && close(a.height, b.height)
  }

  /// Where two results of the same tree differ first, or `nil` when they are equal.
  static func difference(_ a: LayoutResult, _ b: LayoutResult, _ first: String, _ second: String) -> String? {
    guard a != b else { return nil }
    guard a.nodes.count == b.nodes.count else {
      return "\(a.nodes.count) nodes \(first), \(b.nodes.count) \(second)"
    }
    guard let index = a.nodes.indices.first(where: { a.nodes[$0] != b.nodes[$0] }) else {
      return "the results differ outside their nodes"
    }
    let (x, y) = (a.nodes[index], b.nodes[index])
    if x.frame != y.frame {
      return "node \(a.path(of: index)): frame \(x.frame) \(first), \(y.frame) \(second)"
    }
    if x.outerFrame != y.outerFrame {
      return "node \(a.path(of: index)): outer frame \(x.outerFrame) \(first), \(y.outerFrame) \(second)"
    }
    return "node \(a.path(of: index)) differs \(first) and \(second): \(x) vs \(y)"
  }
}
