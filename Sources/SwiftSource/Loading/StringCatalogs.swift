import Foundation
import LayoutEngine
import LayoutMapping

/// The String Catalogs (`Localizable.xcstrings`, Xcode's JSON of an app's localized strings) of
/// the project a Swift file is in, read into the table the mapper translates `Text("Settings")`
/// with: SwiftUI looks a literal up in that table at run time, so a preview without it would show
/// every screen in the development language only.
///
/// The project is the file's `ProjectRoot` (`catalogPaths(near:)` says where catalogs are looked
/// for). Without a project, only the file's folder is looked in.
enum StringCatalogs {
  /// The catalogs found for the file at `path`, nearest first, and the table they make.
  struct Found {
    var table = StringTable()
    var paths: [String] = []
    var warnings: [LayoutFileWarning] = []
  }

  /// The file name SwiftUI's `Text("key")` reads its strings from (the default table).
  static let fileName = "Localizable.xcstrings"

  /// The most catalogs read.
  static let maximumCatalogs = 8
  /// The most strings one catalog gives; an app's catalog has hundreds to a few thousand.
  static let maximumStrings = 50_000

  /// Whether a folder's name says it holds an app's resources (`Resources`, `Supporting Files`,
  /// `Localization`, `Strings`): where a catalog sits beside the code. Other folders beside the
  /// file's are other features or modules, whose catalogs are theirs.
  private static func isResourceFolder(_ name: String) -> Bool {
    let lowered = name.lowercased()
    return !name.hasPrefix(".")
      && ["resource", "locali", "string", "supporting"].contains { lowered.contains($0) }
  }

  /// The catalogs of the project `path` is in, read.
  static func near(_ path: String) -> Found {
    var found = Found()
    for catalog in catalogPaths(near: path) {
      do throws(LayoutFileError) {
        found.table = found.table.merging(try read(catalog))
        found.paths.append(catalog)
      } catch {
        found.warnings.append(
          LayoutFileWarning(
            location: error.location,
            message: "the String Catalog was not read (\(error.message)); its strings are not translated"))
      }
    }
    return found
  }

  /// The catalog files for the Swift file at `path`: in its folder and each folder above it up to
  /// its project's root, nearest first, each folder's own catalog before those of its resource
  /// folders (`Resources/Localizable.xcstrings` beside `Views/`). Catalogs elsewhere in the
  /// project belong to other modules, whose strings this file's `Text` does not read.
  static func catalogPaths(near path: String) -> [String] {
    let fileManager = FileManager.default
    let project = ProjectRoot(of: path)
    // Without a project, the file's folder alone: nothing above it is known to be the app's.
    let ancestors = project.root == nil ? [project.folders[0]] : project.folders
    var paths: [String] = []
    var seen: Set<String> = []
    for ancestor in ancestors {
      let entries = ((try? fileManager.contentsOfDirectory(atPath: ancestor)) ?? []).sorted()
      let candidates =
        [ancestor + "/" + fileName]
        + entries.filter(isResourceFolder).map { ancestor + "/" + $0 + "/" + fileName }
      for candidate in candidates where FileStatus(candidate)?.isRegular == true {
        let key = URL(fileURLWithPath: candidate).standardizedFileURL.path
        if seen.insert(key).inserted { paths.append(candidate) }
      }
      if paths.count >= maximumCatalogs { break }
    }
    return Array(paths.prefix(maximumCatalogs))
  }

  /// The strings of the catalog at `path` in the languages the preview offers: for each key, its
  /// English text (the catalog's `en`, else the key) and its translations, where it has one.
  static func read(_ path: String) throws(LayoutFileError) -> StringTable {
    let bytes = try LayoutFileSource.bytes(at: path)
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
    for (key, entry) in strings {
      guard let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] else {
        continue
      }
      var byLanguage: [String: String] = [:]
      for code in Language.fileCodes {
        guard let unit = (localizations[code] as? [String: Any])?["stringUnit"] as? [String: Any],
          let value = unit["value"] as? String
        else { continue }
        byLanguage[code] = value
      }
      let english = byLanguage["en"] ?? key
      guard byLanguage.count > (byLanguage["en"] == nil ? 0 : 1) || english != key else { continue }
      byLanguage["en"] = english
      table[key] = byLanguage
    }
    return StringTable(strings: table)
  }
}
