import Foundation
import TestSupport
import Testing

@testable import LayoutEngine

/// The HIG table in the repository (`Data/HIG/dynamic-type-ios.csv`), read at test time so the
/// generated Swift table is compared with its source rather than with a copy.
private enum DynamicTypeSource {
  static let url: URL = Repository.url("Data/HIG/dynamic-type-ios.csv")

  /// The rows as column name -> value (the table has no quoted fields).
  static func rows() throws -> [[String: String]] {
    let lines = try String(contentsOf: url, encoding: .utf8).split(whereSeparator: \.isNewline)
      .map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
    guard let header = lines.first else { return [] }
    return lines.dropFirst().map { Dictionary(uniqueKeysWithValues: zip(header, $0)) }
  }
}

@Suite("Dynamic Type table")
struct DynamicTypeTableTests {
  @Test("every one of the 132 HIG rows resolves to its size, leading and weights")
  func everyRow() throws {
    let rows = try DynamicTypeSource.rows()
    #expect(rows.count == 132)
    var seen = Set<String>()
    for row in rows {
      let size = try #require(DynamicTypeSize(name: row["type_size"]!), "\(row)")
      let style = try #require(TextStyle.allCases.first { $0.higName == row["style"] }, "\(row)")
      let resolved = Font(style: style).resolved(for: size)
      #expect(resolved.pointSize == Double(row["size_pt"]!)!, "\(row)")
      #expect(resolved.lineHeight == Double(row["leading_pt"]!)!, "\(row)")
      #expect(resolved.weight == FontWeight(name: row["weight"]!), "\(row)")
      let emphasized = FontWeight(name: row["emphasized_weight"]!)
      #expect(DynamicTypeTable.entry(style, size).emphasizedWeight == emphasized, "\(row)")
      seen.insert("\(size) \(style)")
    }
    #expect(seen.count == DynamicTypeSize.allCases.count * TextStyle.allCases.count)
  }

  @Test("a font's own weight overrides the table's; the size still follows Dynamic Type")
  func weightOverride() {
    let bold = Font(style: .body, weight: .bold).resolved(for: .accessibility5)
    #expect(bold.weight == .bold)
    #expect(bold.pointSize == Font.body.resolved(for: .accessibility5).pointSize)
  }

  @Test("a fixed-size font does not scale with Dynamic Type")
  func fixedSize() {
    let font = Font(style: .body, fixedSize: 13)
    let sizes = Set(DynamicTypeSize.allCases.map { font.resolved(for: $0) })
    #expect(sizes.count == 1)
    #expect(sizes.first!.pointSize == 13)
  }
}
