import LayoutEngine

extension Rect {
  /// The smallest rectangle holding this one and `other`.
  func union(_ other: Rect) -> Rect {
    let x0 = min(minX, other.minX)
    let y0 = min(minY, other.minY)
    return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
  }
}
