/// The visible text of SwiftUI's inline Markdown (a `Text` made from a string literal is a
/// `LocalizedStringKey`, which SwiftUI reads as Markdown): what the screen shows, and so what is
/// measured and drawn.
///
/// Emphasis (`*a*`, `_a_`, `**a**`, `__a__`), strikethrough (`~~a~~`) and code (`` `a` ``) keep
/// their content; a link `[title](url)` keeps its title; a backslash before punctuation keeps the
/// punctuation. A delimiter with no partner, an underscore inside a word (`snake_case`) and a
/// delimiter followed by a space are text. Runs keep the text's font: bold and code runs are
/// measured in it, not in a bolder or monospaced face.
///
/// Readers apply it when they build a `Text` or `Label` (and to their translations), so layout
/// never scans for it.
package enum Markdown {
  /// `source` as SwiftUI shows it. A string with none of the ASCII characters that can start
  /// Markdown (`*`, `_`, `~`, `` ` ``, `[`, `\\`) is returned as is.
  package static func visibleText(_ source: String) -> String {
    guard source.utf8.contains(where: isMarker) else { return source }
    return render(Array(source))
  }

  @inline(__always)
  private static func isMarker(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "`"), UInt8(ascii: "["),
      UInt8(ascii: "\\"):
      true
    default: false
    }
  }

  private static func render(_ chars: [Character]) -> String {
    var out = ""
    var i = 0
    while i < chars.count {
      let c = chars[i]
      switch c {
      case "\\" where i + 1 < chars.count && (chars[i + 1].isPunctuation || chars[i + 1].isSymbol):
        out.append(chars[i + 1])
        i += 2
        continue
      case "`":
        let run = runLength(chars, from: i, of: "`")
        if let close = closingCodeRun(chars, from: i + run, length: run) {
          var code = String(chars[(i + run)..<close])
          if code.count >= 2, code.first == " ", code.last == " " {
            code = String(code.dropFirst().dropLast())
          }
          out += code
          i = close + run
          continue
        }
        out += String(chars[i..<(i + run)])
        i += run
        continue
      case "[":
        if let (title, end) = link(chars, from: i) {
          out += render(title)
          i = end
          continue
        }
      case "*", "_", "~":
        if let (inner, end) = emphasis(chars, from: i) {
          out += render(inner)
          i = end
          continue
        }
        let run = runLength(chars, from: i, of: c)
        out += String(chars[i..<(i + run)])
        i += run
        continue
      default: break
      }
      out.append(c)
      i += 1
    }
    return out
  }

  private static func runLength(_ chars: [Character], from start: Int, of c: Character) -> Int {
    var end = start
    while end < chars.count, chars[end] == c { end += 1 }
    return end - start
  }

  /// The start of the next run of exactly `length` backticks at or after `start`.
  private static func closingCodeRun(_ chars: [Character], from start: Int, length: Int) -> Int? {
    var i = start
    while i < chars.count {
      if chars[i] == "`" {
        let run = runLength(chars, from: i, of: "`")
        if run == length { return i }
        i += run
      } else {
        i += 1
      }
    }
    return nil
  }

  /// `[title](destination)` at `start`: the title's characters and the index after the `)`.
  private static func link(_ chars: [Character], from start: Int) -> ([Character], Int)? {
    var depth = 0
    var i = start
    while i < chars.count {
      if chars[i] == "[" { depth += 1 }
      if chars[i] == "]" {
        depth -= 1
        if depth == 0 { break }
      }
      i += 1
    }
    guard i + 1 < chars.count, chars[i + 1] == "(", let close = chars[(i + 2)...].firstIndex(of: ")") else {
      return nil
    }
    return (Array(chars[(start + 1)..<i]), close + 1)
  }

  /// Emphasis or strikethrough opening at `start`: the content and the index after the closing
  /// delimiter, a run of the same length (`*`, `**`, `***`, `~~`), or `nil` when the delimiter
  /// has no partner and is text.
  private static func emphasis(_ chars: [Character], from start: Int) -> ([Character], Int)? {
    let c = chars[start]
    let length = runLength(chars, from: start, of: c)
    guard c == "~" ? length == 2 : length <= 3 else { return nil }
    let open = start + length
    guard open < chars.count, !chars[open].isWhitespace else { return nil }
    if c == "_", start > 0, chars[start - 1].isLetter || chars[start - 1].isNumber { return nil }
    var i = open
    while i < chars.count {
      if chars[i] == "\\" {
        i += 2
        continue
      }
      if chars[i] == "`", let close = closingCodeRun(chars, from: i + 1, length: 1) {
        i = close + 1
        continue
      }
      guard chars[i] == c else {
        i += 1
        continue
      }
      let run = runLength(chars, from: i, of: c)
      let after = i + run
      let closesWord = c != "_" || after == chars.count || !(chars[after].isLetter || chars[after].isNumber)
      if run == length, !chars[i - 1].isWhitespace, closesWord {
        return (Array(chars[open..<i]), after)
      }
      i = after
    }
    return nil
  }
}
