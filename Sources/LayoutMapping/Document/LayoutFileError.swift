import LayoutEngine

/// Why a layout file was rejected: where (file:line:column), what was found and what was expected.
public struct LayoutFileError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Where the problem is; the column points at the offending key or value.
  public var location: SourceLocation
  /// What is wrong, in one sentence: what was found and what was expected.
  public var message: String
  /// A "did you mean" suggestion for a misspelt name, if one is close.
  public var suggestion: String?
  /// Whether the file was read and found invalid, or could not be read at all.
  public var kind: Kind

  /// What kind of failure: the commands exit 65 for an invalid file and 66 for the others, and
  /// the session says a missing file was deleted or moved.
  public enum Kind: Sendable, Hashable {
    /// The file was read and is not a valid layout (or expands beyond `ReadBudget`).
    case invalid
    /// There is no file at the path.
    case missing
    /// Something is at the path but it cannot be read as a file: a directory, a FIFO, a device,
    /// no permission.
    case unreadable
  }

  public init(
    location: SourceLocation, message: String, suggestion: String? = nil, kind: Kind = .invalid
  ) {
    self.location = location
    self.message = message
    self.suggestion = suggestion
    self.kind = kind
  }

  /// `file:line:column: error: message (did you mean 'x'?)`, the form editors jump to; sanitized,
  /// since the file name and the message may hold text from outside.
  public var description: String {
    var text = "\(location): error: \(message)"
    if let suggestion { text += " (did you mean '\(suggestion)'?)" }
    return Sanitizer.sanitize(text)
  }
}
