#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `lstat` says of a path: its kind, size and modification time, without following a link
/// (a link back up a project would make its walk go round). Foundation's attributes look up the
/// owner's and group's names for every file, which a walk of a project's thousands cannot afford.
struct FileStatus {
  var isDirectory: Bool
  var isRegular: Bool
  var size: Int
  /// Nanoseconds since 1970.
  var modified: Int

  init?(_ path: String) {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    isDirectory = info.st_mode & S_IFMT == S_IFDIR
    isRegular = info.st_mode & S_IFMT == S_IFREG
    size = Int(info.st_size)
    #if canImport(Darwin)
      modified = Int(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int(info.st_mtimespec.tv_nsec)
    #else
      modified = Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec)
    #endif
  }
}
