import LayoutFile
import Preview
import Wireframe

/// A config file saved while the session runs: what the save changed applies at once, the keys
/// and every start-up default (device, fit, theme, charset, language), each as its key or command
/// would. A setting the save left as it was, or removed, leaves the session as it is, so a device
/// chosen on the command line or with `d` stays until the file changes its `device:`.
struct ConfigReload {
  /// The config as last read (the product's defaults when there was none, or it was bad).
  private(set) var last: ConfigFile

  /// Starts from the config at `path` as the session starts with it.
  init(path: String?) {
    last = (path.flatMap { try? ConfigFile.read($0) } ?? nil) ?? ConfigFile()
  }

  /// Reads the config at `path` and applies what changed since the last good read to `state`,
  /// `environment` (keys, theme names), `themes` (a theme file named for the first time is
  /// loaded) and `glyphs` (`unicodeAllowed`: the locale can show Unicode); returns the notice:
  /// what changed, or the file's first problem at file:line:column with everything left as it was.
  mutating func apply(
    _ path: String, to state: inout PreviewState, environment: inout PreviewEnvironment,
    themes: inout [Theme],
    glyphs: inout GlyphSet, unicodeAllowed: Bool
  ) -> String {
    let config: ConfigFile
    do {
      config = try ConfigFile.read(path) ?? ConfigFile()
    } catch {
      return ConfigFile.notice(for: error)
    }
    var changed: [String] = []
    if !Self.sameKeys(config.keys, last.keys) {
      environment.keyMap = KeyMap.standard.remapped(config.keys)
      changed.append("keys")
    }
    var themeIndex: Int?
    if let theme = config.theme, theme.name != last.theme?.name {
      guard let index = Self.themeIndex(named: theme.name, in: &themes, environment: &environment) else {
        let known = environment.themeNames.joined(separator: ", ")
        return "\(Self.fileName(of: theme.location.file)):\(theme.location.line):\(theme.location.column): "
          + "error: unknown theme '\(theme.name)'; known themes: \(known)"
      }
      themeIndex = index
      changed.append("theme")
    }
    let device = config.device != last.device ? config.device : nil
    let fit = config.fit != last.fit ? config.fit : nil
    let language = config.language != last.language ? config.language : nil
    state.applyConfig(device: device, fit: fit, language: language, themeIndex: themeIndex, in: environment)
    if device != nil { changed.append("device") }
    if fit != nil { changed.append("fit") }
    if language != nil { changed.append("language") }
    if let charset = config.charset, charset != last.charset {
      glyphs = charset == .ascii || !unicodeAllowed ? .ascii : .unicode
      changed.append("charset")
    }
    if config.remembers != last.remembers { changed.append("remember (from the next start)") }
    last = config
    return changed.isEmpty
      ? "Config reloaded: nothing changed" : "Config reloaded: " + changed.joined(separator: ", ")
  }

  /// Whether two remappings give the same keys to the same actions.
  static func sameKeys(_ a: [(name: String, keys: [Key])], _ b: [(name: String, keys: [Key])]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { $0.name == $1.name && $0.keys == $1.keys }
  }

  /// The index of the theme `name` among `themes`, by its name or file name in any case and
  /// spelling (`high-contrast` is "High Contrast"); a theme file not among them is loaded and
  /// added. `nil` when there is no such theme.
  static func themeIndex(named name: String, in themes: inout [Theme], environment: inout PreviewEnvironment)
    -> Int?
  {
    func folded(_ text: String) -> String { String(text.lowercased().filter { $0.isLetter || $0.isNumber }) }
    let wanted = folded(fileName(of: name).replacingSuffix(".yaml"))
    if let index = themes.firstIndex(where: { folded($0.name) == wanted }) { return index }
    guard name.contains("/"), let bytes = try? BudgetedYAML.read(name),
      let theme = try? Theme.parse(bytes: bytes, file: name)
    else { return nil }
    themes.append(theme)
    environment.themeNames.append(theme.name)
    return themes.count - 1
  }

  /// The last part of a path.
  static func fileName(of path: String) -> String { String(path.split(separator: "/").last ?? "") }
}

extension String {
  /// The string without `suffix` at its end.
  fileprivate func replacingSuffix(_ suffix: String) -> String {
    hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
  }
}
