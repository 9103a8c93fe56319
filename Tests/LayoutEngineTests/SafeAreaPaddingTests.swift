import TestSupport
import Testing

@testable import LayoutEngine

/// `safeAreaPadding` pads the safe area, not the content: laid out as `padding`, but content
/// that ignores the safe area reaches into the padding.
@Suite("safeAreaPadding")
struct SafeAreaPaddingTests {
  typealias V = LayoutModifierVariants

  @Test("sized and placed as padding, leading mirrored", arguments: V.all)
  func asPadding(direction: LayoutDirection, size: DynamicTypeSize) {
    let insets = EdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40)
    let root = ViewNode(.text("Card"), id: "t").modifier(.safeAreaPadding(insets))
    let result = LayoutEngine.layout(root, in: V.context(direction, size))
    let (w, lh) = (V.width("Card", size), V.lineHeight(size))
    let outer = Rect(x: (400 - w - 60) / 2, y: (800 - lh - 40) / 2, width: w + 60, height: lh + 40)
    #expect(same(result.node(withID: "t")!.outerFrame, outer))
    #expect(
      same(
        result.frame("t"),
        Rect(
          x: V.x(leading: 20, width: w, direction, minX: outer.minX, maxX: outer.maxX), y: outer.minY + 10,
          width: w, height: lh)))
  }

  @Test(
    "content ignoring the safe area reaches into the padding; under padding it does not", arguments: V.all)
  func ignoredByContent(direction: LayoutDirection, size: DynamicTypeSize) {
    func screen(_ modifier: Modifier) -> ViewNode {
      vStack(ViewNode(.text("Title"), id: "t"), fill(id: "c").modifier(.ignoresSafeArea(.all))).modifier(
        modifier)
    }
    let lh = V.lineHeight(size)
    let padded = LayoutEngine.layout(
      screen(.safeAreaPadding(EdgeInsets(all: 24))), in: V.context(direction, size))
    // Below the title it grows to the screen's sides and bottom, not over the title.
    #expect(same(padded.frame("c"), Rect(x: 0, y: 24 + lh, width: 400, height: 800 - 24 - lh)))
    let w = V.width("Title", size)
    #expect(same(padded.frame("t"), Rect(x: 24 + (352 - w) / 2, y: 24, width: w, height: lh)))
    let plain = LayoutEngine.layout(screen(.padding(EdgeInsets(all: 24))), in: V.context(direction, size))
    #expect(same(plain.frame("c"), Rect(x: 24, y: 24 + lh, width: 352, height: 752 - lh)))
  }

  @Test("inside the device's safe area it grows through both to the screen's edge", arguments: V.all)
  func nestedInDeviceSafeArea(direction: LayoutDirection, size: DynamicTypeSize) {
    var context = V.context(direction, size)
    context.safeAreaInsets = PhysicalInsets(top: 50, bottom: 30)
    let root = fill(id: "c").modifier(.ignoresSafeArea(.vertical)).modifier(
      .safeAreaPadding(EdgeInsets(all: 10)))
    let result = LayoutEngine.layout(root, in: context)
    #expect(same(result.frame("c"), Rect(x: 10, y: 0, width: 380, height: 800)))
  }
}
