/// `frame(width:height:)` around a leaf whose size follows from its offer alone (a shape, a
/// colour, a fixed-size image): both sizes are known when the tree is compiled.
///
/// Why a case of its own: a leaf in a fixed frame is most leaves of a generated tree (the
/// side-by-side benchmark's wide stack is nothing else). As a `FrameLayout` every sizing visited
/// the leaf through the size cache and every placement asked the cache for its size again; this
/// answers with the frame's size and places the leaf with the size found when compiling, the
/// same arithmetic `FrameLayout` and the leaf's algorithm do, so the frames are the same.
struct FixedFrameLayout: LayoutAlgorithm {
  /// The frame's width and height, also what it offers the leaf (as `FrameLayout` offers them).
  let size: Size
  /// The leaf's answer to that offer.
  let leafSize: Size
  let alignment: Alignment

  /// The fixed frame `frame` makes around a leaf of `kind`, or `nil` when the frame has bounds or
  /// a free axis, or the leaf's size depends on more than its offer.
  init?(_ frame: FrameLayout, around kind: borrowing LayoutKind) {
    switch kind {
    case .flexible(let leaf): self.init(frame, around: leaf)
    case .fixed(let leaf):
      guard let width = frame.width, let height = frame.height, frame.bounds == nil else { return nil }
      self.init(size: Size(width: width, height: height), leafSize: leaf.size, alignment: frame.alignment)
    default: return nil
    }
  }

  /// The fixed frame `frame` makes around a flexible leaf, or `nil` when the frame has bounds or
  /// a free axis.
  init?(_ frame: FrameLayout, around leaf: FlexibleLayout) {
    guard let width = frame.width, let height = frame.height, frame.bounds == nil else { return nil }
    self.init(width: width, height: height, alignment: frame.alignment, around: leaf)
  }

  /// The fixed frame `spec` makes around a flexible leaf, or `nil` when it has bounds or a free
  /// axis: the same as `FrameLayout(spec:)`'s, without making that (and its bounds) first.
  init?(_ spec: FrameSpec, around leaf: FlexibleLayout) {
    guard let width = spec.width, let height = spec.height, spec.minWidth == nil, spec.idealWidth == nil,
      spec.maxWidth == nil, spec.minHeight == nil, spec.idealHeight == nil, spec.maxHeight == nil
    else { return nil }
    self.init(width: width, height: height, alignment: spec.alignment, around: leaf)
  }

  /// A `width` x `height` frame around a flexible leaf, which answers the frame's offer now.
  private init(width: Double, height: Double, alignment: Alignment, around leaf: FlexibleLayout) {
    let offer = ProposedSize(width: width, height: height)
    self.init(
      size: Size(width: width, height: height), leafSize: leaf.size(for: offer.nonNegative),
      alignment: alignment)
  }

  private init(size: Size, leafSize: Size, alignment: Alignment) {
    self.size = size
    self.leafSize = leafSize
    self.alignment = alignment
  }

  func size(of node: Int32, proposal p: ProposedSize, in layouter: inout Layouter) -> Size { size }

  /// The leaf aligned in the frame, as `Layouter.placeAligned` places a frame's child.
  func place(_ node: Int32, in frame: Rect, proposal: ProposedSize, clip: Rect?, in layouter: inout Layouter)
  {
    let dx = alignment.horizontal.offset(child: leafSize.width, in: frame.width)
    let dy = alignment.vertical.offset(child: leafSize.height, in: frame.height)
    let x = frame.x(leading: dx, width: leafSize.width, layouter.direction(of: node))
    layouter.placeLeaf(
      layouter.only(node), at: Point(x: x, y: frame.minY + dy), size: leafSize, proposal: ProposedSize(size),
      clip: clip)
  }
}
