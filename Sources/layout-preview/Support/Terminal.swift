import Foundation
import Wireframe

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Facts about the terminal the command writes to.
enum Terminal {
  /// Whether standard output is a terminal.
  static var isStandardOutputTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

  /// The width of the terminal on standard output, or `nil` when it is not one.
  static var columns: Int? { windowSize.map(\.columns) }

  /// The height of the terminal on standard output, or `nil` when it is not one.
  static var rows: Int? { windowSize.map(\.rows) }

  /// The size of the terminal on standard output, when it is one and reports a size.
  private static var windowSize: (columns: Int, rows: Int)? {
    var size = winsize()
    guard isStandardOutputTerminal, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0,
      size.ws_row > 0
    else { return nil }
    return (Int(size.ws_col), Int(size.ws_row))
  }

  /// Whether the user asked for no colour (`NO_COLOR` set and not empty, see no-color.org).
  static var noColorRequested: Bool {
    guard let noColor = getenv("NO_COLOR") else { return false }
    return noColor.pointee != 0
  }

  /// Whether colour output is wanted when the user said `auto`: a terminal, `NO_COLOR` unset, `TERM` not dumb.
  static var prefersColor: Bool {
    guard isStandardOutputTerminal else { return false }
    if noColorRequested { return false }
    if let term = getenv("TERM"), String(cString: term) == "dumb" { return false }
    return true
  }

  /// The colour depth for output the user asked to colour: from `TERM` and `COLORTERM`, with
  /// `NO_COLOR` set aside (an explicit `--color always` outranks it), and 256 colours when unknown.
  static var colorDepth: ColorDepth {
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = nil
    let depth = ColorDepth.from(environment: environment)
    return depth == .none ? .ansi256 : depth
  }

  /// Writes `text` to standard error.
  static func writeError(_ text: String) {
    var text = text
    if !text.hasSuffix("\n") { text += "\n" }
    var bytes = Array(text.utf8)
    _ = write(STDERR_FILENO, &bytes, bytes.count)
  }
}
