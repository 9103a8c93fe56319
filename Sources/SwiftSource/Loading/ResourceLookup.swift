import Foundation

/// Where an app's resources for a Swift file are looked for: the file's folder and each folder
/// above it up to its project's root (`ProjectRoot`), and in each of those the folders whose name
/// says they hold resources (`Resources`, `Supporting Files`, `Localization`, `Strings`,
/// `Preview Content`), nearest first. Resources elsewhere in the project belong to other modules,
/// whose strings and images this file does not read. Without a project, the file's folder alone.
///
/// A file of a local package (its root holds `Package.swift`) inside an app's project (a folder
/// above with an Xcode project or workspace, or `.git`) also reads the app's catalogs, after its
/// own: `Text("key")` in a package looks its key up in the main bundle, the app's, unless it
/// names `bundle: .module`. They are found by a short walk of the app (`appCatalogs`).
///
/// The folders are listed once a load, and each kind of resource (String Catalogs, `.lproj`
/// folders, asset catalogs) picks its entries from that one listing.
struct ResourceLookup {
  /// Every entry where resources are looked for, nearest first, each folder's own before its
  /// resource folders'.
  private let candidates: [String]

  /// The most entries of one folder looked at, in the order the file system lists them: an app's
  /// folders hold tens to hundreds, and a folder of 100,000 files (generated data beside the
  /// code) would otherwise cost seconds of sorting and matching on every read.
  static let maximumEntries = 10_000

  /// The names in `folder`, at most `maximumEntries` of them, sorted.
  static func listing(_ folder: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).prefix(maximumEntries).sorted()
  }

  init(_ project: ProjectRoot) {
    // Without a project, the file's folder alone: nothing above it is known to be the app's.
    let ancestors = project.root == nil ? [project.folders[0]] : project.folders
    var candidates: [String] = []
    for ancestor in ancestors {
      let entries = Self.listing(ancestor)
      candidates += entries.map { ancestor + "/" + $0 }
      for folder in entries where Self.isResourceFolder(folder) {
        let inner = Self.listing(ancestor + "/" + folder)
        candidates += inner.map { ancestor + "/" + folder + "/" + $0 }
      }
    }
    if let root = project.root, FileManager.default.fileExists(atPath: root + "/Package.swift"),
      let app = Self.enclosingApp(of: root)
    {
      candidates += Self.appCatalogs(in: app)
    }
    self.candidates = candidates
  }

  /// How many folders above a package its app's project is looked for, and how deep and how
  /// many folders of the app are walked for its catalogs.
  static let maximumLevelsToApp = 4
  static let maximumAppDepth = 4
  static let maximumAppFolders = 400

  /// The nearest folder above the package at `root` that holds an Xcode project or workspace or
  /// `.git`, not above the home folder.
  private static func enclosingApp(of root: String) -> String? {
    let home = FileManager.default.homeDirectoryForCurrentUser.standardizedFileURL.path
    var folder = URL(fileURLWithPath: root).standardizedFileURL
    for _ in 0..<maximumLevelsToApp {
      guard folder.path != "/", folder.path != home else { return nil }
      folder = folder.deletingLastPathComponent()
      if ProjectRoot.holdsAppProject(Self.listing(folder.path)) { return folder.path }
    }
    return nil
  }

  /// The String Catalogs, `.lproj` folders and asset catalogs in the app at `app`, breadth first,
  /// skipping what `ProjectIndex` skips (build products, dependencies, tests) and other packages.
  private static func appCatalogs(in app: String) -> [String] {
    var queue = [(folder: app, depth: 0)]
    var next = 0
    var found: [String] = []
    while next < queue.count, next < maximumAppFolders {
      let (folder, depth) = queue[next]
      next += 1
      let entries = Self.listing(folder)
      if depth > 0, entries.contains("Package.swift") { continue }
      for entry in entries {
        let path = folder + "/" + entry
        if entry.hasSuffix(".xcstrings") || entry.hasSuffix(".lproj") || entry.hasSuffix(".xcassets") {
          found.append(path)
        } else if depth < maximumAppDepth, !ProjectIndex.isSkipped(entry),
          FileStatus(path)?.isDirectory == true
        {
          queue.append((path, depth + 1))
        }
      }
    }
    return found
  }

  /// The paths of the entries `matches` accepts (by name), nearest first, each once, at most
  /// `limit`.
  func entries(limit: Int, matching matches: (String) -> Bool) -> [String] {
    var paths: [String] = []
    var seen: Set<String> = []
    for candidate in candidates where paths.count < limit {
      guard matches((candidate as NSString).lastPathComponent) else { continue }
      let key = URL(fileURLWithPath: candidate).standardizedFileURL.path
      if seen.insert(key).inserted { paths.append(candidate) }
    }
    return paths
  }

  /// Whether a folder's name says it holds an app's resources: where catalogs sit beside the
  /// code. Other folders beside the file's are other features or modules.
  static func isResourceFolder(_ name: String) -> Bool {
    let lowered = name.lowercased()
    return !name.hasPrefix(".")
      && ["resource", "locali", "string", "supporting", "preview content"].contains { lowered.contains($0) }
  }
}
