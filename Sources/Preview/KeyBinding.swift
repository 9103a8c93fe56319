/// One entry of the key table: the keys, what they do, its command name, and how the help
/// describes it.
public struct KeyBinding: Sendable {
  public var keys: [Key]
  public var action: PreviewAction
  /// The action's name: its `:` command and the key a config file remaps it by (`rotate`).
  public var name: String
  public var summary: String
  /// Shown in the hint line (the most used keys) when set.
  public var hint: String?

  /// A binding of `keys` to `action`, named `name` on the command line and in a config file,
  /// described by `summary` in the help.
  public init(_ keys: [Key], _ action: PreviewAction, _ name: String, _ summary: String, hint: String? = nil)
  {
    self.keys = keys
    self.action = action
    self.name = name
    self.summary = summary
    self.hint = hint
  }
}
