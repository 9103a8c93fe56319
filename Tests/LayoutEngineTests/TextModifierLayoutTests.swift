import TestSupport
import Testing

@testable import LayoutEngine

/// Exact frames of text under the text modifiers, in both directions at Large and AX5.
///
/// Expected numbers come from the HIG type table (body: 17 pt on 22 at Large, 53 pt on 62 at
/// AX5) and the font metrics: monospaced text is SF Mono's 1229/2048 em a character, so counts
/// of characters give widths; other widths are sums of the table's advances per character.
@Suite("Text modifiers in layout")
struct TextModifierLayoutTests {
  /// The four variants every test runs in.
  static let variants: [(LayoutDirection, DynamicTypeSize)] = [
    (.leftToRight, .large), (.rightToLeft, .large), (.leftToRight, .accessibility5),
    (.rightToLeft, .accessibility5),
  ]

  /// Body's point size and line height at `size` (the HIG table).
  static func body(_ size: DynamicTypeSize) -> (pointSize: Double, lineHeight: Double) {
    size == .large ? (17, 22) : (53, 62)
  }

  /// SF Mono's advance at `pointSize`.
  static func mono(_ pointSize: Double) -> Double { pointSize * 1229 / 2048 }

  /// The advance of `string` at `pointSize` in `weight`, summed from the metrics table.
  static func advance(_ string: String, _ pointSize: Double, weight: FontWeight = .regular) -> Double {
    let metrics = FontMetrics(weight: weight)
    return string.unicodeScalars.reduce(0) { $0 + metrics.units(of: $1) } * pointSize
      / FontMetricsTable.unitsPerEm
  }

  /// Lays out `text` (id "t") on a 400 × 800 screen in a full-width frame aligned leading, so its
  /// own frame starts at the leading edge: x 0 in LTR, 400 - width in RTL, centred vertically.
  static func layout(_ text: ViewNode, _ direction: LayoutDirection, _ size: DynamicTypeSize) -> PlacedNode {
    var context = screen(400, 800, direction: direction)
    context.dynamicTypeSize = size
    let root = text.modifier(.frame(FrameSpec(maxWidth: .infinity, alignment: .leading)))
    return LayoutEngine.layout(root, in: context).node(withID: "t")!
  }

  /// The frame a text of `width` × `height` has in `layout`.
  static func frame(_ width: Double, _ height: Double, _ direction: LayoutDirection) -> Rect {
    Rect(x: direction == .leftToRight ? 0 : 400 - width, y: (800 - height) / 2, width: width, height: height)
  }

  static func close(_ a: Rect, _ b: Rect) -> Bool {
    abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6
      && abs(a.height - b.height) < 1e-6
  }

  @Test("monospaced: every character SF Mono's 1229/2048 em", arguments: variants)
  func monospaced(direction: LayoutDirection, size: DynamicTypeSize) {
    let (pt, lh) = Self.body(size)
    let node = Self.layout(
      ViewNode(.text("12:34 ab"), id: "t").modifier(.fontDesign(.monospaced)), direction, size)
    #expect(Self.close(node.frame, Self.frame(8 * Self.mono(pt), lh, direction)))
  }

  @Test("monospacedDigit: each digit as wide as the widest digit", arguments: variants)
  func monospacedDigit(direction: LayoutDirection, size: DynamicTypeSize) {
    let (pt, lh) = Self.body(size)
    let widest = (0...9).map { Self.advance(String($0), pt) }.max()!
    let node = Self.layout(ViewNode(.text("1:11"), id: "t").modifier(.monospacedDigit), direction, size)
    #expect(Self.close(node.frame, Self.frame(3 * widest + Self.advance(":", pt), lh, direction)))
    #expect(widest > Self.advance("1", pt))
  }

  @Test("bold and fontWeight measure in the weight; italic keeps the upright widths", arguments: variants)
  func weightAndItalic(direction: LayoutDirection, size: DynamicTypeSize) {
    let (pt, lh) = Self.body(size)
    let string = "Weekly"
    let bold = Self.layout(ViewNode(.text(string), id: "t").modifier(.fontWeight(.bold)), direction, size)
    #expect(Self.close(bold.frame, Self.frame(Self.advance(string, pt, weight: .bold), lh, direction)))
    #expect(bold.font?.weight == .bold)
    let italic = Self.layout(ViewNode(.text(string), id: "t").modifier(.italic), direction, size)
    #expect(Self.close(italic.frame, Self.frame(Self.advance(string, pt), lh, direction)))
    #expect(italic.font?.isItalic == true)
  }

  @Test("a fontWeight outside wins over a font inside, which keeps its style", arguments: variants)
  func weightOverAnInnerFont(direction: LayoutDirection, size: DynamicTypeSize) {
    let (pt, lh) = Self.body(size)
    let inner = ViewNode(.text("Inbox"), id: "t").modifier(.font(Font(style: .body, weight: .light)))
    let node = Self.layout(vStack(inner).modifier(.fontWeight(.heavy)), direction, size)
    #expect(node.font?.weight == .heavy)
    #expect(abs(node.frame.width - Self.advance("Inbox", pt, weight: .heavy)) < 1e-6)
    #expect(node.frame.height == lh)
  }

