import TestSupport
import Testing

@testable import LayoutEngine

/// `position(x:y:)` takes the whole offer and centres its view at the point, `x` from the leading
/// edge: SwiftUI flips each view's x within its parent in right-to-left ("Making fine adjustments
/// to a view's position": x 0 is on the right in right-to-left), so the point mirrors.
@Suite("position(x:y:)")
struct PositionTests {
  typealias V = LayoutModifierVariants

  @Test(
    "takes the whole offer; the view is centred at x from the leading edge, y from the top", arguments: V.all)
  func centresAtPoint(direction: LayoutDirection, size: DynamicTypeSize) {
    let root = ViewNode(.text("Pin"), id: "t").modifier(.position(x: 100, y: 200))
    let result = LayoutEngine.layout(root, in: V.context(direction, size))
    let (w, lh) = (V.width("Pin", size), V.lineHeight(size))
    let node = result.node(withID: "t")!
    #expect(same(node.outerFrame, Rect(x: 0, y: 0, width: 400, height: 800)))
    #expect(
      same(
        node.frame,
        Rect(x: V.x(leading: 100 - w / 2, width: w, direction), y: 200 - lh / 2, width: w, height: lh)))
  }

  @Test("inside a frame: the point is in the frame's space; offered nothing, it is 10 × 10", arguments: V.all)
  func inFrameAndUnspecified(direction: LayoutDirection, size: DynamicTypeSize) {
    let framed = box(40, 20, id: "b").modifier(.position(x: 0, y: 0))
      .modifier(.frame(FrameSpec(width: 200, height: 100)))
    let result = LayoutEngine.layout(framed, in: V.context(direction, size))
    // The frame is centred on the screen: 100...300 × 350...450; the box's centre at its top-leading corner.
    #expect(
      same(
        result.frame("b"), Rect(x: direction == .leftToRight ? 80 : 300 - 20, y: 340, width: 40, height: 20)))

    let fixed = box(40, 20, id: "b").modifier(.position(x: 5, y: 5)).modifier(
      .fixedSize(horizontal: true, vertical: true))
    let outer = LayoutEngine.layout(fixed, in: V.context(direction, size)).node(withID: "b")!.outerFrame
    #expect(outer.size == Size(width: 10, height: 10))
  }
}
