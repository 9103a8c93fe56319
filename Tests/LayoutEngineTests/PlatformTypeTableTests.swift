import Foundation
import TestSupport
import Testing

@testable import LayoutEngine

/// The watchOS and tvOS tables in the repository (`Data/HIG/`, extracted from the HIG Typography
/// article by `Scripts/extract-typography.py`), read at test time so the generated Swift tables
/// are compared with their source rather than with a copy.
private enum PlatformTypeSource {
  static let directory: URL = Repository.url("Data/HIG")

  /// The rows of `name` as column name -> value (the tables have no quoted fields).
  static func rows(_ name: String) throws -> [[String: String]] {
    let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    let lines = text.split(whereSeparator: \.isNewline)
      .map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
    guard let header = lines.first else { return [] }
    return lines.dropFirst().map { Dictionary(uniqueKeysWithValues: zip(header, $0)) }
  }
}

@Suite("watchOS and tvOS type tables")
struct PlatformTypeTableTests {
  @Test("every one of the 90 watchOS cells (9 sizes x 10 styles) is in the watch table")
  func everyWatchCell() throws {
    let rows = try PlatformTypeSource.rows("dynamic-type-watch.csv")
    #expect(rows.count == 90)
    for row in rows {
      let size = try #require(DynamicTypeSize(name: row["type_size"]!), "\(row)")
      let index = try #require(WatchTypeTable.rowNames.firstIndex(of: row["style"]!), "\(row)")
      let entry = WatchTypeTable.entry(row: index, size)
      #expect(entry.pointSize == Double(row["size_pt"]!)!, "\(row)")
      #expect(entry.leading == Double(row["leading_pt"]!)!, "\(row)")
      #expect(entry.weight == FontWeight(name: row["weight"]!), "\(row)")
      #expect(entry.emphasizedWeight == FontWeight(name: row["emphasized_weight"]!), "\(row)")
    }
    #expect(Set(rows.map { $0["type_size"]! }).count == UserInterfaceIdiom.watch.dynamicTypeSizes.count)
  }

  @Test("every watch cell a SwiftUI style names resolves on a watch to the HIG's size and leading")
  func watchStylesResolve() throws {
    for row in try PlatformTypeSource.rows("dynamic-type-watch.csv") {
      let size = try #require(DynamicTypeSize(name: row["type_size"]!))
      for style in TextStyle.allCases where Self.watchRow(of: style) == row["style"] {
        let font = Font(style: style).resolved(for: size, idiom: .watch)
        #expect(font.pointSize == Double(row["size_pt"]!)!, "\(style) \(row)")
        #expect(font.lineHeight == Double(row["leading_pt"]!)!, "\(style) \(row)")
        #expect(font.weight == FontWeight(name: row["weight"]!), "\(style) \(row)")
      }
    }
  }

  @Test("every one of the 9 tvOS styles resolves on a TV to its size, leading and weights")
  func everyTVCell() throws {
    let rows = try PlatformTypeSource.rows("text-styles-tv.csv")
    #expect(rows.count == 9)
    for row in rows {
      let index = try #require(TVTypeTable.rowNames.firstIndex(of: row["style"]!), "\(row)")
      let entry = TVTypeTable.entries[index]
      #expect(entry.pointSize == Double(row["size_pt"]!)!, "\(row)")
      #expect(entry.leading == Double(row["leading_pt"]!)!, "\(row)")
      #expect(entry.weight == FontWeight(name: row["weight"]!), "\(row)")
      #expect(entry.emphasizedWeight == FontWeight(name: row["emphasized_weight"]!), "\(row)")
      for style in TextStyle.allCases where Self.tvRow(of: style) == row["style"] {
        for size in DynamicTypeSize.allCases {
          let font = Font(style: style).resolved(for: size, idiom: .tv)
          #expect(font.pointSize == entry.pointSize && font.lineHeight == entry.leading, "\(style) \(size)")
        }
      }
    }
  }

