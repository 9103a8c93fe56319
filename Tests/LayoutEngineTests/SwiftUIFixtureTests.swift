import LayoutEngine
import Testing

/// The engine against frames real SwiftUI laid out on macOS (an `NSHostingView` offered
/// 400 × 600 pt, sizing itself to its content; each drawn layer's frame captured, on a 0.5-pt
/// grid). Facts from 27 captured scenarios, written here as our own trees and numbers: each tree
/// is laid out on a Mac window of the capture's root size with the Mac's defaults (body text
/// 13 pt on 16-pt lines, 16-pt `padding()`, 8-pt spacer minimum, spacing by pair), and every
/// leaf must land within 0.5 pt of the captured frame.
///
/// Text is compared by position: SF's widths are not Inter's, so each text is a stand-in of the
/// captured width and 16 pt tall (a `Text` in a fixed frame, which keeps the text's spacing
/// preferences, as a frame does in SwiftUI); where the scenario puts modifiers on the text, the
/// stand-in sits in a `ZStack` that carries them, which lays out as the text alone would.
@Suite("Real SwiftUI frames (macOS)")
struct SwiftUIFixtureTests {
  /// One captured scenario: the root size, our tree, and each leaf's captured frame by id.
  struct Scenario: CustomTestStringConvertible, Sendable {
    let name: String
    let root: Size
    let tree: ViewNode
    let leaves: [(id: String, frame: Rect)]
    var testDescription: String { name }
  }

  /// How far a leaf may be from its captured frame: SwiftUI rounds frames to the 0.5-pt pixel
  /// grid of a @2x display, and the captured text widths are rounded the same way.
  static let tolerance = 0.5

  @Test("Every leaf lands within 0.5 pt of real SwiftUI's frame", arguments: scenarios)
  func scenario(_ scenario: Scenario) {
    let context = LayoutContext(
      containerSize: scenario.root, horizontalSizeClass: .regular, verticalSizeClass: .regular,
      idiom: .mac)
    let result = LayoutEngine.layout(scenario.tree, in: context)
    for (id, expected) in scenario.leaves {
      guard let node = result.node(withID: id) else {
        Issue.record("\(scenario.name): no leaf \(id)")
        continue
      }
      let got = node.outerFrame
      let off = max(
        abs(got.minX - expected.minX), abs(got.minY - expected.minY), abs(got.width - expected.width),
        abs(got.height - expected.height))
      #expect(
        off <= Self.tolerance,
        "\(scenario.name) \(id): \(describe(got)) against SwiftUI's \(describe(expected)), \(off) pt off")
    }
  }

  @Test("The Mac's body text is 13 pt on 16-pt lines, as the HIG's macOS table and the captures")
  func macBodyText() {
    let context = LayoutContext(containerSize: Size(width: 400, height: 600), idiom: .mac)
    let result = LayoutEngine.layout(ViewNode(.text("First"), id: "t"), in: context)
    #expect(result.node(withID: "t")?.font?.pointSize == 13)
    #expect(result.frame("t").height == 16)
  }

  private func describe(_ r: Rect) -> String { "(\(r.minX), \(r.minY), \(r.width) × \(r.height))" }
}

// MARK: - Building the trees

/// A text stand-in of the captured `width`, 16 pt tall, with id `id`; `modifiers` (the
/// scenario's own on the text) go on a `ZStack` around it.
private func t(_ width: Double, _ id: String, _ modifiers: [Modifier] = []) -> ViewNode {
  let standIn = ViewNode(.text(id), modifiers: [.frame(FrameSpec(width: width, height: 16))], id: id)
  return modifiers.isEmpty ? standIn : ViewNode(.zStack(), children: [standIn], modifiers: modifiers)
}

private func v(
  _ children: ViewNode..., alignment: HorizontalAlignment = .center, spacing: Double? = nil,
  modifiers: [Modifier] = []
) -> ViewNode {
  ViewNode(.vStack(alignment: alignment, spacing: spacing), children: children, modifiers: modifiers)
}

