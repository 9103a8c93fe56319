import Foundation
import LayoutEngine
import Preview
import TerminalUI
import Wireframe

/// The person's settings as the session starts: the config file at the XDG paths, or the
/// product's defaults and why, when the file is bad (the session runs all the same).
struct SessionSettings {
  /// Where the config and state files are, `nil` when neither XDG nor `HOME` say.
  var paths: ConfigPaths?
  var config = ConfigFile()
  /// The config file's first problem (file:line:column), when it was set aside.
  var problem: String?
  /// The same, with the file by its name only, for the session's notice line.
  var shortProblem: String?

  /// The settings of this process's environment.
  static func load() -> SessionSettings {
    var settings = SessionSettings(paths: ConfigPaths(environment: ProcessInfo.processInfo.environment))
    guard let path = settings.paths?.config else { return settings }
    do {
      settings.config = try ConfigFile.read(path) ?? ConfigFile()
    } catch {
      settings.problem = error.description
      settings.shortProblem = ConfigFile.notice(for: error)
    }
    return settings
  }

  /// The session's themes starting with `first` (the command line's), else the config's, else
  /// dark. An unknown theme in the config is reported where it is written, and dark shows.
  mutating func themes(first: String?) throws -> (themes: [Theme], skipped: [ThemeError]) {
    if let first { return try ThemeCatalog.sessionThemes(first: first) }
    if let (name, location) = config.theme {
      do {
        return try ThemeCatalog.sessionThemes(first: name)
      } catch {
        let known = ThemeCatalog.themeNames().joined(separator: ", ")
        let message = "error: unknown theme '\(name)'; known themes: \(known)"
        if problem == nil {
          problem = Sanitizer.sanitize("\(location): \(message)")
          let file = location.file.split(separator: "/").last.map(String.init) ?? location.file
          shortProblem = Sanitizer.sanitize("\(file):\(location.line):\(location.column): \(message)")
        }
      }
    }
    return try ThemeCatalog.sessionThemes(first: "dark")
  }
}

extension PreviewOptions {
  /// Whether the command line chose any part of the variant, which then wins over the one
  /// remembered for the file.
  var choosesVariant: Bool {
    device != nil || window != nil || orientation != .portrait || typeSize != nil || direction != nil
      || language != .english || split != .full || keyboard
  }
}
