/// One node of the engine's internal tree: an element or a single layout modifier wrapping a child.
///
/// The public `ViewNode` tree is flattened into an array of these so that a modifier chain is a
/// chain of small nodes (as in SwiftUI) and measurement can be cached per node index.
struct LayoutNode {
  var kind: LayoutKind
  /// Range of this node's children in `CompiledTree.childIndices`.
  var firstChild: Int32 = 0
  var childCount: Int32 = 0
  /// The `PlacedNode` whose own frame this node gives, or -1.
  var coreOf: Int32 = -1
  /// The `PlacedNode` whose outer frame this node gives (the outermost modifier), or -1.
  var outerOf: Int32 = -1
  var direction: LayoutDirection
  /// The priority its parent stack sees (the outermost `layoutPriority`).
  var priority: Double = 0
}

/// What an internal node does when sized and placed.
enum LayoutKind {
  case stack(axis: Axis, crossAlignment: CrossAlignment, spacing: Double)
  case zStack(Alignment)
  case spacer(minLength: Double, axis: Axis?)
  case scrollView(Axis)
  /// Text: an index into `CompiledTree.texts`.
  case text(Int32)
  /// A leaf with a size that ignores the proposal.
  case fixed(Size)
  /// A leaf that takes the offered size on the flexible axes, `ideal` when asked for its ideal,
  /// and its `ideal` size on the others.
  case flexible(ideal: Size, horizontal: Bool, vertical: Bool)
  /// Text inside a chrome: insets around it, a minimum size, and greedy width for fields/toggles.
  /// Boxed, like `frame`, so the two large payloads do not set the size of every node.
  indirect case labelled(text: Int32, chrome: LabelChrome)
  case padding(EdgeInsets)
  /// Boxed: a `FrameSpec` is eight optional lengths (about 130 bytes), and unboxed it would make
  /// every `LayoutNode` that large, which sizing and placement copy on every visit.
  indirect case frame(FrameSpec)
  case fixedSize(horizontal: Bool, vertical: Bool)
  case offset(x: Double, y: Double)
  /// Child 0 is the content, child 1 the decoration.
  case decorated(Alignment)
  case aspectRatio(Double?, ContentMode)
  case ignoresSafeArea(EdgeSet)
  /// Layout-neutral wrappers (`hidden`, `layoutPriority`).
  case passthrough
  /// A bar container (`NavigationStack`, `TabView`): content (child 0) between its bars.
  case bars(BarSlots)
  /// The first child that fits along the given axes, else the last (`ViewThatFits`).
  case viewThatFits(horizontal: Bool, vertical: Bool)
  /// Rows of cells in shared columns (`Grid`); boxed like `frame`.
  indirect case grid(GridShape)
  /// Cells in rows of resolved columns (`LazyVGrid`); boxed like `frame`.
  indirect case lazyVGrid(LazyGridShape)
  /// Columns side by side; `collapsed` shows the first child alone (`NavigationSplitView`).
  case splitView(collapsed: Bool)
  /// Sections of rows in a scrolling list (`List`, `Form`); boxed like `frame`.
  indirect case list(ListShape)
}

/// A stack's alignment across its axis, in the terms of that axis.
enum CrossAlignment {
  case horizontal(HorizontalAlignment)
  case vertical(VerticalAlignment)
}

/// The geometry around the text of a control (button, field, toggle, label).
struct LabelChrome {
  /// Space around the text: leading side includes an icon, trailing side a switch.
  var insets: EdgeInsets
  var minimumSize: Size
  /// Fields and toggles take all the width they are offered.
  var greedyWidth: Bool
}
