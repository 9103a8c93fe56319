import Devices
import Foundation
import LayoutEngine
import TestSupport
import Testing

@testable import Wireframe

/// The SVG wireframe's promises: exact geometry from the layout, deterministic bytes, text that
/// cannot break the XML or reorder itself, right-to-left text in visual order.
@Suite("SVG output")
struct SVGOutputTests {
  static let phone = try! DeviceCatalog.standard.device(named: "iPhone 17 Pro").screen(.portrait)

  static func svg(_ body: ViewNode, on screen: Screen = phone, direction: LayoutDirection = .leftToRight)
    -> String
  {
    let result = LayoutEngine.layout(body, in: screen.context(layoutDirection: direction))
    return SVGOutput.render(result, on: screen)
  }

  @Test func numbersHaveAtMostTwoDecimalsAndNoNegativeZero() {
    #expect(SVGMarkup.number(12) == "12")
    #expect(SVGMarkup.number(12.5) == "12.5")
    #expect(SVGMarkup.number(1.0 / 3) == "0.33")
    #expect(SVGMarkup.number(-0.004) == "0")
    #expect(SVGMarkup.number(-2.05) == "-2.05")
    #expect(SVGMarkup.number(0.1 + 0.2) == "0.3")
    #expect(SVGMarkup.number(.infinity) == "0")
  }

  @Test func aHostileStringStaysText() {
    let svg = Self.svg(ViewNode(.text("</text><script>alert(1)</script>\u{1B}[31m")))
    #expect(!svg.contains("<script>"))
    #expect(svg.contains("&lt;/text&gt;&lt;script&gt;alert(1)&lt;/script&gt;\u{241B}[31m"))
    #expect(!svg.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
  }

  @Test func theSameLayoutGivesTheSameBytes() {
    let body = ViewNode(
      .vStack(), children: [ViewNode(.text("One")), ViewNode(.button(title: "Two", style: .bordered))])
    #expect(Self.svg(body) == Self.svg(body))
  }

  @Test func chromeComesFromTheDeviceCatalog() {
    let svg = Self.svg(ViewNode(.text("Hi")))
    // The body 12 pt outside the screen, the screen with the device's corner radius.
    let radius = SVGMarkup.number(Self.phone.device.cornerRadius)
    #expect(svg.contains("viewBox=\"-12 -12 426 898\""))
    #expect(
      svg.contains("<rect x=\"0\" y=\"0\" width=\"402\" height=\"874\" rx=\"\(radius)\" class=\"screen\"/>"))
    let island = Self.phone.cutoutFrame!
    #expect(
      svg.contains(
        "<rect x=\"\(SVGMarkup.number(island.minX))\" y=\"\(SVGMarkup.number(island.minY))\" width=\"\(SVGMarkup.number(island.width))\""
      ))
    let bar = Self.phone.homeIndicatorFrame!
    #expect(
      svg.contains(
        "y=\"\(SVGMarkup.number(bar.minY))\" width=\"134\" height=\"5\" rx=\"2.5\" class=\"home-indicator\""))
    let safe = Self.phone.context().safeAreaFrame
    #expect(
      svg.contains(
        "y=\"\(SVGMarkup.number(safe.minY))\" width=\"402\" height=\"\(SVGMarkup.number(safe.height))\" class=\"safe-area\""
      ))
  }

  @Test func textIsDrawnAtItsFrameFontAndMeasuredWidth() throws {
    let body = ViewNode(.text("Hello"), modifiers: [.font(Font(style: .title))])
    let result = LayoutEngine.layout(body, in: Self.phone.context())
    let node = try #require(result.nodes.first)
    let font = try #require(node.font)
    let line = try #require(node.text?.lines.first)
    let svg = SVGOutput.render(result, on: Self.phone)
    #expect(svg.contains("<g id=\"n0\" class=\"Text\">"))
    #expect(
      svg.contains(
        "x=\"\(SVGMarkup.number(node.frame.minX))\" y=\"\(SVGMarkup.number(node.frame.midY - font.lineHeight / 2 + font.lineHeight / 2 + font.pointSize * 0.35))\" font-size=\"\(SVGMarkup.number(font.pointSize))\" font-weight=\"400\" textLength=\"\(SVGMarkup.number(line.width))\""
      ))
  }

  @Test func truncatedTextEndsInAnEllipsisAndIsMarked() {
    let long = String(repeating: "word ", count: 60)
    let svg = Self.svg(ViewNode(.text(long), modifiers: [.lineLimit(1)]))
    #expect(svg.contains("data-truncated=\"true\""))
    #expect(svg.contains("class=\"text truncated\">word word"))
    #expect(svg.contains("…</text>"))
  }

  @Test func rightToLeftTextIsWrittenInVisualOrderAndNotReorderedAgain() {
    let svg = Self.svg(ViewNode(.text("שלום עולם")), direction: .rightToLeft)
    // FriBidi's visual order: the last word first, each word's letters reversed.
    #expect(svg.contains(">םלוע םולש</text>"))
    #expect(svg.contains("unicode-bidi:bidi-override"))
  }

  @Test func scrollViewsClipTheirContent() {
    let rows = (0..<40).map { ViewNode(.text("Row \($0)")) }
    let svg = Self.svg(
      ViewNode(
        .vStack(),
        children: [
          ViewNode(
            .scrollView(), children: [ViewNode(.vStack(), children: rows)],
            modifiers: [.frame(FrameSpec(height: 200))])
        ]))
    #expect(svg.contains("<clipPath id=\"c2\">"))
    #expect(svg.contains("<g clip-path=\"url(#c2)\">"))
  }
}
