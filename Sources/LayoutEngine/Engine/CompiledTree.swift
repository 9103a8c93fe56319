/// A `ViewNode` tree flattened for layout: internal nodes, their children, prepared texts, and the
/// `PlacedNode` records (frames still empty) in document order. The node and child arrays come
/// from `LayoutScratch` and go back to it after layout.
struct CompiledTree {
  var nodes: [LayoutNode] = []
  var childIndices: [Int32] = []
  /// Every text of the tree, measured into one store.
  var texts = TextStore.Builder()
  /// The line limit in effect for each prepared text.
  var lineLimits: [Int?] = []
  var placed: [PlacedNode] = []
  /// The internal node at the top of the tree.
  var root: Int32 = 0

  /// Flattens `root` for `context`, resolving fonts for its Dynamic Type size; `shape` (its
  /// node and text counts) sizes the arrays.
  init(_ root: ViewNode, context: LayoutContext, shape: TreeShape, scratch: inout LayoutScratch) {
    let capacity = shape.nodeCount
    // The node and child arrays of an earlier layout, empty but with their memory.
    swap(&nodes, &scratch.nodes)
    swap(&childIndices, &scratch.childIndices)
    texts = TextStore.Builder(reusingKeptArrays: true)
    texts.reserve(texts: shape.textCount, bytes: shape.textBytes)
    lineLimits.reserveCapacity(shape.textCount)
    nodes.reserveCapacity(capacity * 2)
    placed.reserveCapacity(capacity)
    childIndices.reserveCapacity(capacity * 2)
    var compiler = Compiler(typeSize: context.dynamicTypeSize, tree: self, context: context)
    let env = InheritedEnvironment(direction: context.layoutDirection)
    let top = compiler.compile(root, env: env, parent: nil, role: .root, depth: 0, stackAxis: nil)
    self = compiler.tree
    self.root = top
  }

  /// The children of internal node `index`.
  @inline(__always)
  func children(of index: Int32) -> ArraySlice<Int32> {
    let node = nodes[Int(index)]
    let start = Int(node.firstChild)
    return childIndices[start..<start + Int(node.childCount)]
  }
}

/// Builds a `CompiledTree` depth first.
struct Compiler {
  let typeSize: DynamicTypeSize
  var tree: CompiledTree
  /// The environment variants are chosen for and size-class-dependent containers laid out in.
  let context: LayoutContext
  /// How many grid columns a cell spans, by the cell's outermost internal node (`gridCellColumns`).
  var cellSpans: [Int32: Int] = [:]
  /// A list row's content insets by the row's outermost internal node (`listRowInsets`).
  var listRowInsets: [Int32: EdgeInsets] = [:]

