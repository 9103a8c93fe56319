import Devices
import LayoutEngine

/// `render --full-height`: the screen made as tall as the main scroll view's content needs, like
/// a full-page screenshot, so everything below the fold is drawn.
enum FullHeight {
  /// The tallest the screen is made, in points: far more than any real content, and the
  /// wireframe's row limit stops a drawing of it anyway.
  static let maximumHeight = 100_000.0

  /// The screen grown by the main scroll view's overflow, and the layout on it. The screen
  /// grows again while the scroll view still overflows (a stack may share the extra height
  /// with a spacer), a few times at most.
  static func layout(
    _ body: ViewNode, on screen: Screen, context: (Screen) -> LayoutContext
  ) -> (Screen, LayoutResult) {
    var tall = screen
    var result = LayoutEngine.layout(body, in: context(tall))
    for _ in 0..<4 {
      guard let main = result.mainScrollIndex, let overflow = result.nodes[main].scroll?.maximumOffset,
        overflow >= 0.5, tall.size.height < maximumHeight
      else { break }
      let grown = min(maximumHeight, tall.size.height + overflow.rounded(.up))
      let added = grown - tall.size.height
      tall.size.height = grown
      tall.window.size.height += added
      result = LayoutEngine.layout(body, in: context(tall))
    }
    return (tall, result)
  }
}
