import TestSupport
import Testing

@testable import LayoutEngine

/// `imageScale` sizes SF Symbols in the view: the medium box (1.2 × the point size, rounded)
/// times the SF Symbols template's scale, 0.783 small and 1.29 large.
@Suite("imageScale")
struct ImageScaleTests {
  typealias V = LayoutModifierVariants

  @Test("small, medium and large boxes, inherited from a stack", arguments: V.all)
  func boxes(direction: LayoutDirection, size: DynamicTypeSize) {
    let pt = size == .large ? 17.0 : 53.0
    for scale in ImageScale.allCases {
      let root = hStack(ViewNode(.image(.symbol("star")), id: "i"), box(10, 10)).modifier(.imageScale(scale))
      let result = LayoutEngine.layout(root, in: V.context(direction, size))
      let side = (pt * 1.2 * scale.factor).rounded()
      let stackWidth = side + 10
      let x = V.x(leading: (400 - stackWidth) / 2, width: side, direction)
      #expect(same(result.frame("i"), Rect(x: x, y: (800 - side) / 2, width: side, height: side)))
    }
    // The numbers themselves: 20 → 16 / 26 at Large, 64 → 50 / 82 at AX5.
    let expected: [ImageScale: Double] =
      size == .large ? [.small: 16, .medium: 20, .large: 26] : [.small: 50, .medium: 64, .large: 82]
    for (scale, side) in expected { #expect((pt * 1.2 * scale.factor).rounded() == side) }
  }

  @Test("a button's symbol scales with it; its title does not", arguments: V.all)
  func buttonSymbol(direction: LayoutDirection, size: DynamicTypeSize) {
    func width(_ scale: ImageScale) -> Double {
      let button = ViewNode(.button(title: "Add", systemImage: "plus"), id: "b").modifier(.imageScale(scale))
      return LayoutEngine.layout(button, in: V.context(direction, size)).frame("b").width
    }
    let pt = size == .large ? 17.0 : 53.0
    let growth = (pt * 1.2 * 1.29).rounded() - (pt * 1.2).rounded()
    #expect(close(width(.large) - width(.medium), growth))
  }
}
