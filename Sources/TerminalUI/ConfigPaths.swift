/// Where the program keeps the person's files, by the XDG Base Directory specification: the
/// config under `$XDG_CONFIG_HOME` (else `~/.config`), the remembered variants under
/// `$XDG_STATE_HOME` (else `~/.local/state`), the project indexes kept between runs under
/// `$XDG_CACHE_HOME` (else `~/.cache`), each in a `layout-preview` folder. A variable that is
/// unset, empty or not an absolute path is ignored, as the specification says. This is the one
/// place that reads those variables.
public struct ConfigPaths: Sendable, Equatable {
  /// `…/layout-preview/config.yaml`.
  public var config: String
  /// `…/layout-preview/state.json`.
  public var state: String

  /// The paths `environment` (the process's variables) gives; `nil` when neither the XDG
  /// variables nor `HOME` say where.
  public init?(environment: [String: String]) {
    guard let config = Self.folder("XDG_CONFIG_HOME", else: ".config", in: environment),
      let state = Self.folder("XDG_STATE_HOME", else: ".local/state", in: environment)
    else { return nil }
    self.config = config + "/config.yaml"
    self.state = state + "/state.json"
  }

  /// `…/layout-preview` in the cache folder, where the project index is kept between runs;
  /// `nil` when neither `XDG_CACHE_HOME` nor `HOME` says where. Apart from the config's paths
  /// because a batch command caches without a config.
  public static func cacheFolder(environment: [String: String]) -> String? {
    folder("XDG_CACHE_HOME", else: ".cache", in: environment)
  }

  /// `$variable/layout-preview` when the variable is an absolute path, else
  /// `$HOME/fallback/layout-preview`.
  private static func folder(_ variable: String, else fallback: String, in environment: [String: String])
    -> String?
  {
    let base: String
    if let value = environment[variable], value.hasPrefix("/") {
      base = value
    } else if let home = environment["HOME"], home.hasPrefix("/") {
      base = (home.hasSuffix("/") ? String(home.dropLast()) : home) + "/" + fallback
    } else {
      return nil
    }
    return (base.hasSuffix("/") ? String(base.dropLast()) : base) + "/layout-preview"
  }
}
