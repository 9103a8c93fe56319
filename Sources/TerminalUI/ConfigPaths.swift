/// Where the session keeps the person's files, by the XDG Base Directory specification: the
/// config under `$XDG_CONFIG_HOME` (else `~/.config`), the remembered variants under
/// `$XDG_STATE_HOME` (else `~/.local/state`), each in a `layout-preview` folder. A variable that
/// is unset, empty or not an absolute path is ignored, as the specification says.
public struct ConfigPaths: Sendable, Equatable {
  /// `…/layout-preview/config.yaml`.
  public var config: String
  /// `…/layout-preview/state.json`.
  public var state: String

  /// The paths `environment` (the process's variables) gives; `nil` when neither the XDG
  /// variables nor `HOME` say where.
  public init?(environment: [String: String]) {
    func base(_ variable: String, _ fallback: String) -> String? {
      if let value = environment[variable], value.hasPrefix("/") { return value }
      guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
      return (home.hasSuffix("/") ? String(home.dropLast()) : home) + "/" + fallback
    }
    guard let config = base("XDG_CONFIG_HOME", ".config"), let state = base("XDG_STATE_HOME", ".local/state")
    else { return nil }
    self.config = config + "/layout-preview/config.yaml"
    self.state = state + "/layout-preview/state.json"
  }
}
