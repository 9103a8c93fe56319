import Audit
import Devices
import LayoutEngine
import Testing
import Variants

@testable import Gallery

@Suite struct GalleryPageTests {
  static let phone = try! DeviceCatalog.standard.device(named: "iPhone 17 Pro")

  static func tile(
    _ file: String, _ variant: PreviewVariant, group: GalleryVariant.Axis, findings: [VariantFinding] = []
  ) -> GalleryTile {
    let shown = GalleryVariant(variant, group: group)
    return GalleryTile(
      file: file, variant: shown, svgPath: "x/\(shown.slug).svg", textPath: "x/\(shown.slug).txt",
      findings: findings)
  }

  static func finding(_ rule: Rule, _ severity: Severity, _ message: String, path: String, id: String? = nil)
    -> VariantFinding
  {
    VariantFinding(
      rule: rule, severity: severity,
      node: NodeReference(
        source: SourceLocation(file: "a.yaml", line: 7, column: 9), path: path, id: id, type: "Text"),
      message: message, frame: Rect(x: 10, y: 20, width: 30, height: 40))
  }

  static let tiles = [
    tile("a.yaml", PreviewVariant(device: phone), group: .device),
    tile(
      "a.yaml", PreviewVariant(device: phone, orientation: .landscapeLeft), group: .orientation,
      findings: [
        finding(.textClipped, .warning, "text is truncated", path: "0.2"),
        finding(.lineLength, .warning, "lines are longer", path: "0.3"),
      ]),
    tile(
      "b <&> \u{1B}.yaml", PreviewVariant(device: phone, typeSize: .accessibility5), group: .typeSize,
      findings: [finding(.hitRegion, .error, "Too <small>", path: "0.1", id: "go")]),
  ]

  @Test func everyTileIsAFigureWithItsValuesAndPictures() {
    let page = GalleryPage.html(tiles: Self.tiles, title: "T")
    #expect(page.components(separatedBy: "<figure class=\"tile\"").count - 1 == 3)
    #expect(
      page.contains(
        "data-device=\"iPhone 17 Pro\" data-orientation=\"landscape-left\" data-type-size=\"Large\" data-direction=\"LTR\" data-language=\"en\" data-errors=\"0\" data-warnings=\"2\" data-rules=\"textClipped lineLength\""
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

  @Test func findingsAreCountedOnTheirTilesAndListedWhenOpened() {
    let page = GalleryPage.html(tiles: Self.tiles, title: "T")
    #expect(page.contains("<span class=\"count none\">no findings</span>"))
    #expect(
      page.contains(
        "<summary class=\"count warning\" title=\"warning textClipped: Text at 0.2 (line 7:9): text is truncated&#10;warning lineLength: Text at 0.3 (line 7:9): lines are longer\">2 warnings</summary>"
      ))
    #expect(
      page.contains(
        "<summary class=\"count error\" title=\"error hitRegion: Text &#39;go&#39; at 0.1 (line 7:9): Too &lt;small&gt;\">1 error</summary>"
      ))
    #expect(
      page.contains(
        "<li class=\"error\" data-path=\"0.1\"><b>hitRegion</b> Text &#39;go&#39; at 0.1 (line 7:9): Too &lt;small&gt;</li>"
      ))
    #expect(GalleryPage.countText(2, 1) == "2 errors · 1 warning")
  }

  @Test func theFindingsFilterOffersTheRulesFound() {
    let page = GalleryPage.html(tiles: Self.tiles, title: "T")
    #expect(
      page.contains(
        "<select name=\"findings\"><option value=\"\">all</option><option value=\"any\">with findings</option><option value=\"error\">with errors</option><option value=\"none\">without findings</option><option value=\"hitRegion\">hitRegion</option><option value=\"textClipped\">textClipped</option><option value=\"lineLength\">lineLength</option></select>"
      ))
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
    #expect(page.contains("if (key === 'size')"))
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
