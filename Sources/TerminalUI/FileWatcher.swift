#if canImport(Glibc)
  import Glibc
#endif

/// Watches the shown layout files for changes without polling: an inotify descriptor on their
/// folders that the input loop waits on beside the keyboard, so an idle session uses no CPU.
///
/// Folders rather than files are watched because editors often replace a file by renaming a new
/// one over it, which ends a watch on the file itself. Any event in a folder re-checks the files'
/// signatures, and only those that really changed are reported.
final class FileWatcher {
  /// The descriptor to wait on; -1 when inotify is unavailable, and then nothing is watched: the
  /// session runs without live reload (there is no polling fallback).
  let descriptor: Int32
  private var signatures: [String: FileSignature?]

  init(paths: [String]) {
    descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    signatures = [:]
    var folders = Set<String>()
    for path in paths {
      signatures[path] = FileSignature.of(path)
      folders.insert(Self.folder(of: path))
    }
    if descriptor >= 0 {
      let mask = UInt32(
        IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB)
      for folder in folders { inotify_add_watch(descriptor, folder, mask) }
    }
  }

  deinit { if descriptor >= 0 { close(descriptor) } }

  /// Also watches `paths` not watched yet (the sibling files a Swift preview came to read), from
  /// their signatures now.
  func watch(_ paths: [String]) {
    let mask = UInt32(
      IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB)
    for path in paths where signatures[path] == nil {
      signatures[path] = FileSignature.of(path)
      if descriptor >= 0 { inotify_add_watch(descriptor, Self.folder(of: path), mask) }
    }
  }

  /// Drains pending events and returns the files whose signature changed since the last call.
  func changes() -> [String] {
    if descriptor >= 0 {
      var buffer = [UInt8](repeating: 0, count: 4096)
      while read(descriptor, &buffer, buffer.count) > 0 {}
    }
    var changed: [String] = []
    for (path, old) in signatures.sorted(by: { $0.key < $1.key }) {
      let new = FileSignature.of(path)
      if new != old {
        signatures[path] = new
        changed.append(path)
      }
    }
    return changed
  }

  /// The folder holding `path` ("." for a bare file name).
  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let folder = String(path[..<slash])
    return folder.isEmpty ? "/" : folder
  }
}
