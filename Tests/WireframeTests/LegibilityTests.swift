import Devices
import Foundation
import LayoutEngine
import LayoutFile
import LayoutMapping
import SwiftSource
import TestSupport
import Testing

@testable import Wireframe

/// Every bundled sample (each preview of the SwiftUI samples too) on a small and a large iPhone, an
/// iPad in both orientations and a watch,
/// at 40, 80 and 120 columns, Large and AX3, left-to-right and right-to-left, rendered as `render`
/// draws it and measured by `Legibility` against the lines the layout gives each label (what
/// `frames` reports). The floors are what the wireframe reaches (docs/Wireframe.md,
/// "Legibility"); a change that makes labels less readable, or makes them touch, fails here.
///
/// `LEGIBILITY_REPORT=1 swift test --filter LegibilityTests` prints the figures per width.
@Suite("Legibility")
struct LegibilityTests {
  static let samples = [
    "contact", "inbox", "mail", "messages", "music-player", "order-status", "photo-grid",
    "photo-library", "preferences", "profile", "settings", "sign-in",
  ]
  /// The SwiftUI samples: each of their previews is a layout.
  static let swiftSamples = ["swift-contacts", "swift-form", "swift-grid", "swift-profile"]
  static let screens: [(String, Orientation)] = [
    ("iPhone SE 4-inch", .portrait), ("iPhone 17 Pro Max", .portrait),
    ("iPad Pro 11-inch (M4)", .portrait), ("iPad Pro 11-inch (M4)", .landscapeLeft),
    ("Apple Watch Series 10 46mm", .portrait),
  ]
  static let sizes: [DynamicTypeSize] = [.large, .accessibility3]
  static let directions: [LayoutDirection] = [.leftToRight, .rightToLeft]

  /// The least share of fitting labels read whole, in percent, and the most collisions, per width
  /// (docs/Wireframe.md has the figures they come from).
  static let floors: [Int: (percent: Double, collisions: Int)] = [
    40: (95.2, 0), 80: (99.4, 0), 120: (99.6, 0),
  ]

  /// The figures at `width` columns over the whole matrix.
  static func measure(width: Int) throws -> Legibility {
    var total = Legibility()
    let layouts = Repository.root.appendingPathComponent("Layouts")
    var documents: [(String, LayoutDocument)] = []
    for sample in samples {
      let path = layouts.appendingPathComponent("\(sample).yaml").path
      documents.append((sample, try LayoutFileParser.load(path: path)))
    }
    for sample in swiftSamples {
      let path = layouts.appendingPathComponent("\(sample).swift").path
      documents += try SwiftLayouts.load(path: path).map { ("\(sample) \($0.title ?? "")", $0) }
    }
    for (sample, document) in documents {
      for (name, orientation) in screens {
        let screen = try device(name).screen(orientation)
        for size in sizes {
          for direction in directions {
            let result = LayoutEngine.layout(
              document.body, in: screen.context(dynamicTypeSize: size, layoutDirection: direction))
            let viewport = Wireframe.renderViewport(for: screen, columns: width)
            let canvas = Wireframe.rasterize(result, on: screen, viewport: viewport)
            var measured = Legibility.measure(result, on: screen, viewport: viewport, canvas: canvas)
            measured.misses = measured.misses.map {
              "\(sample) \(name) \(orientation) \(size) \(direction): \($0)"
            }
            total.add(measured)
          }
        }
      }
    }
    return total
  }

  @Test("labels read whole and never touch", arguments: [40, 80, 120])
  func legibility(width: Int) throws {
    let figures = try Self.measure(width: width)
    if ProcessInfo.processInfo.environment["LEGIBILITY_REPORT"] != nil {
      print(
        "LEGIBILITY width \(width): labels \(figures.labels), fitting \(figures.fitting), whole \(figures.whole) "
          + "(\(String(format: "%.1f", figures.percentWhole))%), collisions \(figures.collisions)")
      for miss in figures.misses { print("LEGIBILITY   \(miss)") }
    }
    let floor = try #require(Self.floors[width])
    #expect(figures.labels > 1000, "the matrix measured labels")
    #expect(figures.percentWhole >= floor.percent, "\(figures.misses.joined(separator: "\n"))")
    #expect(figures.collisions <= floor.collisions, "\(figures.misses.joined(separator: "\n"))")
  }
}
