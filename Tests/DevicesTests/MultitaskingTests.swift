import Devices
import Foundation
import LayoutEngine
import Testing

/// iPad Split View and Slide Over windows: widths and size classes against the source table,
/// window frames, safe areas, and the errors for devices and orientations without them.
struct MultitaskingTests {
  let catalog = DeviceCatalog.standard

  private func named(_ name: String) throws -> Device {
    try #require(catalog.devices.first { $0.name == name })
  }

  /// Every cell of ipad_split.csv: the shipped table gives the same width, and the same width
  /// class wherever the CSV states one (C or R); `n/a` (1/2 in portrait) has no window.
  @Test func everyRowOfTheSplitTableMatchesTheCSV() throws {
    let rows = try HIGSourceFiles.rows(of: Self.splitCSV)
    #expect(rows.count == 18)
    let columns: [(SplitMode, String)] = [
      (.oneThird, "one_third_pt(size class)"), (.half, "one_half_pt(size class)"),
      (.twoThirds, "two_thirds_pt(size class)"),
    ]
    for row in rows {
      let name = try #require(row["ipad"])
      let size = try #require(name.firstMatch(of: /\((\d+)x(\d+)\)/))
      let portrait = Size(width: Double(size.1)!, height: Double(size.2)!)
      let orientation: Orientation = row["orientation"] == "landscape" ? .landscapeLeft : .portrait
      for (mode, column) in columns {
        let cell = try #require(row[column])
        let window = MultitaskingTable.standard.window(mode, portraitSize: portrait, orientation: orientation)
        if cell == "n/a" {
          #expect(window == nil, "\(name) \(orientation) \(mode)")
          continue
        }
        let width = try #require(cell.firstMatch(of: /^([0-9.]+)/)).1
        #expect(window?.width == Double(width), "\(name) \(orientation) \(mode)")
        if cell.contains("(C)") { #expect(window?.horizontalSizeClass == .compact, "\(name) \(mode)") }
        if cell.contains("(R)") { #expect(window?.horizontalSizeClass == .regular, "\(name) \(mode)") }
        #expect(window?.isEstimate == cell.contains("ESTIMATE") || cell.contains("?"), "\(name) \(mode)")
      }
      let slide = try #require(row["slide_over_pt"])
      if let measured = slide.firstMatch(of: /^([0-9.]+)/) {
        let window = MultitaskingTable.standard.window(
          .slideOver, portraitSize: portrait, orientation: orientation)
        #expect(window?.width == Double(measured.1), "\(name) slide over")
      }
    }
  }

  static let splitCSV = HIGSourceFiles.directory.appendingPathComponent("device-facts/ipad_split.csv")

  /// The HIG size-class table (001): on the 12.9-inch iPad Pro, 2/3 is regular in landscape and
  /// compact in portrait, 1/2 regular, 1/3 compact; heights stay regular.
  @Test func twelveNineInchWindowsFollowTheHIGTable() throws {
    let pad = try named("iPad Pro 12.9-inch")
    let landscape = pad.screen(.landscapeLeft)
    let expectations: [(SplitMode, Double, SizeClass)] = [
      (.twoThirds, 981, .regular), (.half, 678, .regular), (.oneThird, 375, .compact),
      (.slideOver, 375, .compact), (.full, 1366, .regular),
    ]
    for (mode, width, sizeClass) in expectations {
      let screen = try landscape.split(mode)
      #expect(screen.window.width == width, "\(mode)")
      #expect(screen.windowSizeClasses == SizeClasses(horizontal: sizeClass, vertical: .regular), "\(mode)")
    }
    let portrait = try pad.screen(.portrait).split(.twoThirds)
    #expect(portrait.window == Rect(x: 0, y: 0, width: 639, height: 1366))
    #expect(portrait.windowSizeClasses.horizontal == .compact)
  }

  @Test func splitViewPutsTheAppLeftOfATenPointDivider() throws {
    let screen = try named("iPad Pro 11-inch").screen(.landscapeLeft).split(.oneThird)
    #expect(screen.window == Rect(x: 0, y: 0, width: 375, height: 834))
    #expect(screen.dividerFrame == Rect(x: 375, y: 0, width: 10, height: 834))
    #expect(screen.otherAppFrame == Rect(x: 385, y: 0, width: 809, height: 834))
  }

  @Test func slideOverFloatsAtTheRightEdgeTwentyPointsFromTopAndBottom() throws {
    let screen = try named("iPad Pro 12.9-inch").screen(.portrait).split(.slideOver)
    #expect(screen.window == Rect(x: 649, y: 20, width: 375, height: 1326))
    #expect(screen.otherAppFrame == nil)
    // The 24-pt status bar reaches 4 pt into the window; the 20-pt home area none.
    #expect(screen.windowSafeArea == PhysicalInsets(top: 4, left: 0, bottom: 0, right: 0))
  }

  @Test func contextIsTheWindows() throws {
    let screen = try named("iPad Air 11-inch").screen(.landscapeLeft).split(.half)
    let context = screen.context()
    #expect(context.containerSize == Size(width: 585, height: 820))
    #expect(context.horizontalSizeClass == .compact)
    #expect(context.verticalSizeClass == .regular)
    #expect(context.safeAreaInsets == PhysicalInsets(top: 24, left: 0, bottom: 20, right: 0))
  }

  @Test func availableModesPerDeviceAndOrientation() throws {
    let pad = try named("iPad Pro 12.9-inch")
    #expect(pad.screen(.landscapeLeft).availableSplitModes() == SplitMode.allCases)
    #expect(
      pad.screen(.portrait).availableSplitModes() == [
        .full, .windowHalf, .windowThird, .windowQuadrant, .twoThirds, .oneThird, .slideOver,
      ])
    #expect(try named("iPhone 17 Pro").screen(.portrait).availableSplitModes() == [.full])
  }

  @Test func errorsSayWhyAModeIsMissing() throws {
    let phone = try named("iPhone 17 Pro").screen(.portrait)
    #expect(throws: MultitaskingError.notAnIPad(device: "iPhone 17 Pro")) { try phone.split(.half) }
    #expect(
      MultitaskingError.notAnIPad(device: "iPhone 17 Pro").description
        == "multitasking is iPad only; iPhone 17 Pro shows apps full screen")
    let pad = try named("iPad mini 8.3-inch").screen(.portrait)
    #expect(
      throws: MultitaskingError.unavailable(.half, device: "iPad mini 8.3-inch", orientation: .portrait)
    ) {
      try pad.split(.half)
    }
    let custom = Device.custom(size: Size(width: 900, height: 1200)).screen(.portrait)
    #expect(throws: MultitaskingError.noData(device: "900x1200 pt")) { try custom.split(.oneThird) }
    #expect(try phone.split(.full).window == Rect(x: 0, y: 0, width: 402, height: 874))
  }

  /// Every catalog iPad has a row in the table.
  @Test func everyCatalogIPadHasSplitWidths() {
    for device in catalog.devices where device.idiom == .pad {
      #expect(MultitaskingTable.standard.knows(portraitSize: device.portraitSize), "\(device.name)")
    }
  }
}
