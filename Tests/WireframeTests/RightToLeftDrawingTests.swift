import Devices
import Foundation
import LayoutEngine
import TestSupport
import Testing

@testable import Wireframe

/// The right-to-left rules the drawing decides: symbols, tracks, text alignment and bidi order.
@Suite("Right-to-left drawing")
struct RightToLeftDrawingTests {
  /// The row of `canvas` with the node `id`'s middle, trimmed of spaces at both ends.
  func row(_ id: String, in result: LayoutResult, _ canvas: Canvas) -> String {
    let frame = result.frame(id)
    let cells = plainViewport.cells(for: frame)
    return canvas.text(row: cells.midRow, from: 0, count: canvas.columns)
      .trimmingCharacters(in: .whitespaces)
  }

  /// The row the first line of text node `id` is drawn on.
  func textRow(_ id: String, in result: LayoutResult) -> Int {
    let node = result.node(withID: id)!
    return TextRasterizer.rows(
      forLines: node.text?.lines.count ?? 1, in: node.frame, viewport: plainViewport)[0]
  }

  func symbol(_ name: String, id: String) -> ViewNode {
    ViewNode(.image(.symbol(name), resizable: false), modifiers: [.frame(FrameSpec(width: 40))], id: id)
  }

  @Test("the back chevron points left in LTR and right in RTL; chevron.left always points left")
  func backChevron() {
    let tree = ViewNode(
      .vStack(alignment: .center, spacing: 8),
      children: [symbol("chevron.backward", id: "back"), symbol("chevron.left", id: "left")])
    let (l, lc) = draw(tree, on: plainScreen, viewport: plainViewport)
    let (r, rc) = draw(tree, on: plainScreen, viewport: plainViewport, direction: .rightToLeft)
    #expect(row("back", in: l, lc).hasPrefix("‹"))
    #expect(row("back", in: r, rc).hasSuffix("›"))
    #expect(row("left", in: l, lc).hasPrefix("‹"))
    #expect(row("left", in: r, rc).hasSuffix("‹"))
  }

  @Test("a mirrored symbol without an arrow shows the mirror mark; a checkmark does not")
  func mirrorMark() {
    let tree = ViewNode(
      .vStack(alignment: .center, spacing: 8),
      children: [symbol("paperplane", id: "send"), symbol("checkmark", id: "done")])
    let (r, rc) = draw(tree, on: plainScreen, viewport: plainViewport, direction: .rightToLeft)
    #expect(row("send", in: r, rc).hasSuffix("⇆"))
    #expect(row("done", in: r, rc).hasSuffix("✓"), "its own glyph, not the mirror mark")
  }

  @Test("a slider and a progress bar run from the trailing side: filled on the right in RTL")
  func tracksFromTrailing() {
    let tree = ViewNode(
      .vStack(alignment: .center, spacing: 8),
      children: [
        ViewNode(.slider(value: 0.25), modifiers: [.frame(FrameSpec(width: 40))], id: "slider"),
        ViewNode(.progressView(.linear(0.5)), modifiers: [.frame(FrameSpec(width: 40))], id: "bar"),
      ])
    let (r, rc) = draw(tree, on: plainScreen, viewport: plainViewport, direction: .rightToLeft)
    #expect(row("slider", in: r, rc) == "───────●━━")
    #expect(row("bar", in: r, rc) == "▱▱▱▱▱▰▰▰▰▰")
    let (l, lc) = draw(tree, on: plainScreen, viewport: plainViewport)
    #expect(row("slider", in: l, lc) == "━━●───────")
  }

  @Test("a switch is mirrored in RTL: on has its knob on the left, at the row's left end")
  func switchMirrored() {
    let tree = ViewNode(
      .vStack(alignment: .center, spacing: 8),
      children: [
        ViewNode(.toggle(title: "Wi-Fi", isOn: true), id: "on"),
        ViewNode(.toggle(title: "Bluetooth", isOn: false), id: "off"),
      ])
    let (l, lc) = draw(tree, on: plainScreen, viewport: plainViewport)
    #expect(row("on", in: l, lc).hasSuffix("(━●)"))
    #expect(row("off", in: l, lc).hasSuffix("(●━)"))
    let (r, rc) = draw(tree, on: plainScreen, viewport: plainViewport, direction: .rightToLeft)
    #expect(row("on", in: r, rc).hasPrefix("(●━)"), "\(row("on", in: r, rc))")
    #expect(row("off", in: r, rc).hasPrefix("(━●)"))
    #expect(ToggleRasterizer.mirrored("[x]") == "[x]")
  }

