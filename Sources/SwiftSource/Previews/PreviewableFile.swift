/// Whether a Swift file or folder found while listing a folder is worth opening, read from names
/// and text before anything is parsed: pointed at an app's folder, the session and the commands
/// list its screens, not its models, its manifest or its build products.
public enum PreviewableFile {
  /// Whether the Swift source `text` may have something to preview (a `#Preview`, a
  /// `PreviewProvider` or a type conforming to `View`): a model or a helper file has none, and
  /// the reader would only say "nothing to preview". A file this keeps may still have none (a
  /// `View` in a comment); the reader says so then.
  public static func mayPreview(source text: String) -> Bool {
    if text.contains("#Preview") || text.contains("PreviewProvider") { return true }
    // `: View`, `, View` in a conformance list, with any spacing, before a non-identifier.
    var rest = text[...]
    while let found = rest.range(of: "View") {
      let before = rest[..<found.lowerBound].reversed().first { $0 != " " && $0 != "\t" }
      let after = rest[found.upperBound...].first
      let ends = after.map { !($0.isLetter || $0.isNumber || $0 == "_") } ?? true
      if ends, before == ":" || before == "," { return true }
      rest = rest[found.upperBound...]
    }
    return false
  }

  /// Whether a folder of that `name`, inside the folder given, holds no app code to preview:
  /// hidden folders, build products, dependencies, tests and asset catalogs, as the project
  /// index skips them.
  public static func isSkippedFolder(_ name: String) -> Bool { ProjectIndex.isSkipped(name) }

  /// Whether a file of that `name` is never a layout: the package manifest.
  public static func isManifest(_ name: String) -> Bool {
    name == "Package.swift" || name.hasPrefix("Package@swift")
  }
}
