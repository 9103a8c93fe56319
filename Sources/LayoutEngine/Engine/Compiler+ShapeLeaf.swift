/// The compiler's path for the commonest leaf: a shape with no children and at most a `frame`
/// (`Rectangle().frame(width:height:)`, `Color.red`), in the environment it inherits.
///
/// Why: such leaves are most nodes of wide and generated trees, and the general path
/// (`compileResolved`) paid for what they never use: the element copied twice, the environment
/// copied for the node and its site, the modifier passes, the wrapper loop's `LayoutKind?`
/// copies. This builds the same placed node and internal nodes directly (`ShapeLeafTests`
/// compares the frames with the general path's).
extension Compiler {
  /// Compiles the node at `view` as `compileResolved` would when it is such a leaf: its placed
  /// node, the shape's internal node and the frame's around it; returns the outermost, or `nil`
  /// (having added nothing) when the node is not such a leaf.
  ///
  /// Matched in place and by case: reading the element or the modifiers as values copies them
  /// whole. Nothing but the index is returned: a matched leaf handed back as a value (an optional
  /// of its shape and frame) was copied through the runtime's generic witnesses, about 200
  /// instructions a leaf.
  mutating func compileShapeLeaf(
    at view: UnsafePointer<ViewNode>, env: InheritedEnvironment, parent: Int?, role: PlacedNode.Role,
    depth: Int
  ) -> Int32? {
    let layout: FlexibleLayout
    switch view.pointee.element {
    case .shape(.placeholder): layout = Shape.placeholderLayout
    case .shape: layout = Shape.filledLayout
    default: return nil
    }
    guard view.pointee.children.isEmpty else { return nil }
    return view.pointee.modifiers.withUnsafeBufferPointer { modifiers in
      guard let first = modifiers.baseAddress else {
        return addShapeLeaf(view, layout, frame: nil, env: env, parent: parent, role: role, depth: depth)
      }
      guard modifiers.count == 1, case .frame(let spec) = first.pointee else { return nil }
      return addShapeLeaf(view, layout, frame: spec, env: env, parent: parent, role: role, depth: depth)
    }
  }

  /// Adds the placed node and internal nodes of the shape leaf at `view`, whose algorithm is
  /// `layout`.
  private mutating func addShapeLeaf(
    _ view: UnsafePointer<ViewNode>, _ layout: FlexibleLayout, frame: FrameSpec?, env: InheritedEnvironment,
    parent: Int?, role: PlacedNode.Role, depth: Int
  ) -> Int32 {
    // A rectangle, the commonest, is made anew: copying the node's element (or binding its shape)
    // goes through the element's value witness over every family, about 130 instructions a leaf.
    let element: Element
    if case .shape(.rectangle) = view.pointee.element {
      element = .shape(.rectangle)
    } else {
      element = view.pointee.element
    }
    let placedIndex = Int32(tree.placed.count)
    let record = PlacedNode(
      element: element, textAlignment: env.textAlignment, layoutDirection: env.direction,
      isHidden: env.isHidden, isDisabled: env.isDisabled, isRedacted: env.isRedacted,
      isTextAlignmentExplicit: env.isTextAlignmentExplicit,
      parentIndex: parent.map { Int32($0) } ?? -1, roleCode: PlacedNode.code(of: role),
      depthValue: Int32(depth), frame: .zero, outerFrame: .zero, clip: nil, flipsForRightToLeft: nil,
      scrollIndicators: env.scrollIndicators, id: view.pointee.id, source: view.pointee.source)
    tree.placed.append(consume record)

    let core = Int32(tree.nodes.count)
    let childStart = Int32(tree.childIndices.count)
    guard let frame else {
      tree.nodes.append(
        LayoutNode(
          kind: .flexible(layout), firstChild: childStart, coreOf: placedIndex, outerOf: placedIndex,
          direction: env.direction))
      return core
    }
    tree.nodes.append(
      LayoutNode(
        kind: .flexible(layout), firstChild: childStart, coreOf: placedIndex, direction: env.direction))
    let kind: LayoutKind
    if let fixed = FixedFrameLayout(frame, around: layout) {
      kind = .fixedFrame(fixed)
    } else {
      kind = .frame(FrameLayout(spec: frame))
    }
    let isRigid = kind.isRigid(children: CollectionOfOne(core), in: tree.nodes)
    tree.nodes.append(
      LayoutNode(
        kind: kind, firstChild: childStart, childCount: 1, outerOf: placedIndex, direction: env.direction,
        isRigid: isRigid))
    tree.childIndices.append(core)
    return core + 1
  }
}
