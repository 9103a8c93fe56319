import LayoutEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads the bytes of a layout file from disk, for every path that loads one (the commands and
/// the session), so every caller sees the same checks and the same messages.
///
/// Only a regular file of at most `ReadBudget.maximumFileBytes` is read: a directory, a FIFO
/// (which would block), a device such as `/dev/zero` (which never ends) or a socket is refused
/// before a byte is read. A FIFO is opened without blocking, so naming one never hangs.
public enum LayoutFileSource {
  /// The bytes of the regular file at `path`; a missing, unreadable or not-regular file throws an
  /// error of kind `.missing` or `.unreadable` at line 1, column 1, an oversized one `.invalid`.
  public static func bytes(at path: String) throws(LayoutFileError) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      let code = errno
      throw code == ENOENT || code == ENOTDIR
        ? problem(path, "no such file", kind: .missing)
        : problem(path, code == EACCES ? "permission denied" : String(cString: strerror(code)))
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      throw problem(path, String(cString: strerror(errno)))
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: throw problem(path, "it is a directory, not a file")
    case S_IFIFO: throw problem(path, "it is a FIFO, not a regular file")
    case S_IFCHR, S_IFBLK: throw problem(path, "it is a device, not a regular file")
    default: throw problem(path, "it is not a regular file")
    }
    let limit = ReadBudget.maximumFileBytes
    guard info.st_size <= limit else {
      throw tooLarge(path, size: Int(info.st_size))
    }
    // Read to the end (at most one byte past the limit: the file may grow while it is read).
    var bytes = [UInt8](repeating: 0, count: Int(info.st_size) + 1)
    var count = 0
    while true {
      if count == bytes.count {
        guard count <= limit else { throw tooLarge(path, size: count) }
        bytes.append(contentsOf: repeatElement(0, count: min(65_536, limit + 1 - count)))
      }
      let got = bytes.withUnsafeMutableBytes { buffer in
        read(descriptor, buffer.baseAddress! + count, buffer.count - count)
      }
      if got < 0 && errno == EINTR { continue }
      guard got >= 0 else { throw problem(path, String(cString: strerror(errno))) }
      if got == 0 { break }
      count += got
    }
    return Array(bytes[..<count])
  }

  /// The diagnostic shared by every file that cannot be read: `path:1:1: error: cannot read the
  /// layout file: reason`.
  static func problem(
    _ path: String, _ reason: String, kind: LayoutFileError.Kind = .unreadable
  ) -> LayoutFileError {
    LayoutFileError(
      location: SourceLocation(file: path, line: 1, column: 1),
      message: "cannot read the layout file: \(reason)", kind: kind)
  }

  private static func tooLarge(_ path: String, size: Int) -> LayoutFileError {
    LayoutFileError(
      location: SourceLocation(file: path, line: 1, column: 1),
      message: "the file is \(ReadBudget.grouped(size)) bytes; layout files are at most "
        + "\(ReadBudget.grouped(ReadBudget.maximumFileBytes)) bytes")
  }
}
