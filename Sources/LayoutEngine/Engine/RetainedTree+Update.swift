extension RetainedTree {
  /// Where a view sits in the tree: what compiling it needs from its ancestors.
  struct Site {
    /// The environment its parent passes it.
    var env: InheritedEnvironment
    var depth: Int
    var role: PlacedNode.Role
    /// The axis of the stack it is in, if any.
    var stackAxis: Axis?
    /// Its parent's placed node.
    var parent: Int
  }

  /// A view that replaces the subtree at placed node `placed`, with the placed nodes of its
  /// ancestors (`path`, from the root down).
  struct Change {
    var placed: Int
    var view: ViewNode
    var site: Site
    var path: [Int]
  }

  /// Lays out `edited`, an edit of `root` in the same context, recompiling only the subtrees that
  /// changed and measuring and placing again only what they affect; `nil` when the edit cannot
  /// be applied in place (the root itself changed, views were inserted or removed, or a changed
  /// view needs expanding), and the caller then lays out afresh (this tree is then spent).
  ///
  /// A changed subtree is compiled after the existing internal nodes, its parent pointed at it,
  /// and its placed nodes written over the old ones (the same number, in document order). Its
  /// ancestors' internal nodes forget their sizes and are placed again; everything else keeps
  /// its answers, so only siblings offered something new are measured again, and only subtrees
  /// placed differently are placed again.
  ///
  /// `newContext` may differ from the tree's context in its scroll offsets only: the scroll views
  /// and lists they change are placed again (every size kept), and their content moves
  /// (`Layouter.move`).
  mutating func update(to written: ViewNode, in newContext: LayoutContext) -> LayoutResult? {
    // The tree as laid out: with its bars and groups expanded, as the first layout's was.
    let edited =
      expands
      ? LayoutEngine.prepared(
        written, for: context, shape: TreeShape(written, depthLimit: LayoutEngine.shallowDepth))
        ?? written : written
    var changes: [Change] = []
    var path: [Int] = []
    let top = Site(
      env: InheritedEnvironment(direction: context.layoutDirection), depth: 0, role: .root, stackAxis: nil,
      parent: -1)
    guard findChanges(root, edited, at: 0, top, path: &path, into: &changes) else { return nil }
    var ancestors: [Int32] = []
    memory.grow(to: nodes.count)
    for change in changes {
      guard apply(change) else { return nil }
      memory.grow(to: nodes.count)
      for a in change.path {
        for n in coreNode[a]...outerNode[a] where !memory.dirty[Int(n)] {
          memory.dirty[Int(n)] = true
          ancestors.append(n)
        }
      }
    }
    var scrolled: [Int32] = []
    markScrolled(to: newContext, into: &scrolled)
    context = newContext
    cache.grow(to: nodes.count)
    // Children before parents (a parent's nodes come after its children's), so each node's
    // rigidity is decided from its children's new answers.
    ancestors.sort()
    for n in ancestors {
      cache.forget(Int(n))
      let node = nodes[Int(n)]
      let start = Int(node.firstChild)
      if case .stack(var stack) = node.kind, stack.choosesSpacing {
        // A replaced child may space differently (text where a box was).
        stack.gaps = GapReader(nodes: nodes, childIndices: childIndices, placed: placed, idiom: context.idiom)
          .defaultGaps(childIndices[start..<start + Int(node.childCount)], axis: stack.axis)
        nodes[Int(n)].kind = .stack(stack)
      }
      nodes[Int(n)].isRigid = node.kind.isRigid(
        children: childIndices[start..<start + Int(node.childCount)], in: nodes)
    }
    root = edited
    let result = run()
    for n in ancestors { memory.dirty[Int(n)] = false }
    for n in scrolled { memory.dirty[Int(n)] = false }
    return result
  }

  /// Marks the scroll views and lists whose offset `newContext` changes, and every node above
  /// them, to be placed again; adds the nodes it marks to `marked`.
  ///
  /// The placed nodes that scrolled are those with a scroll position (`PlacedNode.scroll`); a
  /// scroll view that was not placed (hidden) has none and is placed when it is next shown.
  private mutating func markScrolled(to newContext: LayoutContext, into marked: inout [Int32]) {
    let old = context.scrollOffsets
    let new = newContext.scrollOffsets
    guard old != new else { return }
    for n in memory.scrollViews {
      let p = Int(memory.links[Int(n)].core)
      guard p >= 0, coreNode[p] == n, placed[p].scroll != nil else { continue }
      let path = LayoutResult.path(of: p, in: placed)
      guard old[path] != new[path] else { continue }
      var above: Int? = p
      while let a = above {
        for n in coreNode[a]...outerNode[a] where !memory.dirty[Int(n)] {
          memory.dirty[Int(n)] = true
          marked.append(n)
        }
        above = placed[a].parent
      }
    }
  }

  /// Finds the views of `edited` that replace views of `old` (placed node `p`, at `site`);
  /// `false` when the root itself changed.
  private func findChanges(
    _ old: ViewNode, _ edited: ViewNode, at p: Int, _ site: Site, path: inout [Int],
    into changes: inout [Change]
  ) -> Bool {
    guard
      old.element == edited.element, old.modifiers == edited.modifiers, old.id == edited.id,
      old.source == edited.source, old.translations == edited.translations, old.variants.isEmpty,
      edited.variants.isEmpty, old.children.count == edited.children.count,
      !Self.readsChangedChildren(old, edited)
    else {
      guard site.parent >= 0 else { return false }
      changes.append(Change(placed: p, view: edited, site: site, path: path))
      return true
    }
    let env = edited.element.environment(site.env.applying(edited.modifiers))
    let axis = edited.element.childStackAxis
    // Document order: the node, its backgrounds, overlays and safe-area insets, then its children.
    var child = p + 1
    for modifier in edited.modifiers {
      switch modifier {
      case .background, .overlay, .safeAreaInset: child = Int(memory.subtreeEnd[child])
      default: break
      }
    }
    path.append(p)
    defer { path.removeLast() }
    for n in edited.children.indices {
      if old.children[n] != edited.children[n] {
        let childSite = Site(
          env: edited.element.environment(ofChild: n, of: edited.children.count, env, context: context),
          depth: site.depth + 1,
          role: .child(n), stackAxis: axis, parent: p)
        guard
          findChanges(old.children[n], edited.children[n], at: child, childSite, path: &path, into: &changes)
        else { return false }
      }
      child = Int(memory.subtreeEnd[child])
    }
    return true
  }

  /// Whether compiling `edited`'s element reads the compiled nodes of children or grandchildren
  /// that differ from `old`'s (a list its sections and rows, a grid its rows' cells, bars their
  /// items, a picker its options): a change inside it then recompiles it whole.
  ///
  /// An expanded `NavigationStack` or `TabView` reads its bars (the children after the first)
  /// but not its content, so an edit of the content is laid out in place.
  private static func readsChangedChildren(_ old: ViewNode, _ edited: ViewNode) -> Bool {
    switch edited.element {
    case .navigation(.stack), .navigation(.tabView):
      edited.children.indices.dropFirst().contains { old.children[$0] != edited.children[$0] }
    case .navigation: false
    case .adaptive, .listing, .labeled, .systemBar, .grouping, .composite: true
    default: false
    }
  }

  /// Compiles `change`'s view after the existing nodes and puts it in place of the old subtree;
  /// `false` when it cannot replace it in place.
  private mutating func apply(_ change: Change) -> Bool {
    let shape = TreeShape(change.view, depthLimit: LayoutEngine.shallowDepth)
    guard !shape.mayHoldBars, change.site.depth + shape.depth < LayoutEngine.shallowDepth else {
      return false
    }
    let q = change.placed
    let count = Int(memory.subtreeEnd[q]) - q
    let firstNode = nodes.count
    let firstPlaced = placed.count
    let textCount = lineLimits.count
    var compiler = Compiler(
      typeSize: context.dynamicTypeSize,
      tree: CompiledTree(
        nodes: take(&nodes), childIndices: take(&childIndices), texts: TextStore.Builder(continuing: texts),
        lineLimits: take(&lineLimits), placed: take(&placed)),
      context: context)
    let site = change.site
    let outer = compiler.compile(
      change.view, env: site.env, parent: site.parent, role: site.role, depth: site.depth,
      stackAxis: site.stackAxis)
    nodes = take(&compiler.tree.nodes)
    childIndices = take(&compiler.tree.childIndices)
    lineLimits = take(&compiler.tree.lineLimits)
    placed = take(&compiler.tree.placed)
    if lineLimits.count > textCount { texts = compiler.tree.texts.build() }
    guard placed.count - firstPlaced == count else { return false }

    // The new placed nodes over the old ones, and the new internal nodes pointed at them.
    let shift = firstPlaced - q
    for k in 0..<count {
      var record = placed[firstPlaced + k]
      if let parent = record.parent, parent >= firstPlaced { record.parent = parent - shift }
      placed[q + k] = record
    }
    placed.removeLast(count)
    for n in firstNode..<nodes.count {
      if nodes[n].coreOf >= firstPlaced { nodes[n].coreOf -= Int32(shift) }
      if nodes[n].outerOf >= firstPlaced { nodes[n].outerOf -= Int32(shift) }
    }
    // The parent's element node lists the new subtree instead of the old.
    let parent = nodes[Int(coreNode[site.parent])]
    let start = Int(parent.firstChild)
    guard
      let slot = (start..<start + Int(parent.childCount)).first(where: { childIndices[$0] == outerNode[q] })
    else { return false }
    childIndices[slot] = outer
    let oldCore = coreNode[q]
    index(nodes: firstNode..<nodes.count, placed: q..<q + count)
    carryLayoutCache(from: oldCore, to: coreNode[q])
    return true
  }

  /// Hands a replaced custom layout's cache to the layout that replaces it, to be updated
  /// (`Layout.updateCache`) rather than made again, as SwiftUI does when a container's subviews
  /// change. A change under a custom layout always replaces it whole (`readsChangedChildren`).
  private mutating func carryLayoutCache(from old: Int32, to new: Int32) {
    guard let kept = layoutCaches.removeValue(forKey: old), case .custom = nodes[Int(new)].kind else {
      return
    }
    layoutCaches[new] = kept.stale
  }
}

extension CompiledTree {
  /// A tree to compile more views into, after the nodes it holds.
  init(
    nodes: [LayoutNode], childIndices: [Int32], texts: TextStore.Builder, lineLimits: [Int?],
    placed: [PlacedNode]
  ) {
    self.nodes = nodes
    self.childIndices = childIndices
    self.texts = texts
    self.lineLimits = lineLimits
    self.placed = placed
  }
}
