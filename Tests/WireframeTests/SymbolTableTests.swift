import Foundation
import LayoutEngine
import TestSupport
import Testing

@testable import Wireframe

/// The SF Symbol stand-ins: distinct, one cell each by the project's measure and the C library's,
/// printable ASCII in the ASCII set, families and unknown names resolved as documented, and the
/// table in docs/Wireframe.md the same as the code's.
@Suite("Symbol table")
struct SymbolTableTests {
  @Test func atLeastAHundredNamesWithDistinctSingleCellGlyphs() throws {
    let entries = SymbolTable.entries
    #expect(entries.count >= 100)
    #expect(Set(entries.map(\.name)).count == entries.count, "each name once")
    #expect(Set(entries.map(\.unicode)).count == entries.count, "no two names share a glyph")
    setlocale(LC_CTYPE, "C.UTF-8")
    // The C library's wcwidth, which Swift's Glibc module leaves out (it sits behind _XOPEN_SOURCE).
    let symbol = try #require(dlsym(nil, "wcwidth"))
    let wcwidth = unsafeBitCast(symbol, to: (@convention(c) (Int32) -> Int32).self)
    for entry in entries {
      #expect(DisplayWidth.of(entry.unicode) == 1, "\(entry.name)")
      let scalars = entry.unicode.unicodeScalars
      #expect(scalars.count == 1 && wcwidth(Int32(scalars.first!.value)) == 1, "\(entry.name): wcwidth")
      #expect(entry.unicode != Glyphs.unicode.symbol, "\(entry.name) is not the generic glyph")
      let ascii = entry.ascii.unicodeScalars.first!.value
      #expect(entry.ascii.unicodeScalars.count == 1 && (0x21...0x7E).contains(ascii), "\(entry.name): ASCII")
    }
    for name in [
      "gear", "person", "house", "magnifyingglass", "bell", "heart", "star", "trash",
      "square.and.arrow.up", "plus", "minus", "xmark", "checkmark", "info.circle", "envelope", "phone",
      "message", "camera", "photo", "calendar", "clock", "lock", "wifi",
    ] {
      #expect(entries.contains { $0.name == name }, "\(name) is listed")
    }
  }

  @Test func variantsFallBackToTheirFamilyAndUnknownNamesKeepTheGenericGlyph() {
    #expect(SymbolGlyph.character(for: "heart", isMirrored: false, glyphs: .unicode) == "♡")
    #expect(SymbolGlyph.character(for: "heart.fill", isMirrored: false, glyphs: .unicode) == "♥")
    #expect(SymbolGlyph.character(for: "bell.badge.fill", isMirrored: false, glyphs: .unicode) == "⍾")
    #expect(SymbolGlyph.character(for: "envelope.fill", isMirrored: false, glyphs: .unicode) == "✉")
    #expect(SymbolGlyph.character(for: "trash", isMirrored: false, glyphs: .ascii) == "x")
    #expect(SymbolGlyph.character(for: "no.such.symbol", isMirrored: false, glyphs: .unicode) == "◇")
    #expect(SymbolGlyph.character(for: "no.such.symbol", isMirrored: false, glyphs: .ascii) == "*")
    // Directions still win: a back chevron points, in both sets.
    #expect(SymbolGlyph.character(for: "chevron.backward", isMirrored: false, glyphs: .unicode) == "‹")
  }

  @Test func anImageShowsItsGlyphAndAnUnknownOneItsNameWhereThereIsRoom() {
    let row = ViewNode(
      .vStack(alignment: .leading, spacing: 8),
      children: [
        ViewNode(
          .image(.symbol("gear"), resizable: true), modifiers: [.frame(FrameSpec(width: 120, height: 16))]),
        ViewNode(
          .image(.symbol("no.such.symbol"), resizable: true),
          modifiers: [.frame(FrameSpec(width: 120, height: 16))]),
      ])
    let (_, canvas) = draw(row, on: plainScreen, viewport: plainViewport)
    #expect(canvas.lines.contains { $0.contains("⚙ gear") }, "\(canvas.lines.joined(separator: "\n"))")
    #expect(canvas.lines.contains { $0.contains("◇ no.such.symbol") })
  }

  @Test func theDocsListTheTable() throws {
    let docs = try String(
      contentsOf: Repository.root.appendingPathComponent("docs/Wireframe.md"), encoding: .utf8)
    let missing = SymbolTable.entries.filter { !docs.contains("`\($0.name)` \($0.unicode) `\($0.ascii)`") }
    #expect(missing.isEmpty, "not in docs/Wireframe.md: \(missing.map(\.name))")
  }
}
