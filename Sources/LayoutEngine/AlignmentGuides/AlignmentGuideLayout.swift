/// `.alignmentGuide(_:computeValue:)`: a node that holds the view's own value for one guide and
/// otherwise passes its child through (its size, its frame, its baselines).
///
/// The container reads the guide from its child's node (`Layouter.explicitGuide`), so the guide
/// counts where SwiftUI counts it: on the view the container aligns. Written under a layout
/// modifier (`.alignmentGuide(…).padding()`) it is inside that view, not on it, and the container
/// does not see it (SwiftUI would carry it out, shifted by the padding; the engine does not).
struct AlignmentGuideLayout: LayoutAlgorithm {
  let guide: AlignmentGuide

  func size(of node: Int32, proposal p: ProposedSize, in layouter: inout Layouter) -> Size {
    layouter.size(layouter.only(node), p)
  }

  func place(_ node: Int32, in frame: Rect, proposal: ProposedSize, clip: Rect?, in layouter: inout Layouter)
  {
    layouter.place(layouter.only(node), at: frame.origin, size: frame.size, proposal: proposal, clip: clip)
  }
}

extension Layouter {
  /// The guide `key` that child node `child` sets itself: the outermost of the
  /// `.alignmentGuide`s around it for that key; `nil` when none does.
  func explicitGuide(_ child: Int32, _ key: AlignmentKey) -> AlignmentGuide? {
    var node = child
    while case .alignmentGuide(let layout) = nodes[Int(node)].kind {
      if layout.guide.key == key { return layout.guide }
      node = childIndices[Int(nodes[Int(node)].firstChild)]
    }
    return nil
  }

  /// Whether any of `children` sets guide `key` itself; always false, at the cost of one test,
  /// in a tree without guides.
  mutating func anySetsGuide(_ children: ArraySlice<Int32>, _ key: AlignmentKey) -> Bool {
    guard hasAlignmentGuides else { return false }
    return children.contains { explicitGuide($0, key) != nil }
  }

  /// Guide `key` of child node `child` at `size`, as container `container` aligns it: the value
  /// its `.alignmentGuide` computes (in the container's state for this pass), else the guide's
  /// default. A computation that gives no number counts as the default.
  mutating func guideValue(_ child: Int32, _ key: AlignmentKey, size: Size, in container: Int32) -> Double {
    guard let guide = explicitGuide(child, key) else { return key.defaultValue(in: size) }
    let pass: AlignmentGuidePass
    if let kept = guidePasses[container] {
      pass = kept
    } else {
      pass = AlignmentGuidePass()
      guidePasses[container] = pass
    }
    let value = guide.computation.value(
      in: ViewDimensions(size: size),
      context: AlignmentGuideContext(pass: pass, geometrySize: geometrySizes.last))
    return value.isFinite ? value : key.defaultValue(in: size)
  }

  /// `body` with `size` as the innermost `GeometryReader`'s size, which guides may read.
  mutating func withGeometrySize<T>(_ size: Size, _ body: (inout Layouter) -> T) -> T {
    geometrySizes.append(size)
    defer { geometrySizes.removeLast() }
    return body(&self)
  }
}

/// Children aligned by their guides on one axis, as SwiftUI aligns them: each child's guide
/// (`guides[k]`, from its leading edge or top) lies on one line, so the children's union reaches
/// `before` ahead of the line and `after` past it, and child `k` starts `before - guides[k]` from
/// the union's leading edge (top). With every guide at its default this is the alignment's
/// ordinary offset; an explicit guide can push a child out and the container grows to hold it.
struct GuidedLine {
  /// The most any child reaches ahead of the line, and past it.
  private(set) var before = 0.0
  private(set) var after = 0.0
  private(set) var guides: [Double] = []

  init() {}

  /// Adds a child of `length` along the axis whose guide is at `guide`.
  mutating func add(length: Double, guide: Double) {
    if guides.isEmpty {
      (before, after) = (guide, length - guide)
    } else {
      before = max(before, guide)
      after = max(after, length - guide)
    }
    guides.append(guide)
  }

  /// The union's length.
  var length: Double { guides.isEmpty ? 0 : before + after }

  /// Where child `k` starts when the union starts at `unionOffset` in the container.
  func offset(_ k: Int, unionOffset: Double) -> Double { unionOffset + before - guides[k] }
}
