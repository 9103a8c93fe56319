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
/// need are parsed. Scans are kept between reads while a file's size and modification time stay
/// the same.
struct ProjectIndex {
  /// The project's Swift files, in path order.
  var paths: [String] = []
  /// By declared name, the indices in `paths` of the files declaring it.
  var declaring: [String: [Int]] = [:]

  /// The most Swift files and folders a project walk visits, and the largest file it scans.
  static let maximumFiles = 5_000
  static let maximumFolders = 2_000
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
  /// code (a tool, a server) whose names are not the app's.
  init(root: String, for main: String) {
    let fileManager = FileManager.default
    var queue = [root]
    var folders = 0
    var found: [String] = []
    while !queue.isEmpty, folders < Self.maximumFolders, found.count < Self.maximumFiles {
      let folder = queue.removeFirst()
      folders += 1
      guard let entries = try? fileManager.contentsOfDirectory(atPath: folder) else { continue }
      for entry in entries.sorted() where !Self.isSkipped(entry) {
        let path = folder + "/" + entry
        guard let status = FileStatus(path) else { continue }
        if status.isDirectory {
          queue.append(path)
        } else if status.isRegular, entry.hasSuffix(".swift"), found.count < Self.maximumFiles {
          found.append(path)
        }
      }
    }
    paths = found
    // A file outside the project (a folder named with `--project`) is of no one top folder:
    // every folder of the project is its app's.
    let home = Self.topFolder(of: main, under: root)
    for (index, path) in paths.enumerated() {
      let inHome = home == nil || Self.topFolder(of: path, under: root) == home
      let names = Self.scans.names(declaredIn: path) { imports in inHome || imports.contains("SwiftUI") }
      for name in names where !Self.libraryNames.contains(name) {
        declaring[name, default: []].append(index)
      }
    }
  }

  /// The first folder below `root` on the way to `path` (`App` for `root/App/Views/A.swift`).
  private static func topFolder(of path: String, under root: String) -> String? {
    let base = URL(fileURLWithPath: root).standardizedFileURL.pathComponents
    let parts = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
    guard parts.count > base.count + 1, Array(parts.prefix(base.count)) == base else { return nil }
    return parts[base.count]
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

  /// The scans of files kept between reads.
  static let scans = Scans()

  /// A file's declared names by path, kept while its size and modification time are unchanged.
  final class Scans: Sendable {
    private let kept = Mutex<[String: Entry]>([:])

    private struct Entry {
      var size: Int
      var modified: Int
      var imports: Set<String>
      /// Scanned only once a project wants them: most files of a large project are not the app's.
      var names: [String]?
    }

    /// The names the file at `path` declares, when `wanted` says yes to the modules it imports
    /// (read from its first 8 KiB, where imports are); none when it cannot be read or is too large.
    func names(declaredIn path: String, wanted: (Set<String>) -> Bool) -> [String] {
      let status = FileStatus(path)
      let size = status?.size ?? -1
      let modified = status?.modified ?? 0
      var entry = kept.withLock { $0[path] }
      if let known = entry, known.size != size || known.modified != modified { entry = nil }
      var bytes: [UInt8]?
      if entry == nil {
        guard size <= ProjectIndex.maximumFileBytes, let read = try? LayoutFileSource.bytes(at: path) else {
          return []
        }
        bytes = read
        entry = Entry(
          size: size, modified: modified, imports: DeclarationScan.scanned(Array(read.prefix(8192))).imports)
      }
      guard var found = entry, wanted(found.imports) else { return [] }
      if found.names == nil {
        guard let read = bytes ?? (try? LayoutFileSource.bytes(at: path)) else { return [] }
        found.names = Array(DeclarationScan.declarations(in: read))
      }
      kept.withLock { kept in
        if kept.count >= 20_000 { kept.removeAll() }
        kept[path] = found
      }
      return found.names ?? []
    }
  }
}