  @Test("textCase: the upper-cased string is shown and measured", arguments: variants)
  func textCase(direction: LayoutDirection, size: DynamicTypeSize) {
    let (pt, lh) = Self.body(size)
    let node = Self.layout(
      vStack(ViewNode(.text("Settings"), id: "t")).modifier(.textCase(.uppercase)), direction, size)
    #expect(Self.close(node.frame, Self.frame(Self.advance("SETTINGS", pt), lh, direction)))
    #expect(node.text?.lines.map(\.text) == ["SETTINGS"])
  }

  @Test("lineSpacing: added between lines, not after the last", arguments: variants)
  func lineSpacing(direction: LayoutDirection, size: DynamicTypeSize) {
    let (pt, lh) = Self.body(size)
    let node = Self.layout(
      ViewNode(.text("one\ntwo\nthree"), id: "t").modifier(.lineSpacing(6)), direction, size)
    #expect(Self.close(node.frame, Self.frame(Self.advance("three", pt), 3 * lh + 2 * 6, direction)))
  }

  @Test("lineLimit 2...3: at least two lines high, at most three lines", arguments: variants)
  func lineLimitRange(direction: LayoutDirection, size: DynamicTypeSize) {
    let (pt, lh) = Self.body(size)
    let short = Self.layout(
      ViewNode(.text("Short"), id: "t").modifier(.lineLimit(3)).modifier(.reservedLines(2)), direction, size)
    #expect(Self.close(short.frame, Self.frame(Self.advance("Short", pt), 2 * lh, direction)))
    let long = Self.layout(
      ViewNode(.text("a\nb\nc\nd\ne"), id: "t").modifier(.lineLimit(3)).modifier(.reservedLines(2)),
      direction,
      size)
    #expect(long.frame.height == 3 * lh)
    #expect(long.isTruncated)
    #expect(long.text?.lines.map(\.text) == ["a", "b", "c…"])
  }

  @Test(
    "lineLimit with reservesSpace: the limit's lines however short; a later lineLimit resets it",
    arguments: variants)
  func reservesSpace(direction: LayoutDirection, size: DynamicTypeSize) {
    let (pt, lh) = Self.body(size)
    let reserved = Self.layout(
      ViewNode(.text("Hi"), id: "t").modifier(.lineLimit(3)).modifier(.reservedLines(3)), direction, size)
    #expect(Self.close(reserved.frame, Self.frame(Self.advance("Hi", pt), 3 * lh, direction)))
    let reset = Self.layout(
      vStack(ViewNode(.text("Hi"), id: "t").modifier(.lineLimit(2))).modifier(.lineLimit(3)).modifier(
        .reservedLines(3)), direction, size)
    #expect(reset.frame.height == lh)
  }

  /// 26 monospaced letters in a frame 10.5 characters wide: a truncated line holds "…" and 9.
  static let alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"

  static func truncated(_ mode: TruncationMode, _ direction: LayoutDirection, _ size: DynamicTypeSize)
    -> PlacedNode
  {
    let width = 10.5 * mono(body(size).pointSize)
    let text = ViewNode(.text(alphabet), id: "t").modifier(.frame(FrameSpec(width: width)))
    return layout(
      vStack(text).modifier(.fontDesign(.monospaced)).modifier(.lineLimit(1)).modifier(.truncationMode(mode)),
      direction, size)
  }

