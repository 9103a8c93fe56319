import Foundation

/// Finds the previewer's data files (device catalog, multitasking table, samples, themes) wherever
/// the binary runs from, so a copied or installed binary works without its build folder.
///
/// The folders searched, in order:
/// 1. `$LAYOUT_PREVIEW_DATA`, when set: a folder laid out like an installed one;
/// 2. the SwiftPM resource bundle beside the binary (`<bin>/LayoutPreview_Devices.resources`),
///    which is where `swift build`, `swift run` and `swift test` put it;
/// 3. the installed data folder, `<bin>/../share/layout-preview` (what `Scripts/install` makes).
///
/// The binary's own path has its symbolic links resolved first, so a link in `~/bin` to an
/// installed binary still finds the installed data.
public enum DataFiles {
  /// The environment variable that names a data folder to search first.
  public static let environmentVariable = "LAYOUT_PREVIEW_DATA"

  /// The installed data folder relative to the binary's folder.
  public static let installedFolder = "../share/layout-preview"

  /// The folders searched for a file of the SwiftPM resource bundle `bundle` (for example
  /// `LayoutPreview_Devices`), in order.
  public static func folders(bundle: String) -> [URL] {
    var folders: [URL] = []
    // getenv: `ProcessInfo.environment` copies the whole environment into a dictionary first.
    if let variable = getenv(environmentVariable).map({ String(cString: $0) }), !variable.isEmpty {
      folders.append(URL(fileURLWithPath: variable, isDirectory: true))
    }
    if let folder = binaryFolder {
      folders.append(folder.appendingPathComponent("\(bundle).resources", isDirectory: true))
      folders.append(folder.appendingPathComponent(installedFolder, isDirectory: true).standardized)
    }
    return folders
  }

  /// The running binary's folder, its symbolic links resolved, found once per process: every
  /// command looks for its data files there before it does anything else.
  private static let binaryFolder: URL? = Bundle.main.executableURL?.resolvingSymlinksInPath()
    .deletingLastPathComponent()

  /// The file or folder `name` in the first searched folder that has it.
  public static func locate(_ name: String, bundle: String) -> URL? {
    folders(bundle: bundle).lazy.map { $0.appendingPathComponent(name) }
      .first { FileManager.default.fileExists(atPath: $0.path) }
  }

  /// The file `name` of `bundle`, or an error saying where it was looked for.
  static func require(_ name: String, bundle: String) throws(DataFileError) -> URL {
    guard let url = locate(name, bundle: bundle) else {
      throw DataFileError(file: name, problem: .missing(searched: folders(bundle: bundle).map(\.path)))
    }
    return url
  }

  /// The resource bundle of this module's data files.
  static let devicesBundle = "LayoutPreview_Devices"
}
