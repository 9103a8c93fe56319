/// What an internal node does when sized and placed: one case per layout algorithm, each
/// holding the algorithm's parameters (an enum payload, so dispatch is a static call and a node
/// stays small).
///
/// Large payloads are boxed (`indirect`): unboxed they would set the size of every
/// `LayoutNode`, which sizing and placement copy on every visit.
enum LayoutKind {
  case stack(StackLayout)
  case zStack(ZStackLayout)
  case spacer(SpacerLayout)
  case scrollView(ScrollViewLayout)
  case text(TextLeafLayout)
  case fixed(FixedLayout)
  case flexible(FlexibleLayout)
  indirect case labelled(LabelledLayout)
  case padding(PaddingLayout)
  case frame(FrameLayout)
  case fixedFrame(FixedFrameLayout)
  case fixedSize(FixedSizeLayout)
  case offset(OffsetLayout)
  case clip(ClipLayout)
  case decorated(DecoratedLayout)
  case aspectRatio(AspectRatioLayout)
  case ignoresSafeArea(IgnoresSafeAreaLayout)
  case bars(BarsLayout)
  case viewThatFits(ViewThatFitsLayout)
  indirect case grid(GridLayout)
  indirect case lazyGrid(LazyGridLayout)
  case splitView(SplitViewLayout)
  indirect case list(ListLayout)
  case row(RowLayout)
  case segments(SegmentsLayout)
  case optionRows(OptionRowsLayout)
  case wheel(WheelLayout)
  case position(PositionLayout)
  case safeAreaPadding(SafeAreaPaddingLayout)
  indirect case safeAreaInset(SafeAreaInsetLayout)
  indirect case containerRelativeFrame(ContainerRelativeFrameLayout)
  case badge(BadgeLayout)
  indirect case custom(CustomLayoutAlgorithm)
  indirect case alignmentGuide(AlignmentGuideLayout)
  indirect case computed(ComputedLayout)
}

extension Layouter {
  /// Sizes node `index` by its algorithm: the one switch of the sizing pass, which only delegates.
  mutating func computeSize(_ index: Int32, _ p: ProposedSize) -> Size {
    // The kind alone, read in place: copying the whole node copies its kind's boxed payloads too.
    switch nodes[Int(index)].kind {
    case .stack(let a): a.size(of: index, proposal: p, in: &self)
    case .zStack(let a): a.size(of: index, proposal: p, in: &self)
    case .spacer(let a): a.size(of: index, proposal: p, in: &self)
    case .scrollView(let a): a.size(of: index, proposal: p, in: &self)
    case .text(let a): a.size(of: index, proposal: p, in: &self)
    case .fixed(let a): a.size(of: index, proposal: p, in: &self)
    case .flexible(let a): a.size(of: index, proposal: p, in: &self)
    case .labelled(let a): a.size(of: index, proposal: p, in: &self)
    case .padding(let a): a.size(of: index, proposal: p, in: &self)
    case .frame(let a): a.size(of: index, proposal: p, in: &self)
    case .fixedFrame(let a): a.size(of: index, proposal: p, in: &self)
    case .fixedSize(let a): a.size(of: index, proposal: p, in: &self)
    case .offset(let a): a.size(of: index, proposal: p, in: &self)
    case .clip(let a): a.size(of: index, proposal: p, in: &self)
    case .decorated(let a): a.size(of: index, proposal: p, in: &self)
    case .aspectRatio(let a): a.size(of: index, proposal: p, in: &self)
    case .ignoresSafeArea(let a): a.size(of: index, proposal: p, in: &self)
    case .bars(let a): a.size(of: index, proposal: p, in: &self)
    case .viewThatFits(let a): a.size(of: index, proposal: p, in: &self)
    case .grid(let a): a.size(of: index, proposal: p, in: &self)
    case .lazyGrid(let a): a.size(of: index, proposal: p, in: &self)
    case .splitView(let a): a.size(of: index, proposal: p, in: &self)
    case .list(let a): a.size(of: index, proposal: p, in: &self)
    case .row(let a): a.size(of: index, proposal: p, in: &self)
    case .segments(let a): a.size(of: index, proposal: p, in: &self)
    case .optionRows(let a): a.size(of: index, proposal: p, in: &self)
    case .wheel(let a): a.size(of: index, proposal: p, in: &self)
    case .position(let a): a.size(of: index, proposal: p, in: &self)
    case .safeAreaPadding(let a): a.size(of: index, proposal: p, in: &self)
    case .safeAreaInset(let a): a.size(of: index, proposal: p, in: &self)
    case .containerRelativeFrame(let a): a.size(of: index, proposal: p, in: &self)
    case .badge(let a): a.size(of: index, proposal: p, in: &self)
    case .custom(let a): a.size(of: index, proposal: p, in: &self)
    case .alignmentGuide(let a): a.size(of: index, proposal: p, in: &self)
    case .computed(let a): a.size(of: index, proposal: p, in: &self)
    }
  }

