import LayoutEngine
import LayoutFile
import LayoutMapping
import SwiftSource

/// The one loader of layouts, for the commands and the session: a `.swift` file gives one layout
/// per preview (`SwiftLayouts`), any other file is a layout file (`LayoutFileParser`).
public enum LayoutReader {
  /// Whether `path` names a Swift source file.
  public static func isSwift(_ path: String) -> Bool { path.hasSuffix(".swift") }

  /// The layouts at `path`; a Swift file is evaluated for `platform`, by default its own: macOS
  /// for a macOS-only file (`MacOnlyPreview`), else iOS, and read in `project` (a layout file
  /// reads nothing beside itself), with the unknown conditions at `flipped` showing their other
  /// branch.
  public static func load(
    path: String, platform: Platform? = nil, project: ProjectScope = .nearest,
    flipped: Set<SourceLocation> = []
  ) throws(LayoutFileError) -> [LayoutDocument] {
    guard isSwift(path) else { return [try LayoutFileParser.load(path: path)] }
    let own = platform ?? (MacOnlyPreview.isMacOnly(path: path) ? .macOS : .iOS)
    return try SwiftLayouts.load(path: path, platform: own, project: project, flipped: flipped)
  }
}
