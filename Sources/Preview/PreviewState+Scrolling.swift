import LayoutEngine
import Wireframe

extension PreviewState {
  /// The scroll view or list the scroll keys move: the one holding the selection (or the
  /// selection itself), else the layout's main one (`LayoutResult.mainScrollIndex`).
  static func scrollTarget(selection: String?, in result: LayoutResult) -> Int? {
    if let selection, let index = index(ofPath: selection, in: result) {
      if result.nodes[index].scroll != nil { return index }
      if let holder = result.scrollAncestors(of: index).first { return holder }
    }
    return result.mainScrollIndex
  }

  /// `j`, `k`: shows what lies `pages` of the pane below (above when negative), in whole rows.
  ///
  /// Down, the view first moves over the device until its bottom edge shows, then the target
  /// scroll view scrolls; up, the target scrolls back first, then the view moves up. So `j` and
  /// `k` pressed as often return to where they started, and `j` alone reaches the end of every
  /// scroll view's content.
  mutating func scroll(pages: Double) {
    guard let result = layoutResult else {
      notice = "Nothing to scroll: the layout has not loaded"
      return
    }
    let viewport = paneViewport
    // Whole rows, so the drawing keeps its rows as it moves.
    let rows = max(1, (abs(pages) * Double(paneSize.rows)).rounded())
    let points = (pages < 0 ? -rows : rows) * viewport.pointsPerRow
    let target = Self.scrollTarget(selection: selection, in: result)
    var remaining = points
    if remaining > 0 {
      remaining -= moveView(by: remaining, viewport: viewport)
      if remaining > 0, let target { remaining -= scrollContent(target, by: remaining, in: result) }
    } else {
      if let target { remaining -= scrollContent(target, by: remaining, in: result) }
      if remaining < 0 { remaining -= moveView(by: remaining, viewport: viewport) }
    }
    if remaining == points { notice = scrollEndNotice(down: points > 0, target: target, in: result) }
  }

  /// The mouse wheel over pane cell `column`, `row`: the innermost scroll view or list under it
  /// that can go that way scrolls (a horizontal one sideways); elsewhere the view moves.
  mutating func wheel(column: Int, row: Int, rows: Int) {
    guard overlay == .none, fitsTerminal, let result = layoutResult else { return }
    let pane = paneSize
    guard column >= 0, row >= 0, column < pane.columns, row < pane.rows else { return }
    let viewport = paneViewport
    let points = Double(rows) * viewport.pointsPerRow
    let onScreen = PaneViewport.point(column: column, row: row, in: viewport)
    let window = screen.window.origin
    let point = Point(x: onScreen.x - window.x, y: onScreen.y - window.y)
    for index in Self.scrollViews(at: point, in: result) {
      if scrollContent(index, by: points, in: result) != 0 { return }
    }
    if moveView(by: points, viewport: viewport) == 0 {
      notice = scrollEndNotice(down: points > 0, target: nil, in: result)
    }
  }

  /// `h` and `l` while not zoomed: scrolls the horizontal scroll view holding the selection, else
  /// the first one that can scroll, by `dx` of its width towards the right (`l`) or the left
  /// (`h`): in right-to-left, where content starts on the right, `h` moves towards its end.
  /// Returns whether it moved.
  mutating func scrollSideways(by dx: Double) -> Bool {
    guard let result = layoutResult else { return false }
    let holders =
      selection.flatMap { Self.index(ofPath: $0, in: result) }.map { [$0] + result.scrollAncestors(of: $0) }
      ?? []
    let horizontal = { (index: Int) in
      result.nodes[index].scroll?.axis == .horizontal && result.nodes[index].scroll?.canScroll == true
    }
    guard
      let target = holders.first(where: horizontal)
        ?? result.nodes.indices.first(where: { horizontal($0) && !result.nodes[$0].isHidden })
    else { return false }
    let rightToLeft = result.nodes[target].layoutDirection == .rightToLeft
    let points = dx * result.nodes[target].frame.width * (rightToLeft ? -1 : 1)
    if scrollContent(target, by: points, in: result) != 0 { return true }
    notice = points > 0 ? "At the end of the scroll view" : "Already at the start of the scroll view"
    return true
  }

  /// The visible scroll views and lists whose frames (within their clips) hold `point`,
  /// innermost first.
  static func scrollViews(at point: Point, in result: LayoutResult) -> [Int] {
    func contains(_ rect: Rect) -> Bool {
      point.x >= rect.minX && point.x < rect.maxX && point.y >= rect.minY && point.y < rect.maxY
    }
    return result.nodes.indices.filter { index in
      let node = result.nodes[index]
      return node.scroll != nil && !node.isHidden && contains(node.frame) && (node.clip.map(contains) ?? true)
    }.sorted { result.nodes[$0].depth > result.nodes[$1].depth }
  }

  /// Scrolls node `index` by up to `points` along its axis; returns how far it went.
  ///
  /// The offset is kept to a multiple of `scrollQuantum`, rounded towards 0 (so within the
  /// content): then the content moves by an exact number of quanta, and the retained layout
  /// moves the frames it placed last time by exactly that instead of placing them again
  /// (`Layouter.move`; a move that would round differently from placing again is not taken).
  private mutating func scrollContent(_ index: Int, by points: Double, in result: LayoutResult) -> Double {
    guard let position = result.nodes[index].scroll else { return 0 }
    let wanted = min(max(0, position.offset + points), position.maximumOffset)
    let offset = (wanted / Self.scrollQuantum).rounded(.towardZero) * Self.scrollQuantum
    let moved = offset - position.offset
    if abs(moved) < 0.001 { return 0 }
    scrollOffsets[result.path(of: index)] = offset
    return moved
  }

  /// The step scroll offsets are kept to: 2^-20 pt, far below a cell, and coarse enough that a
  /// coordinate of the content (under 2^32 pt) plus a step is a double without rounding.
  static let scrollQuantum = 1.0 / 1_048_576

  /// Moves the view down (up when negative) over the device by up to `points`, as far as the
  /// device's edge; returns how far it went. Only while the device is taller than the pane.
  private mutating func moveView(by points: Double, viewport: Viewport) -> Double {
    let ppr = viewport.pointsPerRow
    let top = -Double(PaneViewport.margin) * ppr
    let bottom = screen.size.height - top
    let visibleTop = viewport.origin.y
    let visibleBottom = visibleTop + Double(viewport.rows) * ppr
    let room = points > 0 ? max(0, bottom - visibleBottom) : -max(0, visibleTop - top)
    let moved = points > 0 ? min(points, room) : max(points, room)
    if abs(moved) < 0.001 { return 0 }
    let middle = Point(
      x: viewport.origin.x + Double(viewport.columns) * viewport.pointsPerColumn / 2,
      y: visibleTop + Double(viewport.rows) * ppr / 2)
    center = Point(x: middle.x, y: middle.y + moved)
    return moved
  }

  /// What a scroll that moved nothing says.
  private func scrollEndNotice(down: Bool, target: Int?, in result: LayoutResult) -> String {
    guard let target, result.nodes[target].scroll?.canScroll == true else {
      return down ? "Nothing more below: no scroll view here is longer than it" : "Already at the top"
    }
    return down ? "At the end of the scroll view" : "Already at the top"
  }

  /// Scrolls the scroll views holding the node at `path` until it shows (Tab to an element
  /// below the fold brings it into view).
  mutating func reveal(_ path: String) {
    guard let body = currentLayout?.document?.body else { return }
    let result = LayoutEngine.layout(body, in: context, revealing: path)
    scrollOffsets = result.context.scrollOffsets
  }
}