  @Test("truncationMode: the … at the end, the start or the middle", arguments: variants)
  func truncationModes(direction: LayoutDirection, size: DynamicTypeSize) {
    let (pt, lh) = Self.body(size)
    let frameWidth = 10.5 * Self.mono(pt)
    let inFrame = (frameWidth - 10 * Self.mono(pt)) / 2
    for (mode, shown) in [
      (TruncationMode.tail, "ABCDEFGHI…"), (.head, "…RSTUVWXYZ"), (.middle, "ABCDE…WXYZ"),
    ] {
      let node = Self.truncated(mode, direction, size)
      #expect(node.text?.lines.map(\.text) == [shown], "\(mode)")
      let frame = Self.frame(frameWidth, lh, direction)
      #expect(
        Self.close(
          node.frame, Rect(x: frame.minX + inFrame, y: frame.minY, width: 10 * Self.mono(pt), height: lh)),
        "\(mode)")
    }
  }

  @Test(
    "minimumScaleFactor: the largest size from the factor that fits, else truncated at the factor",
    arguments: variants)
  func minimumScaleFactor(direction: LayoutDirection, size: DynamicTypeSize) {
    let (pt, lh) = Self.body(size)
    let a = Self.mono(pt)
    func shrunk(_ factor: Double) -> PlacedNode {
      let text = ViewNode(.text("ABCDEFGHIJ"), id: "t").modifier(.frame(FrameSpec(width: 5 * a)))
      return Self.layout(
        vStack(text).modifier(.fontDesign(.monospaced)).modifier(.lineLimit(1)).modifier(
          .minimumScaleFactor(factor)),
        direction, size)
    }
    // Ten characters in five characters' width: half size fits.
    let half = shrunk(0.25)
    #expect(abs(half.text!.fontScale - 0.5) < 1e-6)
    #expect(!half.isTruncated)
    #expect(abs(half.frame.width - 5 * a) < 1e-4)
    #expect(abs(half.frame.height - lh / 2) < 1e-4)
    #expect(half.text?.lines.map(\.text) == ["ABCDEFGHIJ"])
    // At three quarters it still does not fit: 6 characters of 0.75 a fit in 5 a, "…" among them.
    let limited = shrunk(0.75)
    #expect(limited.text!.fontScale == 0.75)
    #expect(limited.isTruncated)
    #expect(limited.text?.lines.map(\.text) == ["ABCDE…"])
    #expect(abs(limited.frame.width - 6 * 0.75 * a) < 1e-6)
    #expect(abs(limited.frame.height - 0.75 * lh) < 1e-6)
  }

  @Test("dynamicTypeSize clamps: ...xxxLarge is 23 pt on 29 at AX5, unchanged at Large", arguments: variants)
  func dynamicTypeSizeClamp(direction: LayoutDirection, size: DynamicTypeSize) {
    let (pt, lh) = size == .large ? (17.0, 22.0) : (23.0, 29.0)
    let node = Self.layout(
      vStack(ViewNode(.text("Hello"), id: "t")).modifier(.dynamicTypeSize(.xSmall ... .xxxLarge)), direction,
      size)
    #expect(Self.close(node.frame, Self.frame(Self.advance("Hello", pt), lh, direction)))
  }

  @Test("a scaled metric inside a clamped range scales to the clamped size", arguments: variants)
  func scaledMetricClamped(direction: LayoutDirection, size: DynamicTypeSize) {
    let box = ViewNode(.rectangle, id: "t").modifier(
      .scaledFrame(FrameSpec(width: 17, height: 17), relativeTo: .body))
    let node = Self.layout(vStack(box).modifier(.dynamicTypeSize(.xSmall ... .xxxLarge)), direction, size)
    let side = size == .large ? 17.0 : 23.0
    #expect(Self.close(node.frame, Self.frame(side, side, direction)))
  }

  @Test("Markdown is measured and shown as its visible text", arguments: variants)
  func markdown(direction: LayoutDirection, size: DynamicTypeSize) throws {
    let (pt, lh) = Self.body(size)
    var values = ArgumentValues()
    values.append("text", .text("**Go** [now](https://example.com)"))
    let element = try Declarations.element("Text")!.build(values)
    let node = Self.layout(ViewNode(element, id: "t"), direction, size)
    #expect(node.text?.lines.map(\.text) == ["Go now"])
    #expect(Self.close(node.frame, Self.frame(Self.advance("Go now", pt), lh, direction)))
  }

  @Test("a custom size relative to a style scales with it; a system size does not", arguments: variants)
  func customSizes(direction: LayoutDirection, size: DynamicTypeSize) {
    let scaledSize = size == .large ? 20 : 20 * 53 / 17.0
    let custom = Self.layout(
      ViewNode(.text("Hi"), id: "t").modifier(
        .font(Font(style: .body, fixedSize: 20, scalesWithStyle: true))),
      direction, size)
    #expect(custom.font?.pointSize == scaledSize)
    #expect(
      Self.close(
        custom.frame, Self.frame(Self.advance("Hi", scaledSize), (scaledSize * 22 / 17).rounded(), direction))
    )
    let fixed = Self.layout(
      ViewNode(.text("Hi"), id: "t").modifier(.font(Font(style: .body, fixedSize: 20))), direction, size)
    #expect(
      Self.close(fixed.frame, Self.frame(Self.advance("Hi", 20), (20.0 * 22 / 17).rounded(), direction)))
  }

  @Test(
    "grouped lists show section headers upper-cased and measure them so; textCase(nil) keeps them",
    arguments: variants)
  func sectionHeaders(direction: LayoutDirection, size: DynamicTypeSize) {
    func header(_ style: ListStyle, _ modifiers: [Modifier] = []) -> PlacedNode {
      let section = ViewNode(
        .section(hasHeader: true), children: [ViewNode(.text("Account"), id: "t"), text("Row")])
      var list = ViewNode(.list(style: style), children: [section])
      list.modifiers = modifiers
      var context = screen(400, 800, direction: direction)
      context.dynamicTypeSize = size
      return LayoutEngine.layout(list, in: context).node(withID: "t")!
    }
    // A header is footnote text, its section's font: 13 pt at Large, 44 at AX5 (the HIG's table).
    let pointSize = size == .large ? 13.0 : 44.0
    let grouped = header(.insetGrouped)
    #expect(grouped.text?.lines.map(\.text) == ["ACCOUNT"])
    #expect(abs(grouped.frame.width - Self.advance("ACCOUNT", pointSize)) < 1e-6)
    #expect(header(.plain).text?.lines.map(\.text) == ["Account"])
    #expect(header(.insetGrouped, [.textCase(nil)]).text?.lines.map(\.text) == ["Account"])
  }
}
