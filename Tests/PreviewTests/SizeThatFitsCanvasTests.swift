import Devices
import LayoutEngine
import LayoutFile
import LayoutMapping
import Preview
import Testing
import Variants

/// A size-that-fits canvas holds its view even when the view is taller than the device's screen,
/// where text squeezed into the screen's height (a two-line limit cut to one line) lays out
/// shorter than on a taller canvas.
@Suite struct SizeThatFitsCanvasTests {
  /// The profile card of the swift-profile sample, as a layout file.
  static let card = """
    body:
      VStack:
        spacing: 16
        padding: 16
        content:
          - VStack:
              spacing: 4
              content:
                - Circle:
                    frame: { width: 72, height: 72 }
                - Text: Maya Fischer
                  font: title2
                - Text: "@maya"
                  font: subheadline
          - HStack:
              content:
    \(["Posts", "Followers", "Following"].map { "            - VStack:\n                content:\n                  - Text: 128\n                    font: headline\n                  - Text: \($0)\n                    font: caption" }.joined(separator: "\n"))
          - Text: Designer. Coffee first, pixels second.
            lineLimit: 2
            multilineTextAlignment: center
          - HStack:
              content:
                - Button: Follow
                - Button: Message
    """

  @Test func aViewTallerThanTheScreenFitsTheCanvasItIsShownOn() throws {
    let body = try LayoutFileParser.parse(bytes: Array(Self.card.utf8), file: "card.yaml").body
    let device = try DeviceCatalog.standard.device(named: "iPhone SE 4-inch")
    let landscape = device.screen(.landscapeLeft)
    let context = { (screen: Screen) -> LayoutContext in
      var context = screen.context(dynamicTypeSize: .accessibility3, layoutDirection: .leftToRight)
      context.language = .doubleLength
      return context
    }
    let onScreen = try #require(LayoutEngine.layout(body, in: context(landscape)).nodes.first).outerFrame
    #expect(onScreen.height > landscape.size.height, "the card is taller than the screen")

    let canvas = LayoutTraits(canvas: .sizeThatFits).screen(on: landscape, fitting: body, context: context)
    #expect(canvas.size.width == landscape.size.width)
    let shown = try #require(LayoutEngine.layout(body, in: context(canvas)).nodes.first).outerFrame
    #expect(shown.minY >= 0 && shown.maxY <= canvas.size.height, "\(shown) on \(canvas.size)")
    #expect(canvas.size.height == shown.height.rounded(.up), "and no taller than the card")
  }
}
