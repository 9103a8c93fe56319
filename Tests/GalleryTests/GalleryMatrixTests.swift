import Audit
import Devices
import LayoutEngine
import Testing
import Variants

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

  @Test func axesVaryOneAxisAtATimeFromTheBase() {
    let matrix = GalleryMatrix(shape: .axes, matrix: VariantMatrix(devices: [Self.pad, Self.phone, Self.se]))
    let variants = matrix.variants(for: Self.text("Hi", translations: ["he": "שלום"]))
    // 3 devices, 3 orientations, 12 sizes, 2 directions, 3 languages (English, Hebrew, double).
    #expect(variants.count == 3 + 3 + 12 + 2 + 3)
    #expect(
      variants.filter { $0.group == .device }.map(\.variant.device.name) == [
        "iPad Air 11-inch", "iPhone 17 Pro", "iPhone SE 4-inch",
      ])
    // The base is iPhone 17 Pro, though the iPad comes first.
    let sizes = variants.filter { $0.group == .typeSize }
    #expect(sizes.allSatisfy { $0.variant.device == Self.phone && $0.variant.orientation == .portrait })
    #expect(sizes.map(\.variant.typeSize) == DynamicTypeSize.allCases)
    let languages = variants.filter { $0.group == .language }
    #expect(languages.map(\.variant.language) == [.english, .hebrew, .doubleLength])
    #expect(languages.map(\.variant.direction) == [.leftToRight, .rightToLeft, .leftToRight])
  }

  @Test func axesAddSplitModesAndTheKeyboardWhenTheMatrixDoes() {
    let matrix = GalleryMatrix(
      shape: .axes,
      matrix: VariantMatrix(
        devices: [Self.pad], typeSizes: [.large], directions: [.leftToRight], languages: [.english],
        splitModes: [.full, .half, .slideOver], keyboard: [false, true]))
    let variants = matrix.variants(for: Self.text("Hi"))
    // Half is landscape only: the portrait base shows full screen and Slide Over.
    #expect(variants.filter { $0.group == .split }.map(\.variant.splitMode) == [.full, .slideOver])
    #expect(variants.filter { $0.group == .keyboard }.map(\.variant.showsKeyboard) == [false, true])
    #expect(variants.last?.slug == "ipad-air-11-inch_portrait_large_ltr_en_keyboard")
  }

  /// Windows are an iPad's: with an iPhone as the base, the iPadOS 26 windows show on the
  /// matrix's first iPad, each named in its slug.
  @Test func axesShowWindowsOnTheFirstIPad() {
    let matrix = GalleryMatrix(
      shape: .axes,
      matrix: VariantMatrix(
        devices: [Self.phone, Self.pad], typeSizes: [.large], directions: [.leftToRight],
        languages: [.english],
        splitModes: [.full, .windowHalf, .windowThird, .windowQuadrant]))
    let windows = matrix.variants(for: Self.text("Hi")).filter { $0.group == .split }
    #expect(windows.allSatisfy { $0.variant.device == Self.pad })
    // A third of the 11-inch iPad Air's portrait screen is under the minimum window.
    #expect(windows.map(\.variant.splitMode) == [.full, .windowHalf, .windowQuadrant])
    #expect(windows.last?.slug == "ipad-air-11-inch_portrait_large_ltr_en_window-quadrant")
  }

  @Test func fullIsTheSharedMatrixCrossed() {
    let shared = VariantMatrix(devices: [Self.phone, Self.pad], typeSizes: [.large, .accessibility5])
    let body = Self.text("Hi", translations: ["ar": "مرحبا"])
    let variants = GalleryMatrix(shape: .full, matrix: shared).variants(for: body)
    #expect(variants.map(\.variant) == shared.variants(languages: VariantMatrix.languages(of: body)))
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
