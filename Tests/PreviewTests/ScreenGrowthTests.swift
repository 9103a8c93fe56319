import Devices
import LayoutEngine
import Testing
import Variants

/// The one grow-and-relayout loop of a size-that-fits canvas and `render --full-height`.
@Suite struct ScreenGrowthTests {
  let start = Device.custom(size: Size(width: 300, height: 500)).screen(.portrait)

  /// `screen` made `height` points tall.
  func screen(_ height: Double) -> Screen {
    Device.custom(size: Size(width: 300, height: height)).screen(.portrait)
  }

  @Test func aScreenNoTallerThanTheOneLaidOutEndsTheLoopAndIsTheAnswer() {
    var laidOut: [Double] = []
    let layout = { (screen: Screen) -> LayoutResult in
      laidOut.append(screen.size.height)
      return LayoutEngine.layout(ViewNode(.rectangle), in: screen.context())
    }
    // Grows twice, then asks for a shorter screen: that one is the answer, not laid out again.
    let settled = ScreenGrowth.settle(start, layout: layout) { screen, _ in
      self.screen(screen.size.height < 700 ? screen.size.height + 100 : 200)
    }
    #expect(settled.size.height == 200)
    #expect(laidOut == [500, 600, 700])
  }

  @Test func aScreenThatKeepsGrowingStopsAfterTheRounds() {
    var layouts = 0
    let settled = ScreenGrowth.settle(
      start,
      layout: { screen in
        layouts += 1
        return LayoutEngine.layout(ViewNode(.rectangle), in: screen.context())
      }
    ) { screen, _ in self.screen(screen.size.height * 2) }
    #expect(layouts == ScreenGrowth.rounds)
    // Laid out at 500, 1,000, 2,000 and 4,000 pt; the answer is the last screen asked for.
    #expect(settled.size.height == 8000)
  }

  @Test func fullHeightGrowsTheScreenUntilTheMainScrollViewNoLongerOverflows() throws {
    let rows = (0..<40).map { ViewNode(.text("Row \($0)"), modifiers: [.padding(EdgeInsets(all: 8))]) }
    let body = ViewNode(
      .scrollView(axis: .vertical),
      children: [ViewNode(.vStack(alignment: .leading, spacing: 0), children: rows)])
    let device = try DeviceCatalog.standard.device(named: "iPhone 17 Pro")
    let screen = device.screen(.portrait)
    let tall = screen.fullHeight(fitting: body, context: { $0.context() })
    #expect(tall.size.height > screen.size.height)
    #expect(tall.window.size.height - screen.window.size.height == tall.size.height - screen.size.height)
    let result = LayoutEngine.layout(body, in: tall.context())
    let main = try #require(result.mainScrollIndex)
    #expect((result.nodes[main].scroll?.maximumOffset ?? 0) < 0.5)
  }
}
