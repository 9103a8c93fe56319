import Foundation

/// Lists files for tests that walk the sample directory.
enum FileManagerList {
  /// The `.yaml` files directly in `directory`, as full paths, sorted.
  static func yamlFiles(in directory: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory)
      .filter { $0.hasSuffix(".yaml") }.sorted().map { "\(directory)/\($0)" }
  }
}
