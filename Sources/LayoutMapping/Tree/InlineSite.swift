import LayoutEngine

/// A custom view of the files whose body was inlined in its caller's place, and where it was called.
public struct InlineSite: Sendable, Hashable {
  /// The custom view's type name (`ProfileHeader`).
  public var name: String
  /// The call (`ProfileHeader(user: user)`), in the calling file.
  public var source: SourceLocation

  public init(name: String, source: SourceLocation) {
    self.name = name
    self.source = source
  }
}
