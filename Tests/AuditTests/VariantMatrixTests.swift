import Devices
import LayoutEngine
import LayoutFile
import LayoutMapping
import Testing
import Variants

@testable import Audit

/// The default matrix and how each axis narrows or widens it.
@Suite struct VariantMatrixTests {
  static let catalog = DeviceCatalog.standard

  /// A file with Arabic strings, for the languages axis.
  static let arabic = try! LayoutFileParser.parse(
    bytes: Array("body:\n  VStack:\n    - Text: {en: Hello, ar: مرحبا}\n".utf8), file: "a.yaml"
  ).body

  @Test func defaultMatrixIsEveryIPhoneAndIPad() {
    let matrix = VariantMatrix.standard(catalog: Self.catalog)
    let expected = Self.catalog.devices.filter { $0.idiom == .phone || $0.idiom == .pad }
    #expect(matrix.devices.map(\.name) == expected.map(\.name))
    #expect(!matrix.devices.contains { $0.idiom == .watch || $0.idiom == .tv })
    #expect(matrix.orientations == [.portrait, .landscapeLeft, .landscapeRight])
    #expect(matrix.typeSizes.count == 12)
    #expect(matrix.directions == [.leftToRight, .rightToLeft])
  }

  @Test func includeAddsWatchTVAndMac() {
    let matrix = VariantMatrix.standard(catalog: Self.catalog, including: [.watch, .tv])
    #expect(matrix.devices.count == Self.catalog.devices.filter { $0.idiom != .mac }.count)
    let all = VariantMatrix.standard(catalog: Self.catalog, including: [.watch, .tv, .mac])
    #expect(all.devices.count == Self.catalog.devices.count)
  }

  @Test func languagesAreTheFilesPlusDoubleLength() {
    #expect(VariantMatrix.languages(of: ViewNode(.text("Hi"))) == [.english, .doubleLength])
    #expect(VariantMatrix.languages(of: Self.arabic) == [.english, .arabic, .doubleLength])
  }

  /// One iPhone: 3 orientations x 12 sizes x (English and double length in both directions, and
  /// Arabic only right to left) = 180 variants, in the documented order.
  @Test func variantsCrossTheAxes() throws {
    let phone = try Self.catalog.device(named: "iPhone 17 Pro")
    let matrix = VariantMatrix(devices: [phone])
    let variants = matrix.variants(languages: VariantMatrix.languages(of: Self.arabic))
    #expect(variants.count == 3 * 12 * 5)
    #expect(variants.filter { $0.language == .arabic }.allSatisfy { $0.direction == .rightToLeft })
    #expect(variants.filter { $0.language == .english }.count == 3 * 12 * 2)
    #expect(Set(variants.map(\.splitMode)) == [.full])
    #expect(variants[0] == PreviewVariant(device: phone, typeSize: .xSmall))
    #expect(variants[1].direction == .rightToLeft && variants[1].language == .english)
    #expect(variants[2].language == .arabic)
    #expect(variants.last?.orientation == .landscapeRight && variants.last?.typeSize == .accessibility5)
  }

  /// A watch has nine sizes and one orientation; Apple TV one fixed size.
  @Test func devicesShowOnlyWhatTheyHave() throws {
    let watch = try Self.catalog.device(named: "Apple Watch Series 7 41mm")
    let tv = try Self.catalog.device(named: "Apple TV")
    let matrix = VariantMatrix(devices: [watch, tv], directions: [.leftToRight])
    let variants = matrix.variants(languages: [.english])
    #expect(variants.filter { $0.device == watch }.count == 9)
    #expect(variants.filter { $0.device == tv }.map(\.typeSize) == [tv.defaultDynamicTypeSize])
    #expect(variants.allSatisfy { $0.orientation == .portrait })
  }

  /// Split modes apply to iPads where they exist: 1/2 only in landscape, none on an iPhone.
  @Test func splitModesWhereTheyExist() throws {
    let pad = try Self.catalog.device(named: "iPad Air 11-inch")
    let phone = try Self.catalog.device(named: "iPhone 16")
    let matrix = VariantMatrix(
      devices: [pad, phone], typeSizes: [.large], directions: [.leftToRight], languages: [.english],
      splitModes: [.full, .half])
    let variants = matrix.variants(languages: [])
    #expect(
      variants.filter { $0.device == pad && $0.splitMode == .half }.map(\.orientation)
        == [.landscapeLeft, .landscapeRight])
    #expect(variants.filter { $0.device == phone }.count == 3)
    #expect(variants.count == 3 + 2 + 3)
  }

  @Test func keyboardBothDoublesTheVariants() throws {
    let phone = try Self.catalog.device(named: "iPhone 16")
    let matrix = VariantMatrix(
      devices: [phone], orientations: [.portrait], typeSizes: [.large], directions: [.leftToRight],
      languages: [.english], keyboard: [false, true])
    #expect(matrix.variants(languages: []).map(\.showsKeyboard) == [false, true])
  }
}
