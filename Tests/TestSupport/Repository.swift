import Foundation

/// The repository the tests run in, found from this file's path: the one place a test target
/// learns where the samples, the docs and the data files are. Tests read inside it only.
public enum Repository {
  /// The repository's root folder (this file is `Tests/TestSupport/Repository.swift`).
  public static let root: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The file or folder at `relative` (`"Layouts/sign-in.yaml"`, `"docs/Check.md"`).
  public static func url(_ relative: String) -> URL {
    root.appendingPathComponent(relative)
  }

  /// The path of `relative` in the repository.
  public static func path(_ relative: String) -> String {
    url(relative).path
  }

  /// A sample layout shipped with the package (`Layouts/NAME`).
  public static func sample(_ name: String) -> String {
    path("Layouts/\(name)")
  }
}
