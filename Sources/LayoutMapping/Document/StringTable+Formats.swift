import Foundation

extension StringTable {
  /// What `text` shows in each language, English among them, when the table has it: the strings
  /// of the key `text` is; else those of a format key `text` has the shape of, filled with what
  /// `text` has in the specifiers' places. SwiftUI makes `%lld plants need water today` the key of
  /// `Text("\(count) plants need water today")`, and the preview has the text with the count in.
  /// A plural's form is chosen in each language by the first number (`PluralCategory`). A missing
  /// language is left out, so the preview shows the English, as iOS falls back to the development
  /// language (and a key with no English shows as itself).
  public func translations(of text: String) -> [String: String]? {
    if plurals[text] == nil, let exact = strings[text] { return exact }
    if plurals[text] != nil { return filled(text, arguments: []) }
    // The longest (most literal) format keys first, so "%lld of %lld" is not taken for "%@".
    let formats = Set(strings.keys.filter { $0.contains("%") } + plurals.keys.filter { $0.contains("%") })
      .sorted { ($0.count, $1) > ($1.count, $0) }
    for key in formats {
      guard let arguments = Self.arguments(of: text, matching: key) else { continue }
      return filled(key, arguments: arguments)
    }
    return nil
  }

  /// The key's strings in each language, filled with `arguments`.
  private func filled(_ key: String, arguments: [String]) -> [String: String]? {
    let number = arguments.lazy.compactMap { Double($0.replacingOccurrences(of: ",", with: "")) }.first ?? 0
    var result: [String: String] = [:]
    for (language, string) in strings[key] ?? [:] {
      result[language] = FormatSpecifier.fill(string, with: arguments)
    }
    for (language, forms) in plurals[key] ?? [:] {
      let category = PluralCategory.of(number, language: language).rawValue
      guard let form = forms[category] ?? forms["other"] else { continue }
      result[language] = FormatSpecifier.fill(form, with: arguments)
    }
    if result["en"] == nil { result["en"] = FormatSpecifier.fill(key, with: arguments) ?? key }
    return result
  }

  /// What `text` has in the places of `format`'s specifiers, by position, when `text` has its
  /// shape: a whole number for `%d`/`%lld`, a number for `%f`, any text for `%@`.
  static func arguments(of text: String, matching format: String) -> [String]? {
    var pattern = "^"
    var positions: [Int] = []
    for part in FormatSpecifier.parts(of: format) {
      switch part {
      case .literal(let literal):
        pattern += NSRegularExpression.escapedPattern(for: literal)
      case .specifier(let specifier, let argument):
        switch specifier.kind {
        case .integer: pattern += "(-?[0-9][0-9,]*)"
        case .decimal: pattern += "(-?[0-9][0-9,]*(?:\\.[0-9]+)?)"
        case .text: pattern += "(.+?)"
        }
        positions.append(argument)
      }
    }
    guard !positions.isEmpty, positions.allSatisfy({ $0 < 16 }) else { return nil }
    pattern += "$"
    guard let expression = try? NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators]),
      let match = expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text))
    else { return nil }
    var arguments = [String](repeating: "", count: (positions.max() ?? 0) + 1)
    for (group, position) in positions.enumerated() {
      guard let range = Range(match.range(at: group + 1), in: text) else { return nil }
      arguments[position] = String(text[range])
    }
    return arguments
  }
}
