import LayoutEngine
import Testing

@testable import Wireframe

/// Expected strings are written as code points where the visual form uses Arabic presentation
/// forms, so the test states exactly which shaped letters FriBidi must produce.
@Suite("Bidirectional text in visual order (FriBidi)")
struct BidiTextTests {
  @Test("Hebrew reads right to left: the logical first letter ends up rightmost")
  func hebrew() {
    let line = BidiText.visual("שלום עולם", fallback: .leftToRight)
    #expect(line.text == "םלוע םולש")
    #expect(line.isRightToLeft)
  }

  @Test("Arabic is reversed and shaped into joined presentation forms")
  func arabicShaping() {
    let line = BidiText.visual("مرحبا بالعالم", fallback: .leftToRight)
    let expected: [UInt32] = [
      0xFEE2, 0xFEDF, 0xFE8E, 0xFECC, 0xFEDF, 0xFE8E, 0xFE91, 0x20, 0xFE8E, 0xFE92, 0xFEA3, 0xFEAE,
      0xFEE3,
    ]
    #expect(line.text.unicodeScalars.map(\.value) == expected)
    #expect(line.isRightToLeft)
  }

  @Test("lam and alef join into one ligature; FriBidi's filler is removed")
  func lamAlef() {
    let line = BidiText.visual("السلام", fallback: .leftToRight)
    #expect(line.text.unicodeScalars.map(\.value) == [0xFEE1, 0xFEFC, 0xFEB4, 0xFEDF, 0xFE8D])
  }

  @Test("a Latin word inside Arabic keeps its own order, between the reversed Arabic words")
  func mixedArabicLatin() {
    let line = BidiText.visual("ملف PDF جديد", fallback: .leftToRight)
    let words = line.text.split(separator: " ").map(String.init)
    #expect(words.count == 3)
    #expect(words[1] == "PDF")
    #expect(words[0].unicodeScalars.map(\.value) == [0xFEAA, 0xFEF3, 0xFEAA, 0xFE9F])
    #expect(words[2].unicodeScalars.map(\.value) == [0xFED2, 0xFEE0, 0xFEE3])
  }

  @Test("digits in a number never reverse, in a Hebrew or an English paragraph")
  func numbers() {
    #expect(BidiText.visual("המחיר 541 ש״ח", fallback: .leftToRight).text == "ח״ש 541 ריחמה")
    #expect(BidiText.visual("Price: 541 ש״ח", fallback: .rightToLeft).text == "Price: 541 ח״ש")
    #expect(BidiText.visual("$12.99", fallback: .rightToLeft).text == "$12.99")
    #expect(BidiText.visual("4111 1111 1111 1234", fallback: .leftToRight).text == "4111 1111 1111 1234")
  }

  @Test("a phone number in a right-to-left paragraph reorders its groups; left-to-right keeps them")
  func phoneNumber() {
    #expect(BidiText.visual("+1 (555) 123-4567", fallback: .rightToLeft).text == "123-4567 (555) 1+")
    #expect(BidiText.visual("+1 (555) 123-4567", fallback: .leftToRight).text == "+1 (555) 123-4567")
  }

  @Test("text with no strong character takes the fallback direction")
  func fallback() {
    #expect(BidiText.visual("541", fallback: .rightToLeft).isRightToLeft)
    #expect(!BidiText.visual("541", fallback: .leftToRight).isRightToLeft)
    #expect(!BidiText.visual("Settings", fallback: .rightToLeft).isRightToLeft)
  }

  @Test("an override from a file is applied, then removed: no bidi control reaches the terminal")
  func controlsRemoved() {
    let line = BidiText.visual("\u{202E}abc\u{202C} \u{2067}x\u{2069}\u{200F}", fallback: .leftToRight)
    #expect(line.text.contains("cba"))
    #expect(line.text.count == 5)
    #expect(!line.text.unicodeScalars.contains(where: Sanitizer.isBidiFormatting))
  }
}
