import Testing

@testable import LayoutEngine

/// A `TextLayout` from the engine builds its lines when they are read; it must still compare,
/// hash and mutate as the plain value it stands for.
@Suite("Deferred text lines")
struct DeferredTextLinesTests {
  /// Point size equal to Inter's units per em: a 1588, b 1748, space 792, "…" 2312.
  let font = ResolvedFont(pointSize: 2816, lineHeight: 10, weight: .regular)

  @Test("a truncated layout reads the same lines on every read and equals its built copy")
  func equalToBuilt() {
    let layout = PreparedText("aa bb aa", font: font).layout(width: 6000, height: nil, lineLimit: 2)
    let expected = [
      TextLine(text: "aa", width: 2 * 1588), TextLine(text: "bb…", width: 2 * 1748 + 2312),
    ]
    #expect(layout.lines == expected)
    #expect(layout.lines == expected)
    #expect(layout.isTruncated)
    #expect(layout.size == Size(width: 2 * 1748 + 2312, height: 20))
    let built = TextLayout(lines: expected, size: layout.size, isTruncated: true)
    #expect(layout == built)
    #expect(layout.hashValue == built.hashValue)
    #expect(Set([layout, built]).count == 1)
  }

  @Test("layouts with different lines differ even at the same size")
  func differentLines() {
    let layout = PreparedText("ab", font: font).layout(width: nil, height: nil, lineLimit: nil)
    let other = TextLayout(
      lines: [TextLine(text: "ba", width: 1588 + 1748)], size: layout.size, isTruncated: false)
    #expect(layout.lines == [TextLine(text: "ab", width: 1588 + 1748)])
    #expect(layout != other)
  }

  @Test("assigning lines replaces the deferred ones")
  func assign() {
    var layout = PreparedText("aa bb", font: font).layout(width: nil, height: nil, lineLimit: nil)
    #expect(layout.lines.map(\.text) == ["aa bb"])
    layout.lines = [TextLine(text: "x", width: 1)]
    #expect(layout.lines == [TextLine(text: "x", width: 1)])
    layout.lines[0].text = "y"
    #expect(layout.lines.map(\.text) == ["y"])
  }
}
