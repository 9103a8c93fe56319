import LayoutEngine

/// `midWordBreak`: text whose lines break inside a word ("Blueto" / "oth"), which the engine does,
/// as UIKit does, when a word is wider than the whole line. The HIG (Typography, Supporting
/// Dynamic Type): "Make sure your app's layout adapts to all font sizes" and, in Layout, "Give
/// essential information sufficient space"; a word split mid-way is text a person cannot read
/// whole, and it appears as the text size grows (it is the first thing to look at for Larger
/// Text). A break is inside a word when the characters on both sides of it are letters or
/// digits with no space or hyphen between them in the text; scripts written without spaces
/// (Chinese, Japanese, Thai and their neighbours), which break between any characters, are
/// left out.
enum MidWordBreakRule {
  static func inspect(_ scene: Scene, into out: inout [Observation]) {
    let nodes = scene.result.nodes
    for index in nodes.indices {
      guard let text = nodes[index].text, let font = nodes[index].font,
        text.size.height > font.lineHeight * text.fontScale * 1.5, !scene.isSystem[index],
        scene.isShown(index),
        let string = shownString(nodes[index].element)
      else { continue }
      guard let broken = brokenWord(text.lines.map(\.text), in: string),
        let reference = scene.reference(index)
      else { continue }
      out.append(
        Observation(
          rule: .midWordBreak, node: reference, index: index, kind: "text breaks a word across lines",
          measure: Double(broken.word.count),
          detail: { "\"\(broken.word)\" as \"\(broken.first)\" / \"\(broken.rest)\"" }))
    }
  }

  /// The string `element` lays out: a text's, a label's or a control's title.
  static func shownString(_ element: Element) -> String? {
    switch element {
    case .textual(let textual): textual.string
    case .control(let control): control.shownString
    default: nil
    }
  }

  /// The first word of `string` that `lines` (its laid-out lines, trailing spaces left off)
  /// break, with its parts before and after the break; `nil` when every break is at a space or
  /// a hyphen, or the lines cannot be found in the string (they are compared ignoring case, for
  /// `textCase`).
  static func brokenWord(_ lines: [String], in string: String) -> (word: String, first: String, rest: String)?
  {
    let source = Array(string.lowercased())
    var cursor = 0
    for (number, line) in lines.enumerated() {
      let characters = Array(line.lowercased())
      guard characters.last != "…" else { return nil }
      while cursor < source.count, source[cursor].isWhitespace { cursor += 1 }
      guard let start = find(characters, in: source, from: cursor) else { return nil }
      cursor = start + characters.count
      guard number < lines.count - 1, cursor > 0, cursor < source.count,
        isWordCharacter(source[cursor - 1]), isWordCharacter(source[cursor])
      else { continue }
      let original = Array(string)
      guard original.count == source.count else { return nil }
      var wordStart = cursor - 1
      while wordStart > 0, isWordCharacter(original[wordStart - 1]) { wordStart -= 1 }
      var wordEnd = cursor
      while wordEnd < original.count, isWordCharacter(original[wordEnd]) { wordEnd += 1 }
      return (
        String(original[wordStart..<wordEnd]), String(original[wordStart..<cursor]),
        String(original[cursor..<wordEnd])
      )
    }
    return nil
  }

  /// Where `needle` starts in `haystack` at or after `from`: there first, else the next place.
  private static func find(_ needle: [Character], in haystack: [Character], from: Int) -> Int? {
    guard !needle.isEmpty else { return from }
    var start = from
    while start + needle.count <= haystack.count {
      if haystack[start..<start + needle.count].elementsEqual(needle) { return start }
      start += 1
    }
    return nil
  }

  /// A letter or digit of a script written with spaces between words.
  static func isWordCharacter(_ character: Character) -> Bool {
    guard character.isLetter || character.isNumber, let scalar = character.unicodeScalars.first else {
      return false
    }
    switch scalar.value {
    case 0x0E00...0x0EFF, 0x1000...0x109F, 0x1780...0x17FF,  // Thai, Lao, Myanmar, Khmer
      0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FFFF:  // kana, CJK
      return false
    default: return true
    }
  }
}
