import LayoutEngine

/// Why a theme file was rejected, with where: its description is the compiler-style
/// `file:line:column: error: message` that editors and terminals turn into a link.
public struct ThemeError: Error, Sendable, Hashable, CustomStringConvertible {
  public var file: String
  /// 1-based line of the offending text.
  public var line: Int
  /// 1-based column of the offending text.
  public var column: Int
  public var message: String

  public init(file: String, line: Int, column: Int, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  /// The one-line message, sanitized: the file name and the message may hold text from outside.
  public var description: String { Sanitizer.sanitize("\(file):\(line):\(column): error: \(message)") }
}
