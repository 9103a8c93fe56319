import LayoutMapping
import Synchronization

/// What the project index knows of one Swift file without parsing it: the modules it imports and
/// the names it declares, with the stamp of the version they were read from.
struct FileScan: Equatable, Sendable {
  var stamp: FileStatus.Stamp
  /// Read from the file's first 8 KiB, where imports are.
  var imports: [String]
  /// Scanned only once a project wants them: most files of a large project are not the app's.
  var names: [String]?
}

/// The scans of files by path, kept between reads while a file's stamp is unchanged, shared by
/// every read of the process (a session reloads on each save), and seeded from the on-disk cache
/// (`ProjectIndexCache`) the first time a project is read. A file changed in the last two seconds
/// is always scanned afresh, and never written to the cache (`ProjectIndexCache.isRacy`).
package final class FileScans: Sendable {
  /// The scans every read of the process shares.
  package static let shared = FileScans()

  private let kept = Mutex<State>(State())

  init() {}

  private struct State {
    var scans: [String: FileScan] = [:]
    /// The roots (as written, with the cache's folder) whose cache was read into `scans`.
    var seeded: Set<String> = []
    /// By cache file, what it holds as far as this process knows: loaded or last saved.
    var persisted: [String: [String: FileScan]] = [:]
  }

  /// The most scans kept; past it the store starts afresh.
  static let capacity = 20_000

  /// The names the file at `path` with `stamp` declares, when `wanted` says yes to the modules
  /// it imports; none when it cannot be read or is too large.
  func names(declaredIn path: String, stamp: FileStatus.Stamp, wanted: (Set<String>) -> Bool) -> [String] {
    var scan = kept.withLock { $0.scans[path] }
    // A file changed in the last moments may change again without its stamp changing: scanned afresh.
    if scan?.stamp != stamp || ProjectIndexCache.isRacy(stamp, after: ProjectIndexCache.racyAfter()) {
      scan = nil
    }
    var bytes: [UInt8]?
    if scan == nil {
      guard stamp.size <= ProjectIndex.maximumFileBytes, let read = try? LayoutFileSource.bytes(at: path)
      else {
        return []
      }
      bytes = read
      let imports = DeclarationScan.scanned(Array(read.prefix(8192))).imports
      scan = FileScan(stamp: stamp, imports: imports.sorted(), names: nil)
    }
    guard var found = scan, wanted(Set(found.imports)) else {
      if let scan { keep(scan, at: path) }
      return []
    }
    if found.names == nil {
      guard let read = bytes ?? (try? LayoutFileSource.bytes(at: path)) else { return [] }
      found.names = DeclarationScan.declarations(in: read).sorted()
    }
    keep(found, at: path)
    return found.names ?? []
  }

  /// Forgets every scan, and which caches were read (the benchmark's new process).
  package func forgetAll() {
    kept.withLock { $0 = State() }
  }

  private func keep(_ scan: FileScan, at path: String) {
    kept.withLock { state in
      if state.scans.count >= Self.capacity { state.scans.removeAll() }
      state.scans[path] = scan
    }
  }

  /// Reads the cache of the project at `root` into the store, once a process for each root.
  func seed(root: String, from cache: ProjectIndexCache) {
    let key = cache.folder + "\u{0}" + root
    guard kept.withLock({ $0.seeded.insert(key).inserted }) else { return }
    let file = cache.file(forRoot: root)
    let stored = cache.load(root: root) ?? [:]
    kept.withLock { state in
      state.persisted[file] = stored
      for (relative, scan) in stored where state.scans[root + "/" + relative] == nil {
        state.scans[root + "/" + relative] = scan
      }
    }
  }

  /// Writes the scans of `paths` (the project at `root`'s files) to its cache, when they differ
  /// from what the cache holds.
  func persist(root: String, paths: [String], to cache: ProjectIndexCache) {
    let file = cache.file(forRoot: root)
    let racyAfter = ProjectIndexCache.racyAfter()
    let current = kept.withLock { state -> [String: FileScan]? in
      var current: [String: FileScan] = [:]
      for path in paths {
        guard let scan = state.scans[path], !ProjectIndexCache.isRacy(scan.stamp, after: racyAfter) else {
          continue
        }
        current[String(path.dropFirst(root.count + 1))] = scan
      }
      return state.persisted[file] == current ? nil : current
    }
    guard let current, cache.save(current, root: root) else { return }
    kept.withLock { $0.persisted[file] = current }
  }
}
