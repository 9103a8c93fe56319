import LayoutEngine

/// Draws shapes: a rectangle or colour fills its cells.
enum ShapeRasterizer: ElementRasterizer {
  static func draw(_ family: Shape, _ node: RasterNode, into painter: inout Painter) {
    switch family {
    case .rectangle, .color: painter.fill(node.cells, with: painter.glyphs.fill, role: .fill)
    }
  }
}
