import Testing

@testable import LayoutEngine

/// Advance widths against values read from the Inter 4 fonts with fontTools (font units, 2816 per
/// em): Regular a 1588, H 2084, e 1640, l 668, o 1680, i 668, W 2672, space 792;
/// SemiBold H 2095; Bold H 2101, e 1683, l 766, o 1728.
@Suite("Font metrics")
struct FontMetricsTests {
  let regular = FontMetrics(weight: .regular)
  let bold = FontMetrics(weight: .bold)

  func units(_ string: String, _ metrics: FontMetrics) -> Double {
    string.unicodeScalars.reduce(0) { $0 + metrics.units(of: $1) }
  }

  @Test("the table holds Inter's advances: i is narrow, W is wide")
  func knownAdvances() {
    #expect(FontMetricsTable.unitsPerEm == 2816)
    #expect(regular.units(of: "i") == 668)
    #expect(regular.units(of: "W") == 2672)
    #expect(regular.units(of: " ") == 792)
    #expect(regular.units(of: "i") < regular.units(of: "W"))
  }

  @Test("a known string at 17 pt: Hello is 2084 + 1640 + 668 + 668 + 1680 units")
  func helloAt17() {
    let text = PreparedText("Hello", font: ResolvedFont(pointSize: 17, lineHeight: 22, weight: .regular))
    let sum: Double = 2084 + 1640 + 668 + 668 + 1680
    let expected = sum * 17 / 2816
    #expect(abs(text.idealWidth - expected) < 1e-9)
  }

  @Test("bold is wider than regular: Hello is 2101 + 1683 + 766 + 766 + 1728 units in Bold")
  func boldWider() {
    let expected: Double = 2101 + 1683 + 766 + 766 + 1728
    #expect(units("Hello", bold) == expected)
    #expect(units("Hello", bold) > units("Hello", regular))
  }

  @Test("weights without a column interpolate: Medium is halfway between Regular and SemiBold")
  func interpolation() {
    // Inter Medium itself has H = 2090; the interpolation lands within a unit of it.
    let halfway: Double = (2084 + 2095) / 2
    #expect(FontMetrics(weight: .medium).units(of: "H") == halfway)
    #expect(FontMetrics(weight: .semibold).units(of: "H") == 2095)
  }

  @Test("CJK, kana, Hangul, fullwidth forms and emoji are exactly 1 em")
  func wideIsOneEm() {
    for scalar: Unicode.Scalar in ["中", "あ", "한", "Ａ", "😀"] {
      #expect(regular.units(of: scalar) == 2816)
    }
    let text = PreparedText("日本", font: ResolvedFont(pointSize: 17, lineHeight: 22, weight: .regular))
    #expect(text.idealWidth == 34)
  }

  @Test("combining marks and zero-width characters add nothing")
  func zeroWidth() {
    #expect(regular.units(of: "\u{301}") == 0)
    #expect(regular.units(of: "\u{200B}") == 0)
    #expect(regular.units(of: "\u{200D}") == 0)
    let font = ResolvedFont(pointSize: 17, lineHeight: 22, weight: .regular)
    #expect(PreparedText("e\u{301}", font: font).idealWidth == PreparedText("e", font: font).idealWidth)
  }

  @Test("emoji sequences are one cluster: a ZWJ family and a flag are each 1 em")
  func emojiSequences() {
    let font = ResolvedFont(pointSize: 2816, lineHeight: 10, weight: .regular)
    #expect(PreparedText("👨‍👩‍👧", font: font).idealWidth == 2816)
    #expect(PreparedText("🇫🇷", font: font).idealWidth == 2816)
    #expect(PreparedText("👍🏽", font: font).idealWidth == 2816)
  }

  @Test("a letter of a script the table lacks measures as the mean of a-z")
  func unknownScript() {
    let letters = "abcdefghijklmnopqrstuvwxyz".unicodeScalars.map { regular.units(of: $0) }
    let mean = letters.reduce(0, +) / 26
    #expect(abs(regular.units(of: "क") - mean) < 1e-9)
  }

  @Test("Greek and Cyrillic come from Inter; Hebrew and Arabic from the documented fallback")
  func otherScripts() {
    for scalar: Unicode.Scalar in ["Ω", "Ж", "א", "ب", "€", "→", "•", "…", "“"] {
      #expect(FontMetrics.tableIndex(of: scalar.value) != nil, "\(scalar) missing from the table")
    }
  }
}