  /// Places node `index` with its chosen `size` at `origin` (physical screen points): records
  /// its frame, then lets its algorithm place its children. The one switch of the placement pass.
  ///
  /// `proposal` is the offer the node was sized with, so containers re-derive the same child
  /// sizes from the cache.
  mutating func place(_ index: Int32, at origin: Point, size: Size, proposal: ProposedSize, clip: Rect?) {
    if memory != nil { return placeRetained(index, at: origin, size: size, proposal: proposal, clip: clip) }
    placeAgain(index, at: origin, size: size, proposal: proposal, clip: clip)
  }

  /// `place` in a retained layout: skips a subtree placed as before (`PlacementMemory`).
  private mutating func placeRetained(
    _ index: Int32, at origin: Point, size: Size, proposal: ProposedSize, clip: Rect?
  ) {
    let placement = PlacementMemory.Placement(origin: origin, size: size, proposal: proposal, clip: clip)
    // What a computed length gives may change with the reader's size while the placement stays.
    if nodes[Int(index)].dependsOnGeometry {
      _ = memory!.change(index, placement)
      return placeWhole(index, placement)
    }
    switch memory!.change(index, placement) {
    case .none: return
    case .moved(let delta): move(index, to: placement.origin, by: delta)
    case .placed: placeWhole(index, placement)
    }
  }

  /// Places node `index`'s subtree with its algorithm in a retained layout, its placement
  /// already remembered: children under an algorithm that may not place them all are reset first.
  mutating func placeWhole(_ index: Int32, _ p: PlacementMemory.Placement) {
    memory!.placements += 1
    guard !nodes[Int(index)].kind.placesChildrenOnly else {
      return placeAgain(index, at: p.origin, size: p.size, proposal: p.proposal, clip: p.clip)
    }
    resetChildSubtrees(of: index)
    memory!.forcing += 1
    placeAgain(index, at: p.origin, size: p.size, proposal: p.proposal, clip: p.clip)
    memory!.forcing -= 1
  }

  /// Records node `index`'s frame and lets its algorithm place its children.
  private mutating func placeAgain(
    _ index: Int32, at origin: Point, size: Size, proposal: ProposedSize, clip: Rect?
  ) {
    let frame = Rect(origin: origin, size: size)
    record(index, frame: frame, clip: clip)
    switch nodes[Int(index)].kind {
    case .stack(let a): a.place(index, in: frame, proposal: proposal, clip: clip, in: &self)
    case .zStack(let a): a.place(index, in: frame, proposal: proposal, clip: clip, in: &self)
    case .spacer(let a): a.place(index, in: frame, proposal: proposal, clip: clip, in: &self)
    case .scrollView(let a): a.place(index, in: frame, proposal: proposal, clip: clip, in: &self)
    case .text(let a): a.place(index, in: frame, proposal: proposal, clip: clip, in: &self)
    case .fixed(let a): a.place(index, in: frame, proposal: proposal, clip: clip, in: &self)
    case .flexible(let a): a.place(index, in: frame, proposal: proposal, clip: clip, in: &self)
    case .labelled(let a): a.place(index, in: frame, proposal: proposal, clip: clip, in: &self)
    case .padding(let a): a.place(index, in: frame, proposal: proposal, clip: clip, in: &self)
    case .frame(let a): a.place(index, in: frame, proposal: proposal, clip: clip, in: &self)
    case .fixedFrame(let a): a.place(index, in: frame, proposal: proposal, clip: clip, in: &self)
    case .fixedSize(let a): a.place(index, in: frame, proposal: proposal, clip: clip, in: &self)
    case .offset(let a): a.place(index, in: frame, proposal: proposal, clip: clip, in: &self)
    case .clip(let a): a.place(index, in: frame, proposal: proposal, clip: clip, in: &self)
    case .decorated(let a): a.place(index, in: frame, proposal: proposal, clip: clip, in: &self)
    case .aspectRatio(let a): a.place(index, in: frame, proposal: proposal, clip: clip, in: &self)
    case .ignoresSafeArea(let a): a.place(index, in: frame, proposal: proposal, clip: clip, in: &self)
    case .bars(let a): a.place(index, in: frame, proposal: proposal, clip: clip, in: &self)
    case .viewThatFits(let a): a.place(index, in: frame, proposal: proposal, clip: clip, in: &self)
    case .grid(let a): a.place(index, in: frame, proposal: proposal, clip: clip, in: &self)
    case .lazyGrid(let a): a.place(index, in: frame, proposal: proposal, clip: clip, in: &self)
    case .splitView(let a): a.place(index, in: frame, proposal: proposal, clip: clip, in: &self)
    case .list(let a): a.place(index, in: frame, proposal: proposal, clip: clip, in: &self)
    case .row(let a): a.place(index, in: frame, proposal: proposal, clip: clip, in: &self)
    case .segments(let a): a.place(index, in: frame, proposal: proposal, clip: clip, in: &self)
    case .optionRows(let a): a.place(index, in: frame, proposal: proposal, clip: clip, in: &self)
    case .wheel(let a): a.place(index, in: frame, proposal: proposal, clip: clip, in: &self)
    case .position(let a): a.place(index, in: frame, proposal: proposal, clip: clip, in: &self)
    case .safeAreaPadding(let a): a.place(index, in: frame, proposal: proposal, clip: clip, in: &self)
    case .safeAreaInset(let a): a.place(index, in: frame, proposal: proposal, clip: clip, in: &self)
    case .containerRelativeFrame(let a): a.place(index, in: frame, proposal: proposal, clip: clip, in: &self)
    case .badge(let a): a.place(index, in: frame, proposal: proposal, clip: clip, in: &self)
    case .custom(let a): a.place(index, in: frame, proposal: proposal, clip: clip, in: &self)
    case .alignmentGuide(let a): a.place(index, in: frame, proposal: proposal, clip: clip, in: &self)
    case .computed(let a): a.place(index, in: frame, proposal: proposal, clip: clip, in: &self)
    }
  }