  @Test("the issue's cases: a 45 mm watch at AX3 and Apple TV get their own platform's sizes")
  func issueCases() {
    #expect(Font.body.resolved(for: .accessibility3, idiom: .watch).pointSize == 23)
    #expect(Font(style: .largeTitle).resolved(for: .accessibility3, idiom: .watch).pointSize == 46)
    #expect(Font.body.resolved(for: .accessibility3, idiom: .tv).pointSize == 29)
    #expect(Font(style: .title).resolved(for: .large, idiom: .tv).pointSize == 76)
    // iOS is unchanged.
    #expect(Font.body.resolved(for: .accessibility3, idiom: .phone).pointSize == 40)
    #expect(Font.body.resolved(for: .accessibility3, idiom: .pad).pointSize == 40)
  }

  @Test("styles a platform has no row for read the documented row")
  func fallbacks() {
    #expect(WatchTypeTable.rowNames[WatchTypeTable.row(.callout)] == "Body")
    #expect(WatchTypeTable.rowNames[WatchTypeTable.row(.subheadline)] == "Caption 1")
    #expect(WatchTypeTable.rowNames[WatchTypeTable.row(.footnote)] == "Footnote 1")
    #expect(TVTypeTable.rowNames[TVTypeTable.row(.largeTitle)] == "Title 1")
    #expect(TVTypeTable.rowNames[TVTypeTable.row(.subheadline)] == "Subtitle 1")
    #expect(TVTypeTable.rowNames[TVTypeTable.row(.footnote)] == "Caption 1")
  }

  @Test("sizes a watch lacks read the nearest smaller one it has; TV has none to choose")
  func offeredSizes() {
    #expect(UserInterfaceIdiom.watch.offeredTypeSize(nearest: .medium) == .small)
    #expect(UserInterfaceIdiom.watch.offeredTypeSize(nearest: .accessibility5) == .accessibility3)
    #expect(UserInterfaceIdiom.watch.offeredTypeSize(nearest: .xLarge) == .xLarge)
    #expect(Font.body.resolved(for: .accessibility5, idiom: .watch).pointSize == 23)
    #expect(UserInterfaceIdiom.phone.dynamicTypeSizes == DynamicTypeSize.allCases)
    #expect(!UserInterfaceIdiom.tv.hasDynamicType)
    #expect(UserInterfaceIdiom.watch.dynamicTypeSizes.count == 9)
  }

  @Test("the watch's default size by case size is the HIG's, and an unlisted case takes the nearest")
  func watchDefaults() throws {
    let rows = try PlatformTypeSource.rows("dynamic-type-watch-defaults.csv")
    #expect(rows.count == 7)
    for row in rows {
      let expected = try #require(DynamicTypeSize(name: row["type_size"]!))
      #expect(DynamicTypeSize.watchDefault(caseMillimetres: Int(row["case_mm"]!)!) == expected, "\(row)")
    }
    #expect(DynamicTypeSize.watchDefault(caseMillimetres: 38) == .small)
    #expect(DynamicTypeSize.watchDefault(caseMillimetres: 41) == .large)
    #expect(DynamicTypeSize.watchDefault(caseMillimetres: 46) == .xLarge)
  }

  @Test("scaled metrics follow the watch's ramp and stay put on a TV")
  func scaledMetrics() {
    #expect(ScaledMetric.factor(relativeTo: .body, at: .xLarge, idiom: .watch) == 17.0 / 16.0)
    #expect(ScaledMetric.factor(relativeTo: .body, at: .accessibility5, idiom: .tv) == 1)
  }

  /// The HIG watch row each style is documented to read.
  static func watchRow(of style: TextStyle) -> String {
    switch style {
    case .callout: "Body"
    case .subheadline: "Caption 1"
    case .footnote: "Footnote 1"
    default: style.higName
    }
  }

  /// The HIG tvOS row each style is documented to read.
  static func tvRow(of style: TextStyle) -> String {
    switch style {
    case .largeTitle: "Title 1"
    case .subheadline: "Subtitle 1"
    case .footnote: "Caption 1"
    default: style.higName
    }
  }
}
