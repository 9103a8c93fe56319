import Foundation
import LayoutEngine
import LayoutMapping

/// The String Catalogs (`Localizable.xcstrings`, Xcode's JSON of an app's localized strings) of
/// the project a Swift file is in, read into the table the mapper translates `Text("Settings")`
/// with: SwiftUI looks a literal up in that table at run time, so a preview without it would show
/// every screen in the development language only.
///
/// The project is the file's `ProjectRoot` (`catalogPaths(in:)` says where catalogs are looked
/// for). Without a project, only the file's folder is looked in.
enum StringCatalogs {
  /// The catalogs found for the file at `path`, nearest first, and the table they make.
  struct Found {
    var table = StringTable()
    var paths: [String] = []
    var warnings: [LayoutFileWarning] = []
    /// The bytes of the tables read so far, against `maximumTableBytes`.
    var bytesRead = 0
  }

  /// The file name SwiftUI's `Text("key")` reads its strings from (the default table).
  static let fileName = "Localizable.xcstrings"

  /// The most catalogs read.
  static let maximumCatalogs = 8
  /// The most strings one catalog gives; an app's catalog has hundreds to a few thousand.
  static let maximumStrings = 50_000
  /// The most bytes of string tables (catalogs, `.strings` and `.stringsdict` files together) one
  /// read takes, nearest first: parsing a catalog costs about 60 times its size in memory, and a
  /// catalog of 8 MiB took 4 s in a debug build on a quiet machine and 9-16 s on a loaded one (an
  /// app's catalog in three languages is well under 1 MiB; one of 40 languages can pass this).
  static let maximumTableBytes = 4 << 20
  /// The longest string of a table shown, in UTF-8 bytes: a translation is a line or a
  /// paragraph, and the text of a view is laid out whole.
  static let maximumValueBytes = 16 << 10

  /// The catalogs (and `.strings` tables) among a project's `resources`, read.
  static func found(in resources: ResourceLookup) -> Found {
    var found = Found()
    for catalog in catalogPaths(in: resources) {
      do throws(LayoutFileError) {
        let table = try read(catalog, found: &found)
        found.table = found.table.merging(table)
        found.paths.append(catalog)
      } catch {
        found.warnings.append(
          LayoutFileWarning(
            location: error.location,
            message: "the String Catalog was not read (\(error.message)); its strings are not translated"))
      }
    }
    StringsFiles.add(from: resources, to: &found)
    return found
  }

  /// The catalog files among `resources`, nearest first (`Resources/Localizable.xcstrings` beside
  /// `Views/`).
  static func catalogPaths(in resources: ResourceLookup) -> [String] {
    resources.entries(limit: maximumCatalogs) { $0 == fileName }
      .filter { FileStatus($0)?.isRegular == true }
  }

  /// The strings of the catalog at `path` in the languages the preview offers: for each key, its
  /// English text (the catalog's `en`, else the key) and its translations, where it has one.
  static func read(_ path: String, found: inout Found) throws(LayoutFileError) -> StringTable {
    let bytes = try tableBytes(at: path, found: &found)
    let location = SourceLocation(file: path, line: 1, column: 1)
    let json: Any
    do {
      json = try JSONSerialization.jsonObject(with: Data(bytes))
    } catch {
      throw LayoutFileError(location: location, message: "it is not JSON")
    }
    guard let root = json as? [String: Any], let strings = root["strings"] as? [String: Any] else {
      throw LayoutFileError(location: location, message: "it has no 'strings'")
    }
    guard strings.count <= maximumStrings else {
      throw LayoutFileError(
        location: location, message: "it has \(strings.count) strings, over the \(maximumStrings) read")
    }
    var table: [String: [String: String]] = [:]
    var plurals: [String: [String: [String: String]]] = [:]
    var tooLong = 0
    /// A string of the table, or `nil` (counted) when it is past `maximumValueBytes`.
    func shown(_ value: String) -> String? {
      guard value.utf8.count <= maximumValueBytes else {
        tooLong += 1
        return nil
      }
      return value
    }
    for (key, entry) in strings {
      guard let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] else {
        continue
      }
      var byLanguage: [String: String] = [:]
      for code in Language.fileCodes {
        let localization = localizations[code] as? [String: Any]
        if let unit = localization?["stringUnit"] as? [String: Any], let value = unit["value"] as? String {
          byLanguage[code] = shown(value)
        } else if let forms = (localization?["variations"] as? [String: Any])?["plural"] as? [String: Any] {
          // A plural's forms by category (`one`, `other`): the number shown picks one.
          plurals[key, default: [:]][code] = forms.compactMapValues {
            ((($0 as? [String: Any])?["stringUnit"] as? [String: Any])?["value"] as? String).flatMap(shown)
          }
        }
      }
      let english = byLanguage["en"] ?? key
      guard byLanguage.count > (byLanguage["en"] == nil ? 0 : 1) || english != key else { continue }
      if plurals[key]?["en"] == nil { byLanguage["en"] = english }
      table[key] = byLanguage
    }
    if tooLong > 0 { found.warnings.append(longStrings(tooLong, in: path)) }
    return StringTable(strings: table, plurals: plurals)
  }

  /// The bytes of the table at `path`, counted against `maximumTableBytes`; an error when they
  /// would pass it.
  static func tableBytes(at path: String, found: inout Found) throws(LayoutFileError) -> [UInt8] {
    let bytes = try LayoutFileSource.bytes(at: path)
    guard found.bytesRead + bytes.count <= maximumTableBytes else {
      throw LayoutFileError(
        location: SourceLocation(file: path, line: 1, column: 1),
        message:
          "it is \(bytes.count) bytes, past the \(maximumTableBytes) bytes of string tables read (the limit of one preview)"
      )
    }
    found.bytesRead += bytes.count
    return bytes
  }

  /// The warning that `count` strings of the table at `path` are too long to show.
  static func longStrings(_ count: Int, in path: String) -> LayoutFileWarning {
    LayoutFileWarning(
      location: SourceLocation(file: path, line: 1, column: 1),
      message:
        "\(count) of its strings are longer than \(maximumValueBytes) bytes (the limit of one string); they are not translated"
    )
  }
}
