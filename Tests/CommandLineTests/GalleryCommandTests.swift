import Foundation
import Testing

/// `gallery` and `render --format svg` as a person runs them: the files written, the page, the
/// errors.
@Suite struct GalleryCommandTests {
  static func scratch() throws -> String {
    try CLI.temporaryDirectory().path
  }

  @Test func writesATilePerVariantAndAPageThatShowsThemAll() throws {
    let out = try Self.scratch()
    defer { try? FileManager.default.removeItem(atPath: out) }
    let run = try CLI.run([
      "gallery", CLI.sample("sign-in.yaml"), CLI.sample("order-status.yaml"), "--out", out,
      "-d", "iPhone 17 Pro", "-d", "iPhone SE 4-inch",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    // Per file: 2 devices + 3 orientations + 12 sizes + 2 directions + languages
    // (sign-in: en, double; order-status: en, ar, he, double).
    #expect(run.stdout == "44 variants of 2 layouts: \(out)/index.html\n")
    let signIn = try FileManager.default.contentsOfDirectory(atPath: out + "/sign-in").sorted()
    // The base variant shows in every group but is drawn once: 17 distinct variants.
    #expect(signIn.count == 2 * 17)
    #expect(signIn.contains("iphone-se-4-inch_portrait_large_ltr_en.svg"))
    #expect(signIn.contains("iphone-17-pro_portrait_ax5_ltr_en.txt"))
    let arabic = try String(
      contentsOfFile: out + "/order-status/iphone-17-pro_portrait_large_rtl_ar.svg", encoding: .utf8)
    #expect(arabic.contains("RTL · Arabic</title>"))
    let page = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
    #expect(page.components(separatedBy: "<figure class=\"tile\"").count - 1 == 44)
    // Languages in the order first seen: sign-in's, then order-status's translations.
    #expect(page.contains("<option>en</option><option>double</option><option>ar</option><option>he</option>"))
  }

  @Test func fullMatrixIsEveryCombination() throws {
    let out = try Self.scratch()
    defer { try? FileManager.default.removeItem(atPath: out) }
    let run = try CLI.run([
      "gallery", CLI.sample("sign-in.yaml"), "--out", out, "--matrix", "full", "-d", "iPhone 17 Pro",
      "-t", "large", "-t", "AX5",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    // 3 orientations x 2 sizes x 2 languages (en, double) x 2 directions.
    #expect(run.stdout.hasPrefix("24 variants of 1 layouts"))
  }

  @Test func anUnknownDeviceIsAUsageError() throws {
    let out = try Self.scratch()
    defer { try? FileManager.default.removeItem(atPath: out) }
    let run = try CLI.run(["gallery", CLI.sample("sign-in.yaml"), "--out", out, "-d", "Nokia 3310"])
    #expect(run.status == 64)
    #expect(run.stderr.contains("Nokia 3310"))
  }

  @Test func aBrokenLayoutIsReportedAndTheOthersStillShow() throws {
    let out = try Self.scratch()
    defer { try? FileManager.default.removeItem(atPath: out) }
    let bad = out + "/bad.yaml"
    try "body:\n  - VStack: [".write(toFile: bad, atomically: true, encoding: .utf8)
    let run = try CLI.run([
      "gallery", bad, CLI.sample("sign-in.yaml"), "--out", out + "/g", "-d", "iPhone 17 Pro",
    ])
    #expect(run.status == 65)
    #expect(run.stderr.contains("bad.yaml:"))
    #expect(FileManager.default.fileExists(atPath: out + "/g/index.html"))
  }

  @Test func renderSVGWritesOneDocument() throws {
    let run = try CLI.run(["render", "--format", "svg", CLI.sample("sign-in.yaml"), "-d", "iPhone SE 4-inch"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
    #expect(run.stdout.hasSuffix("</svg>\n"))
    #expect(run.stdout.contains("<title>iPhone SE 4-inch · 320×568 pt · portrait"))
    #expect(run.stdout.contains("class=\"home-button\""))
  }

  @Test func renderSVGRefusesSeveralLayoutsAndCompare() throws {
    let several = try CLI.run([
      "render", "--format", "svg", CLI.sample("sign-in.yaml"), CLI.sample("settings.yaml"),
    ])
    #expect(several.status == 64)
    #expect(several.stderr.contains("--format svg writes one layout"))
    let compare = try CLI.run(["render", "--format", "svg", "--compare", "rtl", CLI.sample("sign-in.yaml")])
    #expect(compare.status == 64)
  }
}
