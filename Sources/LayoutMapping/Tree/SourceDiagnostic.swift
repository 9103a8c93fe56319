import LayoutEngine

/// An error or warning about a Swift source file, at `file:line:column`.
public struct SourceDiagnostic: Sendable, Hashable, CustomStringConvertible {
  /// How serious it is: an error stops the preview, a warning says what was approximated.
  public enum Severity: String, Sendable, Hashable {
    case error
    case warning
    case note
  }

  public var severity: Severity
  public var location: SourceLocation
  public var message: String

  public init(_ severity: Severity, at location: SourceLocation, _ message: String) {
    self.severity = severity
    self.location = location
    self.message = message
  }

  /// `file:line:column: warning: message`, the form compilers and editors understand.
  public var description: String { "\(location): \(severity.rawValue): \(message)" }
}
