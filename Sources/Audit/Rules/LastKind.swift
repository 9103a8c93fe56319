/// The kind a rule worded last, kept for the next observation: the nodes a rule reports in one
/// layout are mostly alike (a ZStack of buttons, each covered by a Button), and wording the same
/// message afresh for each of tens of thousands cost more than the rest of the rule.
struct LastKind<Key: Equatable> {
  private var last: (key: Key, kind: String)?

  /// The kind for `key`: the last one when its key was the same, else `word(key)`.
  mutating func kind(for key: Key, _ word: (Key) -> String) -> String {
    if let last, last.key == key { return last.kind }
    let kind = word(key)
    last = (key, kind)
    return kind
  }
}
