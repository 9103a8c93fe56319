/// The SF Symbols that mirror in a right-to-left context, by Apple's conventions: symbols that
/// show forward or backward motion or the direction of text, as the HIG's "Right to left"
/// article ("Interface icons") says and as SF Symbols ships right-to-left variants for.
///
/// Symbols that name a physical direction (`chevron.left`, `arrow.right`) keep pointing that
/// way ("Preserve the direction of a control that refers to an actual direction"); photos,
/// logos, clocks, checkmarks and other universal marks never mirror; media transport symbols
/// (`backward.fill`, `forward.fill`, `play.fill`) describe a tape's direction and stay as they
/// are. A file overrides the list per element with `flipsForRightToLeft: true|false`.
package enum DirectionalSymbols {
  /// Exact names and dotted prefixes (a name matches `list.bullet` and `list.bullet.circle`)
  /// of symbols that show text or reading direction, or motion that reads forward.
  package static let mirroredPrefixes: [String] = [
    // Text and reading direction.
    "text.alignleft", "text.alignright", "text.justify.leading", "text.justify.trailing",
    "text.justify.left", "text.justify.right", "list.bullet", "list.number", "list.dash",
    "list.triangle", "text.append", "text.insert", "text.badge", "text.bubble", "text.quote",
    "doc.text", "doc.plaintext", "doc.richtext", "note.text", "increase.indent", "decrease.indent",
    "text.line.first.and.arrowtriangle.forward", "text.line.last.and.arrowtriangle.forward",
    // Motion that reads forward.
    "paperplane", "speaker.wave", "speaker.plus", "speaker.minus", "megaphone",
    "figure.walk", "figure.run", "bicycle", "car.side", "hare", "tortoise",
    "square.and.pencil", "pencil.line", "arrow.uturn.backward", "arrow.uturn.forward",
    "arrowshape.turn.up.backward", "arrowshape.turn.up.forward", "arrowshape.turn.up.left",
    "arrow.turn.up.left", "arrow.turn.up.right", "return",
  ]

  /// Symbol families whose `backward`/`forward` names mirror (`chevron.backward`,
  /// `arrow.forward.circle.fill`): navigation in a fixed order, such as a back button.
  package static let semanticFamilies: Set<String> = [
    "chevron", "arrow", "arrowshape", "arrowtriangle", "chevron.compact",
  ]

  /// Names that never mirror, listed so the documentation and tests can name them: universal
  /// marks and real-world objects.
  package static let neverMirrored: [String] = [
    "checkmark", "xmark", "clock", "alarm", "timer", "apple.logo", "globe", "heart", "star",
    "play.fill", "backward.fill", "forward.fill", "pause.fill", "magnifyingglass", "camera",
    "phone", "envelope", "person", "wifi", "airplane", "sun.max", "sun.min", "bell",
  ]

  /// Whether the symbol `name` mirrors in right-to-left by the list (without a file's flag).
  package static func mirrors(_ name: String) -> Bool {
    let parts = name.split(separator: ".").map(String.init)
    if let index = parts.firstIndex(where: { $0 == "backward" || $0 == "forward" }), index > 0,
      semanticFamilies.contains(parts[..<index].joined(separator: "."))
    {
      return true
    }
    return mirroredPrefixes.contains { name == $0 || name.hasPrefix($0 + ".") }
  }
}
