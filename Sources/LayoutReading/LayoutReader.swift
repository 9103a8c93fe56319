import LayoutEngine
import LayoutFile
import LayoutMapping
import SwiftSource

/// The one loader of layouts, for the commands and the session: a `.swift` file gives one layout
/// per preview (`SwiftLayouts`), any other file is a layout file (`LayoutFileParser`).
public enum LayoutReader {
  /// Whether `path` names a Swift source file.
  public static func isSwift(_ path: String) -> Bool { path.hasSuffix(".swift") }

  /// The layouts at `path`.
  public static func load(path: String, platform: Platform = .iOS) throws(LayoutFileError) -> [LayoutDocument]
  {
    isSwift(path)
      ? try SwiftLayouts.load(path: path, platform: platform) : [try LayoutFileParser.load(path: path)]
  }
}
