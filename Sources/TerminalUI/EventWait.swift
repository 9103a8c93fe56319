#if canImport(Glibc)
  import Glibc
#endif

/// Blocks until the keyboard or a watched folder has something, so an idle session uses no CPU.
enum EventWait {
  /// Which sources are ready.
  struct Ready {
    var input: Bool
    var files: Bool
    var signals: Bool
    /// A reload finished (`ReloadJob`).
    var reloads: Bool
    /// The terminal is gone (its other end closed): reading would only return EOF, at once, forever.
    var hangup: Bool
  }

  /// Waits on standard input, the file watcher's descriptor, the signal pipe (`SignalPipe`) and
  /// the finished reloads' pipe, so a signal that arrived at any moment ends the wait at once;
  /// `timeout` milliseconds at most (-1: none; set while a reload runs, for its time budget).
  ///
  /// SIGWINCH (a resize, handled by ncurses) interrupts the wait; the input side is then
  /// reported ready so ncurses can deliver `KEY_RESIZE`.
  static func next(input: Int32, files: Int32, signals: Int32, reloads: Int32, timeout: Int32) -> Ready {
    var descriptors = [
      pollfd(fd: input, events: Int16(POLLIN), revents: 0),
      pollfd(fd: signals, events: Int16(POLLIN), revents: 0),
      pollfd(fd: files, events: Int16(POLLIN), revents: 0),
      pollfd(fd: reloads, events: Int16(POLLIN), revents: 0),
    ]
    // poll ignores negative descriptors.
    let count = poll(&descriptors, nfds_t(descriptors.count), timeout)
    if count < 0 { return Ready(input: true, files: false, signals: false, reloads: false, hangup: false) }
    let gone = Int16(POLLHUP | POLLERR | POLLNVAL)
    return Ready(
      input: descriptors[0].revents != 0, files: descriptors[2].revents != 0,
      signals: descriptors[1].revents != 0, reloads: descriptors[3].revents != 0,
      hangup: descriptors[0].revents & gone != 0)
  }

  /// After a first file event, waits briefly for the rest of an editor's save (write, rename,
  /// chmod) so the file is read once, complete.
  static func settle(files: Int32) {
    var descriptor = pollfd(fd: files, events: Int16(POLLIN), revents: 0)
    _ = poll(&descriptor, 1, 60)
  }
}
