/// One entry of the key table: the keys, what they do, and how the help describes it.
public struct KeyBinding: Sendable {
  public var keys: [Key]
  public var action: PreviewAction
  public var summary: String
  /// Shown in the hint line (the most used keys) when set.
  public var hint: String?

  /// A binding of `keys` to `action`, described by `summary` in the help.
  public init(_ keys: [Key], _ action: PreviewAction, _ summary: String, hint: String? = nil) {
    self.keys = keys
    self.action = action
    self.summary = summary
    self.hint = hint
  }
}
