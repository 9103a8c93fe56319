import Foundation
import Testing

/// The gallery page in a real browser: Debian's Chromium, headless, loads `index.html` with a
/// filter in the address's fragment, runs the page's script, and the DOM it then holds is
/// checked (which tiles are shown, the count line, the findings each tile shows). `.ci/run`
/// installs `chromium`; without one the suite is skipped, saying so.
@Suite(.enabled(if: Chromium.path != nil, "needs chromium (apt-get install chromium)"), .removesSuiteFolders)
struct GalleryBrowserTests {

  /// A layout with a known error on every variant (a button smaller than 44 pt) and a known
  /// warning above Large (text held at Large's size).
  static let flawed = """
    body:
      VStack:
        content:
          - Button: Go
            id: go
          - Text: Capped
            dynamicTypeSize: ...large

    """

  /// A gallery of two samples and `flawed` on two phones, made once for the suite (and removed
  /// after it).
  static let gallery: String = {
    let out = try! SuiteFolders.make().path
    let layouts = try! SuiteFolders.make()
    let flawedPath = layouts.appendingPathComponent("flawed.yaml").path
    try! Data(flawed.utf8).write(to: URL(fileURLWithPath: flawedPath))
    let run = try! CLI.run([
      "gallery", CLI.sample("sign-in.yaml"), CLI.sample("order-status.yaml"), flawedPath, "--out", out,
      "-d", "iPhone 17 Pro", "-d", "iPhone SE 4-inch",
    ])
    precondition(run.status == 0, run.stderr)
    return out
  }()

  /// A gallery with more tiles than a page holds (120): two samples over the default matrix.
  static let large: String = {
    let out = try! SuiteFolders.make().path
    let run = try! CLI.run(["gallery", CLI.sample("sign-in.yaml"), CLI.sample("settings.yaml"), "--out", out])
    precondition(run.status == 0, run.stderr)
    return out
  }()

