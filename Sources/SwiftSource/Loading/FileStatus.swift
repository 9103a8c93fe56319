#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `lstat` says of a path: its kind and its stamp, without following a link (a link back up
/// a project would make its walk go round). Foundation's attributes look up the owner's and
/// group's names for every file, which a walk of a project's thousands cannot afford.
struct FileStatus {
  var isDirectory: Bool
  var isRegular: Bool
  var stamp: Stamp

  /// What tells one version of a file from another without reading it, as git's index does: an
  /// edit changes the modification time, a file moved or copied over another (which may keep its
  /// modification time) changes the inode and the status-change time, which no one can set.
  struct Stamp: Hashable, Sendable {
    var size: Int
    /// Nanoseconds since 1970.
    var modified: Int
    /// Nanoseconds since 1970 of the last change of the file's inode (a rename, a write).
    var changed: Int
    var inode: UInt64
  }

  var size: Int { stamp.size }

  init?(_ path: String) {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    isDirectory = info.st_mode & S_IFMT == S_IFDIR
    isRegular = info.st_mode & S_IFMT == S_IFREG
    #if canImport(Darwin)
      let modified = Int(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int(info.st_mtimespec.tv_nsec)
      let changed = Int(info.st_ctimespec.tv_sec) * 1_000_000_000 + Int(info.st_ctimespec.tv_nsec)
    #else
      let modified = Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec)
      let changed = Int(info.st_ctim.tv_sec) * 1_000_000_000 + Int(info.st_ctim.tv_nsec)
    #endif
    stamp = Stamp(size: Int(info.st_size), modified: modified, changed: changed, inode: UInt64(info.st_ino))
  }
}
