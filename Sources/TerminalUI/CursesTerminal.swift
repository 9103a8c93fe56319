import CNcurses

#if canImport(Glibc)
  import Glibc
#endif

/// The ncurses screen for the session's lifetime: set up on `start`, always restored by `stop`.
///
/// Only this type and its siblings in TerminalUI touch ncurses; everything they draw is a `Canvas`
/// composed elsewhere, and everything they read becomes a `Key`.
final class CursesTerminal {
  private var screen: OpaquePointer?
  private var stopped = false

  private init(screen: OpaquePointer) { self.screen = screen }

  /// Opens the terminal, or explains why it cannot (not a terminal, `TERM` unset or unknown).
  static func start() throws(TerminalUIError) -> CursesTerminal {
    guard isatty(STDOUT_FILENO) == 1, isatty(STDIN_FILENO) == 1 else {
      throw TerminalUIError(
        "error: the interactive preview needs a terminal on standard input and output.\n"
          + "  To print a wireframe instead, use: layout-preview render FILE")
    }
    guard let term = getenv("TERM"), term.pointee != 0 else {
      throw TerminalUIError(
        "error: TERM is not set, so the terminal type is unknown.\n"
          + "  Set it (for example TERM=xterm-256color) or use: layout-preview render FILE")
    }
    setlocale(LC_ALL, "")
    TerminalRescue.saveShellModes()
    guard let screen = lp_newterm() else {
      throw TerminalUIError(
        "error: unknown terminal type \"\(String(cString: term))\" (TERM).\n"
          + "  Set TERM to one your system knows (for example xterm-256color) or use: layout-preview render FILE"
      )
    }
    set_term(screen)
    let terminal = CursesTerminal(screen: screen)
    raw()
    noecho()
    nonl()
    keypad(lp_stdscr(), true)
    curs_set(0)
    set_escdelay(25)
    wtimeout(lp_stdscr(), 0)
    mousemask(lp_all_mouse_events(), nil)
    mouseinterval(0)
    if has_colors() {
      start_color()
      use_default_colors()
    }
    // raw() also turns off ISIG; turned back on, Ctrl-C, Ctrl-Z and Ctrl-\ send SIGINT, SIGTSTP
    // and SIGQUIT as in any program, and the session handles each like the same signal sent
    // with kill. ncurses keeps the modes as they are now for after a suspend.
    var modes = termios()
    if tcgetattr(STDIN_FILENO, &modes) == 0 {
      modes.c_lflag |= tcflag_t(ISIG)
      tcsetattr(STDIN_FILENO, TCSANOW, &modes)
    }
    def_prog_mode()
    // A crash, or a signal the loop is too busy to act on within 100 ms, restores the terminal
    // without ncurses (`TerminalRescue`).
    TerminalRescue.prepare()
    TerminalRescue.captureStandardError()
    FatalSignals.install()
    EndingDeadline.start()
    SignalPipe.install()
    return terminal
  }

  /// Whether the locale's character set is UTF-8 (box drawing needs it; ASCII otherwise).
  static var localeIsUTF8: Bool {
    guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
    let name = String(cString: codeset).uppercased()
    return name == "UTF-8" || name == "UTF8"
  }

  /// The terminal size in cells.
  var size: (columns: Int, rows: Int) {
    (Int(lp_cols()), Int(lp_lines()))
  }

  /// How many colours the terminal offers (0 without colour support).
  var colorCount: Int { has_colors() ? Int(lp_colors()) : 0 }

  /// Restores the terminal: cursor, echo, keypad and the normal screen. Safe to call twice, and
  /// does nothing when a crash handler or the signal deadline has restored it already.
  func stop() {
    guard !stopped else { return }
    stopped = true
    guard TerminalRescue.claim() else { return }
    curs_set(1)
    endwin()
    if let screen { delscreen(screen) }
    screen = nil
    TerminalRescue.releaseStandardError()
    SignalPipe.restoreDefaults()
  }

  /// Ctrl-Z or SIGTSTP: restores the terminal, stops the process as the default action would,
  /// and when it is continued (`fg`, SIGCONT) takes the screen back; the caller then repaints.
  func suspend() {
    guard !stopped else { return }
    endwin()
    SignalPipe.setDefault(SIGTSTP)
    raise(SIGTSTP)
    // Continued: the next refresh restores the program's modes and the alternate screen.
    SignalPipe.install()
    clearok(lp_stdscr(), true)
    refresh()
    mousemask(lp_all_mouse_events(), nil)
  }

  /// SIGQUIT: restores the terminal, then lets the default action end the process (a core
  /// dump where enabled), so no backtrace or raw mode is left in the person's terminal.
  func quitBySignal() -> Never {
    stop()
    SignalPipe.setDefault(SIGQUIT)
    raise(SIGQUIT)
    exit(128 + SIGQUIT)
  }

  /// Repaints everything on the next refresh (after the process was stopped and continued by
  /// someone else, the terminal may show anything).
  func redrawAll() {
    clearok(lp_stdscr(), true)
  }

  deinit { stop() }
}