  /// Compiles `view` and its modifiers; returns the outermost internal node.
  mutating func compile(
    _ written: ViewNode, env parentEnv: InheritedEnvironment, parent: Int?, role: PlacedNode.Role,
    depth: Int, stackAxis: Axis?
  ) -> Int32 {
    // Conditions are resolved here, at layout time, so a new context re-resolves them.
    var view = written.variants.isEmpty ? written : written.resolved(for: context)
    let env = view.element.environment(parentEnv.applying(view.modifiers))
    let placedIndex = tree.placed.count
    tree.placed.append(
      PlacedNode(
        element: view.element, id: view.id, source: view.source, parent: parent, role: role,
        depth: depth, frame: .zero, outerFrame: .zero, text: nil, font: nil,
        textAlignment: env.textAlignment, layoutDirection: env.direction, isHidden: env.isHidden,
        clip: nil))
    tree.placed[placedIndex].applyRightToLeftTraits(of: view, env: env)
    if env.isDisabled { tree.placed[placedIndex].isDisabled = true }
    if env.scrollIndicators != .automatic { tree.placed[placedIndex].scrollIndicators = env.scrollIndicators }
    if !env.hiddenSectionSeparators.isEmpty, case .listing = view.element {
      // A list's or section's section separators, which `listSectionSeparator` hides.
      tree.placed[placedIndex].hiddenRowSeparators = env.hiddenSectionSeparators
    }

    // Decorations come right after their node in document order.
    var decorations: [Int32] = []
    // Whether a list row's `badge` was compiled as a decoration (its text, trailing the row).
    var hasBadge = false
    for modifier in view.modifiers {
      switch modifier {
      case .background(let node, _):
        decorations.append(
          compile(node, env: env, parent: placedIndex, role: .background, depth: depth + 1, stackAxis: nil))
      case .overlay(let node, _), .safeAreaInset(let node, _, _, _):
        decorations.append(
          compile(node, env: env, parent: placedIndex, role: .overlay, depth: depth + 1, stackAxis: nil))
      case .badge(let text) where !hasBadge && isListRow(parent):
        hasBadge = true
        if case .labeled(.navigationLink) = view.element, view.children.count == 1 {
          // A navigation link shows its badge as its value, before the chevron.
          view.children.append(ViewNode(.text(text)))
          hasBadge = false
        } else {
          decorations.append(
            compile(
              ViewNode(.text(text)), env: env, parent: placedIndex, role: .overlay, depth: depth + 1,
              stackAxis: nil))
        }
      default: break
      }
    }

    let childAxis = view.element.childStackAxis
    var children: [Int32] = []
    children.reserveCapacity(view.children.count)
    // By index, so each child is borrowed from the array rather than copied (retained) first.
    for n in view.children.indices {
      children.append(
        compile(
          view.children[n], env: view.element.environment(ofChild: n, env, context: context),
          parent: placedIndex,
          role: .child(n), depth: depth + 1, stackAxis: childAxis))
    }

    let font = env.effectiveFont.resolved(
      for: env.isInSystemBar
        ? SystemBarMetrics.typeSize(for: env.font.style, typeSize) : env.typeSize(typeSize),
      idiom: context.idiom)
    let kind = view.element.layoutKind(
      ElementSite(font: font, env: env, stackAxis: stackAxis, children: children), in: &self)
    switch kind {
    case .text, .labelled: tree.placed[placedIndex].font = font
    default: break
    }
    var current = add(kind, children: children, direction: env.direction)
    tree.nodes[Int(current)].coreOf = Int32(placedIndex)

    var decorationIterator = decorations.makeIterator()
    var priority = 0.0
    var cellSpan: Int?
    var rowInsets: EdgeInsets?
    var dependsOnScrollView = false
    for modifier in view.modifiers {
      let wrapper: LayoutKind?
      var decoration: Int32?
      switch modifier {
      case .padding(let insets): wrapper = .padding(PaddingLayout(insets: insets))
      case .frame(let spec): wrapper = .frame(FrameLayout(spec: spec))
      case .fixedSize(let h, let v): wrapper = .fixedSize(FixedSizeLayout(horizontal: h, vertical: v))
      case .offset(let x, let y): wrapper = .offset(OffsetLayout(x: x, y: y))
      case .background(_, let alignment), .overlay(_, let alignment):
        wrapper = .decorated(DecoratedLayout(alignment: alignment))
        decoration = decorationIterator.next()!
      case .aspectRatio(let ratio, let mode):
        wrapper = .aspectRatio(AspectRatioLayout(ratio: ratio, mode: mode))
      case .ignoresSafeArea(let edges): wrapper = .ignoresSafeArea(IgnoresSafeAreaLayout(edges: edges))
      case .layoutPriority(let value):
        priority = value
        wrapper = nil
      case .hidden, .font, .lineLimit, .multilineTextAlignment, .dynamicTypeSize, .accepted: wrapper = nil
      case .fontWeight, .italic, .fontDesign, .monospacedDigit, .reservedLines, .lineSpacing,
        .minimumScaleFactor,
        .truncationMode, .textCase:
        wrapper = nil
      case .layoutDirection, .flipsForRightToLeft, .checkIgnores, .tracking, .imageScale, .disabled,
        .tabItem, .listSectionSpacing, .listSectionSeparatorHidden, .headerProminence, .scrollIndicators:
        wrapper = nil
      case .position(let x, let y): wrapper = .position(PositionLayout(x: x, y: y))
      case .safeAreaPadding(let insets): wrapper = .safeAreaPadding(SafeAreaPaddingLayout(insets: insets))
      case .safeAreaInset(_, let edge, let alignment, let spacing):
        wrapper = .safeAreaInset(
          SafeAreaInsetLayout(
            edge: edge, alignment: alignment, spacing: spacing ?? ControlMetrics.defaultSpacing))
        decoration = decorationIterator.next()!
      case .containerRelativeFrame(let spec):
        wrapper = .containerRelativeFrame(ContainerRelativeFrameLayout(spec: spec))
        dependsOnScrollView = parentEnv.isInScrollView
      case .zIndex(let value):
        tree.placed[placedIndex].zIndex = value
        wrapper = nil
      case .listRowInsets(let insets):
        rowInsets = insets
        wrapper = nil
      case .listRowSeparatorHidden(let edges):
        tree.placed[placedIndex].hiddenRowSeparators = edges
        wrapper = nil
      case .clip: wrapper = .clip(ClipLayout())
      case .badge:
        if hasBadge {
          wrapper = .badge(BadgeLayout(spacing: ListMetrics.badgeSpacing))
          decoration = decorationIterator.next()!
          hasBadge = false
        } else {
          wrapper = nil
        }
      case .gridCellColumns(let columns):
        cellSpan = columns
        wrapper = nil
      case .scaledPadding(let insets, let style):
        wrapper = .padding(
          PaddingLayout(insets: scaled(insets, relativeTo: style, at: env.typeSize(typeSize))))
      case .scaledFrame(let spec, let style):
        wrapper = .frame(FrameLayout(spec: scaled(spec, relativeTo: style, at: env.typeSize(typeSize))))
      }
      // No temporary array for the common single-child wrapper: this runs for every modifier.
      if let wrapper, let decoration {
        current = add(wrapper, children: [current, decoration], direction: env.direction)
      } else if let wrapper {
        current = add(wrapper, children: CollectionOfOne(current), direction: env.direction)
      }
      if dependsOnScrollView { tree.nodes[Int(current)].dependsOnContainer = true }
    }
    tree.nodes[Int(current)].outerOf = Int32(placedIndex)
    tree.nodes[Int(current)].priority = priority
    if let cellSpan { cellSpans[current] = cellSpan }
    if let rowInsets { listRowInsets[current] = rowInsets }
    return current
  }

