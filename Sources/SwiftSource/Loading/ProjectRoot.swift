import Foundation

/// The project a Swift file belongs to: the nearest folder at or above the file's that holds
/// `.git`, `Package.swift` or an Xcode project or workspace, looking no higher than the user's home
/// folder. The Swift reader looks for the file's declarations and String Catalogs in it.
struct ProjectRoot {
  /// The folders from the file's up to the root (or as far as was looked), nearest first, written
  /// as relative as the file's path is.
  var folders: [String]
  /// The root, when one was found (the last of `folders`).
  var root: String?

  /// How many folders up a root is looked for.
  static let maximumLevelsUp = 12

  /// The project of the file at `path` in `scope`: found by its markers, the folder named (the
  /// folders from the file's up to it, when it is above the file), or none.
  init(of path: String, scope: ProjectScope = .nearest) {
    let fileManager = FileManager.default
    let home = fileManager.homeDirectoryForCurrentUser.standardizedFileURL.path
    let folder = (path as NSString).deletingLastPathComponent
    var current = folder.isEmpty ? "." : folder
    folders = []
    root = nil
    if scope == .none {
      folders = [current]
      return
    }
    let named: String? =
      if case .root(let named) = scope { URL(fileURLWithPath: named).standardizedFileURL.path } else { nil }
    for _ in 0..<Self.maximumLevelsUp {
      folders.append(current)
      let absolute = URL(fileURLWithPath: current).standardizedFileURL.path
      if named.map({ absolute == $0 }) ?? Self.isRoot(current, fileManager) {
        root = current
        return
      }
      guard absolute != "/", named != nil || absolute != home, let parent = Self.parent(of: current) else {
        break
      }
      current = parent
    }
    // A named folder that is not above the file is still the project: its files lend
    // declarations, its resource folders hold the strings, after the file's own folder.
    if case .root(let named) = scope {
      folders = [folders[0], named]
      root = named
    }
  }

  /// Whether `folder` holds `.git`, `Package.swift` or an Xcode project or workspace.
  private static func isRoot(_ folder: String, _ fileManager: FileManager) -> Bool {
    if fileManager.fileExists(atPath: folder + "/.git")
      || fileManager.fileExists(atPath: folder + "/Package.swift")
    {
      return true
    }
    return holdsAppProject((try? fileManager.contentsOfDirectory(atPath: folder)) ?? [])
  }

  /// Whether a folder's entries hold an app's project: `.git`, an Xcode project or a workspace
  /// (not a package's manifest), as the folder above a local package is looked at.
  static func holdsAppProject(_ entries: [String]) -> Bool {
    entries.contains { $0 == ".git" || $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }
  }

  /// The folder above `folder`, written as relative as `folder` is.
  private static func parent(of folder: String) -> String? {
    if folder == "." { return ".." }
    if (folder as NSString).lastPathComponent == ".." { return folder + "/.." }
    let parent = (folder as NSString).deletingLastPathComponent
    return parent.isEmpty ? "." : parent
  }
}
