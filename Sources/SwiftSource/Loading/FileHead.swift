#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The first bytes of a regular file, for what is told by a file's start (an image's size, a
/// catalog's small JSON): a bounded read, so a large PDF or a FIFO named like an image costs at
/// most `count` bytes and never blocks.
enum FileHead {
  /// At most `count` bytes from the start of the regular file at `path`; `nil` when it is missing,
  /// unreadable or not a regular file.
  static func bytes(at path: String, upTo count: Int) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
    var bytes = [UInt8](repeating: 0, count: max(0, min(count, Int(info.st_size) + 1)))
    var filled = 0
    while filled < bytes.count {
      let got = bytes.withUnsafeMutableBytes { buffer in
        read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
      }
      if got < 0 && errno == EINTR { continue }
      guard got > 0 else { break }
      filled += got
    }
    return Array(bytes[..<filled])
  }
}