  /// Places leaf `index` (an algorithm that places no children): in a fresh layout only its frame
  /// is recorded, without the dispatch `place` goes through; a retained layout remembers it too.
  @inline(__always)
  mutating func placeLeaf(_ index: Int32, at origin: Point, size: Size, proposal: ProposedSize, clip: Rect?) {
    guard memory == nil else { return place(index, at: origin, size: size, proposal: proposal, clip: clip) }
    record(index, frame: Rect(origin: origin, size: size), clip: clip)
  }

  /// Records `frame` (and the clip in effect) as the frame of the placed node this internal node
  /// gives: its own frame when it is the element's node, its outer frame when it is the
  /// outermost modifier.
  mutating func record(_ index: Int32, frame: Rect, clip: Rect?) {
    // The two indices alone: copying the node copies its kind, boxed payloads included.
    let core = nodes[Int(index)].coreOf
    let outer = nodes[Int(index)].outerOf
    if core >= 0 {
      placed[Int(core)].frame = frame
      placed[Int(core)].clip = clip
    }
    if outer >= 0 { placed[Int(outer)].outerFrame = frame }
  }

  /// Sizes `child` for `offer` and places it aligned inside `slot` (mirrored in right-to-left):
  /// how frames, overlays, `ZStack`s and grid cells place their content (`alignedOffsets`).
  mutating func placeAligned(
    _ child: Int32, _ alignment: Alignment, offer: ProposedSize, in slot: Rect,
    direction: LayoutDirection, clip: Rect?, guide: Double? = nil, container: Int32? = nil,
    slotGuides: (x: Double, y: Double)? = nil
  ) {
    let s = size(child, offer)
    let (dx, dy) = alignedOffsets(
      child, alignment, size: s, offer: offer, in: slot.size, guide: guide, container: container,
      slotGuides: slotGuides)
    place(
      child, at: Point(x: slot.x(leading: dx, width: s.width, direction), y: slot.minY + dy), size: s,
      proposal: offer, clip: clip)
  }

  /// Where `child`, of size `s` for `offer`, goes aligned inside a slot of size `slot`: its
  /// offset from the slot's leading edge and top. On a text baseline the child's baseline meets
  /// `guide` (from the slot's top), by default the slot's bottom. In a tree with alignment guides,
  /// or by a custom guide, a `container` aligns the child's guides (`guideValue`) with the slot's
  /// (`slotGuides`, by default the alignment's place in the slot).
  mutating func alignedOffsets(
    _ child: Int32, _ alignment: Alignment, size s: Size, offer: ProposedSize, in slot: Size,
    guide: Double? = nil, container: Int32? = nil, slotGuides: (x: Double, y: Double)? = nil
  ) -> (dx: Double, dy: Double) {
    var dx = alignment.horizontal.offset(child: s.width, in: slot.width)
    var dy =
      alignment.vertical.isTextBaseline
      ? alignedOffset(child, alignment.vertical, size: s, offer: offer, in: slot.height, guide: guide)
      : alignment.vertical.offset(child: s.height, in: slot.height)
    if let container, hasAlignmentGuides || alignment.isCustom {
      let h = AlignmentKey.horizontal(alignment.horizontal)
      let x = slotGuides?.x ?? h.defaultValue(in: slot)
      dx = x - guideValue(child, h, size: s, proposal: offer, in: container)
      if !alignment.vertical.isTextBaseline {
        let v = AlignmentKey.vertical(alignment.vertical)
        let y = slotGuides?.y ?? v.defaultValue(in: slot)
        dy = y - guideValue(child, v, size: s, proposal: offer, in: container)
      }
    }
    return (dx, dy)
  }

  /// The layout direction of node `index`.
  @inline(__always)
  func direction(of index: Int32) -> LayoutDirection { nodes[Int(index)].direction }
}
