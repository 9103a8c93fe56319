import LayoutEngine

/// A failure the command reports as one clear message and a `sysexits.h` status.
struct CommandError: Error, CustomStringConvertible {
  /// The message, sanitized: it often quotes a file name or an argument, which must not
  /// reach the terminal with control or bidi formatting characters (`Sanitizer`).
  var message: String
  var exitCode: Int32

  /// Sanitized line by line: the line breaks of a message written here (the terminal's hint on a
  /// second line, the folders a missing data file was sought in) stay line breaks.
  init(message: String, exitCode: Int32) {
    self.message = message.split(separator: "\n", omittingEmptySubsequences: false)
      .map { Sanitizer.sanitize(String($0)) }.joined(separator: "\n")
    self.exitCode = exitCode
  }

  var description: String { message }

  /// Bad command-line usage, such as an unknown device (EX_USAGE).
  static func usage(_ message: String) -> CommandError { CommandError(message: message, exitCode: 64) }
  /// A layout file that is not valid (EX_DATAERR).
  static func data(_ message: String) -> CommandError { CommandError(message: message, exitCode: 65) }
  /// A file that cannot be found or read (EX_NOINPUT).
  static func noInput(_ message: String) -> CommandError { CommandError(message: message, exitCode: 66) }
  /// The terminal cannot run the session: not a terminal, TERM unset or unknown (EX_UNAVAILABLE).
  static func unavailable(_ message: String) -> CommandError { CommandError(message: message, exitCode: 69) }
  /// Output that could not be written, such as standard output on a full disk (EX_IOERR).
  static func ioError(_ message: String) -> CommandError { CommandError(message: message, exitCode: 74) }
}
