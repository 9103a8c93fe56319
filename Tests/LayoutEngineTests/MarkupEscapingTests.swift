import Testing

@testable import LayoutEngine

/// The one escaper of the SVG wireframe, the JUnit report and the gallery page.
@Suite struct MarkupEscapingTests {
  @Test func markupCharactersBecomeEntitiesReadByXMLAndHTMLAlike() {
    #expect(MarkupEscaping.escaped("a<b>&\"c'") == "a&lt;b&gt;&amp;&quot;c&#39;")
  }

  @Test func controlsAndBidiFormattingBecomeVisibleStandInsNotNothing() {
    #expect(MarkupEscaping.escaped("bell\u{7}") == "bell\u{2407}")
    #expect(MarkupEscaping.escaped("\u{202E}x\u{FFFF}\u{FFFE}") == "\u{FFFD}x\u{FFFD}\u{FFFD}")
    #expect(MarkupEscaping.escaped("\u{1B}[2J") == "\u{241B}[2J")
  }

  @Test func lineBreaksAndTabsStayAsXMLAllowsThem() {
    #expect(MarkupEscaping.escaped("one\ntwo\tthree") == "one\ntwo\tthree")
  }

  @Test func theResultHoldsNoCharacterXMLForbids() {
    let hostile =
      String(String.UnicodeScalarView((0..<0x20).compactMap(Unicode.Scalar.init))) + "\u{7F}\u{9B}\u{FFFE}"
    let escaped = MarkupEscaping.escaped(hostile)
    #expect(
      escaped.unicodeScalars.allSatisfy { scalar in
        scalar == "\n" || scalar == "\t"
          || (scalar.value >= 0x20 && scalar.value != 0xFFFE && scalar.value != 0xFFFF)
      })
  }
}
