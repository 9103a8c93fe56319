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

  /// Compiles `view` and its modifiers; returns the outermost internal node.
  mutating func compile(
    _ written: ViewNode, env parentEnv: InheritedEnvironment, parent: Int?, role: PlacedNode.Role,
    depth: Int, stackAxis: Axis?
  ) -> Int32 {
    // Conditions are resolved here, at layout time, so a new context re-resolves them.
    let view = written.variants.isEmpty ? written : written.resolved(for: context)
    let env = barEnvironment(view.element, parentEnv.applying(view.modifiers))
    let placedIndex = tree.placed.count
    tree.placed.append(
      PlacedNode(
        element: view.element, id: view.id, source: view.source, parent: parent, role: role,
        depth: depth, frame: .zero, outerFrame: .zero, text: nil, font: nil,
        textAlignment: env.textAlignment, layoutDirection: env.direction, isHidden: env.isHidden,
        clip: nil))
    tree.placed[placedIndex].applyRightToLeftTraits(of: view, env: env)

    // Decorations come right after their node in document order.
    var decorations: [Int32] = []
    for modifier in view.modifiers {
      switch modifier {
      case .background(let node, _):
        decorations.append(
          compile(node, env: env, parent: placedIndex, role: .background, depth: depth + 1, stackAxis: nil))
      case .overlay(let node, _):
        decorations.append(
          compile(node, env: env, parent: placedIndex, role: .overlay, depth: depth + 1, stackAxis: nil))
      default: break
      }
    }

    let childAxis: Axis? =
      switch view.element {
      case .vStack: .vertical
      case .hStack: .horizontal
      default: nil
      }
    var children: [Int32] = []
    children.reserveCapacity(view.children.count)
    // By index, so each child is borrowed from the array rather than copied (retained) first.
    for n in view.children.indices {
      children.append(
        compile(
          view.children[n], env: childEnvironment(view.element, env, child: n), parent: placedIndex,
          role: .child(n), depth: depth + 1, stackAxis: childAxis))
    }

    let font = env.font.resolved(
      for: env.isInSystemBar ? SystemBarMetrics.typeSize(for: env.font.style, typeSize) : typeSize,
      idiom: context.idiom)
    let kind =
      BarSlots(view).map { LayoutKind.bars($0) }
      ?? adaptiveKind(view.element, children: children)
      ?? coreKind(view.element, font: font, env: env, stackAxis: stackAxis)
    if case .text = view.element { tree.placed[placedIndex].font = font }
    if case .labelled = kind { tree.placed[placedIndex].font = font }
    var current = add(kind, children: children, direction: env.direction)
    tree.nodes[Int(current)].coreOf = Int32(placedIndex)

    var decorationIterator = decorations.makeIterator()
    var priority = 0.0
    var cellSpan: Int?
    for modifier in view.modifiers {
      let wrapper: LayoutKind?
      var decoration: Int32?
      switch modifier {
      case .padding(let insets): wrapper = .padding(insets)
      case .frame(let spec): wrapper = .frame(spec)
      case .fixedSize(let h, let v): wrapper = .fixedSize(horizontal: h, vertical: v)
      case .offset(let x, let y): wrapper = .offset(x: x, y: y)
      case .background(_, let alignment), .overlay(_, let alignment):
        wrapper = .decorated(alignment)
        decoration = decorationIterator.next()!
      case .aspectRatio(let ratio, let mode): wrapper = .aspectRatio(ratio, mode)
      case .ignoresSafeArea(let edges): wrapper = .ignoresSafeArea(edges)
      case .layoutPriority(let value):
        priority = value
        wrapper = nil
      case .hidden, .font, .lineLimit, .multilineTextAlignment: wrapper = nil
      case .layoutDirection, .flipsForRightToLeft: wrapper = nil
      case .gridCellColumns(let columns):
        cellSpan = columns
        wrapper = nil
      case .scaledPadding(let insets, let style): wrapper = .padding(scaled(insets, relativeTo: style))
      case .scaledFrame(let spec, let style): wrapper = .frame(scaled(spec, relativeTo: style))
      }
      // No temporary array for the common single-child wrapper: this runs for every modifier.
      if let wrapper, let decoration {
        current = add(wrapper, children: [current, decoration], direction: env.direction)
      } else if let wrapper {
        current = add(wrapper, children: CollectionOfOne(current), direction: env.direction)
      }
    }
    tree.nodes[Int(current)].outerOf = Int32(placedIndex)
    tree.nodes[Int(current)].priority = priority
    if let cellSpan { cellSpans[current] = cellSpan }
    return current
  }

  /// Appends an internal node with `children` and returns its index.
  mutating func add(
    _ kind: LayoutKind, children: some Collection<Int32>, direction: LayoutDirection
  ) -> Int32 {
    let index = Int32(tree.nodes.count)
    tree.nodes.append(
      LayoutNode(
        kind: kind, firstChild: Int32(tree.childIndices.count), childCount: Int32(children.count),
        direction: direction))
    tree.childIndices.append(contentsOf: children)
    return index
  }

  private mutating func addText(_ string: String, font: ResolvedFont, lineLimit: Int?) -> Int32 {
    tree.lineLimits.append(lineLimit)
    return tree.texts.add(string, font: font)
  }

  /// The internal kind for an element, with control metrics applied.
  private mutating func coreKind(
    _ element: Element, font: ResolvedFont, env: InheritedEnvironment, stackAxis: Axis?
  ) -> LayoutKind {
    let symbol = (font.pointSize * ControlMetrics.symbolScale).rounded()
    switch element {
    case .vStack(let alignment, let spacing):
      return .stack(
        axis: .vertical, crossAlignment: .horizontal(alignment),
        spacing: spacing ?? ControlMetrics.defaultSpacing)
    case .hStack(let alignment, let spacing):
      return .stack(
        axis: .horizontal, crossAlignment: .vertical(alignment),
        spacing: spacing ?? ControlMetrics.defaultSpacing)
    case .zStack(let alignment):
      return .zStack(alignment)
    case .spacer(let minLength):
      return .spacer(minLength: minLength ?? ControlMetrics.spacerMinLength, axis: stackAxis)
    case .scrollView(let axis):
      return .scrollView(axis)
    case .text(let string):
      return .text(addText(string, font: font, lineLimit: env.lineLimit))
    case .image(.symbol, let resizable):
      let size = Size(width: symbol, height: symbol)
      return resizable ? .flexible(ideal: size, horizontal: true, vertical: true) : .fixed(size)
    case .image(.photo(_, let natural), let resizable):
      return resizable ? .flexible(ideal: natural, horizontal: true, vertical: true) : .fixed(natural)
    case .label(let title, _):
      return .labelled(
        text: addText(title, font: font, lineLimit: env.lineLimit),
        chrome: LabelChrome(
          insets: EdgeInsets(leading: symbol + ControlMetrics.labelSpacing),
          minimumSize: Size(width: symbol, height: symbol), greedyWidth: false))
    case .button(let title, let style, let controlSize):
      let (h, v) = style == .plain ? (0, 0) : ControlMetrics.buttonInsets(controlSize)
      return .labelled(
        text: addText(title, font: font, lineLimit: env.lineLimit),
        chrome: LabelChrome(
          insets: EdgeInsets(top: v, leading: h, bottom: v, trailing: h), minimumSize: .zero,
          greedyWidth: false))
    case .textField(let placeholder, let text), .secureField(let placeholder, let text):
      let shown = text.map { isSecure(element) ? String(repeating: "•", count: $0.count) : $0 }
      let h = ControlMetrics.fieldHorizontalInset
      let v = ControlMetrics.fieldVerticalInset
      return .labelled(
        text: addText(shown ?? placeholder, font: font, lineLimit: 1),
        chrome: LabelChrome(
          insets: EdgeInsets(top: v, leading: h, bottom: v, trailing: h),
          minimumSize: Size(width: 0, height: ControlMetrics.minimumTouchTarget), greedyWidth: true))
    case .toggle(let title, _):
      let switchSize = ControlMetrics.switchSize
      return .labelled(
        text: addText(title, font: font, lineLimit: env.lineLimit),
        chrome: LabelChrome(
          insets: EdgeInsets(trailing: switchSize.width + ControlMetrics.labelSpacing),
          minimumSize: switchSize, greedyWidth: true))
    case .slider:
      return .flexible(
        ideal: Size(width: ControlMetrics.flexibleIdealWidth, height: ControlMetrics.sliderHeight),
        horizontal: true, vertical: false)
    case .progressView(.linear):
      return .flexible(
        ideal: Size(width: ControlMetrics.flexibleIdealWidth, height: ControlMetrics.progressBarHeight),
        horizontal: true, vertical: false)
    case .progressView(.circular):
      return .fixed(Size(width: ControlMetrics.spinnerSize, height: ControlMetrics.spinnerSize))
    case .divider:
      let thin = ControlMetrics.dividerThickness
      return stackAxis == .horizontal
        ? .flexible(ideal: Size(width: thin, height: 0), horizontal: false, vertical: true)
        : .flexible(ideal: Size(width: 0, height: thin), horizontal: true, vertical: false)
    case .rectangle:
      let ideal = ControlMetrics.shapeIdealSize
      return .flexible(ideal: Size(width: ideal, height: ideal), horizontal: true, vertical: true)
    case .viewThatFits, .grid, .gridRow, .lazyVGrid, .navigationSplitView, .list, .section:
      return .passthrough  // compiled by `adaptiveKind`
    case .navigationStack, .tabView, .tab, .navigationBar, .tabBar, .toolbar, .tabItem, .searchField:
      return barKind(element, font: font)
    }
  }

  /// The kind of a bar part: bar rows stack with no spacing, tab items stack their icon and
  /// title, the search field is a field 36 pt tall.
  private mutating func barKind(_ element: Element, font: ResolvedFont) -> LayoutKind {
    switch element {
    case .tabItem(_, _, _, let sideBySide):
      return sideBySide
        ? .stack(
          axis: .horizontal, crossAlignment: .vertical(.center), spacing: SystemBarMetrics.tabItemSpacing)
        : .stack(
          axis: .vertical, crossAlignment: .horizontal(.center), spacing: SystemBarMetrics.tabItemIconGap)
    case .searchField(let prompt):
      return .labelled(
        text: addText(prompt, font: font, lineLimit: 1), chrome: SystemBarMetrics.searchFieldChrome)
    default:
      return .stack(axis: .vertical, crossAlignment: .horizontal(.center), spacing: 0)
    }
  }

  private func isSecure(_ element: Element) -> Bool {
    if case .secureField = element { return true }
    return false
  }
}
