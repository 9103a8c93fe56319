/// Makes text that came from outside (layout and theme files, file names, command-line
/// arguments) safe to show in a terminal: one rule for every module that prints such text, so a
/// file cannot move the cursor, retitle the window, clear the screen or reorder what is around it.
///
/// Unsafe are the C0 controls (U+0000–U+001F), DEL (U+007F), the C1 controls (U+0080–U+009F;
/// U+009B is CSI to some terminals) and the bidirectional formatting characters: the embeddings
/// and overrides (U+202A–U+202E), the isolates (U+2066–U+2069) and the marks (LRM U+200E,
/// RLM U+200F, ALM U+061C). The marks are included because they are invisible instructions to a
/// bidi-aware terminal like the others (a mark moves the neutral characters beside it), and in a
/// diagnostic or a status line they make two different names look alike (`'id'` and `'id‏'`).
/// The wireframe reorders its text lines with the marks, embeddings and isolates applied first
/// (`BidiText`), so Arabic and Hebrew written with them still read correctly there.
///
/// Where text is shown, an unsafe scalar becomes a visible stand-in of one column: C0 controls
/// their Control Picture (U+2400 + code: ESC shows as `␛`), DEL `␡` (U+2421), everything else
/// `�` (U+FFFD), for which Unicode has no picture.
package enum Sanitizer {
  /// The longest value `quoted(_:)` keeps, in scalars; a longer one ends with `…`.
  package static let maximumQuotedLength = 60

  /// `text` with every unsafe scalar replaced by its visible stand-in.
  package static func sanitize(_ text: String) -> String {
    replacing(text, where: isUnsafe)
  }

  /// One character made safe: itself, or the stand-in of its first unsafe scalar (controls and
  /// bidi formatting characters are characters of their own, but CR LF is one character).
  package static func sanitize(_ character: Character) -> Character {
    if isSafe(leadingUTF8Of: character) { return character }
    guard let unsafe = character.unicodeScalars.first(where: isUnsafe) else { return character }
    return Character(standIn(for: unsafe))
  }

  /// Whether the first two UTF-8 bytes of `character` prove it safe, which they do for almost
  /// every character a canvas holds, without decoding scalars: an unsafe scalar is a character
  /// of its own (CR LF, which starts with CR, aside), and every unsafe scalar from U+0080 on
  /// starts with C2 (C1), D8 9C (ALM) or E2 80 / E2 81 (the marks, embeddings and isolates).
  private static func isSafe(leadingUTF8Of character: Character) -> Bool {
    var bytes = character.utf8.makeIterator()
    guard let lead = bytes.next() else { return true }
    switch lead {
    case 0x20..<0x7F: return true
    case 0xD8: return bytes.next() != 0x9C
    case 0xE2: return bytes.next().map { $0 != 0x80 && $0 != 0x81 } ?? true
    case 0xC3...0xF4: return true
    default: return false
    }
  }

  /// `text` with its controls replaced but its bidi formatting characters kept, for a line that
  /// is put into visual order next (`BidiText` applies them, then removes them).
  package static func sanitizeKeepingBidiFormatting(_ text: String) -> String {
    replacing(text, where: isControl)
  }

  /// `text` sanitized, shortened to `maximumQuotedLength` scalars and in single quotes: the form
  /// every diagnostic quotes outside text in, so one message stays one readable line.
  package static func quoted(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    for (count, scalar) in text.unicodeScalars.enumerated() {
      if count == maximumQuotedLength {
        result.append("…")
        break
      }
      result.append(isUnsafe(scalar) ? standIn(for: scalar) : scalar)
    }
    return "'\(String(result))'"
  }

  /// Whether `scalar` must never reach a terminal as itself: a control or a bidi formatting
  /// character.
  package static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0xA0 ? isControl(scalar) : isBidiFormatting(scalar)
  }

  /// Whether `scalar` is a C0 control, DEL or a C1 control.
  package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  /// Whether `scalar` is a bidirectional formatting character: the marks (LRM, RLM, ALM), the
  /// embeddings and overrides (LRE, RLE, PDF, LRO, RLO) and the isolates (LRI, RLI, FSI, PDI).
  package static func isBidiFormatting(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x200E, 0x200F, 0x061C, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// The visible stand-in for an unsafe scalar.
  package static func standIn(for scalar: Unicode.Scalar) -> Unicode.Scalar {
    switch scalar.value {
    case 0..<0x20: Unicode.Scalar(0x2400 + scalar.value)!
    case 0x7F: "\u{2421}"
    default: "\u{FFFD}"
    }
  }

  /// `text` with the scalars `matching` replaced by their stand-ins; `text` itself when none do.
  private static func replacing(_ text: String, where matching: (Unicode.Scalar) -> Bool) -> String {
    guard text.unicodeScalars.contains(where: matching) else { return text }
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      scalars.append(matching(scalar) ? standIn(for: scalar) : scalar)
    }
    return String(scalars)
  }
}
