import LayoutEngine

/// Why a layout file was rejected: where (file:line:column), what was found and what was expected.
public struct LayoutFileError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Where the problem is; the column points at the offending key or value.
  public var location: SourceLocation
  /// What is wrong, in one sentence: what was found and what was expected.
  public var message: String
  /// A "did you mean" suggestion for a misspelt name, if one is close.
  public var suggestion: String?

  public init(location: SourceLocation, message: String, suggestion: String? = nil) {
    self.location = location
    self.message = message
    self.suggestion = suggestion
  }

  /// `file:line:column: error: message (did you mean 'x'?)`, the form editors jump to; sanitized,
  /// since the file name and the message may hold text from outside.
  public var description: String {
    var text = "\(location): error: \(message)"
    if let suggestion { text += " (did you mean '\(suggestion)'?)" }
    return Sanitizer.sanitize(text)
  }
}
