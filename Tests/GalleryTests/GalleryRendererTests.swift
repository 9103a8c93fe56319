import Audit
import Devices
import Foundation
import LayoutEngine
import LayoutFile
import LayoutMapping
import Testing
import Variants
import Wireframe

@testable import Gallery

@Suite struct GalleryRendererTests {
  /// A new, empty gallery folder (the renderer writes into one: `OutputFolder.staging`).
  static func temporaryRoot() -> String {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-\(UUID().uuidString)")
      .path
    try? FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    return root
  }

  /// The body of a layout file written as `yaml` (findings need the file's line and column).
  static func body(_ yaml: String) throws -> ViewNode {
    try LayoutFileParser.parse(bytes: Array(yaml.utf8), file: "t.yaml").body
  }

  @Test func writesAnSVGAndATextWireframePerVariantWithCheckFindingsOutlined() throws {
    let root = Self.temporaryRoot()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let se = try DeviceCatalog.standard.device(named: "iPhone SE 4-inch")
    let body = try Self.body(
      "body:\n  VStack:\n    - Text: Title\n    - Text: \(String(repeating: "a long line ", count: 30))\n      lineLimit: 1\n"
    )
    let matrix = GalleryMatrix(
      shape: .axes,
      matrix: VariantMatrix(
        devices: [se], orientations: [.portrait, .landscapeLeft], typeSizes: [.large],
        directions: [.leftToRight], languages: [.english]))
    let variants = matrix.variants(for: body)
    let tiles = try GalleryRenderer(textWidth: 40).render(
      body, file: "t.yaml", variants: variants, root: root, folder: "t")
    #expect(tiles.map(\.variant) == variants)
    // The line-limited text is truncated on every tile; a check finding, a warning.
    #expect(
      tiles.allSatisfy {
        $0.findings.map { "\($0.severity) \($0.rule) \($0.node.path)" } == ["warning textClipped 0.1"]
      })
    let svg = try String(contentsOfFile: root + "/" + tiles[0].svgPath, encoding: .utf8)
    #expect(svg.hasPrefix("<?xml") && svg.contains("iPhone SE 4-inch"))
    // Its node is outlined over the drawing, at its frame, with the finding as the tooltip.
    let frame = tiles[0].findings[0].frame
    #expect(
      svg.contains(
        "<rect class=\"finding warning\" data-rule=\"textClipped\" data-path=\"0.1\" x=\"\(SVGMarkup.number(frame.minX))\""
      ))
    #expect(svg.contains("<title>textClipped: text is truncated</title></rect>\n  </g>\n</svg>"))
    let text = try String(contentsOfFile: root + "/" + tiles[0].textPath, encoding: .utf8)
    #expect(text.split(separator: "\n").allSatisfy { $0.count <= 40 })
    #expect(text.contains("Title"))
  }

  @Test func textSizesOfOneVariantAreComparedAndRulesCanBeTurnedOff() throws {
    let root = Self.temporaryRoot()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let phone = try DeviceCatalog.standard.device(named: "iPhone 17 Pro")
    let body = try Self.body("body:\n  VStack:\n    - Text: Capped\n      dynamicTypeSize: ...large\n")
    let matrix = GalleryMatrix(
      shape: .axes,
      matrix: VariantMatrix(
        devices: [phone], orientations: [.portrait], typeSizes: [.large, .xxxLarge, .accessibility5],
        directions: [.leftToRight], languages: [.english]))
    let tiles = try GalleryRenderer().render(
      body, file: "t.yaml", variants: matrix.variants(for: body), root: root, folder: "t")
    let sizes = tiles.filter { $0.variant.group == .typeSize }
    #expect(sizes.map(\.variant.variant.typeSize) == [.large, .xxxLarge, .accessibility5])
    #expect(
      sizes.map { $0.findings.map(\.message) } == [
        [],
        [
          "text stops growing with Dynamic Type: its font is held at a smaller size (a dynamicTypeSize limit); 17 pt at xxxLarge, 17 pt at Large"
        ],
        [
          "text stops growing with Dynamic Type: its font is held at a smaller size (a dynamicTypeSize limit); 17 pt at AX5, 17 pt at xxxLarge"
        ],
      ])
    let off = try GalleryRenderer(settings: RuleSettings([.dynamicType: .off])).render(
      body, file: "t.yaml", variants: matrix.variants(for: body), root: root, folder: "u")
    #expect(off.allSatisfy { $0.findings.isEmpty })
  }

  @Test func aPreviewsTraitsChooseTheScreenOfEveryTile() throws {
    let root = Self.temporaryRoot()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let phone = try DeviceCatalog.standard.device(named: "iPhone 17 Pro")
    let body = try Self.body(
      "body:\n  VStack:\n    - Text: Card\n    - Rectangle:\n        frame: { height: 100 }\n")
    let matrix = GalleryMatrix(
      shape: .axes,
      matrix: VariantMatrix(
        devices: [phone], orientations: [.portrait, .landscapeLeft], typeSizes: [.large],
        directions: [.leftToRight], languages: [.english]))
    let variants = matrix.variants(for: body)
    let fixed = try GalleryRenderer(textWidth: 40).render(
      body, file: "t.yaml", variants: variants, traits: LayoutTraits(canvas: .fixed(width: 320, height: 300)),
      root: root, folder: "fixed")
    #expect(fixed.allSatisfy { $0.variant.variant.device.name == "320x300 pt" })
    let svg = try String(contentsOfFile: root + "/" + fixed[0].svgPath, encoding: .utf8)
    #expect(svg.contains("<title>320x300 pt · 320×300 pt · portrait"), "the tile is the canvas")

    let fits = try GalleryRenderer(textWidth: 40).render(
      body, file: "t.yaml", variants: variants, traits: LayoutTraits(canvas: .sizeThatFits), root: root,
      folder: "fits")
    let fitted = try String(contentsOfFile: root + "/" + fits[0].svgPath, encoding: .utf8)
    let height = try #require(LayoutEngine.layout(body, in: fits[0].variant.variant.context).nodes.first)
      .outerFrame.height.rounded(.up)
    #expect(fitted.contains("<title>402x\(Int(height)) pt · "), "as wide as the phone, as tall as the card")
  }
}
