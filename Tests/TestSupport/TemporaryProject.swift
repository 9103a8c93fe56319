import Foundation

/// A project folder for a test, in the temporary folder: it holds `Package.swift` (so the Swift
/// reader finds its root there) and `files` at their relative paths. The caller removes it.
public enum TemporaryProject {
  /// A new project named `prefix-UUID` with `files` as bytes.
  public static func make(_ prefix: String, bytes files: [String: [UInt8]]) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    var all = files
    all["Package.swift"] = all["Package.swift"] ?? Array("// swift-tools-version: 6.0\n".utf8)
    for (path, bytes) in all {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(bytes).write(to: url)
    }
    return root
  }

  /// A new project named `prefix-UUID` with `files` as UTF-8 text.
  public static func make(_ prefix: String, _ files: [String: String]) throws -> URL {
    try make(prefix, bytes: files.mapValues { Array($0.utf8) })
  }
}
