import Testing

@testable import LayoutEngine

/// The one rule for outside text shown in a terminal: which scalars are unsafe and what shows
/// in their place.
@Suite("Sanitizer")
struct SanitizerTests {
  /// ESC + CSI (clear screen), OSC (set the window title, ended by BEL), C1 CSI, RLO and LRI.
  static let hostile = "a\u{1B}[2J\u{1B}]0;PWNED\u{7}b\u{9B}31m\u{202E}c\u{2066}d"

  @Test("C0 controls show as their Control Pictures, DEL as ␡")
  func controlPictures() {
    #expect(Sanitizer.sanitize("a\u{1B}[31mb") == "a\u{241B}[31mb")
    #expect(Sanitizer.sanitize("\u{0}\u{7}\n\t\u{7F}") == "\u{2400}\u{2407}\u{240A}\u{2409}\u{2421}")
  }

  @Test("C1 controls and every bidi formatting character show as U+FFFD")
  func replacementCharacter() {
    let others: [Unicode.Scalar] = [
      "\u{80}", "\u{85}", "\u{9B}", "\u{9F}", "\u{200E}", "\u{200F}", "\u{061C}", "\u{202A}", "\u{202B}",
      "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}",
    ]
    for scalar in others {
      #expect(Sanitizer.isUnsafe(scalar))
      #expect(Sanitizer.sanitize("x\(Character(scalar))y") == "x\u{FFFD}y")
    }
  }

  @Test("the hostile sample keeps no unsafe scalar and shows a stand-in for each")
  func hostileSample() {
    let safe = Sanitizer.sanitize(Self.hostile)
    #expect(!safe.unicodeScalars.contains(where: Sanitizer.isUnsafe))
    #expect(safe == "a\u{241B}[2J\u{241B}]0;PWNED\u{2407}b\u{FFFD}31m\u{FFFD}c\u{FFFD}d")
  }

  @Test("text without unsafe scalars is returned as it is, joiners and scripts included")
  func safeTextUnchanged() {
    for text in ["héllo 漢", "مرحبا", "שלום", "👩‍💻", "می‌خواهم", "e\u{301}"] {
      #expect(Sanitizer.sanitize(text) == text)
    }
  }

  @Test("a character is sanitized like the text it came from")
  func character() {
    #expect(Sanitizer.sanitize(Character("\u{1B}")) == "\u{241B}")
    #expect(Sanitizer.sanitize(Character("\u{202E}")) == "\u{FFFD}")
    #expect(Sanitizer.sanitize(Character("é")) == "é")
    #expect(Sanitizer.sanitize(Character("\r\n")) == "\u{240D}")
  }

  @Test("the characters' fast path (their first UTF-8 bytes) agrees with the rule on every scalar")
  func characterFastPath() {
    for value in UInt32(0)...0x3_0000 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let expected =
        Sanitizer.isUnsafe(scalar) ? Character(Sanitizer.standIn(for: scalar)) : Character(scalar)
      if Sanitizer.sanitize(Character(scalar)) != expected {
        Issue.record("U+\(String(value, radix: 16))")
        return
      }
    }
  }

  @Test("before reordering, controls are replaced and bidi formatting characters kept")
  func keepingBidiFormatting() {
    #expect(
      Sanitizer.sanitizeKeepingBidiFormatting("\u{202E}ab\u{1B}\u{9B}\u{2066}")
        == "\u{202E}ab\u{241B}\u{FFFD}\u{2066}")
  }

  @Test("quoted: sanitized, in single quotes, shortened to 60 scalars with …")
  func quoted() {
    #expect(Sanitizer.quoted("Te\u{1B}[31mxt") == "'Te\u{241B}[31mxt'")
    let long = String(repeating: "x", count: 61)
    #expect(Sanitizer.quoted(long) == "'" + String(repeating: "x", count: 60) + "…'")
    #expect(
      Sanitizer.quoted(String(repeating: "x", count: 60)) == "'" + String(repeating: "x", count: 60) + "'")
    #expect(!Sanitizer.quoted(Self.hostile).unicodeScalars.contains(where: Sanitizer.isUnsafe))
  }

  @Test("every stand-in is itself safe, so sanitizing twice changes nothing")
  func idempotent() {
    let once = Sanitizer.sanitize(Self.hostile)
    #expect(Sanitizer.sanitize(once) == once)
    let unsafe = (UInt32(0)...0x206F).compactMap(Unicode.Scalar.init).filter(Sanitizer.isUnsafe)
    #expect(unsafe.count == 0x20 + 1 + 0x20 + 3 + 5 + 4)
    for scalar in unsafe { #expect(!Sanitizer.isUnsafe(Sanitizer.standIn(for: scalar))) }
  }
}
