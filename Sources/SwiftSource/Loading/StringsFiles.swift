import Foundation
import LayoutEngine
import LayoutMapping

/// An app's strings tables in the format before String Catalogs: `en.lproj/Localizable.strings`
/// (`"key" = "value";`) and `.stringsdict` plurals, one folder per language, every table of it
/// (`Localizable`, `Settings`, …), since SwiftGen's `L10n` and `NSLocalizedString(_:tableName:)`
/// read any. `Base.lproj` is the development language's, English.
enum StringsFiles {
  /// The most `.strings` and `.stringsdict` files read.
  static let maximumFiles = 64
  /// The largest `.strings` file read: its parser walks characters, about a second a MiB in a
  /// debug build; an app's largest is a few hundred KiB.
  static let maximumFileBytes = 2 << 20

  /// The tables among a project's `resources`, merged into `found` after its catalogs (a
  /// catalog's string wins); `Localizable` before the other tables.
  static func add(from resources: ResourceLookup, to found: inout StringCatalogs.Found) {
    let folders = resources.entries(limit: StringCatalogs.maximumCatalogs) { name in
      guard name.hasSuffix(".lproj") else { return false }
      return language(of: name) != nil
    }
    var strings: [String: [String: String]] = [:]
    var plurals: [String: [String: [String: String]]] = [:]
    var count = 0
    // English from `en.lproj` before `Base.lproj`: the nearer language folder of each kind wins.
    for folder in folders.sorted(by: { rank($0) < rank($1) }) {
      guard let code = language(of: (folder as NSString).lastPathComponent) else { continue }
      let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted {
        ($0.hasPrefix("Localizable.") ? 0 : 1, $0) < ($1.hasPrefix("Localizable.") ? 0 : 1, $1)
      }
      for name in names where name.hasSuffix(".strings") || name.hasSuffix(".stringsdict") {
        count += 1
        let file = folder + "/" + name
        guard count <= maximumFiles else {
          found.warnings.append(
            LayoutFileWarning(
              location: SourceLocation(file: file, line: 1, column: 1),
              message:
                "the app has more than \(maximumFiles) strings files; this one and the rest are not read"))
          return merge(strings, plurals, into: &found)
        }
        do throws(LayoutFileError) {
          if name.hasSuffix(".strings") {
            var tooLong = 0
            for (key, value) in try readStrings(file, found: &found) where strings[key]?[code] == nil {
              guard value.utf8.count <= StringCatalogs.maximumValueBytes else {
                tooLong += 1
                continue
              }
              strings[key, default: [:]][code] = value
            }
            if tooLong > 0 { found.warnings.append(StringCatalogs.longStrings(tooLong, in: file)) }
          } else {
            for (key, forms) in try readPlurals(file, found: &found) where plurals[key]?[code] == nil {
              plurals[key, default: [:]][code] = forms
            }
          }
          found.paths.append(file)
        } catch {
          found.warnings.append(
            LayoutFileWarning(
              location: error.location,
              message: "the strings file was not read (\(error.message)); its strings are not translated"))
        }
        guard strings.count + plurals.count <= StringCatalogs.maximumStrings else {
          found.warnings.append(
            LayoutFileWarning(
              location: SourceLocation(file: file, line: 1, column: 1),
              message:
                "the app's strings files have more than \(StringCatalogs.maximumStrings) strings; the rest are not read"
            ))
          return merge(strings, plurals, into: &found)
        }
      }
    }
    merge(strings, plurals, into: &found)
  }

  private static func merge(
    _ strings: [String: [String: String]], _ plurals: [String: [String: [String: String]]],
    into found: inout StringCatalogs.Found
  ) {
    var table = strings
    for key in table.keys where table[key]?["en"] == nil && plurals[key]?["en"] == nil {
      table[key]?["en"] = key
    }
    found.table = found.table.merging(StringTable(strings: table, plurals: plurals))
  }

  /// The language code of a language folder the preview offers (`ar.lproj` is `ar`,
  /// `Base.lproj` and `en-GB.lproj` English); `nil` for another language.
  static func language(of folder: String) -> String? {
    let stem = String(folder.dropLast(".lproj".count))
    if stem == "Base" { return "en" }
    let code = String(stem.prefix { $0 != "-" && $0 != "_" }).lowercased()
    return Language.fileCodes.contains(code) ? code : nil
  }

  /// `en.lproj` before `Base.lproj`, each nearer before farther (the lookup's order).
  private static func rank(_ folder: String) -> Int {
    (folder as NSString).lastPathComponent == "Base.lproj" ? 1 : 0
  }

