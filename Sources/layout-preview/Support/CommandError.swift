/// A failure the command reports as one clear message and a `sysexits.h` status.
struct CommandError: Error, CustomStringConvertible {
  var message: String
  var exitCode: Int32

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
