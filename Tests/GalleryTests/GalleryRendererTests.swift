import Audit
import Devices
import Foundation
import LayoutEngine
import Preview
import Testing

@testable import Gallery

@Suite struct GalleryRendererTests {
  @Test func writesAnSVGAndATextWireframePerVariantWithTruncationCounted() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-\(UUID().uuidString)")
      .path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let se = try DeviceCatalog.standard.device(named: "iPhone SE 4-inch")
    let body = ViewNode(
      .vStack(),
      children: [
        ViewNode(.text("Title")),
        ViewNode(.text(String(repeating: "a long line ", count: 30)), modifiers: [.lineLimit(1)]),
      ])
    let matrix = GalleryMatrix(
      shape: .axes,
      matrix: VariantMatrix(
        devices: [se], orientations: [.portrait, .landscapeLeft], typeSizes: [.large],
        directions: [.leftToRight], languages: [.english]))
    let variants = matrix.variants(for: body)
    let tiles = try GalleryRenderer(textWidth: 40) { _, variant in
      variant.orientation == .landscapeLeft
        ? [GalleryMark(rule: "demo", severity: "warning", message: "m")] : []
    }.render(body, file: "t.yaml", variants: variants, root: root, folder: "t")
    #expect(tiles.map(\.variant) == variants)
    #expect(tiles.allSatisfy { $0.truncatedCount == 1 })
    #expect(tiles.map(\.marks.count) == [0, 0, 1, 0, 0, 0])
    let svg = try String(contentsOfFile: root + "/" + tiles[0].svgPath, encoding: .utf8)
    #expect(svg.hasPrefix("<?xml") && svg.contains("iPhone SE 4-inch"))
    let text = try String(contentsOfFile: root + "/" + tiles[0].textPath, encoding: .utf8)
    #expect(text.split(separator: "\n").allSatisfy { $0.count <= 40 })
    #expect(text.contains("Title"))
  }
}
