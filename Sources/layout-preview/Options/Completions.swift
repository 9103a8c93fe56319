import ArgumentParser
import Devices

/// What the shell completion scripts (`--generate-completion-script bash|zsh|fish`) offer for
/// values that are not a fixed list: layout files, device names and theme names. Device and
/// theme names are asked of the binary when the user presses Tab, so they follow the catalog
/// and the themes of the current directory.
enum Completions {
  /// Layout files (and folders to descend into).
  static let layoutFiles = CompletionKind.file(extensions: ["yaml", "yml", "swift"])

  /// Every catalog device's name.
  static let deviceNames = CompletionKind.custom { _, _, _ in
    DeviceCatalog.standard.devices.map(\.name)
  }

  /// The themes of `./Themes` or the installed ones, by name.
  static let themeNames = CompletionKind.custom { _, _, _ in
    ThemeCatalog.themeNames()
  }
}