  /// The DOM after the page's script ran on `index.html` of `folder` with `fragment`.
  static func dom(_ fragment: String, in folder: String = gallery) throws -> String {
    let profile = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: profile) }
    let run = try CLI.run(
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(profile.path)",
        "--virtual-time-budget=3000", "--dump-dom", "file://\(folder)/index.html#\(fragment)",
      ], executable: Chromium.path!)
    try #require(run.status == 0, "\(run.stderr)")
    return run.stdout
  }

  /// The tiles of `dom` the browser shows and hides, by their `<figure>` start tags.
  static func tiles(_ dom: String) -> (shown: [String], hidden: [String]) {
    let figures = dom.components(separatedBy: "<figure ").dropFirst().map { String($0.prefix { $0 != ">" }) }
    return (figures.filter { !$0.contains("hidden") }, figures.filter { $0.contains("hidden") })
  }

  @Test func withoutAFilterEveryTileShows() throws {
    let dom = try Self.dom("")
    let (shown, hidden) = Self.tiles(dom)
    #expect(shown.count == 65)
    #expect(hidden.isEmpty)
    #expect(dom.contains("<output id=\"count\">65 of 65 variants</output>"))
  }

  @Test func anOrientationFilterLeavesOnlyThoseTiles() throws {
    let dom = try Self.dom("orientation=landscape-left")
    let (shown, hidden) = Self.tiles(dom)
    // One landscape-left tile per file, in its Orientations group.
    #expect(shown.count == 3)
    #expect(shown.allSatisfy { $0.contains("data-orientation=\"landscape-left\"") })
    #expect(hidden.count == 62)
    #expect(dom.contains("3 of 65 variants"))
    // The browser applied the fragment to the form too.
    #expect(
      dom.contains("<option selected=\"\">landscape-left</option>") || dom.contains("landscape-left</option>")
    )
  }

  @Test func filtersCombine() throws {
    let file = CLI.sample("order-status.yaml").addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
    let dom = try Self.dom("file=\(file)&language=ar")
    let (shown, _) = Self.tiles(dom)
    #expect(shown.count == 1)
    #expect(shown.first?.contains("data-direction=\"RTL\" data-language=\"ar\"") == true)
  }

  /// Each whole `<figure>` of `dom` whose start tag contains every one of `attributes`.
  static func figures(_ dom: String, _ attributes: String...) -> [String] {
    dom.components(separatedBy: "<figure ").dropFirst()
      .map { String($0.prefix(upTo: $0.range(of: "</figure>")?.lowerBound ?? $0.endIndex)) }
      .filter { figure in
        let tag = figure.prefix { $0 != ">" }
        return attributes.allSatisfy { tag.contains($0) }
      }
  }

  @Test func eachTileCountsItsFindingsAndListsThem() throws {
    let dom = try Self.dom("")
    let flawed = "flawed.yaml\""
    // At Large the button "Go" is smaller than 44 pt: an error, listed with its node and line.
    let large = Self.figures(dom, flawed, "data-type-size=\"Large\"")
    #expect(large.count == 10)
    for figure in large {
      #expect(figure.contains("data-errors=\"1\" data-warnings=\"0\" data-rules=\"hitRegion\""))
      #expect(figure.contains("\">1 error</summary>"))
      #expect(
        figure.contains(
          "<li class=\"error\" data-path=\"0.0\"><b>hitRegion</b> Button 'go' at 0.0 (line 4:9): Button is smaller than the 44 × 44 pt hit region; "
        ))
    }
    // At AX5 the button has grown past 44 pt, and the text held at Large's size is a warning.
    let ax5 = try #require(Self.figures(dom, flawed, "data-type-size=\"AX5\"").first)
    #expect(ax5.contains("data-errors=\"0\" data-warnings=\"1\" data-rules=\"dynamicType\""))
    #expect(ax5.contains("\">1 warning</summary>"))
    #expect(
      ax5.contains(
        "<li class=\"warning\" data-path=\"0.1\"><b>dynamicType</b> Text at 0.1 (line 6:9): text stops growing with Dynamic Type: its font is held at a smaller size (a dynamicTypeSize limit); 17 pt at AX5, 17 pt at AX4</li>"
      ))
    // A tile without findings says so.
    #expect(dom.contains("<span class=\"count none\">no findings</span>"))
  }

  @Test func withFindingsShowsTheTilesThatHaveSome() throws {
    let page = try String(contentsOfFile: Self.gallery + "/index.html", encoding: .utf8)
    let all = Self.figures(page)
    let found = all.filter { !$0.contains("data-errors=\"0\" data-warnings=\"0\"") }
    #expect(found.count < all.count)
    let (shown, hidden) = Self.tiles(try Self.dom("findings=any"))
    #expect(shown.count == found.count)
    #expect(shown.allSatisfy { !$0.contains("data-errors=\"0\" data-warnings=\"0\"") })
    #expect(hidden.count == all.count - found.count)
    // Errors: the flawed layout's tiles where its button is under 44 pt (not the largest sizes).
    let errors = Self.tiles(try Self.dom("findings=error")).shown
    let flawedErrors = Self.figures(page, "flawed.yaml").filter { !$0.contains("data-errors=\"0\"") }.count
    #expect(flawedErrors > 0 && flawedErrors < Self.figures(page, "flawed.yaml").count)
    #expect(errors.filter { $0.contains("flawed.yaml") }.count == flawedErrors)
    #expect(errors.allSatisfy { !$0.contains("data-errors=\"0\"") })
  }

  @Test func aRuleFilterShowsTheTilesWithThatRulesFindings() throws {
    let (shown, _) = Self.tiles(try Self.dom("findings=dynamicType"))
    // The flawed text above Large on iPhone 17 Pro (xLarge to AX5), in the text sizes group.
    #expect(shown.count == 8)
    #expect(shown.allSatisfy { $0.contains("flawed.yaml") && $0.contains("dynamicType\"") })
  }

  /// The SVG a tile of `dom` shows.
  static func picture(of figure: String) throws -> String {
    let src = try #require(
      figure.components(separatedBy: "<img src=\"").dropFirst().first?.prefix { $0 != "\"" })
    return try String(contentsOfFile: Self.gallery + "/" + src, encoding: .utf8)
  }

  @Test func theTilesPictureOutlinesTheNodesOfItsFindings() throws {
    let dom = try Self.dom("")
    let large = try #require(Self.figures(dom, "flawed.yaml\"", "data-type-size=\"Large\"").first)
    let svg = try Self.picture(of: large)
    #expect(svg.contains("<rect class=\"finding error\" data-rule=\"hitRegion\" data-path=\"0.0\""))
    #expect(
      svg.contains("stroke=\"#d70015\"><title>hitRegion: Button is smaller than the 44 × 44 pt hit region"))
    #expect(!svg.contains("finding warning"))
    let ax5 = try #require(Self.figures(dom, "flawed.yaml\"", "data-type-size=\"AX5\"").first)
    let grown = try Self.picture(of: ax5)
    #expect(grown.contains("<rect class=\"finding warning\" data-rule=\"dynamicType\" data-path=\"0.1\""))
    #expect(grown.contains("stroke=\"#ff9500\"><title>dynamicType: text stops growing"))
    #expect(!grown.contains("finding error"))
  }

  @Test func theSizeInTheFragmentSizesThePictures() throws {
    let dom = try Self.dom("size=480")
    #expect(dom.contains("<html lang=\"en\" style=\"--tile: 480px;\">"))
    #expect(Self.tiles(dom).shown.count == 65)
  }

  @Test("a large gallery shows a page of tiles at a time and loads only that page's pictures")
  func aLargeGalleryShowsAPageAtATime() throws {
    let page = try String(contentsOfFile: Self.large + "/index.html", encoding: .utf8)
    let all = Self.figures(page)
    try #require(all.count > 120 && all.count <= 240, "\(all.count) tiles")
    // Without the script only the first page's pictures would load.
    #expect(all.prefix(120).allSatisfy { $0.contains("<img src=\"") })
    #expect(all.dropFirst(120).allSatisfy { !$0.contains(" src=\"") && $0.contains(" data-src=\"") })
    let first = try Self.dom("", in: Self.large)
    let (shown, hidden) = Self.tiles(first)
    #expect(shown.count == 120)
    #expect(hidden.count == all.count - 120)
    #expect(first.contains("page 1 of 2"))
    let figures = Self.figures(first)
    #expect(
      figures.filter { !$0.prefix { $0 != ">" }.contains("hidden") }.allSatisfy { $0.contains(" src=\"") })
    #expect(
      figures.filter { $0.prefix { $0 != ">" }.contains("hidden") }.allSatisfy { !$0.contains(" src=\"") })
    // The second page: the rest, their pictures now loaded, the first page's tiles hidden.
    let second = try Self.dom("page=2", in: Self.large)
    let (shownThen, _) = Self.tiles(second)
    #expect(shownThen.count == all.count - 120)
    #expect(second.contains("page 2 of 2"))
    let secondFigures = Self.figures(second)
    #expect(secondFigures.dropFirst(120).allSatisfy { $0.contains(" src=\"") })
    #expect(secondFigures.prefix(120).allSatisfy { $0.prefix { $0 != ">" }.contains("hidden") })
    // A filter counts every match and starts again at the first page.
    let filtered = try Self.dom("page=2&orientation=landscape-left", in: Self.large)
    #expect(Self.tiles(filtered).shown.count == 2)
    #expect(filtered.contains("2 of \(all.count) variants"))
  }

  @Test func aFilterNothingMatchesSaysSo() throws {
    let dom = try Self.dom("device=iPhone%20SE%204-inch&orientation=landscape-right")
    #expect(Self.tiles(dom).shown.isEmpty)
    #expect(dom.contains("<p id=\"empty\">No variant matches these filters.</p>"))
  }
}

/// The headless browser the page tests use.
enum Chromium {
  /// `$CHROMIUM`, else Debian's `chromium`, else `chromium-browser`; `nil` when none is installed.
  static let path: String? = {
    let candidates =
      [ProcessInfo.processInfo.environment["CHROMIUM"]].compactMap { $0 }
      + ["/usr/bin/chromium", "/usr/bin/chromium-browser"]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
  }()
}
