import Devices
import Foundation
import LayoutEngine
import Testing

/// iPadOS 26 windows: the metrics against their source table, the arrangements' frames and size
/// classes on every iPad in both orientations, free sizes down to the minimum, and the option's
/// one parser.
struct IPadWindowTests {
  let catalog = DeviceCatalog.standard

  private func named(_ name: String) throws -> Device {
    try #require(catalog.devices.first { $0.name == name })
  }

  private var pads: [Device] { catalog.devices.filter { $0.idiom == .pad } }

  /// Every constant of `IPadWindowMetrics` is the value `Data/HIG/ipad-windows.csv` states, and
  /// every row there is marked as measured or estimated with a source.
  @Test func metricsAreTheSourceTable() throws {
    let rows = try HIGSourceFiles.rows(
      of: HIGSourceFiles.directory.appendingPathComponent("ipad-windows.csv"))
    var values: [String: Double] = [:]
    for row in rows {
      let metric = try #require(row["metric"])
      values[metric] = Double(try #require(row["value"]))
      #expect(["measured", "estimate"].contains(row["status"] ?? ""), "\(metric)")
      #expect((row["source"] ?? "").count > 20, "\(metric) names no source")
    }
    let expected: [String: Double] = [
      "minimum_width_pt": IPadWindowMetrics.minimumSize.width,
      "minimum_height_pt": IPadWindowMetrics.minimumSize.height,
      "tile_gap_pt": IPadWindowMetrics.tileGap,
      "controls_band_height_pt": IPadWindowMetrics.controlsSize.height,
      "controls_band_width_pt": IPadWindowMetrics.controlsSize.width,
      "control_diameter_pt": IPadWindowMetrics.controlDiameter,
      "control_spacing_pt": IPadWindowMetrics.controlSpacing,
      "control_inset_pt": IPadWindowMetrics.controlInset,
      "title_bar_height_pt": 0,
      "regular_width_from_pt": IPadWindowMetrics.regularWidth,
    ]
    #expect(values == expected)
  }

  /// The arrangements on an 11-inch iPad Pro (834x1194): tiles from the top-leading corner with
  /// a 10-pt gap, their size classes from the width, and no third in portrait (278 pt is under
  /// the minimum).
  @Test func arrangementFramesAndSizeClasses() throws {
    let pad = try named("iPad Pro 11-inch (M4)")
    let landscape = pad.screen(.landscapeLeft)
    #expect(landscape.size == Size(width: 1210, height: 834))
    let half = try landscape.split(.windowHalf)
    #expect(half.window == Rect(x: 0, y: 0, width: 600, height: 834))
    #expect(half.windowSizeClasses == SizeClasses(horizontal: .compact, vertical: .regular))
    let third = try landscape.split(.windowThird)
    #expect(third.window == Rect(x: 0, y: 0, width: 396, height: 834))
    let quadrant = try landscape.split(.windowQuadrant)
    #expect(quadrant.window == Rect(x: 0, y: 0, width: 600, height: 412))
    #expect(quadrant.context().containerSize == Size(width: 600, height: 412))
    #expect(quadrant.context().horizontalSizeClass == .compact)

    let portrait = pad.screen(.portrait)
    #expect(try portrait.split(.windowHalf).window.width == 412)
    #expect(throws: MultitaskingError.self) { try portrait.split(.windowThird) }
    #expect(portrait.availableSplitModes().contains(.windowQuadrant))
    #expect(!portrait.availableSplitModes().contains(.windowThird))

    // The largest iPad's half is regular: 678 pt and wider is.
    let large = try named("iPad Pro 13-inch (M4)").screen(.landscapeLeft)
    #expect(try large.split(.windowHalf).window.width == 683)
    #expect(try large.split(.windowHalf).windowSizeClasses.horizontal == .regular)
  }

  /// Every iPad has every arrangement its screen leaves at least the minimum, in both
  /// orientations: halves and quadrants everywhere, thirds in landscape (and in portrait only
  /// on a screen of 980 pt or wider).
  @Test func everyIPadGetsTheArrangements() throws {
    #expect(pads.count >= 10)
    for pad in pads {
      for orientation in [Orientation.portrait, .landscapeLeft] {
        let screen = pad.screen(orientation)
        let modes = screen.availableSplitModes()
        #expect(modes.starts(with: [.full, .windowHalf]), "\(pad.name) \(orientation)")
        #expect(modes.contains(.windowQuadrant), "\(pad.name) \(orientation)")
        #expect(
          modes.contains(.windowThird) == (screen.size.width >= 3 * 320 + 20), "\(pad.name) \(orientation)")
        for mode in modes where mode.isWindow {
          let window = try screen.split(mode).window
          #expect(window.width >= 320 && window.height >= 320)
          #expect(window.maxX <= screen.size.width && window.maxY <= screen.size.height)
        }
      }
    }
  }

