#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a command's output so that a failed write fails the command instead of exiting 0.
///
/// The text goes straight to file descriptor 1 with `write(2)`, so every error is seen where it
/// happens: a full disk or `> /dev/full` is EX_IOERR with the system's reason; a reader that went
/// away (`| head -1`) ends the command quietly by SIGPIPE, as it ends `cat`.
enum StandardOutput {
  /// Writes `text` and a newline to standard output.
  static func print(_ text: String) throws {
    var bytes = Array(text.utf8)
    bytes.append(UInt8(ascii: "\n"))
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        write(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
      }
      if written > 0 {
        offset += written
      } else if written < 0 && errno == EINTR {
        continue
      } else {
        let reason = written < 0 ? errno : EIO
        if reason == EPIPE { endQuietlyForClosedPipe() }
        throw CommandError.ioError(
          "error: cannot write to standard output: \(String(cString: strerror(reason)))")
      }
    }
  }

  /// Ends the process as a closed pipe ends any filter: by SIGPIPE, with no message.
  private static func endQuietlyForClosedPipe() -> Never {
    signal(SIGPIPE, SIG_DFL)
    raise(SIGPIPE)
    exit(141)
  }
}
