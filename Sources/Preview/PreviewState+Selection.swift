import LayoutEngine

extension PreviewState {
  /// The layout of the current variant, `nil` when the file has never been valid.
  public var layoutResult: LayoutResult? {
    currentLayout?.document.map { LayoutEngine.layout($0.body, in: context) }
  }

  /// The index of the node at `path` in the current layout.
  func index(ofPath path: String) -> Int? {
    guard let result = layoutResult else { return nil }
    return result.nodes.indices.first { result.path(of: $0) == path }
  }

  /// The selected node's frame in screen points.
  var selectedFrame: Rect? {
    guard let selection, let result = layoutResult,
      let index = result.nodes.indices.first(where: { result.path(of: $0) == selection })
    else { return nil }
    return result.nodes[index].frame
  }

  /// The nodes a person can select, in reading order: top to bottom, then from the leading side.
  ///
  /// Visible elements that draw something (not stacks or spacers), and any node with an `id`.
  public static func selectable(in result: LayoutResult) -> [Int] {
    let rtl = result.context.layoutDirection == .rightToLeft
    let candidates = result.nodes.indices.filter { index in
      let node = result.nodes[index]
      guard !node.isHidden else { return false }
      if node.id != nil { return true }
      if node.element.isContainer { return false }
      if case .spacer = node.element { return false }
      return true
    }
    return candidates.sorted { a, b in
      let fa = result.nodes[a].frame
      let fb = result.nodes[b].frame
      if abs(fa.minY - fb.minY) > 0.5 { return fa.minY < fb.minY }
      let xa = rtl ? -fa.maxX : fa.minX
      let xb = rtl ? -fb.maxX : fb.minX
      if xa != xb { return xa < xb }
      return a < b
    }
  }

  mutating func stepSelection(by step: Int) {
    guard let result = layoutResult else { return }
    let order = Self.selectable(in: result)
    guard !order.isEmpty else { return }
    let paths = order.map { result.path(of: $0) }
    if let selection, let position = paths.firstIndex(of: selection) {
      self.selection = paths[(position + step + paths.count) % paths.count]
    } else {
      self.selection = step > 0 ? paths.first : paths.last
    }
  }
}

extension PreviewState {
  /// Selects the front-most selectable element under a terminal cell.
  mutating func click(column: Int, row: Int) {
    // Wired up with the screen composition (issue 3).
  }
}
