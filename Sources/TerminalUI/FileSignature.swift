#if canImport(Glibc)
  import Glibc
#endif

/// What identifies one version of a file on disk: inode, size and modification time.
///
/// Editors save by writing in place or by renaming a new file over the old one; either way one of
/// these changes, so comparing signatures tells a real change from an unrelated event in the folder.
struct FileSignature: Equatable {
  var inode: UInt64
  var size: Int64
  var modifiedSeconds: Int
  var modifiedNanoseconds: Int

  /// The signature of the file at `path`, or `nil` when there is no file.
  static func of(_ path: String) -> FileSignature? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return FileSignature(
      inode: UInt64(info.st_ino), size: Int64(info.st_size),
      modifiedSeconds: info.st_mtim.tv_sec, modifiedNanoseconds: info.st_mtim.tv_nsec)
  }
}
