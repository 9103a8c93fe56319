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
    // The compiler owns the arrays from the start: reserved here and then handed to it as a copy,
    // each array's first append found its buffer shared, copied it and lost the reservation, so
    // the arrays grew by doubling again.
    var compiler = Compiler(typeSize: context.dynamicTypeSize, tree: CompiledTree(), context: context)
    compiler.tree.reserve(for: shape, scratch: &scratch)
    let env = InheritedEnvironment(direction: context.layoutDirection)
    let top = compiler.compile(root, env: env, parent: nil, role: .root, depth: 0, stackAxis: nil)
    self = compiler.tree
    self.root = top
  }

  /// An empty tree, filled by a `Compiler`.
  private init() {}

  /// Takes the node and child arrays of an earlier layout (empty, with their memory) and
  /// reserves room for `shape`'s nodes and texts.
  private mutating func reserve(for shape: TreeShape, scratch: inout LayoutScratch) {
    let capacity = shape.nodeCount
    swap(&nodes, &scratch.nodes)
    swap(&childIndices, &scratch.childIndices)
    texts = TextStore.Builder(reusingKeptArrays: true)
    texts.reserve(texts: shape.textCount, bytes: shape.textBytes)
    lineLimits.reserveCapacity(shape.textCount)
    nodes.reserveCapacity(capacity * 2)
    placed.reserveCapacity(capacity)
    childIndices.reserveCapacity(capacity * 2)
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
  /// `LeafShortcuts.areEnabled` when the compiler was made.
  let takesLeafShortcuts = LeafShortcuts.areEnabled
  /// How many grid columns a cell spans, by the cell's outermost internal node (`gridCellColumns`).
  var cellSpans: [Int32: Int] = [:]
  /// A list row's content insets by the row's outermost internal node (`listRowInsets`).
  var listRowInsets: [Int32: EdgeInsets] = [:]
  /// A split view column's width by the column's outermost internal node
  /// (`navigationSplitViewColumnWidth`).
  var columnWidths: [Int32: Double] = [:]
  /// The values a view sets for the custom layout it is a subview of, by the view's outermost
  /// internal node (`layoutValue`).
  var layoutValues: [Int32: [LayoutValue]] = [:]

  /// Compiles `written` (its variant for the context, if one matches) and its modifiers; returns
  /// the outermost internal node.
  mutating func compile(
    _ written: ViewNode, env parentEnv: InheritedEnvironment, parent: Int?, role: PlacedNode.Role,
    depth: Int, stackAxis: Axis?
  ) -> Int32 {
    withUnsafePointer(to: written) {
      compile(at: $0, env: parentEnv, parent: parent, role: role, depth: depth, stackAxis: stackAxis)
    }
  }

  /// `compile` of the node at `written`, read in place.
  ///
  /// Nodes are passed down by pointer: passed as values, every child was copied first (its
  /// element, arrays and strings retained, then released: about 320 instructions a leaf,
  /// measured), whether read from the array, a span of it or a buffer's `pointee`, since the
  /// compiler cannot tell that compiling it leaves its memory alone. `written` points into the
  /// tree being compiled, which the caller keeps alive and no one mutates.
  private mutating func compile(
    at written: UnsafePointer<ViewNode>, env parentEnv: InheritedEnvironment, parent: Int?,
    role: PlacedNode.Role, depth: Int, stackAxis: Axis?
  ) -> Int32 {
    // Conditions are resolved here, at layout time, so a new context re-resolves them.
    guard written.pointee.variants.isEmpty else {
      let chosen = written.pointee.resolved(for: context)
      return withUnsafePointer(to: chosen) {
        compileResolved($0, env: parentEnv, parent: parent, role: role, depth: depth, stackAxis: stackAxis)
      }
    }
    return compileResolved(
      written, env: parentEnv, parent: parent, role: role, depth: depth, stackAxis: stackAxis)
  }

  /// `compile` of the node at `view`, its variant already chosen.
  private mutating func compileResolved(
    _ view: UnsafePointer<ViewNode>, env parentEnv: InheritedEnvironment, parent: Int?,
    role: PlacedNode.Role, depth: Int, stackAxis: Axis?
  ) -> Int32 {
    if takesLeafShortcuts,
      let leaf = compileShapeLeaf(at: view, env: parentEnv, parent: parent, role: role, depth: depth)
    {
      return leaf
    }
    let element = view.pointee.element
    let modifiers = view.pointee.modifiers
    let traits = ModifierTraits(modifiers)
    if traits.hasDecorations, case .labeled(.navigationLink) = element, view.pointee.children.count == 1,
      isListRow(parent), let text = modifiers.lazy.compactMap(\.badgeText).first
    {
      // A navigation link in a list shows its badge as its value, before the chevron.
      var link = view.pointee
      link.children.append(ViewNode(.text(text)))
      link.modifiers.removeAll { $0.badgeText != nil }
      return withUnsafePointer(to: link) {
        compileResolved($0, env: parentEnv, parent: parent, role: role, depth: depth, stackAxis: stackAxis)
      }
    }
    let env = element.environment(traits.setsEnvironment ? parentEnv.applying(modifiers) : parentEnv)
    let placedIndex = tree.placed.count
    // Made whole and moved into the array: each write into the array afterwards checks its
    // uniqueness.
    var record = PlacedNode(
      element: element, textAlignment: env.textAlignment, layoutDirection: env.direction,
      isHidden: env.isHidden, isDisabled: env.isDisabled,
      isRedacted: env.isRedacted,
      isTextAlignmentExplicit: env.isTextAlignmentExplicit,
      parentIndex: parent.map { Int32($0) } ?? -1, roleCode: PlacedNode.code(of: role),
      depthValue: Int32(depth), frame: .zero, outerFrame: .zero, clip: nil,
      flipsForRightToLeft: traits.setsFlip ? PlacedNode.ownFlipFlag(in: modifiers) : nil,
      scrollIndicators: env.scrollIndicators, id: view.pointee.id, source: view.pointee.source)
    if !env.hiddenSectionSeparators.isEmpty, case .listing = element {
      // A list's or section's section separators, which `listSectionSeparator` hides.
      record.hiddenRowSeparators = env.hiddenSectionSeparators
    }
    tree.placed.append(consume record)

    // Decorations come right after their node in document order.
    var decorations: [Int32] = []
    // Whether a list row's `badge` was compiled as a decoration (its text, trailing the row).
    var hasBadge = false
    for n in modifiers.indices where traits.hasDecorations {
      switch modifiers[n] {
      case .background(let node, _):
        decorations.append(
          compile(node, env: env, parent: placedIndex, role: .background, depth: depth + 1, stackAxis: nil))
      case .overlay(let node, _), .safeAreaInset(let node, _, _, _):
        decorations.append(
          compile(node, env: env, parent: placedIndex, role: .overlay, depth: depth + 1, stackAxis: nil))
      case .badge(let text) where !hasBadge && isListRow(parent):
        hasBadge = true
        decorations.append(
          compile(
            ViewNode(.text(text)), env: env, parent: placedIndex, role: .overlay, depth: depth + 1,
            stackAxis: nil))
      default: break
      }
    }

    let childAxis = element.childStackAxis
    var children: [Int32] = []
    view.pointee.children.withUnsafeBufferPointer { written in
      // Only when there are children: reserving on the empty array calls into the runtime even
      // for none, once per leaf.
      guard let first = written.baseAddress, !written.isEmpty else { return }
      children.reserveCapacity(written.count)
      // Asked once: stacks, the commonest parents, give every child their own environment.
      let mayGiveOwn = element.mayGiveChildrenOwnEnvironment
      for n in 0..<written.count {
        let child: Int32
        if mayGiveOwn, let own = element.ownEnvironment(ofChild: n, of: written.count, env, context: context)
        {
          child = compile(
            at: first + n, env: own, parent: placedIndex, role: .child(n), depth: depth + 1,
            stackAxis: childAxis)
        } else {
          child = compile(
            at: first + n, env: env, parent: placedIndex, role: .child(n), depth: depth + 1,
            stackAxis: childAxis)
        }
        children.append(child)
      }
    }

    let site = ElementSite(
      env: env, typeSize: typeSize, idiom: context.idiom, stackAxis: stackAxis, children: children)
    let kind = element.layoutKind(site, in: &self)
    switch kind {
    case .text, .labelled: tree.placed[placedIndex].font = site.font
    default: break
    }
    var current = add(kind, children: children, direction: env.direction, coreOf: Int32(placedIndex))

    var decorationIterator = decorations.makeIterator()
    // A spacer is served after every other child of its stack (`Spacing.spacerPriority`) unless
    // it is given a priority of its own; modifiers pass their view's priority on, as in SwiftUI.
    var priority = element.isSpacer ? Spacing.spacerPriority : 0.0
    var cellSpan: Int?
    var columnWidth: Double?
    var rowInsets: EdgeInsets?
    var layoutValues: [LayoutValue] = []
    var dependsOnScrollView = false
    var dependsOnGeometry = false
    for n in modifiers.indices {
      let wrapper: LayoutKind?
      var decoration: Int32?
      switch modifiers[n] {
      case .padding(let insets): wrapper = .padding(PaddingLayout(insets: insets))
      case .frame(let spec): wrapper = frameKind(FrameLayout(spec: spec), around: current)
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
      case .layoutValue(let value):
        layoutValues.append(value)
        wrapper = nil
      case .alignmentGuide(let guide): wrapper = .alignmentGuide(AlignmentGuideLayout(guide: guide))
      case .computed(let computed):
        wrapper = .computed(ComputedLayout(modifier: computed))
        dependsOnGeometry = computed.readsGeometry
      case .hidden, .font, .lineLimit, .multilineTextAlignment, .dynamicTypeSize, .accepted,
        .toolbarVisibility:
        wrapper = nil
      case .fontWeight, .italic, .fontDesign, .monospacedDigit, .reservedLines, .lineSpacing,
        .minimumScaleFactor,
        .truncationMode, .textCase:
        wrapper = nil
      case .layoutDirection, .flipsForRightToLeft, .checkIgnores, .tracking, .imageScale, .disabled,
        .tabItem, .listSectionSpacing, .listSectionSeparatorHidden, .headerProminence, .scrollIndicators,
        .contentMargins, .redacted:
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
      case .columnWidth(let width):
        columnWidth = width
        wrapper = nil
      case .scaledPadding(let insets, let style):
        wrapper = .padding(
          PaddingLayout(insets: scaled(insets, relativeTo: style, at: env.typeSize(typeSize))))
      case .scaledFrame(let spec, let style):
        wrapper = frameKind(
          FrameLayout(spec: scaled(spec, relativeTo: style, at: env.typeSize(typeSize))), around: current)
      }
      // No temporary array for the common single-child wrapper: this runs for every modifier.
      if let wrapper, let decoration {
        current = add(wrapper, children: [current, decoration], direction: env.direction)
      } else if let wrapper {
        current = add(wrapper, children: CollectionOfOne(current), direction: env.direction)
      }
      if dependsOnScrollView { tree.nodes[Int(current)].dependsOnContainer = true }
      if dependsOnGeometry { tree.nodes[Int(current)].dependsOnGeometry = true }
    }
    tree.nodes[Int(current)].outerOf = Int32(placedIndex)
    tree.nodes[Int(current)].priority = priority
    if let cellSpan { cellSpans[current] = cellSpan }
    if let columnWidth { columnWidths[current] = columnWidth }
    if let rowInsets { listRowInsets[current] = rowInsets }
    if !layoutValues.isEmpty { self.layoutValues[current] = layoutValues }
    return current
  }

  /// Appends an internal node of `kind` with `children` and returns its index; `coreOf` is the
  /// placed node whose own frame it gives, if any. `kind` is consumed, so it is stored without a
  /// copy, and every field is set before the append: a write into the array afterwards checks
  /// its uniqueness again.
  mutating func add(
    _ kind: consuming LayoutKind, children: some Collection<Int32>, direction: LayoutDirection,
    coreOf: Int32 = -1
  ) -> Int32 {
    let index = Int32(tree.nodes.count)
    let isRigid = kind.isRigid(children: children, in: tree.nodes)
    // Up to the scroll view, whose own size its proposal decides.
    var dependsOnContainer = false
    if case .scrollView = kind {
    } else {
      dependsOnContainer = children.contains { tree.nodes[Int($0)].dependsOnContainer }
    }
    // Up to the `GeometryReader`, whose own size is its proposal.
    var dependsOnGeometry = false
    if case .zStack(let a) = kind, a.fillsOffer {
    } else {
      dependsOnGeometry = children.contains { tree.nodes[Int($0)].dependsOnGeometry }
    }
    tree.nodes.append(
      LayoutNode(
        kind: kind, firstChild: Int32(tree.childIndices.count), childCount: Int32(children.count),
        coreOf: coreOf, direction: direction, isRigid: isRigid, dependsOnContainer: dependsOnContainer,
        dependsOnGeometry: dependsOnGeometry))
    if !children.isEmpty { tree.childIndices.append(contentsOf: children) }
    return index
  }

  /// The algorithm of `frame` around internal node `node`: a `FixedFrameLayout` when the frame is
  /// fixed and the node a leaf it can size now, else the frame as it is.
  func frameKind(_ frame: FrameLayout, around node: Int32) -> LayoutKind {
    guard takesLeafShortcuts, tree.nodes[Int(node)].childCount == 0,
      !tree.nodes[Int(node)].dependsOnContainer, !tree.nodes[Int(node)].dependsOnGeometry,
      let fixed = FixedFrameLayout(frame, around: tree.nodes[Int(node)].kind)
    else { return .frame(frame) }
    return .fixedFrame(fixed)
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

extension Modifier {
  /// The text of a `badge`, `nil` for any other modifier.
  fileprivate var badgeText: String? {
    if case .badge(let text) = self { return text }
    return nil
  }
}
