import LayoutEngine

/// A closure argument evaluated as a view builder: the views it gives, so `VStack { … }`'s content
/// and `Button { … } label: { … }`'s label are trees, and an action closure gives none.
public struct Closure: Sendable, Hashable {
  /// The parameter names it declares (`item` in `{ item in … }`; `$0` for shorthand use).
  public var parameters: [String]
  /// The views in order; a `ForEach`'s closure holds every row it expanded to.
  public var views: [Call]
  /// Where the closure's `{` is.
  public var source: SourceLocation
  /// What evaluating the content approximated (a `ForEach` over model data, an unknown view).
  /// They travel with the closure because only the caller's declaration says whether it is
  /// content or an action nobody sees: whoever shows the views reports them.
  public var warnings: [SourceDiagnostic]

  @inlinable public init(
    parameters: [String] = [], views: [Call], source: SourceLocation, warnings: [SourceDiagnostic] = []
  ) {
    self.parameters = parameters
    self.views = views
    self.source = source
    self.warnings = warnings
  }
}
