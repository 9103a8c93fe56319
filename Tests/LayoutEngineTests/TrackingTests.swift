import TestSupport
import Testing

@testable import LayoutEngine

/// `kerning` and `tracking` add their points after every character of a line, the last included
/// (Apple: tracking adds space "to each character cluster after layout"; kerning "affects the
/// trailing edge of the text view as well"); they do not scale with Dynamic Type.
@Suite("kerning and tracking")
struct TrackingTests {
  typealias V = LayoutModifierVariants

  @Test("a line grows by the value once per character", arguments: V.all)
  func widthGrows(direction: LayoutDirection, size: DynamicTypeSize) {
    for modifier in [Modifier.tracking(2), .tracking(-0.5)] {
      guard case .tracking(let value) = modifier else { continue }
      let node = TextModifierLayoutTests.layout(
        ViewNode(.text("Weekly"), id: "t").modifier(modifier), direction, size)
      let width = V.width("Weekly", size) + 6 * value
      #expect(near(node.frame, TextModifierLayoutTests.frame(width, V.lineHeight(size), direction)))
    }
  }

  @Test(
    "an environment value: set on a stack, it widens the text inside; wrapping counts it", arguments: V.all)
  func inheritedAndWrapped(direction: LayoutDirection, size: DynamicTypeSize) {
    let words = "ab cd"
    // Wide enough for "ab cd" untracked (and each word tracked) but not for all of it tracked
    // (5 × 4 pt): it wraps after the space.
    let limit = V.width(words, size) + 10
    let root = vStack(ViewNode(.text(words), id: "t")).modifier(.tracking(4))
      .modifier(.frame(FrameSpec(width: limit)))
    let result = LayoutEngine.layout(root, in: V.context(direction, size))
    let node = result.node(withID: "t")!
    #expect(node.text?.lines.map(\.text) == ["ab", "cd"])
    #expect(abs(node.frame.width - max(V.width("ab", size), V.width("cd", size)) - 8) < 1e-4)
    #expect(close(node.frame.height, 2 * V.lineHeight(size)))
  }

  /// Rectangles equal to within the precision of stored advances (font units are kept as `Float`).
  func near(_ a: Rect, _ b: Rect) -> Bool {
    abs(a.minX - b.minX) < 1e-4 && abs(a.minY - b.minY) < 1e-4 && abs(a.width - b.width) < 1e-4
      && abs(a.height - b.height) < 1e-4
  }
}
