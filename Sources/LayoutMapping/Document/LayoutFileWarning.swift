import LayoutEngine

/// Something a layout file says that the preview reads but leaves out, such as a SwiftUI modifier
/// it does not model yet: the file still previews, and the commands print the warning.
public struct LayoutFileWarning: Sendable, Hashable, CustomStringConvertible {
  /// Where the key is.
  public var location: SourceLocation
  public var message: String

  public init(location: SourceLocation, message: String) {
    self.location = location
    self.message = message
  }

  /// `file:line:column: warning: message`, sanitized as errors are.
  public var description: String {
    Sanitizer.sanitize("\(location): warning: \(message)")
  }
}
