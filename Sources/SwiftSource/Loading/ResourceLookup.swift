import Foundation

/// Where an app's resources for a Swift file are looked for: the file's folder and each folder
/// above it up to its project's root (`ProjectRoot`), and in each of those the folders whose name
/// says they hold resources (`Resources`, `Supporting Files`, `Localization`, `Strings`,
/// `Preview Content`), nearest first. Resources elsewhere in the project belong to other modules,
/// whose strings and images this file does not read. Without a project, the file's folder alone.
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
    self.candidates = candidates
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
