/// `VStack`, `HStack` (and the rows of bars and tab items): children one after another along
/// `axis`, `spacing` apart (or each pair `gaps` apart), aligned across it. How the length is
/// shared is in `StackLayout+Distribution.swift`.
struct StackLayout: LayoutAlgorithm {
  var axis: Axis
  var crossAlignment: CrossAlignment
  var spacing: Double
  /// Takes the whole offered length across the axis, at least its children's, as SwiftUI's lazy
  /// stacks do (a `LazyVStack` is as wide as its scroll view); children align within it.
  var fillsCrossAxis = false
  /// The space before each child but the first when the pairs differ (a stack with no spacing
  /// given, `DefaultSpacing`); empty when every pair is `spacing` apart.
  var gaps: [Double] = []
  /// No spacing was given: the stack chooses each pair's (`gaps`, `GapReader`), again when a
  /// retained layout replaces a child.
  var choosesSpacing = false

  /// The space between child `k - 1` and child `k`.
  @inline(__always)
  func gap(before k: Int) -> Double { gaps.isEmpty ? spacing : gaps[k - 1] }

  /// The space between all of `count` children.
  func totalSpacing(_ count: Int) -> Double {
    guard count > 1 else { return 0 }
    return gaps.isEmpty ? spacing * Double(count - 1) : gaps.reduce(0, +)
  }

  func size(of node: Int32, proposal p: ProposedSize, in layouter: inout Layouter) -> Size {
    let children = layouter.children(of: node)
    let between = totalSpacing(children.count)
    var size = withUnsafeTemporaryAllocation(of: StackSlot.self, capacity: children.count) { sizes in
      layouter.stackChildSizes(children, axis: axis, spacing: between, proposal: p, into: sizes)
      var size = layouter.stackSize(sizes, axis: axis, spacing: between)
      if let which = baselineAlignment {
        size.height = layouter.baselineRow(children, which) { sizes[$0] }.height
      } else if let line = guidedLine(node, in: &layouter, slots: { sizes[$0] }) {
        size[axis.cross] = line.length
      }
      return size
    }
    if fillsCrossAxis, let offered = p[axis.cross] { size[axis.cross] = max(size[axis.cross], offered) }
    return size
  }

  /// Children from the leading (top) edge, each at its share's size, aligned across the axis.
  func place(_ node: Int32, in frame: Rect, proposal: ProposedSize, clip: Rect?, in layouter: inout Layouter)
  {
    let direction = layouter.direction(of: node)
    let children = layouter.children(of: node)
    let sizes = layouter.stackChildSizes(
      children, axis: axis, spacing: totalSpacing(children.count), proposal: proposal)
    arrange(node, in: frame.size, sizes, in: &layouter) { layouter, k, child, dx, dy in
      let s = sizes[k].size
      let origin = Point(x: frame.x(leading: dx, width: s.width, direction), y: frame.minY + dy)
      layouter.place(child, at: origin, size: s, proposal: sizes[k].offer, clip: clip)
    }
  }

  /// Where stack `node`, `size` large, puts each of its children (of sizes `sizes`): `body` is
  /// given each child in order with its offset from the stack's leading edge and its top, one
  /// after another along the axis and aligned across it. The one reading of a stack's placement,
  /// for placing the children and for carrying their guides out (`explicitGuide`).
  func arrange(
    _ node: Int32, in size: Size, _ sizes: [StackSlot], in layouter: inout Layouter,
    _ body: (inout Layouter, Int, Int32, Double, Double) -> Void
  ) {
    let children = layouter.children(of: node)
    let guide = baselineAlignment.map { layouter.baselineRow(children, $0) { sizes[$0] }.guide }
    let line = guidedLine(node, in: &layouter, slots: { sizes[$0] })
    var cursor = 0.0
    for (k, child) in children.enumerated() {
      if k > 0 { cursor += gap(before: k) }
      let offer = sizes[k].offer
      let s = sizes[k].size
      switch (axis, crossAlignment) {
      case (.horizontal, .vertical(let alignment)):
        let dy =
          if let line {
            line.offset(k, unionOffset: alignment.offset(child: line.length, in: size.height))
          } else if guide == nil {
            alignment.offset(child: s.height, in: size.height)
          } else {
            layouter.alignedOffset(child, alignment, size: s, offer: offer, in: size.height, guide: guide)
          }
        body(&layouter, k, child, cursor, dy)
        cursor += s.width
      case (_, .horizontal(let alignment)):
        let dx =
          line.map { $0.offset(k, unionOffset: alignment.offset(child: $0.length, in: size.width)) }
          ?? alignment.offset(child: s.width, in: size.width)
        body(&layouter, k, child, dx, cursor)
        cursor += s.height
      case (.vertical, .vertical):
        body(&layouter, k, child, 0, cursor)
        cursor += s.height
      }
    }
  }
}

/// A stack's alignment across its axis, in the terms of that axis.
enum CrossAlignment {
  case horizontal(HorizontalAlignment)
  case vertical(VerticalAlignment)
}