  /// A free window is centred, takes its size classes from its width (regular from 678 pt), may
  /// be as small as the minimum and no smaller, and no larger than the screen.
  @Test func freeWindowsDownToTheMinimum() throws {
    let screen = try named("iPad Air 11-inch").screen(.landscapeLeft)
    let smallest = try screen.split(.window(width: 320, height: 320))
    #expect(smallest.window == Rect(x: 430, y: 250, width: 320, height: 320))
    #expect(smallest.windowSizeClasses.horizontal == .compact)
    #expect(try screen.split(.window(width: 678, height: 600)).windowSizeClasses.horizontal == .regular)
    #expect(try screen.split(.window(width: 677, height: 600)).windowSizeClasses.horizontal == .compact)
    #expect(throws: MultitaskingError.self) { try screen.split(.window(width: 319, height: 500)) }
    #expect(throws: MultitaskingError.self) { try screen.split(.window(width: 500, height: 319)) }
    #expect(throws: MultitaskingError.self) { try screen.split(.window(width: 1181, height: 500)) }
    #expect(throws: MultitaskingError.notAnIPad(device: "iPhone 17 Pro")) {
      try named("iPhone 17 Pro").screen(.portrait).split(.windowHalf)
    }
  }

  /// The window controls sit over the window's top-leading corner (below the status bar),
  /// three buttons in a 40-pt band; full screen and iPadOS 18's modes have none, and the window's safe area is the
  /// status bar's overlap only (the controls do not inset it).
  @Test func windowControls() throws {
    let screen = try named("iPad Pro 11-inch (M4)").screen(.landscapeLeft)
    let quadrant = try screen.split(.windowQuadrant)
    // Below the status bar, which the window at the screen's top reaches under.
    #expect(quadrant.windowControlsFrame == Rect(x: 0, y: 24, width: 80, height: 40))
    #expect(quadrant.windowControlButtonFrames.map(\.midX) == [20, 40, 60])
    #expect(quadrant.windowControlButtonFrames.allSatisfy { $0.midY == 44 && $0.width == 12 })
    #expect(quadrant.windowSafeArea.top == screen.safeArea.top)
    let free = try screen.split(.window(width: 400, height: 400))
    #expect(free.windowControlsFrame?.origin == free.window.origin)
    #expect(free.windowSafeArea.top == 0)
    #expect(screen.windowControlsFrame == nil)
    #expect(try screen.split(.oneThird).windowControlsFrame == nil)
  }

  /// The one reading of `--window` and `--windows`: names, raw values and sizes; raw values
  /// read back, and iPadOS 18's modes keep theirs.
  @Test func windowNamesAndRawValues() throws {
    #expect(try SplitMode.window(named: "half") == .windowHalf)
    #expect(try SplitMode.window(named: "Third") == .windowThird)
    #expect(try SplitMode.window(named: "quadrant") == .windowQuadrant)
    #expect(try SplitMode.window(named: "full") == .full)
    #expect(try SplitMode.window(named: "600x800") == .window(width: 600, height: 800))
    #expect(try SplitMode.window(named: "600.4 x 800 pt") == .window(width: 600, height: 800))
    #expect(try SplitMode.window(named: "slide-over") == nil)
    #expect(throws: DeviceLookupError.self) { try SplitMode.window(named: "0x800") }
    for mode in SplitMode.allCases + [.window(width: 600, height: 800)] {
      #expect(SplitMode(rawValue: mode.rawValue) == mode)
    }
    #expect(SplitMode.twoThirds.rawValue == "two-thirds")
    #expect(SplitMode.window(width: 600, height: 800).rawValue == "window-600x800")
    #expect(SplitMode.slideOver.displayName == "Slide Over (iPadOS 18)")
    #expect(SplitMode.iPadOS18.allSatisfy { $0.displayName.hasSuffix("(iPadOS 18)") })
  }
}
