/// Where a node came from in a layout file, so diagnostics and the inspector can point at it.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
  public var file: String
  /// 1-based line.
  public var line: Int
  /// 1-based column.
  public var column: Int

  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `file:line:column`, the form compilers and editors understand.
  public var description: String { "\(file):\(line):\(column)" }
}
