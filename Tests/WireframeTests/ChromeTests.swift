import Devices
import LayoutEngine
import TestSupport
import Testing

@testable import Wireframe

/// An empty layout rendered on `name` in `orientation` at `width` columns.
func emptyRender(
  _ name: String, _ orientation: Orientation = .portrait, width: Int = 40, glyphs: GlyphSet = .unicode
) throws
  -> Canvas
{
  let screen = try device(name).screen(orientation)
  let result = LayoutEngine.layout(ViewNode(.spacer(minLength: nil)), in: screen.context())
  return Wireframe.render(result, on: screen, width: width, options: .init(glyphs: glyphs))
}

@Test func outlineIsRoundedOnIPhone17ProAndSquareOnIPhoneSE() throws {
  let pro = try emptyRender("iPhone 17 Pro")
  #expect(pro[0, 0].character == "╭")
  #expect(pro[39, 0].character == "╮")
  #expect(pro[0, 0].role == .deviceBezel)
  let se = try emptyRender("iPhone SE 4-inch")
  #expect(se[0, 0].character == "┌")
  #expect(se[39, 0].character == "┐")
  let seASCII = try emptyRender("iPhone SE 4-inch", glyphs: .ascii)
  #expect(seASCII[0, 0].character == "+")
  #expect(try emptyRender("iPhone 17 Pro", glyphs: .ascii)[0, 0].character == ".")
}

@Test func dynamicIslandIsTopCentreInPortraitAndLeftInLandscapeLeft() throws {
  let portrait = try emptyRender("iPhone 17 Pro", width: 60)
  let cells = portrait.cells(with: .cutout)
  #expect(!cells.isEmpty)
  #expect(cells.allSatisfy { $0[1] <= 4 })
  let columns = cells.map { $0[0] }
  let middle = Double(try #require(columns.min()) + (try #require(columns.max()))) / 2
  #expect(abs(middle - 29.5) <= 1)
  #expect(portrait[30, 3].character == "█")

  let landscape = try emptyRender("iPhone 17 Pro", .landscapeLeft, width: 100)
  let side = landscape.cells(with: .cutout)
  #expect(!side.isEmpty)
  #expect(side.allSatisfy { $0[0] <= 6 })
  let rows = side.map { $0[1] }
  let screenRows = landscape.rows - 3
  let rowMiddle = Double(try #require(rows.min()) + (try #require(rows.max()))) / 2
  #expect(abs(rowMiddle - Double(screenRows) / 2) <= 2)
}

@Test func homeIndicatorAndHomeButton() throws {
  let pro = try emptyRender("iPhone 17 Pro")
  #expect(!pro.cells(with: .homeIndicator).isEmpty)
  let se = try emptyRender("iPhone SE 4-inch")
  #expect(se.cells(with: .homeIndicator).isEmpty)
  let outlineBottom = se.lines.lastIndex { $0.hasPrefix("└") }
  #expect(outlineBottom != nil)
  #expect(se.lines[(outlineBottom ?? 0) + 1].contains("○"))
}

@Test func renderClampsWidthAndCaptions() throws {
  let narrow = try emptyRender("iPhone 17 Pro", width: 5)
  #expect(narrow.columns == 20)
  let canvas = try emptyRender("iPhone 17 Pro", width: 200)
  let caption = canvas.lines.last ?? ""
  #expect(caption == "iPhone 17 Pro · 402×874 pt · portrait · compact/regular (w/h) · Large · LTR")
  #expect(canvas[0, canvas.rows - 1].role == .status)
  #expect(canvas.lines[canvas.rows - 2] == "")

  let wrapped = try emptyRender("iPhone 17 Pro", width: 40)
  let lines = wrapped.lines.suffix(2)
  #expect(lines.joined(separator: " · ") == caption)
  #expect(lines.allSatisfy { DisplayWidth.of($0) <= 40 })

  let landscape = try emptyRender("iPhone 17 Pro", .landscapeRight, width: 200)
  #expect(landscape.lines.last?.contains("874×402 pt · landscape-right · compact/compact") == true)
}

@Test func asciiGlyphSetOutputIsAllASCII() throws {
  let screen = try device("iPhone 17 Pro").screen(.portrait)
  let root = ViewNode(
    .vStack(alignment: .leading, spacing: 8),
    children: [
      ViewNode(.text("Title")), ViewNode(.toggle(title: "On", isOn: true)),
      ViewNode(.toggle(title: "Off", isOn: false)),
      ViewNode(.secureField(placeholder: "Password", text: "secret")),
      ViewNode(.slider(value: 0.5)), ViewNode(.progressView(.linear(0.4))),
      ViewNode(.progressView(.circular)), ViewNode(.divider),
      ViewNode(.label(title: "Star", systemImage: "star")),
      ViewNode(.image(.symbol("star.fill"), resizable: false)),
      ViewNode(.image(.photo("photo", naturalSize: Size(width: 200, height: 100)), resizable: false)),
      ViewNode(.button(title: "Go", style: .prominent, controlSize: .large)), box(100, 40),
    ])
  let result = LayoutEngine.layout(root, in: screen.context())
  let canvas = Wireframe.render(
    result, on: screen, width: 60, options: .init(glyphs: .ascii, showsSafeArea: true))
  let text = canvas.lines.joined(separator: "\n")
  let nonASCII = text.unicodeScalars.filter {
    $0 != "\n" && $0 != "…" && !(0x20...0x7E).contains($0.value)
  }
  #expect(nonASCII.isEmpty, "non-ASCII: \(String(String.UnicodeScalarView(nonASCII)))")
  #expect(text.contains("******"))
  #expect(text.contains("[x]"))
  let unicode = Wireframe.render(result, on: screen, width: 60, options: .init(showsSafeArea: true))
  #expect(unicode.lines.joined().contains("(━●)"))
}

@Test func statusBarTimeIsLeadingSoItMovesRightInRightToLeft() throws {
  let screen = try device("iPhone 17 Pro").screen(.portrait)
  func statusRow(_ direction: LayoutDirection) -> String {
    let context = screen.context(layoutDirection: direction)
    let result = LayoutEngine.layout(ViewNode(.spacer(minLength: nil)), in: context)
    let canvas = Wireframe.render(result, on: screen, width: 40)
    return canvas.text(row: 1, from: 0, count: 40)
  }
  let ltr = statusRow(.leftToRight)
  let rtl = statusRow(.rightToLeft)
  let ltrTime = try #require(ltr.range(of: "9:41"))
  let rtlTime = try #require(rtl.range(of: "9:41"))
  #expect(ltr.distance(from: ltr.startIndex, to: ltrTime.lowerBound) < 10)
  #expect(rtl.distance(from: rtl.startIndex, to: rtlTime.lowerBound) > 30)
  #expect(rtl.hasPrefix("│   ▮▮▮▯"))
}
