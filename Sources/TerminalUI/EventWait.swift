#if canImport(Glibc)
  import Glibc
#endif

/// Blocks until the keyboard or a watched folder has something, so an idle session uses no CPU.
enum EventWait {
  /// Which sources are ready.
  struct Ready {
    var input: Bool
    var files: Bool
  }

  /// Waits without a timeout on standard input and the file watcher's descriptor.
  ///
  /// A signal (SIGWINCH from a resize, SIGTERM, SIGHUP) interrupts the wait; the input side is then
  /// reported ready so ncurses can deliver `KEY_RESIZE`, and the loop sees any termination flag.
  static func next(input: Int32, files: Int32) -> Ready {
    var descriptors = [pollfd(fd: input, events: Int16(POLLIN), revents: 0)]
    if files >= 0 { descriptors.append(pollfd(fd: files, events: Int16(POLLIN), revents: 0)) }
    let count = poll(&descriptors, nfds_t(descriptors.count), -1)
    if count < 0 { return Ready(input: true, files: false) }
    let inputReady = descriptors[0].revents != 0
    let filesReady = descriptors.count > 1 && descriptors[1].revents != 0
    return Ready(input: inputReady, files: filesReady)
  }

  /// After a first file event, waits briefly for the rest of an editor's save (write, rename,
  /// chmod) so the file is read once, complete.
  static func settle(files: Int32) {
    var descriptor = pollfd(fd: files, events: Int16(POLLIN), revents: 0)
    _ = poll(&descriptor, 1, 60)
  }
}
