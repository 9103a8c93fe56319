import LayoutEngine

extension PreviewState {
  /// The layout of the current variant, `nil` when the file has never been valid.
  ///
  /// Composing a frame and the selection helpers each ask for it; the same tree in the same
  /// context is laid out once (`RetainedLayout`).
  public var layoutResult: LayoutResult? {
    currentLayout?.document.map { Self.layouts.layout($0.body, in: context) }
  }

  /// The last layout, shared by every state (a new key or reload that changes nothing reuses it).
  private static let layouts = RetainedLayout()

  /// The index of the node at `path` in the current layout.
  func index(ofPath path: String) -> Int? {
    guard let result = layoutResult else { return nil }
    return Self.index(ofPath: path, in: result)
  }

  /// The index of the node at `path` in `result`, shared with the composer's single layout pass.
  static func index(ofPath path: String, in result: LayoutResult) -> Int? {
    result.nodes.indices.first { result.path(of: $0) == path }
  }

  /// The selected node's frame in screen points.
  var selectedFrame: Rect? {
    guard let selection, let result = layoutResult,
      let index = Self.index(ofPath: selection, in: result)
    else { return nil }
    return result.nodes[index].frame
  }

  /// Whether a person can select node `index`: visible elements that draw something (not stacks
  /// or spacers), and any visible node with an `id`.
  static func isSelectable(_ index: Int, in result: LayoutResult) -> Bool {
    let node = result.nodes[index]
    guard !node.isHidden else { return false }
    if node.id != nil { return true }
    if node.element.isContainer { return false }
    if case .spacing(.spacer) = node.element { return false }
    return true
  }

  /// The nodes a person can select, in reading order: line by line from the top, and within a
  /// line from the leading side (the right in right-to-left).
  ///
  /// Nodes are taken by their top edge; a node starts a new line when it begins below the bottom
  /// of the shortest node of the current line, so a tall image beside text does not swallow the
  /// rows after it, and a full-screen background does not merge the whole screen into one line.
  public static func selectable(in result: LayoutResult) -> [Int] {
    let rtl = result.context.layoutDirection == .rightToLeft
    let candidates = result.nodes.indices.filter { isSelectable($0, in: result) }
    let byTop = candidates.sorted { a, b in
      let (ya, yb) = (result.nodes[a].frame.minY, result.nodes[b].frame.minY)
      return ya != yb ? ya < yb : a < b
    }
    var lines: [[Int]] = []
    var lineBottom = -Double.infinity
    for index in byTop {
      let frame = result.nodes[index].frame
      if lines.isEmpty || frame.minY >= lineBottom - 0.5 {
        lines.append([index])
        lineBottom = frame.maxY
      } else {
        lines[lines.count - 1].append(index)
        lineBottom = min(lineBottom, frame.maxY)
      }
    }
    return lines.flatMap { line in
      line.sorted { a, b in
        let (fa, fb) = (result.nodes[a].frame, result.nodes[b].frame)
        let (xa, xb) = rtl ? (-fa.maxX, -fb.maxX) : (fa.minX, fb.minX)
        if xa != xb { return xa < xb }
        if fa.minY != fb.minY { return fa.minY < fb.minY }
        return a < b
      }
    }
  }

  /// Moves the selection through the reading order, wrapping; while zoomed the view follows it.
  mutating func stepSelection(by step: Int) {
    guard let result = layoutResult else {
      notice = "Nothing to select: the layout has not loaded"
      return
    }
    let paths = Self.selectable(in: result).map { result.path(of: $0) }
    guard !paths.isEmpty else {
      notice = "Nothing to select in this layout"
      return
    }
    if let selection, let position = paths.firstIndex(of: selection) {
      self.selection = paths[((position + step) % paths.count + paths.count) % paths.count]
    } else {
      self.selection = step > 0 ? paths.first : paths.last
    }
    // An element scrolled out of its scroll view is scrolled into view, then followed.
    if let selection = self.selection { reveal(selection) }
    if zoom > 1 || fit == .width, let frame = selectedFrame { center = Point(x: frame.midX, y: frame.midY) }
  }
}

extension PreviewState {
  /// Selects the front-most selectable element under a terminal cell; a click on empty space
  /// clears the selection. Clicks outside the pane (status and hint lines) or while a panel is
  /// open change nothing.
  mutating func click(column: Int, row: Int) {
    guard overlay == .none, fitsTerminal else { return }
    let pane = paneSize
    guard column >= 0, row >= 0, column < pane.columns, row < pane.rows else { return }
    guard let result = layoutResult else { return }
    let onScreen = PaneViewport.point(column: column, row: row, in: paneViewport)
    // Frames are in the app window's coordinates (iPad multitasking moves the window).
    let window = screen.window.origin
    let point = Point(x: onScreen.x - window.x, y: onScreen.y - window.y)
    selection = Self.hit(point, in: result).map { result.path(of: $0) }
  }

  /// The front-most selectable node containing `point`: the smallest frame, and among equal
  /// frames the last in document order (drawn on top). Clipped-away parts do not count.
  static func hit(_ point: Point, in result: LayoutResult) -> Int? {
    func contains(_ rect: Rect) -> Bool {
      point.x >= rect.minX && point.x < rect.maxX && point.y >= rect.minY && point.y < rect.maxY
    }
    let hits = result.nodes.indices.filter { index in
      let node = result.nodes[index]
      return isSelectable(index, in: result) && contains(node.frame)
        && (node.clip.map(contains) ?? true)
    }
    return hits.min { a, b in
      let (fa, fb) = (result.nodes[a].frame, result.nodes[b].frame)
      let (areaA, areaB) = (fa.width * fa.height, fb.width * fb.height)
      return areaA != areaB ? areaA < areaB : a > b
    }
  }
}
