import Foundation
import LayoutEngine
import LayoutMapping
import Synchronization

/// The Swift files of a project by the names they declare, so a preview finds the design-system
/// row, the text style, the `extension View` modifier and the model's `static let samples` that
/// live in other folders of the app, as the compiler does; a file's own folder alone misses them.
///
/// A file is indexed by a scan of its bytes for the names after `struct`, `class`, `enum`,
/// `protocol`, `actor`, `typealias`, `extension`, `func` and `static let` / `static var`
/// (comments and string literals skipped), not by parsing: only the files a preview turns out to
/// need are parsed. The files are scanned on every core, and scans are kept while a file's stamp
/// stays the same: between reads of the process (`FileScans`), and between runs on disk
/// (`ProjectIndexCache`), so an index is rebuilt by one walk of the project's folders and a scan of
/// the files that changed.
struct ProjectIndex {
  /// The project's Swift files, in path order.
  var paths: [String] = []
  /// By declared name, the indices in `paths` of the files declaring it.
  var declaring: [String: [Int]] = [:]

  /// The most Swift files and folders a project walk visits, and the largest file it scans.
  static let maximumFiles = 5_000
  static let maximumFolders = 2_000
  /// The most folder entries the walk looks at (each costs a `stat`), and of one folder
  /// (`ResourceLookup.maximumEntries`): a folder of 100,000 generated files cost 10 s unbounded.
  static let maximumEntries = 50_000
  static let maximumFileBytes = SwiftLayouts.maximumFileBytes
  /// A name declared in more files than this (`Row`, `preview`) says nothing about which one a
  /// file means, so it pulls none in.
  static let maximumDeclaringFiles = 4

  /// Folders that hold no app code: build products, dependencies, tests.
  static func isSkipped(_ name: String) -> Bool {
    name.hasPrefix(".") || name.hasSuffix("Tests") || name.hasSuffix(".xcassets")
      || name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace")
      || [
        "build", "Build", "DerivedData", "Pods", "Carthage", "node_modules", "checkouts", "SourcePackages",
        "Fuzz", "fastlane",
      ].contains(name)
  }

  /// Names SwiftUI, Foundation and the standard library declare: a project file that declares one
  /// too (a tool's own `Font`) does not stand in for the library's.
  static let libraryNames: Set<String> = SwiftUIViews.names.union(SwiftUIViews.values).union([
    "View", "Shape", "Color", "Font", "Image", "Text", "Alignment", "Edge", "Axis", "String", "Int",
    "Double", "Bool", "Array", "Dictionary", "Set", "Date", "URL", "UUID", "Data", "CGFloat", "Optional",
    "Never", "Void", "Identifiable", "Hashable", "Equatable", "Codable", "ObservableObject", "App", "Scene",
    "PreviewProvider", "ViewModifier", "ButtonStyle", "LabelStyle", "ToggleStyle", "Layout", "body",
    "init", "id", "self", "Self", "Preview",
  ]).union(Declarations.elements.map(\.name)).union(Declarations.modifiers.map(\.swiftUIName))

  /// The index of the project at `root` for the file at `main`: the files that import SwiftUI, and
  /// those in the same top folder of the project as `main` (its app or package: a model file
  /// imports Foundation only). A file of another top folder that does not import SwiftUI is other
  /// code (a tool, a server) whose names are not the app's. The local packages the root's
  /// manifest depends on (`packages`, `LocalPackages`) are indexed whole: their names are the
  /// package's as much as its own. `scans` keeps the scans between reads of the process, `cache`
  /// between runs.
  init(
    root: String, packages: [String] = [], for main: String, scans: FileScans = .shared,
    cache: ProjectIndexCache? = ProjectIndexCache.current
  ) {
    // A dependency inside the root is walked with it.
    let outside = packages.filter { !Self.isInside($0, root) }
    let files = Self.walk([root] + outside)
    paths = files.map(\.path)
    if let cache { scans.seed(root: root, from: cache) }
    // A file outside the project (a folder named with `--project`) is of no one top folder:
    // every folder of the project is its app's.
    let home = Self.topFolder(of: main, under: root)
    let inHome = paths.map { path in
      home == nil || Self.topFolder(of: path, under: root) == home
        || outside.contains { Self.isInside(path, $0) }
    }
    let names = Self.inParallel(files.count) { index in
      scans.names(declaredIn: files[index].path, stamp: files[index].stamp) { imports in
        inHome[index] || imports.contains("SwiftUI")
      }
    }
    for (index, declared) in names.enumerated() {
      for name in declared where !Self.libraryNames.contains(name) {
        declaring[name, default: []].append(index)
      }
    }
    if let cache { scans.persist(root: root, paths: paths, to: cache) }
  }

