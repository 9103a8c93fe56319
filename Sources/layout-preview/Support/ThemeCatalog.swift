import Devices
import Foundation
import Wireframe

/// Finds colour themes: `./Themes` first (a project's own), then the themes shipped as resources.
enum ThemeCatalog {
  /// The theme files of the first folder that has any, sorted by name.
  static func themeFiles() -> [String] {
    for folder in ["Themes", bundledDirectory].compactMap({ $0 }) {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      let files = names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }.sorted()
      if !files.isEmpty { return files.map { folder + "/" + $0 } }
    }
    return []
  }

  /// The folder of the bundled themes: beside the binary or installed (`DataFiles`).
  static var bundledDirectory: String? {
    DataFiles.locate("Themes", bundle: CommandData.bundle)?.path
  }

  /// The names of the theme files, for completion and messages.
  static func themeNames() -> [String] { themeFiles().map(baseName) }

  /// The theme called `name` (its file name without extension, case-insensitive) or at the path
  /// `name`; an unknown name lists the known ones, a malformed file names its line and column.
  static func theme(named name: String) throws -> Theme {
    if name.contains("/") || name.hasSuffix(".yaml") || name.hasSuffix(".yml") {
      return try load(name)
    }
    let files = themeFiles()
    if let file = files.first(where: { baseName($0).lowercased() == name.lowercased() }) {
      return try load(file)
    }
    if name.lowercased() == Theme.builtIn.name.lowercased() { return .builtIn }
    let known = files.map(baseName).joined(separator: ", ")
    throw CommandError.usage("error: unknown theme '\(name)'; known themes: \(known)")
  }

  /// Every theme for the session's `c` key, starting with `first`, and the problems of the theme
  /// files left out: a bad file in ./Themes is reported and skipped, it never stops the session.
  static func sessionThemes(first: String) throws -> (themes: [Theme], skipped: [ThemeError]) {
    let chosen = try theme(named: first)
    var themes = [chosen]
    var skipped: [ThemeError] = []
    for file in themeFiles() {
      do {
        let theme = try ThemeFile.load(file)
        if theme.name != chosen.name { themes.append(theme) }
      } catch {
        skipped.append(error)
      }
    }
    return (themes, skipped)
  }

  private static func load(_ path: String) throws -> Theme {
    guard FileManager.default.fileExists(atPath: path) else {
      throw CommandError.noInput("error: \(path): no such theme file")
    }
    do {
      return try ThemeFile.load(path)
    } catch {
      throw CommandError.data(error.description)
    }
  }

  private static func baseName(_ path: String) -> String {
    let file = path.split(separator: "/").last.map(String.init) ?? path
    return file.split(separator: ".").first.map(String.init) ?? file
  }
}
