/// A safe area inside the screen's: the region `safeAreaPadding` or `safeAreaInset` leaves to a
/// view's content (`safe`) within the frame content that ignores the safe area may fill
/// (`bounds`). The layouter keeps the regions of the views being placed, innermost last.
struct SafeAreaRegion {
  var safe: Rect
  var bounds: Rect
}

extension Layouter {
  /// Places `child` with the safe area of its subtree set to `safe` within `bounds`.
  mutating func place(
    _ child: Int32, at origin: Point, size: Size, proposal: ProposedSize, clip: Rect?,
    safeArea safe: Rect, within bounds: Rect
  ) {
    safeAreaRegions.append(SafeAreaRegion(safe: safe, bounds: bounds))
    place(child, at: origin, size: size, proposal: proposal, clip: clip)
    safeAreaRegions.removeLast()
  }
}