  @Test("a price keeps its digits in order in RTL, on the right of the row")
  func priceDigits() {
    let tree = ViewNode(
      .hStack(alignment: .center, spacing: 0),
      children: [ViewNode(.text("$12.99"), id: "price"), ViewNode(.spacer(minLength: 0))])
    let (r, rc) = draw(tree, on: plainScreen, viewport: plainViewport, direction: .rightToLeft)
    let line = textRow("price", in: r)
    #expect(rc.text(row: line, from: 0, count: 100).trimmingCharacters(in: .whitespaces) == "$12.99")
    #expect(rc.text(row: line, from: 94, count: 6) == "$12.99")
  }

  @Test("Hebrew text is drawn in visual order and hugs the right edge in an RTL context")
  func hebrewLine() {
    let (r, rc) = draw(
      ViewNode(.text("שלום עולם"), modifiers: [.frame(FrameSpec(width: 200))], id: "t"),
      on: plainScreen, viewport: plainViewport, direction: .rightToLeft)
    let cells = plainViewport.cells(for: r.frame("t"))
    #expect(rc.text(row: textRow("t", in: r), from: cells.maxColumn - 9, count: 9) == "םלוע םולש")
  }

  @Test("an English paragraph in RTL hugs the left edge of its frame; a short leading line the right")
  func paragraphAlignment() {
    let paragraph = "Your order is being prepared and will leave the kitchen in a few minutes."
    let tree = ViewNode(
      .vStack(alignment: .center, spacing: 8),
      children: [
        ViewNode(.text(paragraph), modifiers: [.frame(FrameSpec(width: 160))], id: "p"),
        ViewNode(
          .text("Order"), modifiers: [.frame(FrameSpec(width: 160, alignment: .leading))], id: "short"),
      ])
    let (r, rc) = draw(tree, on: plainScreen, viewport: plainViewport, direction: .rightToLeft)
    let p = plainViewport.cells(for: r.frame("p"))
    #expect(r.node(withID: "p")!.text!.lines.count >= 3)
    #expect(rc.text(row: textRow("p", in: r), from: p.minColumn, count: 4) == "Your")
    let s = plainViewport.cells(for: r.frame("short"))
    #expect(rc.text(row: textRow("short", in: r), from: s.maxColumn - 5, count: 5) == "Order")
  }

  @Test("the caption names a language other than English")
  func captionLanguage() {
    var context = plainScreen.context(layoutDirection: .rightToLeft)
    context.language = .arabic
    let parts = Caption.parts(for: plainScreen, context: context, glyphs: .unicode)
    #expect(parts.suffix(2) == ["RTL", "Arabic"])
    #expect(Caption.parts(for: plainScreen, context: plainScreen.context(), glyphs: .unicode).last == "LTR")
  }
}

@Suite("Bidi controls never reach the canvas")
struct BidiControlCanvasTests {
  @Test("an override in a symbol's name shows as U+FFFD; an override in text is applied, then dropped")
  func dropped() {
    let tree = ViewNode(
      .vStack(alignment: .center, spacing: 8),
      children: [
        ViewNode(
          .image(.symbol("bolt\u{2067}x\u{202E}"), resizable: true),
          modifiers: [.frame(FrameSpec(width: 120, height: 20))]),
        ViewNode(.text("\u{202E}abc def"), modifiers: [.frame(FrameSpec(width: 200))], id: "t"),
      ])
    let (_, canvas) = draw(tree, on: plainScreen, viewport: plainViewport, direction: .rightToLeft)
    let all = canvas.lines.joined(separator: " ")
    #expect(!all.unicodeScalars.contains(where: Sanitizer.isUnsafe))
    #expect(all.contains("fed cba"))
    #expect(all.contains("bolt\u{FFFD}x\u{FFFD}"))
  }
}
