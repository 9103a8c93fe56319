import ArgumentParser
import Foundation
import LayoutEngine
import TerminalUI

/// `layout-preview info`: the files the program reads and writes outside the layouts, and
/// whether each is there, so a person can find the config and the remembered variants.
struct InfoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "info",
    abstract:
      "Print the paths it uses: the config file, the remembered variants, the project cache, themes and samples.",
    discussion: """
      The config is $XDG_CONFIG_HOME/layout-preview/config.yaml (else ~/.config/…), the \
      remembered variants $XDG_STATE_HOME/layout-preview/state.json (else ~/.local/state/…), the \
      project indexes kept between runs $XDG_CACHE_HOME/layout-preview (else ~/.cache/…).
      """)

  func run() throws {
    try CommandRunner.run {
      let cache = ConfigPaths.cacheFolder(environment: ProcessInfo.processInfo.environment)
      try StandardOutput.print(
        Self.lines(settings: SessionSettings.load(), cache: cache).joined(separator: "\n"))
    }
  }

  /// One line per path: what it is, where, and its state.
  static func lines(settings: SessionSettings, cache: String?) -> [String] {
    var lines: [String] = []
    if let paths = settings.paths {
      let config: String
      if let problem = settings.problem {
        config = "bad, ignored: \(problem)"
      } else {
        config = FileManager.default.fileExists(atPath: paths.config) ? "read" : "not there: the defaults"
      }
      lines.append("config   \(paths.config)  (\(config))")
      let state: String
      if !settings.config.remembers {
        state = "off: remember: false"
      } else {
        do {
          let count = try StateFile.read(paths.state).count
          state = count == 1 ? "1 file remembered" : "\(count) files remembered"
        } catch {
          state = "unreadable, replaced at the next session's end: \(error.message)"
        }
      }
      lines.append("state    \(paths.state)  (\(state))")
    } else {
      lines.append("config   none: neither XDG_CONFIG_HOME nor HOME is set")
      lines.append("state    none: neither XDG_STATE_HOME nor HOME is set")
    }
    if let cache {
      let indexes = (try? FileManager.default.contentsOfDirectory(atPath: cache))?
        .filter { $0.hasPrefix("project-") && $0.hasSuffix(".index") }.count
      let state =
        switch indexes {
        case nil: "not there: made by the first read of a project"
        case 1: "1 project indexed"
        case let count?: "\(count) projects indexed"
        }
      lines.append("cache    \(cache)  (\(state))")
    } else {
      lines.append("cache    none: neither XDG_CACHE_HOME nor HOME is set; projects are indexed afresh")
    }
    lines.append(
      "themes   \(ThemeCatalog.bundledDirectory ?? "none bundled")  (./Themes first when it has any)")
    lines.append(
      "samples  \(SampleLayouts.bundledDirectory ?? "none bundled")  (./Layouts first when there is one)")
    return lines.map { Sanitizer.sanitize($0) }
  }
}
