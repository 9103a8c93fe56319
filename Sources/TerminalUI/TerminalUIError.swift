/// Why the interactive session could not start, in words for the person at the terminal.
public struct TerminalUIError: Error, CustomStringConvertible, Sendable {
  public var description: String

  public init(_ description: String) { self.description = description }
}
