import Testing

@testable import LayoutEngine

/// Wrapping and truncation with a font whose point size equals Inter's units per em (2816), so a
/// width in points is the sum of the stated Inter Regular advances: a 1588, b 1748, c 1572,
/// space 792, "…" 2312; CJK characters 1 em = 2816.
@Suite("Text wrapping")
struct TextWrappingTests {
  let font = ResolvedFont(pointSize: 2816, lineHeight: 10, weight: .regular)
  let advance: [Character: Double] = ["a": 1588, "b": 1748, "c": 1572, " ": 792, "…": 2312]

  /// The width of a string made of the letters above.
  func width(_ string: String) -> Double { string.reduce(0) { $0 + advance[$1]! } }

  func lines(_ string: String, width: Double?, height: Double? = nil, lineLimit: Int? = nil) -> TextLayout {
    PreparedText(string, font: font).layout(width: width, height: height, lineLimit: lineLimit)
  }

  @Test("greedy wrapping: words go on a line while they fit")
  func exactBreaks() {
    let text = "aaa bbb ccc"
    let fits = lines(text, width: width("aaa bbb"))
    #expect(fits.lines.map(\.text) == ["aaa bbb", "ccc"])
    #expect(fits.lines.map(\.width) == [width("aaa bbb"), width("ccc")])
    let narrower = lines(text, width: width("aaa bbb") - 1)
    #expect(narrower.lines.map(\.text) == ["aaa", "bbb ccc"])
    #expect(narrower.size == Size(width: width("bbb ccc"), height: 20))
    #expect(!narrower.isTruncated)
  }

  @Test("a word wider than the line breaks between characters")
  func longWord() {
    let result = lines("aaaaaaaaaa", width: width("aaa") + 100)
    #expect(result.lines.map(\.text) == ["aaa", "aaa", "aaa", "a"])
    #expect(result.size.width == width("aaa"))
  }

  @Test("newlines force breaks; the ideal width is the widest paragraph")
  func newlines() {
    let result = lines("aa\nbbbb\n\nc", width: nil)
    #expect(result.lines.map(\.text) == ["aa", "bbbb", "", "c"])
    #expect(result.size == Size(width: width("bbbb"), height: 40))
    #expect(PreparedText("aa\nbbbb\n\nc", font: font).idealWidth == width("bbbb"))
  }

  @Test("trailing spaces hang: they neither count in the width nor force a break")
  func trailingSpaces() {
    #expect(lines("aaa   ", width: nil).size.width == width("aaa"))
    let result = lines("aaa   bbb", width: width("bbb"))
    #expect(result.lines.map(\.text) == ["aaa", "bbb"])
    #expect(result.lines.map(\.width) == [width("aaa"), width("bbb")])
  }

  @Test("lineLimit keeps that many lines and ends the last with the longest prefix that fits with …")
  func lineLimitTruncation() {
    let limit = width("aaa bbb")
    let result = lines("aaa bbb ccc", width: limit, lineLimit: 1)
    #expect(result.isTruncated)
    #expect(result.lines.count == 1)
    // aaa bbb + … is too wide; aaa b + … is 3a + space + b + … = 8832 <= 9304 = aaa bbb.
    #expect(width("aaa b…") <= limit && width("aaa bb…") > limit)
    #expect(result.lines[0].text == "aaa b…")
    #expect(result.lines[0].width == width("aaa b…"))
    #expect(result.size.height == 10)
  }

  @Test("height keeps the whole lines that fit (at least one) and truncates")
  func heightTruncation() {
    let text = "aaa bbb ccc"
    let two = lines(text, width: width("bbb"), height: 25)
    #expect(two.lines.count == 2)
    #expect(two.isTruncated)
    #expect(two.lines[1].text.hasSuffix("…"))
    #expect(two.size.height == 20)
    let tiny = lines(text, width: width("bbb"), height: 3)
    #expect(tiny.lines.count == 1)
    #expect(tiny.isTruncated)
    let roomy = lines(text, width: width("bbb"), height: 30)
    #expect(roomy.lines.map(\.text) == ["aaa", "bbb", "ccc"])
    #expect(!roomy.isTruncated)
  }

  @Test("dropping a later paragraph truncates too, even when the last line is complete")
  func droppedParagraph() {
    let result = lines("aa\nbb", width: nil, lineLimit: 1)
    #expect(result.lines.map(\.text) == ["aa…"])
    #expect(result.isTruncated)
  }

  @Test("CJK text breaks between any two characters")
  func cjk() {
    let result = lines("日本語のテキスト", width: 3 * 2816.0 + 100)
    #expect(result.lines.map(\.text) == ["日本語", "のテキ", "スト"])
    let em: Double = 2816
    #expect(result.lines.map(\.width) == [3 * em, 3 * em, 2 * em])
  }

  @Test("hyphens are break opportunities")
  func hyphen() {
    // Inter's hyphen is 1296 units: "aa-" fits in aa + 1300, "aa-b" does not.
    let result = lines("aa-bb", width: width("aa") + 1300)
    #expect(result.lines.map(\.text) == ["aa-", "bb"])
  }

  @Test("the minimum probe (width 0) answers one line showing … ; a lone character stays itself")
  func minimumWidth() {
    let result = lines("aaa bbb", width: 0)
    #expect(result.lines.map(\.text) == ["…"])
    #expect(result.size == Size(width: 2312, height: 10))
    #expect(result.isTruncated)
    #expect(lines("a", width: 0).lines.map(\.text) == ["a"])
    // Any positive width narrower than a character still wraps, one character per line.
    #expect(lines("ab", width: 1).lines.map(\.text) == ["a", "b"])
  }

  @Test("empty text has no lines and no size")
  func empty() {
    let none = TextLayout(lines: [], size: Size(width: 0, height: 0), isTruncated: false)
    #expect(lines("", width: 100) == none)
  }

  @Test("secure fields measure bullets: seven bullets are seven times one")
  func bullets() {
    let one = PreparedText("•", font: font).idealWidth
    #expect(one > 0)
    #expect(PreparedText("•••••••", font: font).idealWidth == 7 * one)
  }
}
