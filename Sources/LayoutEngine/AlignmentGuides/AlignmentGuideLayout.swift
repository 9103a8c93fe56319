/// `.alignmentGuide(_:computeValue:)`: a node that holds the view's own value for one guide and
/// otherwise passes its child through (its size, its frame, its baselines).
///
/// A container reads the guide from its child (`Layouter.explicitGuide`), through the modifiers
/// written after it, as SwiftUI carries a view's explicit guides out: `.alignmentGuide(…).padding()`
/// is aligned by the guide, moved by the padding.
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
  /// Guide `key` of child node `child` at `size` (its answer to `proposal`), as container
  /// `container` aligns it: the value the child sets itself or carries out of its content
  /// (`explicitGuide`, computed in the container's state for this pass), else the guide's default.
  mutating func guideValue(
    _ child: Int32, _ key: AlignmentKey, size: Size, proposal: ProposedSize, in container: Int32
  ) -> Double {
    guard hasAlignmentGuides,
      let value = explicitGuide(child, key, size: size, proposal: proposal, in: container)
    else { return key.defaultValue(in: size) }
    return value
  }

  /// The value of guide `key` that node `index`, at `size` (its answer to `proposal`), sets itself
  /// (`.alignmentGuide`) or carries out of its content, from its own leading edge (top); `nil`
  /// when it has none, and its container uses the guide's default. As SwiftUI carries explicit
  /// guides: through the modifiers around a view (`padding` moves the guide by its insets, a
  /// `frame` by where it aligns its content, `fixedSize` and `aspectRatio` by where they centre
  /// it; `offset` moves the drawing, not the guides; a background or overlay has the guides of its
  /// content), and out of stacks only for a custom guide (SwiftUI merges the children's values of
  /// an `AlignmentID` by their mean, and drops those of the built-in edge and centre guides).
  /// Other containers (grids, lists, custom layouts, a `GeometryReader`) carry none.
  mutating func explicitGuide(
    _ index: Int32, _ key: AlignmentKey, size: Size, proposal: ProposedSize, in container: Int32
  ) -> Double? {
    guard carriesGuide(index, key) else { return nil }
    switch nodes[Int(index)].kind {
    case .alignmentGuide(let a) where a.guide.key == key:
      return computed(a.guide, size: size, in: container)
    case .alignmentGuide, .offset, .clip, .ignoresSafeArea:
      return explicitGuide(only(index), key, size: size, proposal: proposal, in: container)
    case .decorated:
      return explicitGuide(children(of: index).first!, key, size: size, proposal: proposal, in: container)
    case .padding(let a):
      let offer = inset(proposal, a.insets)
      let child = only(index)
      let own = explicitGuide(child, key, size: self.size(child, offer), proposal: offer, in: container)
      return own.map { $0 + key.along(x: a.insets.leading, y: a.insets.top) }
    case .frame(let a):
      return alignedGuide(
        only(index), key, a.alignment, offer: a.childProposal(proposal), in: size, frame: index,
        container: container)
    case .fixedSize(let a):
      return alignedGuide(
        only(index), key, .center, offer: a.childProposal(proposal), in: size, frame: nil,
        container: container)
    case .aspectRatio(let a):
      let offer = a.childProposal(index, proposal, in: &self)
      return alignedGuide(only(index), key, .center, offer: offer, in: size, frame: nil, container: container)
    case .stack(let a):
      return stackGuide(index, a, key, size: size, proposal: proposal, in: container)
    case .zStack(let a):
      var merged = MeanGuide()
      a.arrange(index, in: size, proposal: proposal, in: &self) { layouter, child, s, dx, dy in
        merged.add(
          layouter.explicitGuide(child, key, size: s, proposal: proposal, in: container), key, dx, dy)
      }
      return merged.value
    default:
      return nil
    }
  }

  /// Whether node `index` has a value of its own for guide `key` (`explicitGuide`), seen from the
  /// tree alone: nothing is computed, so guides that share state are asked only when used.
  mutating func carriesGuide(_ index: Int32, _ key: AlignmentKey) -> Bool {
    guard hasAlignmentGuides else { return false }
    let memo = CarriedGuide(node: index, key: key)
    if let known = carriedGuides[memo] { return known }
    let result: Bool
    switch nodes[Int(index)].kind {
    case .alignmentGuide(let a) where a.guide.key == key: result = true
    case .alignmentGuide, .offset, .clip, .ignoresSafeArea, .padding, .frame, .fixedSize, .aspectRatio:
      result = carriesGuide(only(index), key)
    case .decorated: result = carriesGuide(children(of: index).first!, key)
    case .stack: result = key.isCustom && children(of: index).contains { carriesGuide($0, key) }
    case .zStack(let a):
      result = key.isCustom && !a.fillsOffer && children(of: index).contains { carriesGuide($0, key) }
    default: result = false
    }
    carriedGuides[memo] = result
    return result
  }

  /// Whether any of `children` has a value of its own for guide `key`; always false, at the cost
  /// of one test, in a tree without guides.
  mutating func anySetsGuide(_ children: ArraySlice<Int32>, _ key: AlignmentKey) -> Bool {
    guard hasAlignmentGuides else { return false }
    return children.contains { carriesGuide($0, key) }
  }

  /// `guide`'s value for a view of `size`, computed in container `container`'s state for this
  /// pass; a computation that gives no number counts as the default.
  private mutating func computed(_ guide: AlignmentGuide, size: Size, in container: Int32) -> Double {
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
    return value.isFinite ? value : guide.key.defaultValue(in: size)
  }

  /// Guide `key` of `child`, offered `offer` and aligned by `alignment` in a box of `box`'s size
  /// (by `frame`'s guides, or centred), carried out: the child's own, moved to where it sits.
  private mutating func alignedGuide(
    _ child: Int32, _ key: AlignmentKey, _ alignment: Alignment, offer: ProposedSize, in box: Size,
    frame: Int32?, container: Int32
  ) -> Double? {
    let s = size(child, offer)
    guard let own = explicitGuide(child, key, size: s, proposal: offer, in: container) else { return nil }
    let (dx, dy) = alignedOffsets(child, alignment, size: s, offer: offer, in: box, container: frame)
    return own + key.along(x: dx, y: dy)
  }

  /// Custom guide `key` carried out of stack `node`: the mean of its children's values, each moved
  /// to where the stack puts the child.
  private mutating func stackGuide(
    _ node: Int32, _ stack: StackLayout, _ key: AlignmentKey, size: Size, proposal: ProposedSize,
    in container: Int32
  ) -> Double? {
    let children = children(of: node)
    let slots = stackChildSizes(
      children, axis: stack.axis, spacing: stack.totalSpacing(children.count), proposal: proposal)
    var merged = MeanGuide()
    stack.arrange(node, in: size, slots, in: &self) { layouter, k, child, dx, dy in
      let own = layouter.explicitGuide(
        child, key, size: slots[k].size, proposal: slots[k].offer, in: container)
      merged.add(own, key, dx, dy)
    }
    return merged.value
  }

  /// `body` with `size` as the innermost `GeometryReader`'s size, which guides may read.
  mutating func withGeometrySize<T>(_ size: Size, _ body: (inout Layouter) -> T) -> T {
    geometrySizes.append(size)
    defer { geometrySizes.removeLast() }
    return body(&self)
  }
}

/// A node and a guide, the key of `Layouter.carriedGuides`.
struct CarriedGuide: Hashable {
  let node: Int32
  let key: AlignmentKey
}

/// The children's values of a custom guide, merged as SwiftUI merges an `AlignmentID`'s: their
/// mean, each moved by where its child sits.
private struct MeanGuide {
  private var sum = 0.0
  private var count = 0

  /// Adds a child's own value `own` (none when it sets none), its child at `dx`, `dy`.
  mutating func add(_ own: Double?, _ key: AlignmentKey, _ dx: Double, _ dy: Double) {
    guard let own else { return }
    sum += own + key.along(x: dx, y: dy)
    count += 1
  }

  var value: Double? { count == 0 ? nil : sum / Double(count) }
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
