import Foundation
import TestSupport

/// The HIG tables the catalog is generated from, read directly so the tests compare the shipped
/// data with the source rather than with a copy of it.
///
/// They live in the repository (`Data/HIG/`, whose README says where each came from), so every
/// clone runs these tests; a missing table fails them rather than skipping them.
enum HIGSourceFiles {
  /// `<repo>/Data/HIG`.
  static let directory: URL = Repository.url("Data/HIG")

  static let iosTable = directory.appendingPathComponent("devices-ios.csv")
  static let watchTable = directory.appendingPathComponent("devices-watch.csv")

  /// The rows of a CSV file with a header line, as column name -> value.
  static func rows(of url: URL) throws -> [[String: String]] {
    let lines = try String(contentsOf: url, encoding: .utf8)
      .split(whereSeparator: \.isNewline)
      .map { parseCSVLine(String($0)) }
    guard let header = lines.first else { return [] }
    return lines.dropFirst().map { Dictionary(uniqueKeysWithValues: zip(header, $0)) }
  }

  /// One CSV line split into fields; double-quoted fields may contain commas ("10, 11").
  static func parseCSVLine(_ line: String) -> [String] {
    var fields: [String] = []
    var field = ""
    var quoted = false
    for character in line {
      switch (character, quoted) {
      case ("\"", _): quoted.toggle()
      case (",", false):
        fields.append(field)
        field = ""
      default: field.append(character)
      }
    }
    fields.append(field)
    return fields
  }
}