  /// Appends an internal node with `children` and returns its index.
  mutating func add(
    _ kind: LayoutKind, children: some Collection<Int32>, direction: LayoutDirection
  ) -> Int32 {
    let index = Int32(tree.nodes.count)
    let isRigid = kind.isRigid(children: children, in: tree.nodes)
    tree.nodes.append(
      LayoutNode(
        kind: kind, firstChild: Int32(tree.childIndices.count), childCount: Int32(children.count),
        direction: direction, isRigid: isRigid))
    // Up to the scroll view, whose own size its proposal decides.
    if case .scrollView = kind {
    } else if children.contains(where: { tree.nodes[Int($0)].dependsOnContainer }) {
      tree.nodes[Int(index)].dependsOnContainer = true
    }
    tree.childIndices.append(contentsOf: children)
    return index
  }

  /// Adds `string` to the tree's text store, measured in `font` with `lineLimit`; returns its index.
  mutating func addText(_ string: String, font: ResolvedFont, lineLimit: Int?) -> Int32 {
    tree.lineLimits.append(lineLimit)
    return tree.texts.add(string, font: font)
  }

  /// Adds `string` as the text modifiers of `env` show and lay it out (its case, line limit,
  /// reserved lines, spacing, shrinking and truncation); returns its index.
  mutating func addText(_ string: String, font: ResolvedFont, env: InheritedEnvironment) -> Int32 {
    tree.lineLimits.append(env.lineLimit)
    return tree.texts.add(env.text.shown(string), font: font, options: env.text.options)
  }

  /// Whether the placed node at `parent` is a list or a section, so its child is a list row
  /// (where a `badge` shows).
  func isListRow(_ parent: Int?) -> Bool {
    guard let parent, case .listing = tree.placed[parent].element else { return false }
    return true
  }

  /// The element of the placed node whose outermost internal node is `node` (a compiled child).
  func element(of node: Int32) -> Element {
    tree.placed[Int(tree.nodes[Int(node)].outerOf)].element
  }
}
