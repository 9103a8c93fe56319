import Devices
import LayoutEngine

/// The one loop that makes a screen follow its content: lay out, ask how tall the content wants
/// the screen, lay out again on that screen, until it stops growing. A size-that-fits canvas
/// (`LayoutTraits.screen(on:fitting:context:)`) and `render --full-height`
/// (`Screen.fullHeight(fitting:context:)`) differ only in the next screen they ask for.
///
/// A view laid out on a taller screen can lay out differently (text no longer squeezed, a stack
/// sharing the extra height with a spacer), so one layout is not enough; a few rounds are, and
/// the rounds are bounded so a view that grows with its screen cannot loop.
public enum ScreenGrowth {
  /// How many layouts the loop makes at most.
  public static let rounds = 4

  /// The tallest a grown screen is made, in points: far more than any real content, and the
  /// wireframe's row limit stops a drawing of it anyway.
  public static let maximumHeight = 100_000.0

  /// The screen the content settles on, starting from `screen`: each round lays the content out
  /// (`layout`) and asks `next` for the screen that layout wants. A screen no taller than the
  /// one laid out ends the loop and is the answer (it may be shorter: a canvas shrinks to its
  /// view); after `rounds` the last screen asked for is.
  public static func settle(
    _ screen: Screen, layout: (Screen) -> LayoutResult, next: (Screen, LayoutResult) -> Screen
  ) -> Screen {
    var current = screen
    for _ in 0..<rounds {
      let wanted = next(current, layout(current))
      if wanted.size.height <= current.size.height { return wanted }
      current = wanted
    }
    return current
  }
}
