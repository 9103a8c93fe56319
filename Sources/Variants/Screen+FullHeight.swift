import Devices
import LayoutEngine

extension Screen {
  /// `render --full-height`: this screen made as tall as the main scroll view's content needs,
  /// like a full-page screenshot, so everything below the fold is drawn (`context` gives the
  /// environment of a screen). The window grows with the screen; the device stays the same.
  public func fullHeight(fitting body: ViewNode, context: (Screen) -> LayoutContext) -> Screen {
    ScreenGrowth.settle(self, layout: { LayoutEngine.layout(body, in: context($0)) }) { screen, result in
      guard let main = result.mainScrollIndex, let overflow = result.nodes[main].scroll?.maximumOffset,
        overflow >= 0.5, screen.size.height < ScreenGrowth.maximumHeight
      else { return screen }
      var tall = screen
      let grown = min(ScreenGrowth.maximumHeight, screen.size.height + overflow.rounded(.up))
      tall.window.size.height += grown - screen.size.height
      tall.size.height = grown
      return tall
    }
  }
}
