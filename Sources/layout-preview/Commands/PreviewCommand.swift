import ArgumentParser
import Devices
import LayoutEngine
import TerminalUI

/// `layout-preview [FILE|DIR ...]`: the interactive session, the default command.
struct PreviewCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "preview",
    abstract:
      "Open the interactive previewer (the default): keys switch device, rotation, text size, direction.",
    discussion: """
      With no files, opens ./Layouts, or the bundled samples when there is none. Press ? in the \
      session for every key. Standard input and output must be a terminal; use `render` in scripts.
      """)

  @Argument(help: "Layout files or folders of them. Default: ./Layouts or the bundled samples.")
  var files: [String] = []

  @OptionGroup var options: PreviewOptions

  @Option(help: "The first colour theme: a name from Themes/ or a theme file; c cycles through the rest.")
  var theme = "dark"

  func run() throws {
    try CommandRunner.run {
      let paths = files.isEmpty ? SampleLayouts.defaultFiles() : SampleLayouts.expand(files)
      guard !paths.isEmpty else {
        throw CommandError.noInput("error: no layout files found in \(files.joined(separator: ", "))")
      }
      let screen = try options.screen()
      let themes = try ThemeCatalog.sessionThemes(first: theme)
      var configuration = SessionConfiguration(
        paths: paths, device: screen.device, orientation: screen.orientation, typeSize: options.typeSize,
        direction: options.resolvedDirection, themes: themes, allowsColor: !Terminal.noColorRequested,
        devices: DeviceCatalog.standard.devices)
      configuration.splitMode = screen.splitMode
      configuration.showsKeyboard = options.keyboard
      configuration.language = options.language
      let status: Int32
      do {
        status = try PreviewSession.run(configuration)
      } catch {
        throw CommandError.unavailable(String(describing: error))
      }
      // Ended by a signal: 128 plus its number, now that the terminal is restored.
      if status != 0 { throw ExitCode(status) }
    }
  }
}