  /// A `.strings` file's pairs, UTF-8 or UTF-16 (with its byte-order mark).
  static func readStrings(_ path: String, found: inout StringCatalogs.Found) throws(LayoutFileError) -> [(
    String, String
  )] {
    let bytes = try StringCatalogs.tableBytes(at: path, found: &found)
    guard bytes.count <= maximumFileBytes else {
      throw LayoutFileError(
        location: SourceLocation(file: path, line: 1, column: 1),
        message: "it is \(bytes.count) bytes; strings files are read up to \(maximumFileBytes) bytes")
    }
    let text: String
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
      guard let decoded = String(data: Data(bytes), encoding: .utf16) else {
        throw LayoutFileError(
          location: SourceLocation(file: path, line: 1, column: 1), message: "it is not UTF-16")
      }
      text = decoded
    } else {
      text = String(
        decoding: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes, as: UTF8.self)
    }
    var parser = StringsFileParser(text: text, path: path)
    return try parser.pairs()
  }

  /// A `.stringsdict` file's plurals: by key, each CLDR category's string, the format key's
  /// variable (`%#@plants@`) replaced by the category's text.
  static func readPlurals(_ path: String, found: inout StringCatalogs.Found) throws(LayoutFileError)
    -> [String: [String: String]]
  {
    let bytes = try StringCatalogs.tableBytes(at: path, found: &found)
    let location = SourceLocation(file: path, line: 1, column: 1)
    guard
      let root = try? PropertyListSerialization.propertyList(from: Data(bytes), format: nil) as? [String: Any]
    else { throw LayoutFileError(location: location, message: "it is not a property list") }
    var plurals: [String: [String: String]] = [:]
    for (key, entry) in root {
      guard let entry = entry as? [String: Any], let format = entry["NSStringLocalizedFormatKey"] as? String,
        let start = format.range(of: "%#@"), let end = format[start.upperBound...].range(of: "@")
      else { continue }
      let variable = String(format[start.upperBound..<end.lowerBound])
      guard let rule = entry[variable] as? [String: Any] else { continue }
      var forms: [String: String] = [:]
      for category in PluralCategory.allCases {
        guard let text = rule[category.rawValue] as? String else { continue }
        forms[category.rawValue] = format.replacingCharacters(
          in: start.lowerBound..<end.upperBound, with: text)
      }
      if !forms.isEmpty { plurals[key] = forms }
    }
    return plurals
  }
}

/// Reads the old property-list strings format: `"key" = "value";` pairs (a key alone stands for
/// itself), `/* … */` and `//` comments, escapes `\"`, `\\`, `\n`, `\t`, `\U00E9`, and unquoted
/// words. A syntax error is an error at its `line:column`.
struct StringsFileParser {
  private let characters: [Character]
  private let path: String
  private var index = 0

  init(text: String, path: String) {
    characters = Array(text)
    self.path = path
  }

  mutating func pairs() throws(LayoutFileError) -> [(String, String)] {
    var pairs: [(String, String)] = []
    while true {
      try skipSpace()
      guard index < characters.count else { return pairs }
      let key = try token()
      try skipSpace()
      if peek == ";" {
        index += 1
        pairs.append((key, key))
        continue
      }
      try expect("=")
      try skipSpace()
      let value = try token()
      try skipSpace()
      try expect(";")
      pairs.append((key, value))
    }
  }

  private var peek: Character? { index < characters.count ? characters[index] : nil }

  private mutating func expect(_ character: Character) throws(LayoutFileError) {
    guard peek == character else { throw error("expected '\(character)'") }
    index += 1
  }

  private mutating func skipSpace() throws(LayoutFileError) {
    while let character = peek {
      if character.isWhitespace {
        index += 1
      } else if character == "/", index + 1 < characters.count, characters[index + 1] == "*" {
        let start = index
        index += 2
        while index + 1 < characters.count, !(characters[index] == "*" && characters[index + 1] == "/") {
          index += 1
        }
        guard index + 1 < characters.count else {
          index = start
          throw error("a comment is not closed")
        }
        index += 2
      } else if character == "/", index + 1 < characters.count, characters[index + 1] == "/" {
        while let next = peek, !next.isNewline { index += 1 }
      } else {
        return
      }
    }
  }

  private mutating func token() throws(LayoutFileError) -> String {
    guard let first = peek else { throw error("expected a string") }
    if first != "\"" {
      var word = ""
      while let character = peek, character.isLetter || character.isNumber || "_.$:/-".contains(character) {
        word.append(character)
        index += 1
      }
      guard !word.isEmpty else { throw error("expected a string") }
      return word
    }
    let start = index
    index += 1
    var text = ""
    while let character = peek {
      index += 1
      switch character {
      case "\"": return text
      case "\\":
        guard let escaped = peek else { break }
        index += 1
        switch escaped {
        case "n": text.append("\n")
        case "t": text.append("\t")
        case "r": text.append("\r")
        case "U", "u":
          let digits = String(characters[index..<min(index + 4, characters.count)])
          guard digits.count == 4, let code = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(code)
          else {
            throw error("expected four hexadecimal digits after '\\\(escaped)'")
          }
          text.unicodeScalars.append(scalar)
          index += 4
        default: text.append(escaped)
        }
      default: text.append(character)
      }
    }
    index = start
    throw error("a string is not closed")
  }

  /// An error at the current place's line and column.
  private func error(_ message: String) -> LayoutFileError {
    var line = 1
    var column = 1
    for character in characters[..<min(index, characters.count)] {
      if character.isNewline {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    return LayoutFileError(location: SourceLocation(file: path, line: line, column: column), message: message)
  }
}
