import LayoutEngine

/// Draws one laid-out node by its element's family: stacks, scroll views, adaptive containers
/// and groups draw nothing of their own; every other family has its rasterizer.
enum NodeRasterizer {
  /// Draws node `index` of `result` onto `painter`, whose clip the caller has set to what the
  /// node may touch.
  static func draw(_ index: Int, of result: LayoutResult, viewport: Viewport, into painter: inout Painter) {
    let node = RasterNode(index, of: result, viewport: viewport)
    switch result.nodes[index].element {
    case .stack, .scroll, .adaptive, .grouping: break
    case .spacing(let family): SpacingRasterizer.draw(family, node, into: &painter)
    case .textual(let family): TextualRasterizer.draw(family, node, into: &painter)
    case .picture(let family): ImageRasterizer.draw(family, node, into: &painter)
    case .control(let family): ControlRasterizer.draw(family, node, into: &painter)
    case .shape(let family): ShapeRasterizer.draw(family, node, into: &painter)
    case .navigation(let family): NavigationRasterizer.draw(family, node, into: &painter)
    case .listing(let family): ListRasterizer.draw(family, node, into: &painter)
    case .systemBar(let family): BarRasterizer.draw(family, node, into: &painter)
    case .labeled(let family): LabeledRasterizer.draw(family, node, into: &painter)
    case .composite(let family): CompositeRasterizer.draw(family, node, into: &painter)
    }
  }
}
