import Testing

@testable import Wireframe

@Test func wideCharacterTakesTwoCells() {
  var canvas = Canvas(columns: 6, rows: 1)
  let width = canvas.put("漢", column: 1, row: 0, role: .text)
  #expect(width == 2)
  #expect(canvas[1, 0].character == "漢")
  #expect(canvas[2, 0].isContinuation)
  #expect(canvas.lines == [" 漢"])
}

@Test func overwritingHalfOfAWideCharacterBlanksTheOtherHalf() {
  var canvas = Canvas(columns: 6, rows: 1)
  canvas.put("漢", column: 1, row: 0, role: .text)
  canvas.put("x", column: 2, row: 0, role: .text)
  #expect(canvas[1, 0].character == " ")
  #expect(!canvas[2, 0].isContinuation)
  #expect(canvas.lines == ["  x"])
  canvas.put("字", column: 3, row: 0, role: .text)
  canvas.put("y", column: 3, row: 0, role: .text)
  #expect(canvas[4, 0].character == " " && !canvas[4, 0].isContinuation)
}

@Test func wideCharacterAtTheLastColumnIsNotHalfDrawn() {
  var canvas = Canvas(columns: 3, rows: 1)
  canvas.put("漢", column: 2, row: 0, role: .text)
  #expect(canvas.lines == [""])
}

@Test func displayWidths() {
  #expect(DisplayWidth.of("a" as Character) == 1)
  #expect(DisplayWidth.of("漢" as Character) == 2)
  #expect(DisplayWidth.of("\u{0301}" as Unicode.Scalar) == 0)
  #expect(DisplayWidth.of("é" as Character) == 1)
  #expect(DisplayWidth.of("ab漢字") == 6)
  #expect(DisplayWidth.of("한" as Character) == 2)
  // Every scalar below the first combining mark (U+0300) but NUL takes one column.
  #expect((1..<0x300).allSatisfy { DisplayWidth.of(Unicode.Scalar(UInt32($0))!) == 1 })
  #expect(DisplayWidth.of("\u{0300}" as Unicode.Scalar) == 0)
  #expect(DisplayWidth.of("\u{0}" as Unicode.Scalar) == 0)
}

@Test func textPlacementAlignsAndCuts() {
  #expect(
    TextPlacement("ab", in: 10..<20, side: .left) == TextPlacement(column: 10, text: "ab", isCut: false))
  #expect(TextPlacement("ab", in: 10..<20, side: .right).column == 18)
  #expect(TextPlacement("ab", in: 10..<20, side: .center).column == 14)
  let cut = TextPlacement("abcdefgh", in: 0..<5, side: .right)
  #expect(cut == TextPlacement(column: 0, text: "abcd", isCut: true))
  #expect(TextPlacement("漢字漢", in: 0..<4, side: .left).text == "漢")
}

@Test func aPrefixKeepsWholeCharactersWithinTheColumns() {
  #expect(DisplayWidth.prefix("abcdef", fitting: 3) == "abc")
  // A wide character that would straddle the limit is left out whole.
  #expect(DisplayWidth.prefix("a漢字", fitting: 2) == "a")
  #expect(DisplayWidth.prefix("a漢字", fitting: 3) == "a漢")
  // A combining mark takes no column, so it stays with its letter.
  #expect(DisplayWidth.prefix("e\u{0301}x", fitting: 1) == "e\u{0301}")
  #expect(DisplayWidth.prefix("abc", fitting: 0) == "")
  #expect(DisplayWidth.prefix("abc", fitting: 10) == "abc")
}

/// Outside UTF-8 every character of a canvas has a plain stand-in, so nothing is dropped: the
/// session's status line reads "402x874 - portrait", not "402874portrait".
@Test func asciiOnlyKeepsEveryCellPrintable() {
  var canvas = Canvas(columns: 30, rows: 1)
  canvas.write("402×874 · portrait … ⚠ 日本", column: 0, row: 0, role: .status)
  let ascii = canvas.asciiOnly()
  #expect(ascii.lines[0] == "402x874 - portrait ~ ! ? ?")
  #expect(ascii.cells.allSatisfy { $0.character.isASCII && !$0.isContinuation })
  #expect(ascii[0, 0].role == .status)
}
