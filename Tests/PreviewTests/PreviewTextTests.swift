import Testing

@testable import Preview

/// Truncating and number formatting for the canvas.
@Suite struct PreviewTextTests {
  @Test func truncationEndsInAnEllipsisWithinTheWidth() {
    #expect(PreviewText.truncated("abcdef", width: 4) == "abc…")
    #expect(PreviewText.truncated("abc", width: 3) == "abc")
    #expect(PreviewText.truncated("日本語", width: 4) == "日…")
    #expect(PreviewText.truncated("abc", width: 0) == "")
  }

  @Test func pointsDropZeroDecimals() {
    #expect(PreviewText.points(20) == "20")
    #expect(PreviewText.points(20.25) == "20.3")
    #expect(PreviewText.points(-3.5) == "-3.5")
  }
}
