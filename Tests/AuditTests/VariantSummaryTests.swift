import Devices
import LayoutEngine
import Testing
import Variants

@testable import Audit

/// Findings' variants grouped into blocks and said in few words.
@Suite struct VariantSummaryTests {
  static let matrix = VariantMatrix(
    devices: ["iPhone SE 4-inch", "iPhone 13 mini", "iPhone 16"].map {
      try! DeviceCatalog.standard.device(named: $0)
    },
    languages: [.english])
  static let all = matrix.variants(languages: [])

  @Test func oneBlockLeavesOutWholeAxes() {
    let subset = Self.all.filter {
      $0.device.name != "iPhone 16" && $0.orientation == .portrait && $0.typeSize >= .accessibility3
    }
    let summary = VariantSummary(subset, of: Self.all)
    #expect(summary.text == "iPhone SE 4-inch, iPhone 13 mini, portrait, AX3…AX5")
    #expect(summary.count == 2 * 3 * 2 && summary.total == 3 * 3 * 12 * 2)
    #expect(
      summary.groups == [
        VariantGroup(
          devices: ["iPhone SE 4-inch", "iPhone 13 mini"], orientations: [.portrait],
          typeSizes: [.accessibility3, .accessibility4, .accessibility5], languages: [.english],
          directions: [.leftToRight, .rightToLeft], splitModes: [.full], keyboard: [false])
      ])
  }

  @Test func everyVariant() {
    #expect(VariantSummary(Self.all, of: Self.all).text == "every variant")
  }

  @Test func twoBlocksAndRunsOfSizes() {
    let first = Self.all.filter {
      $0.device.name == "iPhone SE 4-inch" && $0.orientation == .portrait && $0.typeSize == .accessibility5
    }
    let second = Self.all.filter {
      $0.device.name == "iPhone 16" && $0.orientation.isLandscape && $0.direction == .rightToLeft
        && ($0.typeSize <= .small || $0.typeSize == .large)
    }
    let summary = VariantSummary(first + second, of: Self.all)
    #expect(summary.groups.count == 2)
    #expect(
      summary.text == "iPhone SE 4-inch, portrait, AX5; iPhone 16, landscape, xSmall, Small, Large, RTL")
  }

  @Test func longListsAreShortened() {
    let devices = DeviceCatalog.standard.devices.filter { $0.idiom == .phone }
    let matrix = VariantMatrix(
      devices: devices, orientations: [.portrait], typeSizes: [.large], directions: [.leftToRight],
      languages: [.english])
    let all = matrix.variants(languages: [])
    let phones = VariantSummary(all.filter { $0.device.name.hasPrefix("iPhone 1") }, of: all)
    #expect(phones.text.hasPrefix("iPhone 17 Pro Max, iPhone 17 Pro, iPhone 17 and "))
    #expect(phones.text.hasSuffix(" more devices"))
  }
}
