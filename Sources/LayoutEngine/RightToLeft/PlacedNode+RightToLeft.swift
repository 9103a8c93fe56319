extension PlacedNode {
  /// A node's own `flipsForRightToLeft` flag, from its `modifiers` (the last one wins), read
  /// while the tree is compiled when `ModifierTraits.setsFlip` says one is there.
  static func ownFlipFlag(in modifiers: [Modifier]) -> Bool? {
    var flag: Bool?
    for case .flipsForRightToLeft(let value) in modifiers { flag = value }
    return flag
  }

  /// The fewest lines that make a paragraph, which the HIG aligns by its own language rather than
  /// by the context: "a paragraph — defined as three or more lines of text".
  public static let paragraphLineCount = 3

  /// The direction that decides which side the node's text lines hug.
  ///
  /// One- and two-line text with natural alignment follows the context's reading direction; a
  /// paragraph (three or more lines) with natural alignment follows its own language, found from
  /// its first strong character; explicit alignment always follows the context.
  public var textLineDirection: LayoutDirection {
    guard !isTextAlignmentExplicit, let lines = text?.lines, lines.count >= Self.paragraphLineCount,
      let own = ScriptDirection.of(lines.map(\.text).joined(separator: " "))
    else { return layoutDirection }
    return own
  }

  /// Whether the node's drawing is mirrored: in right-to-left only, by the node's own flag, else
  /// for SF Symbols (an `Image` or a `Label`'s icon) on the `DirectionalSymbols` list; photos and
  /// everything else never mirror.
  public var isMirrored: Bool {
    guard layoutDirection == .rightToLeft else { return false }
    if let flipsForRightToLeft { return flipsForRightToLeft }
    switch element {
    case .picture(.image(.symbol(let name), _)), .textual(.label(_, let name, _)):
      return DirectionalSymbols.mirrors(name)
    default: return false
    }
  }
}
