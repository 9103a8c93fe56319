import Foundation
import LayoutEngine
import LayoutMapping
import SwiftSource
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// An app's images lay out at the size its asset catalog (`Assets.xcassets`) gives them, as SwiftUI
/// lays an image out at its own size: a 1x PNG's pixels, a 2x PNG's halved, a PDF's or SVG's points.
@Suite("Asset catalogs")
struct AssetCatalogTests {
  /// A project folder (it holds `Package.swift`) with `files` written at their relative paths.
  private func project(_ files: [String: [UInt8]]) throws -> URL {
    try TemporaryProject.make("lp-assets", bytes: files)
  }

  /// The start of a PNG of `width` × `height` pixels: its signature and `IHDR`, all a header read needs.
  private func png(_ width: UInt32, _ height: UInt32, cgbi: Bool = false) -> [UInt8] {
    func bigEndian(_ value: UInt32) -> [UInt8] {
      (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) }
    }
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    // Xcode's optimized PNGs start with a `CgBI` chunk of 4 bytes.
    let optimized = cgbi ? bigEndian(4) + Array("CgBI".utf8) + [0, 0, 0, 0] + [0, 0, 0, 0] : []
    let header = bigEndian(13) + Array("IHDR".utf8) + bigEndian(width) + bigEndian(height) + [8, 2, 0, 0, 0]
    return signature + optimized + header + [0, 0, 0, 0]
  }

  private func json(_ text: String) -> [UInt8] { Array(text.utf8) }

  /// An image set's `Contents.json` with `files` as (file name, scale) entries.
  private func imageSet(_ files: [(String, String?)]) -> [UInt8] {
    let entries = files.map { name, scale in
      #"{ "filename" : "\#(name)", "idiom" : "universal"\#(scale.map { #", "scale" : "\#($0)""# } ?? "") }"#
    }
    return json(#"{ "images" : [ \#(entries.joined(separator: ", ")) ], "info" : { "version" : 1 } }"#)
  }

  private let screen = """
    import SwiftUI
    struct PlantCard: View {
      var body: some View {
        VStack {
          Image("Fern")
          Image(.cactus)
          Image("Logo")
          Image(decorative: "Badge")
          Image("leaf.sprout")
        }
      }
    }
    #Preview { PlantCard() }
    """

  private var catalog: [String: [UInt8]] {
    [
      "App/Assets.xcassets/Contents.json": json(#"{ "info" : { "version" : 1 } }"#),
      "App/Assets.xcassets/Fern.imageset/Contents.json": imageSet([
        ("fern.png", "1x"), ("fern@2x.png", "2x"), ("fern@3x.png", "3x"),
      ]),
      "App/Assets.xcassets/Fern.imageset/fern.png": png(120, 90),
      "App/Assets.xcassets/Fern.imageset/fern@2x.png": png(240, 180),
      "App/Assets.xcassets/Fern.imageset/fern@3x.png": png(360, 270),
      "App/Assets.xcassets/Cactus.imageset/Contents.json": imageSet([
        ("cactus@2x.png", "2x"), ("cactus@3x.png", "3x"),
      ]),
      "App/Assets.xcassets/Cactus.imageset/cactus@2x.png": png(200, 240, cgbi: true),
      "App/Assets.xcassets/Cactus.imageset/cactus@3x.png": png(300, 360),
      "App/Assets.xcassets/Brand/Contents.json": json(#"{ "info" : { "version" : 1 } }"#),
      "App/Assets.xcassets/Brand/Logo.imageset/Contents.json": imageSet([("logo.pdf", nil)]),
      "App/Assets.xcassets/Brand/Logo.imageset/logo.pdf": json(
        "%PDF-1.4\n1 0 obj\n<< /Type /Page /MediaBox [0 0 160 48] >>\nendobj\n"),
      "App/Assets.xcassets/Badge.imageset/Contents.json": imageSet([("badge.svg", nil)]),
      "App/Assets.xcassets/Badge.imageset/badge.svg": json(
        #"<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 28 20"><path d="M0 0h28v20H0z"/></svg>"#
      ),
      "App/Assets.xcassets/leaf.sprout.symbolset/Contents.json": json(
        #"{ "symbols" : [ { "filename" : "leaf.sprout.svg", "idiom" : "universal" } ], "info" : { "version" : 1 } }"#
      ),
      "App/Assets.xcassets/Leaf.colorset/Contents.json": json(
        #"{ "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "red" : "0x4C", "green" : "153", "blue" : "0.314" } }, "idiom" : "universal" } ] }"#
      ),
      "App/Views/PlantCard.swift": Array(screen.utf8),
    ]
  }

  @Test(
    "images lay out at their catalog's size: 1x pixels, 2x halved, a PDF's and an SVG's points; a symbol set is a symbol"
  )
  func sizes() throws {
    let root = try project(catalog)
    defer { try? FileManager.default.removeItem(at: root) }
    let document = try SwiftLayouts.load(path: root.path + "/App/Views/PlantCard.swift")[0]
    #expect(document.warnings.map(\.message) == [])
    let elements = document.body.children.map(\.element)
    #expect(
      elements == [
        .image(.photo("Fern", naturalSize: Size(width: 120, height: 90))),
        .image(.photo("cactus", naturalSize: Size(width: 100, height: 120))),
        .image(.photo("Logo", naturalSize: Size(width: 160, height: 48))),
        .image(.photo("Badge", naturalSize: Size(width: 28, height: 20))),
        .image(.symbol("leaf.sprout")),
      ])
    // Laid out, the fern is 120 × 90 points, not a 400 × 300 guess.
    let placed = LayoutEngine.layout(
      document.body, in: LayoutContext(containerSize: Size(width: 402, height: 800))
    ).nodes
    let fern = try #require(placed.first { $0.element == elements[0] })
    #expect(fern.frame.size == Size(width: 120, height: 90))
  }

  @Test("an image no catalog has is laid out empty (0 × 0), even resizable, with one warning at its name")
  func missingImage() throws {
    var files = catalog
    files["App/Views/PlantCard.swift"] = Array(
      """
      import SwiftUI
      struct PlantCard: View {
        var body: some View {
          VStack {
            Image("Hero").resizable().scaledToFit()
            Text("Fern")
          }
        }
      }
      #Preview { PlantCard() }
      """.utf8)
    let root = try project(files)
    defer { try? FileManager.default.removeItem(at: root) }
    let document = try SwiftLayouts.load(path: root.path + "/App/Views/PlantCard.swift")[0]
    #expect(
      document.body.children[0].element == .image(.photo("Hero", naturalSize: Size(width: 0, height: 0))))
    #expect(
      document.warnings.map(\.description) == [
        "\(root.path)/App/Views/PlantCard.swift:5:13: warning: no image named 'Hero' is in the app's asset catalogs; SwiftUI draws nothing for it, so it is laid out empty (0 × 0)"
      ])
    let placed = LayoutEngine.layout(
      document.body, in: LayoutContext(containerSize: Size(width: 402, height: 800))
    ).nodes
    let hero = try #require(placed.first { $0.element == document.body.children[0].element })
    #expect(hero.frame.width == 0)
  }

  @Test(
    "without a catalog, or with one of colours and the app icon only, an image's size is not known: the photo keeps its default size, without a warning"
  )
  func noCatalog() throws {
    let template = [
      "App/Views/PlantCard.swift": Array(screen.utf8),
      "App/Assets.xcassets/AccentColor.colorset/Contents.json": json(
        #"{ "colors" : [ { "idiom" : "universal" } ] }"#),
      "App/Assets.xcassets/AppIcon.appiconset/Contents.json": json(#"{ "images" : [ ] }"#),
    ]
    for files in [["App/Views/PlantCard.swift": Array(screen.utf8)], template] {
      let root = try project(files)
      defer { try? FileManager.default.removeItem(at: root) }
      let document = try SwiftLayouts.load(path: root.path + "/App/Views/PlantCard.swift")[0]
      #expect(
        document.body.children[0].element == .image(.photo("Fern", naturalSize: Picture.defaultPhotoSize)))
      #expect(document.warnings.isEmpty)
    }
  }

  @Test(
    "a Contents.json that is not JSON, or too large, is one warning at its path; a FIFO named as an image does not block"
  )
  func budgets() throws {
    var files = catalog
    files["App/Assets.xcassets/Brand/Logo.imageset/Contents.json"] = [UInt8](
      repeating: 0x20, count: 300 << 10)
    files["App/Assets.xcassets/Fern.imageset/Contents.json"] = json("{ \"images\" : [")
    files["App/Assets.xcassets/Cactus.imageset/cactus@2x.png"] = nil
    let root = try project(files)
    defer { try? FileManager.default.removeItem(at: root) }
    let fifo = root.path + "/App/Assets.xcassets/Cactus.imageset/cactus@2x.png"
    #expect(mkfifo(fifo, 0o600) == 0)
    let document = try SwiftLayouts.load(path: root.path + "/App/Views/PlantCard.swift")[0]
    let messages = document.warnings.map(\.description)
    // The first problem of the catalog is said; the broken Fern set after it is not said again.
    #expect(
      messages.filter { $0.contains("asset catalog was not read whole") } == [
        "\(root.path)/App/Assets.xcassets/Brand/Logo.imageset/Contents.json:1:1: warning: the asset catalog was not read whole (it is larger than 262144 bytes; the set is not read); its images may show at a guessed size"
      ])
    // The sets stay known by name, at the photo's size, with a warning at the image.
    #expect(
      document.body.children[0].element == .image(.photo("Fern", naturalSize: Picture.defaultPhotoSize)))
    #expect(
      messages.contains { $0.contains("the size of image 'Fern' could not be read from its asset catalog") })
    // The FIFO in the 2x slot is skipped unread; the 3x file gives the size.
    #expect(
      document.body.children[1].element
        == .image(.photo("cactus", naturalSize: Size(width: 100, height: 120))))
  }

  @Test(
    "Xcode's generated resource names: lower camel case, a colour's 'Color' and an image's 'Image' dropped")
  func resourceNames() {
    #expect(AssetTable.resourceName(of: "WateringCan", kind: .image) == "wateringCan")
    #expect(AssetTable.resourceName(of: "AccentColor", kind: .color) == "accent")
    #expect(AssetTable.resourceName(of: "hero-image", kind: .image) == "hero")
    #expect(AssetTable.resourceName(of: "URLIcon", kind: .image) == "urlIcon")
    #expect(AssetTable.resourceName(of: "plant photo", kind: .image) == "plantPhoto")
    #expect(AssetTable.resourceName(of: "1x1", kind: .image) == "_1x1")
    let table = AssetTable(images: ["WateringCan": .init(size: Size(width: 28, height: 28))])
    #expect(table.image(named: "wateringCan")?.size == Size(width: 28, height: 28))
    #expect(table.image(named: "Watering") == nil)
  }
}
