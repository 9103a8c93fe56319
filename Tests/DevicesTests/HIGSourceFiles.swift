import Foundation

/// The shared HIG tables the catalog is generated from, read directly so the tests compare the
/// shipped data with the source rather than with a copy of it.
///
/// They live beside the repository (`<repo>/../shared/hig/`); where that directory is absent
/// (a plain clone), the tests that need it are skipped.
enum HIGSourceFiles {
  /// `<repo>/../shared/hig`, found from this file's path: Tests/DevicesTests/ -> repo -> its parent.
  static let directory: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("shared/hig")

  static let iosTable = directory.appendingPathComponent("devices-ios.csv")
  static let watchTable = directory.appendingPathComponent("devices-watch.csv")

  /// Whether both tables are present.
  static var available: Bool {
    FileManager.default.fileExists(atPath: iosTable.path)
      && FileManager.default.fileExists(atPath: watchTable.path)
  }

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