private func h(
  _ children: ViewNode..., alignment: VerticalAlignment = .center, spacing: Double? = nil,
  modifiers: [Modifier] = []
) -> ViewNode {
  ViewNode(.hStack(alignment: alignment, spacing: spacing), children: children, modifiers: modifiers)
}

private func color(_ id: String, _ modifiers: [Modifier] = []) -> ViewNode {
  ViewNode(.color("blue"), modifiers: modifiers, id: id)
}

private let gap = ViewNode(.spacer(minLength: nil))

private func frame(
  width: Double? = nil, height: Double? = nil, minHeight: Double? = nil, maxWidth: Double? = nil,
  alignment: Alignment = .center
) -> Modifier {
  .frame(
    FrameSpec(width: width, height: height, maxWidth: maxWidth, minHeight: minHeight, alignment: alignment))
}

private func pad(_ top: Double, _ leading: Double, _ bottom: Double, _ trailing: Double) -> Modifier {
  .padding(EdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing))
}

private func r(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect {
  Rect(x: x, y: y, width: w, height: h)
}

private func s(_ w: Double, _ h: Double) -> Size { Size(width: w, height: h) }

// MARK: - The scenarios

/// The captured scenarios: trees as SwiftUI would write them, numbers as SwiftUI laid them out.
let scenarios: [SwiftUIFixtureTests.Scenario] = [
  .init(
    name: "vstack-default", root: s(46, 48), tree: v(t(27, "a"), t(46, "b"), t(31.5, "c")),
    leaves: [("a", r(9.5, 0, 27, 16)), ("b", r(0, 16, 46, 16)), ("c", r(7.5, 32, 31.5, 16))]),
  .init(
    name: "vstack-trailing", root: s(78, 48),
    tree: v(t(33.5, "a"), t(77.5, "b"), t(22.5, "c"), alignment: .trailing),
    leaves: [("a", r(44.5, 0, 33.5, 16)), ("b", r(0.5, 16, 77.5, 16)), ("c", r(55.5, 32, 22.5, 16))]),
  .init(
    name: "vstack-nested", root: s(71, 82),
    tree: v(v(t(69, "a"), t(69, "b"), spacing: 4), v(t(71, "c"), t(70.5, "d"), spacing: 4), spacing: 10),
    leaves: [
      ("a", r(1, 0, 69, 16)), ("b", r(1, 20, 69, 16)), ("c", r(0, 46, 71, 16)), ("d", r(0.5, 66, 70.5, 16)),
    ]),
  .init(
    name: "zero-spacing-vstack", root: s(10, 48), tree: v(t(9, "a"), t(8.5, "b"), t(9.5, "c"), spacing: 0),
    leaves: [("a", r(0.5, 0, 9, 16)), ("b", r(1, 16, 8.5, 16)), ("c", r(0.5, 32, 9.5, 16))]),
  .init(
    name: "hstack-default", root: s(64, 16), tree: h(t(24, "a"), t(32, "b")),
    leaves: [("a", r(0, 0, 24, 16)), ("b", r(32, 0, 32, 16))]),
  .init(
    name: "hstack-spacing-20", root: s(76, 16), tree: h(t(24, "a"), t(32, "b"), spacing: 20),
    leaves: [("a", r(0, 0, 24, 16)), ("b", r(44, 0, 32, 16))]),
  .init(
    name: "hstack-with-spacer", root: s(400, 16), tree: h(t(24, "a"), gap, t(32, "b")),
    leaves: [("a", r(0, 0, 24, 16)), ("b", r(368, 0, 32, 16))]),
  .init(
    name: "zstack-default", root: s(200, 200),
    tree: ViewNode(.zStack(), children: [color("c", [frame(width: 200, height: 200)]), t(56, "a")]),
    leaves: [("c", r(0, 0, 200, 200)), ("a", r(72, 92, 56, 16))]),
  .init(
    name: "frame-maxwidth-infinity", root: s(400, 16), tree: t(61, "a", [frame(maxWidth: .infinity)]),
    leaves: [("a", r(169.5, 0, 61, 16))]),
  .init(
    name: "frame-alignment-top-leading", root: s(200, 200),
    tree: t(15.5, "a", [frame(width: 200, height: 200, alignment: .topLeading)]),
    leaves: [("a", r(0, 0, 15.5, 16))]),
  .init(
    name: "frame-alignment-bottom-trailing", root: s(200, 200),
    tree: t(17, "a", [frame(width: 200, height: 200, alignment: .bottomTrailing)]),
    leaves: [("a", r(183, 184, 17, 16))]),
  .init(
    name: "padding-default", root: s(79, 48), tree: t(46.5, "a", [pad(16, 16, 16, 16)]),
    leaves: [("a", r(16.5, 16, 46.5, 16))]),
  .init(
    name: "frame-inside-padding", root: s(140, 90),
    tree: t(9, "a", [frame(width: 100, height: 50), pad(20, 20, 20, 20)]),
    leaves: [("a", r(65.5, 37, 9, 16))]),
  .init(
    name: "padding-inside-frame", root: s(200, 100),
    tree: t(9, "a", [pad(20, 20, 20, 20), frame(width: 200, height: 100)]),
    leaves: [("a", r(95.5, 42, 9, 16))]),
  .init(
    name: "deeply-nested-padding-frame", root: s(174, 104),
    tree: t(
      9, "a",
      [
        pad(4, 4, 4, 4), frame(width: 80, height: 40), pad(8, 8, 8, 8), frame(width: 150, height: 80),
        pad(12, 12, 12, 12),
      ]),
    leaves: [("a", r(82.5, 44, 9, 16))]),
  .init(
    name: "stacked-frames-with-alignment", root: s(150, 80),
    tree: t(
      9, "a",
      [
        frame(width: 50, height: 30, alignment: .bottomTrailing),
        frame(width: 150, height: 80, alignment: .topLeading),
      ]),
    leaves: [("a", r(41, 14, 9, 16))]),
  .init(
    name: "frame-minheight-centers-content", root: s(400, 180),
    tree: t(56, "a", [.frame(FrameSpec(maxWidth: .infinity, minHeight: 180))]),
    leaves: [("a", r(172, 82, 56, 16))]),
  .init(
    name: "text-middle-truncation-narrow-parent", root: s(200, 16),
    tree: t(193, "a", [frame(width: 200)]),
    leaves: [("a", r(3.5, 0, 193, 16))]),
  .init(
    name: "nested-alignment-override", root: s(400, 32),
    tree: v(
      h(t(9, "a"), gap, modifiers: [frame(maxWidth: .infinity)]),
      t(8.5, "b", [frame(maxWidth: .infinity, alignment: .trailing)]),
      alignment: .leading),
    leaves: [("a", r(0, 0, 9, 16)), ("b", r(391.5, 16, 8.5, 16))]),
  .init(
    name: "spacer-between-texts", root: s(49, 600),
    tree: v(t(44.5, "a"), gap, t(48.5, "b"), gap, t(39.5, "c")),
    leaves: [("a", r(2.5, 0, 44.5, 16)), ("b", r(0.5, 292, 48.5, 16)), ("c", r(5, 584, 39.5, 16))]),
  .init(
    name: "unequal-flex-spacers", root: s(45, 600),
    tree: v(t(22.5, "a"), gap, t(22.5, "b"), gap, gap, t(44.5, "c")),
    leaves: [("a", r(11.5, 0, 22.5, 16)), ("b", r(11.5, 200, 22.5, 16)), ("c", r(0.5, 584, 44.5, 16))]),
  .init(
    name: "mixed-fixed-flexible-hstack", root: s(400, 600),
    tree: h(t(32.5, "a", [frame(width: 80)]), color("c"), gap, t(23.5, "b", [frame(width: 60)]), spacing: 0),
    leaves: [("a", r(24, 292, 32.5, 16)), ("c", r(80, 0, 252, 600)), ("b", r(358.5, 292, 23.5, 16))]),
  .init(
    name: "vstack-frame-padding", root: s(400, 64),
    tree: v(
      t(26.5, "a", [frame(maxWidth: .infinity, alignment: .leading), pad(0, 16, 0, 16)]),
      t(47, "b", [frame(maxWidth: .infinity, alignment: .leading), pad(0, 16, 0, 16)]),
      spacing: 8, modifiers: [pad(12, 0, 12, 0)]),
    leaves: [("a", r(16, 12, 26.5, 16)), ("b", r(16, 36, 47, 16))]),
  .init(
    name: "app-header-content-footer", root: s(400, 600),
    tree: v(
      t(44.5, "a", [frame(maxWidth: .infinity, alignment: .leading), pad(0, 16, 0, 16), pad(8, 0, 8, 0)]),
      gap,
      h(t(39, "b"), gap, t(24, "c"), modifiers: [pad(0, 16, 0, 16), pad(4, 0, 4, 0)]),
      spacing: 0),
    leaves: [("a", r(16, 8, 44.5, 16)), ("b", r(16, 580, 39, 16)), ("c", r(360, 580, 24, 16))]),
  .init(
    name: "sidebar-detail-split", root: s(400, 600),
    tree: h(
      v(
        t(36.5, "a"), t(38, "b"), t(38.5, "c"), t(38.5, "d"), t(38.5, "e"), alignment: .leading, spacing: 4,
        modifiers: [frame(width: 120), pad(8, 0, 8, 0)]),
      color("divider", [frame(width: 1)]),
      v(
        t(35, "f"), gap, alignment: .leading,
        modifiers: [frame(maxWidth: .infinity, alignment: .leading), pad(12, 12, 12, 12)]),
      spacing: 0),
    leaves: [
      ("a", r(41, 252, 36.5, 16)), ("b", r(41, 272, 38, 16)), ("c", r(41, 292, 38.5, 16)),
      ("d", r(41, 312, 38.5, 16)), ("e", r(41, 332, 38.5, 16)), ("divider", r(120, 0, 1, 600)),
      ("f", r(133, 12, 35, 16)),
    ]),
  .init(
    name: "toolbar-content-layout", root: s(400, 600),
    tree: v(
      h(
        t(30, "a"), gap, t(26.5, "b"), gap, t(32, "c"),
        modifiers: [pad(8, 8, 8, 8), frame(maxWidth: .infinity)]),
      color("rule", [frame(height: 1)]),
      gap,
      spacing: 0),
    leaves: [
      ("a", r(8, 8, 30, 16)), ("b", r(186, 8, 26.5, 16)), ("c", r(360, 8, 32, 16)),
      ("rule", r(0, 32, 400, 1)),
    ]),
  .init(
    name: "complex-nested", root: s(400, 121),
    tree: v(
      h(
        color("icon1", [frame(width: 44, height: 44)]),
        v(t(26.5, "a"), t(47, "b"), alignment: .leading, spacing: 4), gap,
        spacing: 12, modifiers: [pad(0, 16, 0, 16)]),
      ViewNode(.divider, id: "divider"),
      h(
        color("icon2", [frame(width: 44, height: 44)]),
        v(t(38, "c"), t(69.5, "d"), alignment: .leading, spacing: 4), gap,
        spacing: 12, modifiers: [pad(0, 16, 0, 16)]),
      spacing: 16),
    leaves: [
      ("icon1", r(16, 0, 44, 44)), ("a", r(72, 4, 26.5, 16)), ("b", r(72, 24, 47, 16)),
      ("divider", r(0, 60, 400, 1)),
      ("icon2", r(16, 77, 44, 44)), ("c", r(72, 81, 38, 16)), ("d", r(72, 101, 69.5, 16)),
    ]),
]
