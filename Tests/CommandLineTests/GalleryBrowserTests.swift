import Foundation
import Testing

/// The gallery page in a real browser: Debian's Chromium, headless, loads `index.html` with a
/// filter in the address's fragment, runs the page's script, and the DOM it then holds is
/// checked (which tiles are shown, the count line). `.ci/run` installs `chromium`; without one
/// the suite is skipped, saying so.
@Suite(.enabled(if: Chromium.path != nil, "needs chromium (apt-get install chromium)"))
struct GalleryBrowserTests {

  /// A gallery of two samples on two phones, made once for the suite.
  static let gallery: String = {
    let out = try! CLI.temporaryDirectory().path
    let run = try! CLI.run([
      "gallery", CLI.sample("sign-in.yaml"), CLI.sample("order-status.yaml"), "--out", out,
      "-d", "iPhone 17 Pro", "-d", "iPhone SE 4-inch",
    ])
    precondition(run.status == 0, run.stderr)
    return out
  }()

  /// The DOM after the page's script ran on `index.html` with `fragment`.
  static func dom(_ fragment: String) throws -> String {
    let profile = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: profile) }
    let run = try CLI.run(
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(profile.path)",
        "--virtual-time-budget=3000", "--dump-dom", "file://\(gallery)/index.html#\(fragment)",
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
    #expect(shown.count == 44)
    #expect(hidden.isEmpty)
    #expect(dom.contains("<output id=\"count\">44 of 44 variants</output>"))
  }

  @Test func anOrientationFilterLeavesOnlyThoseTiles() throws {
    let dom = try Self.dom("orientation=landscape-left")
    let (shown, hidden) = Self.tiles(dom)
    // One landscape-left tile per file, in its Orientations group.
    #expect(shown.count == 2)
    #expect(shown.allSatisfy { $0.contains("data-orientation=\"landscape-left\"") })
    #expect(hidden.count == 42)
    #expect(dom.contains("2 of 44 variants"))
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

  @Test func onlyMarkedShowsTheTilesThePageMarks() throws {
    let page = try String(contentsOfFile: Self.gallery + "/index.html", encoding: .utf8)
    let marked = Self.tiles(page).shown.filter { $0.contains("data-marked=\"1\"") }.count
    #expect(marked > 0, "some sample variant truncates text (AX5 on an iPhone SE)")
    let (shown, _) = Self.tiles(try Self.dom("marked=1"))
    #expect(shown.count == marked)
    #expect(shown.allSatisfy { $0.contains("data-marked=\"1\"") })
  }

  @Test func theSizeInTheFragmentSizesThePictures() throws {
    let dom = try Self.dom("size=480")
    #expect(dom.contains("<html lang=\"en\" style=\"--tile: 480px;\">"))
    #expect(Self.tiles(dom).shown.count == 44)
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