  /// The Swift files under `roots`, in path order, each with its stamp; breadth first, at most
  /// `maximumFolders` folders and `maximumFiles` files in all.
  private static func walk(_ roots: [String]) -> [(path: String, stamp: FileStatus.Stamp)] {
    var queue = roots
    var next = 0
    var found: [(path: String, stamp: FileStatus.Stamp)] = []
    var looked = 0
    while next < queue.count, next < maximumFolders, found.count < maximumFiles, looked < maximumEntries {
      let folder = queue[next]
      next += 1
      let entries = ResourceLookup.listing(folder).prefix(maximumEntries - looked)
      looked += entries.count
      for entry in entries where !isSkipped(entry) {
        let path = folder + "/" + entry
        guard let status = FileStatus(path) else { continue }
        if status.isDirectory {
          queue.append(path)
        } else if status.isRegular, entry.hasSuffix(".swift"), found.count < maximumFiles {
          found.append((path, status.stamp))
        }
      }
    }
    return found
  }

  /// `body` of each index below `count`, run on every core in a few chunks, in index order.
  private static func inParallel(_ count: Int, _ body: @Sendable (Int) -> [String]) -> [[String]] {
    let chunks = min(count, 4 * ProcessInfo.processInfo.activeProcessorCount)
    guard chunks > 1 else { return (0..<count).map(body) }
    let results = Mutex<[Int: [[String]]]>([:])
    DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
      let range = (count * chunk / chunks)..<(count * (chunk + 1) / chunks)
      let done = range.map(body)
      results.withLock { $0[chunk] = done }
    }
    return results.withLock { results in (0..<chunks).flatMap { results[$0] ?? [] } }
  }

  /// The first folder below `root` on the way to `path` (`App` for `root/App/Views/A.swift`).
  private static func topFolder(of path: String, under root: String) -> String? {
    let base = URL(fileURLWithPath: root).standardizedFileURL.pathComponents
    let parts = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
    guard parts.count > base.count + 1, Array(parts.prefix(base.count)) == base else { return nil }
    return parts[base.count]
  }

  /// Whether `path` is in `folder` or below it.
  private static func isInside(_ path: String, _ folder: String) -> Bool {
    URL(fileURLWithPath: path).standardizedFileURL.path
      .hasPrefix(URL(fileURLWithPath: folder).standardizedFileURL.path + "/")
  }

  /// The project files that declare what `files` use and do not declare themselves, and what
  /// those use in turn, nearest first, at most `limit`, each with the bytes read to scan it.
  func files(neededBy files: [(path: String, bytes: [UInt8])], limit: Int) -> [(path: String, bytes: [UInt8])]
  {
    var known = Set(files.map { URL(fileURLWithPath: $0.path).standardizedFileURL.path })
    var declared: Set<String> = []
    var wanted: [String] = []
    for file in files {
      declared.formUnion(DeclarationScan.declarations(in: file.bytes))
      // Asked for in reverse (`popLast`): the file's first names first.
      wanted += DeclarationScan.identifiers(in: file.bytes).reversed()
    }
    var added: [(path: String, bytes: [UInt8])] = []
    var asked: Set<String> = []
    while let name = wanted.popLast() {
      guard added.count < limit else { break }
      guard !declared.contains(name), asked.insert(name).inserted, let indices = declaring[name],
        indices.count <= Self.maximumDeclaringFiles
      else { continue }
      for index in indices {
        let path = paths[index]
        guard known.insert(URL(fileURLWithPath: path).standardizedFileURL.path).inserted else { continue }
        guard let bytes = try? LayoutFileSource.bytes(at: path), bytes.count <= Self.maximumFileBytes else {
          continue
        }
        added.append((path, bytes))
        declared.formUnion(DeclarationScan.declarations(in: bytes))
        wanted += DeclarationScan.identifiers(in: bytes).reversed()
      }
    }
    return Array(added.prefix(limit))
  }
}
