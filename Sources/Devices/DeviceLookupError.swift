import LayoutEngine

/// Why `DeviceCatalog.device(named:)` found no single device; the description is a one-line message
/// for the command line.
public enum DeviceLookupError: Error, CustomStringConvertible, Equatable {
  /// No device matches; `suggestions` are the closest names by edit distance (at most 5, may be empty).
  case unknown(String, suggestions: [String])
  /// Several devices match as a prefix; `candidates` are their names in catalog order.
  case ambiguous(String, candidates: [String])
  /// The text is a free-form size (`800x600`) whose numbers are not usable.
  case invalidSize(String, reason: String)

  /// How many candidates an ambiguity message lists before summarising the rest.
  static let listedCandidates = 10

  /// `unknown device "x"; did you mean: A, B?`, `ambiguous device "x"; could be: A, B`,
  /// `invalid size "x": reason`; sanitized, since the name comes from the command line.
  public var description: String { Sanitizer.sanitize(message) }

  /// The message before sanitizing.
  private var message: String {
    switch self {
    case .unknown(let name, let suggestions):
      let base = "unknown device \"\(name)\""
      return suggestions.isEmpty ? base : "\(base); did you mean: \(suggestions.joined(separator: ", "))?"
    case .ambiguous(let name, let candidates):
      let listed = candidates.prefix(Self.listedCandidates).joined(separator: ", ")
      let more = candidates.count - Self.listedCandidates
      return "ambiguous device \"\(name)\"; could be: \(listed)" + (more > 0 ? " and \(more) more" : "")
    case .invalidSize(let text, let reason):
      return "invalid size \"\(text)\": \(reason)"
    }
  }
}
