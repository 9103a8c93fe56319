extension Rect {
  /// The physical x of something `width` wide whose leading edge is `offset` points from this
  /// rectangle's leading edge: `offset` from the left in left-to-right, from the right in
  /// right-to-left.
  ///
  /// The one mirroring rule: layout works in leading/trailing terms and every container turns
  /// its children's offsets into physical positions with this, inside its own frame, so a
  /// subtree with its own `layoutDirection` mirrors within its container and nowhere else.
  package func x(leading offset: Double, width: Double, _ direction: LayoutDirection) -> Double {
    direction == .leftToRight ? minX + offset : maxX - offset - width
  }

  /// `local`, a rectangle measured from this rectangle's top-leading corner, in physical screen
  /// points (`x(leading:width:_:)` for its x).
  package func physical(_ local: Rect, _ direction: LayoutDirection) -> Rect {
    Rect(
      x: x(leading: local.minX, width: local.width, direction), y: minY + local.minY, width: local.width,
      height: local.height)
  }
}
