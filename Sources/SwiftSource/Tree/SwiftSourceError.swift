import LayoutMapping

/// Why a Swift file cannot be previewed: swift-syntax's diagnostics of its syntax errors, or that it
/// holds nothing to preview.
public struct SwiftSourceError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The errors, each at `file:line:column`, in source order.
  public var diagnostics: [SourceDiagnostic]

  public init(diagnostics: [SourceDiagnostic]) {
    self.diagnostics = diagnostics
  }

  /// One diagnostic a line.
  public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
