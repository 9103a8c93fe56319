import Devices
import LayoutEngine
import Preview
import Testing

@testable import Gallery

@Suite struct GalleryPageTests {
  static let phone = try! DeviceCatalog.standard.device(named: "iPhone 17 Pro")

  static func tile(
    _ file: String, _ variant: PreviewVariant, group: GalleryVariant.Axis, truncated: Int = 0,
    marks: [GalleryMark] = []
  ) -> GalleryTile {
    let shown = GalleryVariant(variant, group: group)
    return GalleryTile(
      file: file, variant: shown, svgPath: "x/\(shown.slug).svg", textPath: "x/\(shown.slug).txt",
      truncatedCount: truncated, marks: marks)
  }

  static let tiles = [
    tile("a.yaml", PreviewVariant(device: phone), group: .device),
    tile(
      "a.yaml", PreviewVariant(device: phone, orientation: .landscapeLeft), group: .orientation, truncated: 2),
    tile(
      "b <&> \u{1B}.yaml", PreviewVariant(device: phone, typeSize: .accessibility5), group: .typeSize,
      marks: [GalleryMark(rule: "hitRegion", severity: "error", message: "Too <small>", path: "0.1")]),
  ]

  @Test func everyTileIsAFigureWithItsValuesAndPictures() {
    let page = GalleryPage.html(tiles: Self.tiles, title: "T")
    #expect(page.components(separatedBy: "<figure class=\"tile\"").count - 1 == 3)
    #expect(
      page.contains(
        "data-device=\"iPhone 17 Pro\" data-orientation=\"landscape-left\" data-type-size=\"Large\" data-direction=\"LTR\" data-language=\"en\" data-marked=\"1\""
      ))
    #expect(page.contains("<img src=\"x/iphone-17-pro_portrait_large_ltr_en.svg\""))
    #expect(page.contains("<a href=\"x/iphone-17-pro_portrait_large_ltr_en.txt\">text</a>"))
    #expect(page.contains("3 of 3 variants"))
  }

  @Test func tilesAreGroupedByFileThenAxis() {
    let page = GalleryPage.html(tiles: Self.tiles, title: "T")
    let headings = page.components(separatedBy: "\n").filter { $0.hasPrefix("<h2>") || $0.hasPrefix("<h3>") }
    #expect(
      headings == [
        "<h2>a.yaml</h2>", "<h3>Devices</h3>", "<h3>Orientations</h3>",
        "<h2>b &lt;&amp;&gt; \u{241B}.yaml</h2>", "<h3>Text sizes</h3>",
      ])
  }

  @Test func marksAndTruncationShowOnTheirTiles() {
    let page = GalleryPage.html(tiles: Self.tiles, title: "T")
    #expect(page.contains("<span class=\"mark truncated\">2 truncated</span>"))
    #expect(page.contains("<span class=\"mark error\" title=\"Too &lt;small&gt;\">hitRegion (0.1)</span>"))
  }

  @Test func thePageNeedsNothingFromElsewhere() {
    let page = GalleryPage.html(tiles: Self.tiles, title: "T")
    #expect(!page.contains("://") && !page.contains("src=\"//") && !page.contains("href=\"//"))
    #expect(!page.contains("<script src"))
    #expect(!page.contains("<link"))
    #expect(!page.contains("@import") && !page.contains("url("))
    #expect(page.contains("default-src 'none'"))
  }

  @Test func aSliderSizesThePictures() {
    let page = GalleryPage.html(tiles: Self.tiles, title: "T")
    #expect(page.contains("<input type=\"range\" id=\"size\""))
    #expect(page.contains("max-height:var(--tile,260px)"))
    #expect(page.contains("setProperty('--tile', size.value + 'px')"))
    #expect(page.contains("else if (key === 'size')"))
  }

  @Test func filtersOfferEachValueOnceInMatrixOrder() {
    let page = GalleryPage.html(tiles: Self.tiles, title: "T")
    #expect(
      page.contains(
        "<select name=\"type-size\"><option value=\"\">all</option><option>Large</option><option>AX5</option></select>"
      ))
    #expect(
      page.contains(
        "<select name=\"orientation\"><option value=\"\">all</option><option>portrait</option><option>landscape-left</option></select>"
      ))
  }
}
