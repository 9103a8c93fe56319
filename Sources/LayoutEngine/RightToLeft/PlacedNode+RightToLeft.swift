extension PlacedNode {
  /// Records the node's right-to-left traits while the tree is compiled, from its `modifiers`: its own
  /// `flipsForRightToLeft` flag (looked for only when `setsFlip`, from `ModifierTraits`) and
  /// whether its text alignment is explicit or natural.
  mutating func applyRightToLeftTraits(
    of modifiers: [Modifier], setsFlip: Bool, env: InheritedEnvironment
  ) {
    isTextAlignmentExplicit = env.isTextAlignmentExplicit
    guard setsFlip else { return }
    for case .flipsForRightToLeft(let flag) in modifiers { flipsForRightToLeft = flag }
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
