import TestSupport
import Testing

@testable import LayoutEngine

/// Two cases the layout properties found (`LayoutPropertyTests`), kept as plain examples.
@Suite("ignoresSafeArea placement")
struct IgnoresSafeAreaPlacementTests {
  /// "OK", with an id to find it by.
  func okText() -> ViewNode {
    var node = text("OK")
    node.id = "t"
    return node
  }

  @Test("a view that does not reach the safe area's edge keeps its offer: its text is not cut")
  func untouchedViewKeepsItsOffer() {
    let root = okText().modifier(.padding(EdgeInsets())).modifier(.ignoresSafeArea(.leading))
    let result = LayoutEngine.layout(root, in: screen())
    let plain = LayoutEngine.layout(okText(), in: screen())
    #expect(result.node(withID: "t")?.text?.lines.map(\.text) == ["OK"])
    #expect(result.node(withID: "t")?.isTruncated == false)
    #expect(result.frame("t") == plain.frame("t"))
  }

  @Test("padding grown into the safe area keeps its child at the leading edge, mirrored in right to left")
  func grownPaddingMirrors() {
    let row = hStack([okText().modifier(.padding(EdgeInsets())).modifier(.ignoresSafeArea(.leading)), fill()])
    var ltrContext = screen(400, 800)
    ltrContext.safeAreaInsets = PhysicalInsets(left: 20)
    var rtlContext = screen(400, 800, direction: .rightToLeft)
    rtlContext.safeAreaInsets = PhysicalInsets(right: 20)
    let ltr = LayoutEngine.layout(row, in: ltrContext).frame("t")
    let rtl = LayoutEngine.layout(row, in: rtlContext).frame("t")
    #expect(ltr.minX == 0)
    #expect(rtl.maxX == 400)
    #expect(rtl.width == ltr.width)
  }
}
