import LayoutEngine

/// A `Font` as SwiftUI source writes it: `.headline`, `Font.title2.weight(.semibold)`,
/// `.body.bold().italic().monospacedDigit()`, `.system(size:weight:design:)`,
/// `.system(_:design:weight:)`, `.custom(_:size:relativeTo:)` and `.custom(_:fixedSize:)`.
enum FontExpression {
  /// The font `text` spells, or `nil` when it is not one of those forms.
  static func parse(_ text: String) -> Font? {
    var scanner = Scanner(Array(text.filter { !$0.isWhitespace }))
    _ = scanner.take("Font")
    guard scanner.take("."), var font = base(&scanner) else { return nil }
    while !scanner.isAtEnd {
      guard scanner.take("."), let name = scanner.identifier(), scanner.take("(") else { return nil }
      switch name {
      case "bold": font.weight = .bold
      case "italic": font.isItalic = true
      case "monospaced": font.design = .monospaced
      case "monospacedDigit": font.hasMonospacedDigits = true
      case "weight":
        guard let weight = scanner.member().flatMap(FontWeight.init(name:)) else { return nil }
        font.weight = weight
      default: return nil
      }
      guard scanner.take(")") else { return nil }
    }
    return font
  }

  /// A text style, `system(…)` or `custom(…)`, after the leading dot.
  private static func base(_ scanner: inout Scanner) -> Font? {
    guard let name = scanner.identifier() else { return nil }
    if let style = TextStyle(rawValue: name) { return Font(style: style) }
    guard scanner.take("(") else { return nil }
    var font = Font()
    if name == "custom" {
      guard scanner.string() != nil else { return nil }
    } else if name == "system" {
      if scanner.peek == "." {
        guard let style = scanner.member().flatMap(TextStyle.init(rawValue:)) else { return nil }
        font.style = style
      }
    } else {
      return nil
    }
    var relativeTo: TextStyle?
    while !scanner.take(")") {
      _ = scanner.take(",")
      guard let label = scanner.identifier(), scanner.take(":") else { return nil }
      switch (name, label) {
      case ("system", "size"), ("custom", "size"), ("custom", "fixedSize"):
        guard let size = scanner.number(), size > 0, size <= 100_000 else { return nil }
        font.fixedSize = size
        font.scalesWithStyle = name == "custom" && label == "size"
      case ("system", "weight"):
        guard let weight = scanner.member().flatMap(FontWeight.init(name:)) else { return nil }
        font.weight = weight
      case ("system", "design"):
        guard let design = scanner.member().flatMap(FontDesign.init(rawValue:)) else { return nil }
        font.design = design
      case ("custom", "relativeTo"):
        guard let style = scanner.member().flatMap(TextStyle.init(rawValue:)) else { return nil }
        relativeTo = style
      default: return nil
      }
    }
    if name == "custom" {
      guard font.fixedSize != nil else { return nil }
      font.style = relativeTo ?? .body
    }
    return font
  }

  /// Reads the characters of a font expression.
  private struct Scanner {
    let source: [Character]
    var index = 0

    init(_ source: [Character]) { self.source = source }

    var isAtEnd: Bool { index >= source.count }
    var peek: Character? { isAtEnd ? nil : source[index] }

    /// Consumes `text` if it comes next.
    mutating func take(_ text: String) -> Bool {
      let characters = Array(text)
      guard index + characters.count <= source.count,
        Array(source[index..<index + characters.count]) == characters
      else { return false }
      index += characters.count
      return true
    }

    mutating func identifier() -> String? {
      let start = index
      while let c = peek, c.isASCII, c.isLetter || c.isNumber || c == "_" { index += 1 }
      return index > start ? String(source[start..<index]) : nil
    }

    /// `.name` or `Type.name`: the name.
    mutating func member() -> String? {
      if !take("."), identifier() == nil || !take(".") { return nil }
      while true {
        guard let name = identifier() else { return nil }
        if !take(".") { return name }
      }
    }

    mutating func number() -> Double? {
      let start = index
      while let c = peek, c.isNumber || c == "." { index += 1 }
      return Double(String(source[start..<index]))
    }

    /// A string literal in double quotes, without escapes.
    mutating func string() -> String? {
      guard take("\"") else { return nil }
      let start = index
      while let c = peek, c != "\"" { index += 1 }
      guard take("\"") else { return nil }
      return String(source[start..<index - 1])
    }
  }
}
