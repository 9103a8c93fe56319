import LayoutEngine

/// One argument of a call: its Swift label as written, its evaluated value and where it is.
public struct Argument: Sendable, Hashable {
  /// The label (`alignment` in `VStack(alignment: .leading)`); `nil` for an unlabelled argument and
  /// for the first trailing closure, whose parameter the signature decides.
  public var label: String?
  public var value: SourceValue
  /// Where the argument's expression (or its label) starts.
  public var source: SourceLocation
  /// Where its label is, when diagnostics point there rather than at the value: a layout file's
  /// key (an unknown argument is reported at its key, a bad value at the value).
  public var labelSource: SourceLocation?
  /// Whether it was written as a trailing closure (`VStack { … }`, `Button { } label: { … }`).
  public var isTrailingClosure: Bool

  @inlinable public init(
    label: String?, value: SourceValue, source: SourceLocation, labelSource: SourceLocation? = nil,
    isTrailingClosure: Bool = false
  ) {
    self.label = label
    self.value = value
    self.source = source
    self.labelSource = labelSource
    self.isTrailingClosure = isTrailingClosure
  }
}
