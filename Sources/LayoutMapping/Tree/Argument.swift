import LayoutEngine

/// One argument of a call: its Swift label as written, its evaluated value and where it is.
public struct Argument: Sendable, Hashable {
  /// The label (`alignment` in `VStack(alignment: .leading)`); `nil` for an unlabelled argument and
  /// for the first trailing closure, whose parameter the signature decides.
  public var label: String?
  public var value: SourceValue
  /// Where the argument's expression (or its label) starts.
  public var source: SourceLocation
  /// Whether it was written as a trailing closure (`VStack { … }`, `Button { } label: { … }`).
  public var isTrailingClosure: Bool

  public init(label: String?, value: SourceValue, source: SourceLocation, isTrailingClosure: Bool = false) {
    self.label = label
    self.value = value
    self.source = source
    self.isTrailingClosure = isTrailingClosure
  }
}
