/// How one text is laid out besides its font and line limit, from the environment modifiers
/// around it: the lines it reserves, the space between lines, how far it may shrink to fit and
/// where a truncated line shows its "…".
package struct TextOptions: Sendable, Hashable {
  /// The lines the text's height always has room for (`lineLimit(2...3)`, `reservesSpace`).
  package var reservedLines = 0
  /// Extra space between lines, in points (`lineSpacing`); none after the last line.
  package var lineSpacing = 0.0
  /// The smallest fraction of the font's size the text may shrink to before it truncates
  /// (`minimumScaleFactor`).
  package var minimumScaleFactor = 1.0
  package var truncationMode = TruncationMode.tail
  /// Extra space after each character, in points (`kerning`, `tracking`): a line grows by it
  /// once per character, its last included, as Apple documents both (the trailing edge moves too).
  package var tracking = 0.0

  package init(
    reservedLines: Int = 0, lineSpacing: Double = 0, minimumScaleFactor: Double = 1,
    truncationMode: TruncationMode = .tail, tracking: Double = 0
  ) {
    self.reservedLines = reservedLines
    self.lineSpacing = lineSpacing
    self.minimumScaleFactor = minimumScaleFactor
    self.truncationMode = truncationMode
    self.tracking = tracking
  }
}
