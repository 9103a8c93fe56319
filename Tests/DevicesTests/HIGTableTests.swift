import Devices
import Foundation
import LayoutEngine
import Testing

/// Every row of the HIG tables must be in the catalog with the table's numbers.
struct HIGTableTests {
  let catalog = DeviceCatalog.standard

  @Test func everyIPhoneAndIPadRowMatchesTheCatalog() throws {
    let rows = try HIGSourceFiles.rows(of: HIGSourceFiles.iosTable)
    #expect(rows.count == 57)
    for row in rows {
      let name = try #require(row["model"])
      let device = try #require(catalog.devices.first { $0.name == name }, "missing \(name)")
      #expect(device.portraitSize == Size(width: number(row["width_pt"]), height: number(row["height_pt"])))
      #expect(device.scale == number(row["scale"]))
      #expect(device.portraitSizeClasses == classes(row["portrait_h_class"], row["portrait_v_class"]))
      #expect(device.landscapeSizeClasses == classes(row["landscape_h_class"], row["landscape_v_class"]))
      #expect(device.idiom == (name.hasPrefix("iPad") ? .pad : .phone))
      #expect(device.rotates)
    }
  }

  @Test func iPhonesAndIPadsAreInHIGTableOrderAtTheStart() throws {
    let names = try HIGSourceFiles.rows(of: HIGSourceFiles.iosTable).map { $0["model"] ?? "" }
    // The iPad Pros newer than the HIG table come first (docs/Devices.md), then the table in order.
    let newer = ["iPad Pro 13-inch (M4)", "iPad Pro 11-inch (M4)"]
    #expect(catalog.devices.prefix(newer.count + names.count).map(\.name) == newer + names)
  }

  @Test func everyWatchRowMatchesTheCatalog() throws {
    let rows = try HIGSourceFiles.rows(of: HIGSourceFiles.watchTable)
    let watches = catalog.devices.filter { $0.idiom == .watch }
    #expect(rows.count == 10)
    #expect(watches.count == rows.count)
    for row in rows {
      let points = Size(width: number(row["width_px"]) / 2, height: number(row["height_px"]) / 2)
      let matches = watches.filter { $0.portraitSize == points }
      try #require(matches.count == 1, "\(row) should match exactly one watch")
      let watch = matches[0]
      #expect(watch.name.hasSuffix(" \(row["case_mm"] ?? "?")mm"))
      #expect(watch.scale == 2)
      #expect(watch.portraitSizeClasses == SizeClasses(horizontal: .compact, vertical: .compact))
      #expect(watch.landscapeSizeClasses == SizeClasses(horizontal: .compact, vertical: .compact))
      #expect(!watch.rotates)
    }
  }

  private func number(_ text: String?) -> Double {
    Double(text ?? "") ?? .nan
  }

  private func classes(_ horizontal: String?, _ vertical: String?) -> SizeClasses? {
    guard let h = horizontal.flatMap(SizeClass.init(rawValue:)),
      let v = vertical.flatMap(SizeClass.init(rawValue:))
    else { return nil }
    return SizeClasses(horizontal: h, vertical: v)
  }
}
