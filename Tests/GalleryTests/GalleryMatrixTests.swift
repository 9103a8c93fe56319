import Devices
import LayoutEngine
import Preview
import Testing

@testable import Gallery

@Suite struct GalleryMatrixTests {
  static let catalog = DeviceCatalog.standard
  static let phone = try! catalog.device(named: "iPhone 17 Pro")
  static let se = try! catalog.device(named: "iPhone SE 4-inch")
  static let pad = try! catalog.device(named: "iPad Air 11-inch")

  static func text(_ string: String, translations: [String: String] = [:]) -> ViewNode {
    var node = ViewNode(.text(string))
    node.translations = translations
    return node
  }

  @Test func languagesAreEnglishTheTranslationsAndDouble() {
    let plain = ViewNode(.vStack(), children: [Self.text("Hi")])
    #expect(GalleryMatrix.languages(in: plain) == [.english, .doubleLength])
    let translated = ViewNode(
      .vStack(),
      children: [
        Self.text("Hi", translations: ["he": "שלום"]), Self.text("Yo", translations: ["ar": "مرحبا"]),
      ])
    #expect(GalleryMatrix.languages(in: translated) == [.english, .arabic, .hebrew, .doubleLength])
  }

  @Test func axesVaryOneAxisAtATimeFromTheBase() {
    let matrix = GalleryMatrix(
      shape: .axes, devices: [Self.phone, Self.se, Self.pad], base: PreviewVariant(device: Self.phone))
    let variants = matrix.variants(for: Self.text("Hi"))
    // 3 devices, 3 orientations, 12 sizes, 2 directions, 2 languages (English, double).
    #expect(variants.count == 3 + 3 + 12 + 2 + 2)
    #expect(
      variants.filter { $0.group == .device }.map(\.variant.device.name) == [
        "iPhone 17 Pro", "iPhone SE 4-inch", "iPad Air 11-inch",
      ])
    let sizes = variants.filter { $0.group == .typeSize }
    #expect(sizes.allSatisfy { $0.variant.device == Self.phone && $0.variant.orientation == .portrait })
    #expect(sizes.map(\.variant.typeSize) == DynamicTypeSize.allCases)
    let languages = variants.filter { $0.group == .language }
    #expect(languages.map(\.variant.language) == [.english, .doubleLength])
  }

  @Test func fullIsEveryCombinationADeviceCanShow() {
    let matrix = GalleryMatrix(
      shape: .full, devices: [Self.phone, Self.pad], typeSizes: [.large, .accessibility5],
      languages: [.english, .arabic], base: PreviewVariant(device: Self.phone))
    let variants = matrix.variants(for: Self.text("Hi"))
    // Per device: 3 orientations x 2 sizes x (English LTR, English RTL, Arabic RTL).
    #expect(variants.count == 2 * 3 * 2 * 3)
    #expect(!variants.contains { $0.variant.language == .arabic && $0.variant.direction == .leftToRight })
    #expect(variants.allSatisfy { $0.group == .device })
    #expect(Set(variants.map(\.slug)).count == variants.count)
  }

  @Test func slugsAreStableFileNames() {
    let variant = GalleryVariant(
      PreviewVariant(
        device: Self.se, orientation: .landscapeLeft, typeSize: .accessibility3, direction: .rightToLeft),
      group: .device)
    #expect(variant.slug == "iphone-se-4-inch_landscape-left_ax3_rtl_en")
  }
}
