import Preview

/// A config file saved while the session runs: its keys replace the session's at once; the
/// start-up defaults (device, fit, theme, charset, language) wait for the next session, which
/// the notice says.
enum ConfigReload {
  /// Reads the config at `path` into `environment`'s key map and returns the notice to show: what
  /// changed, or the file's first problem at file:line:column with the keys left as they were.
  static func keyMap(at path: String, into environment: inout PreviewEnvironment) -> String {
    do {
      let config = try ConfigFile.read(path) ?? ConfigFile()
      environment.keyMap = KeyMap.standard.remapped(config.keys)
      return "Config reloaded: keys as it says; other settings apply from the next start"
    } catch {
      return ConfigFile.notice(for: error)
    }
  }
}
