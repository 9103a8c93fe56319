import ArgumentParser
import Devices
import Foundation
import LayoutEngine
import Preview
import TerminalUI
import Wireframe

/// `layout-preview [FILE|DIR ...]`: the interactive session, the default command.
struct PreviewCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "preview",
    abstract:
      "Open the interactive previewer (the default): keys switch device, rotation, text size, direction.",
    discussion: """
      With no files, opens ./Layouts, or the bundled samples when there is none. Press ? in the \
      session for every key. Standard input and output must be a terminal; use `render` in scripts.
      """,
    version: LayoutPreviewCommand.configuration.version)

  @Argument(
    help: "Layout files or folders of them. Default: ./Layouts or the bundled samples.",
    completion: Completions.layoutFiles)
  var files: [String] = []

  @OptionGroup var options: PreviewOptions
  @OptionGroup(title: "Project") var project: ProjectOption

  @Option(
    help:
      "The first colour theme: a name from Themes/ or a theme file; c cycles through the rest. Default: dark.",
    completion: Completions.themeNames)
  var theme: String?

  @Option(
    help: ArgumentHelp(
      "width (the default): the device as wide as reading its body text needs, scrolled with j/k and "
        + "the wheel; device: the whole device. f switches.",
      valueName: "mode"))
  var fit: FitMode?

  @Option(
    help: ArgumentHelp(
      "Give up on reading a saved file after this many seconds (1-3600); the last picture stays.",
      valueName: "seconds"))
  var reloadTimeout = 10

  @Flag(help: "Print the session's keys, grouped as its help shows them, and exit.")
  var keys = false

  /// A first argument that is no file but close to a subcommand's name is a mistyped command
  /// (`rendr`, `device`), not a layout to open: say which command was meant.
  func validate() throws {
    if !(1...3600).contains(reloadTimeout) {
      throw ValidationError("--reload-timeout must be between 1 and 3600 seconds, not \(reloadTimeout)")
    }
    guard let first = files.first, !FileManager.default.fileExists(atPath: first),
      let command = Self.mistypedCommand(first)
    else { return }
    try CommandRunner.run {
      throw CommandError.usage(
        "error: '\(Sanitizer.sanitize(first))' is not a file or a command; did you mean '\(command)'?")
    }
  }

  /// The subcommand `word` is probably a misspelling of, if any.
  static func mistypedCommand(_ word: String) -> String? {
    let names = LayoutPreviewCommand.configuration.subcommands.map { $0.configuration.commandName ?? "" }
    return EditDistance.suggestion(for: word, among: names + ["help"])
  }

  func run() throws {
    try CommandRunner.run {
      if keys {
        try StandardOutput.print(KeyMap.helpLines.joined(separator: "\n"))
        return
      }
      let paths = files.isEmpty ? SampleLayouts.defaultFiles() : SampleLayouts.expand(files)
      guard !paths.isEmpty else {
        throw CommandError.noInput("error: no layout files found in \(files.joined(separator: ", "))")
      }
      // The config's defaults fill in what the command line left out; a bad config is reported
      // and the session runs on the product's defaults.
      var settings = SessionSettings.load()
      var options = self.options
      if options.device == nil, options.window == nil { options.device = settings.config.device }
      if options.language == .english, let language = settings.config.language { options.language = language }
      let macOnly = paths.allSatisfy(LayoutLoading.isMacOnly)
      let screen = try options.screen(prefersMac: macOnly)
      let (themes, skipped) = try settings.themes(first: theme)
      var configuration = SessionConfiguration(
        paths: paths, device: screen.device, orientation: screen.orientation, typeSize: options.typeSize,
        direction: options.resolvedDirection, themes: themes, allowsColor: !Terminal.noColorRequested,
        devices: DeviceCatalog.standard.devices)
      configuration.splitMode = screen.splitMode
      configuration.project = project.project == nil ? settings.config.project ?? .nearest : project.scope
      configuration.showsKeyboard = options.keyboard
      configuration.language = options.language
      configuration.fit = fit ?? settings.config.fit ?? .width
      configuration.reloadTimeBudget = .seconds(reloadTimeout)
      configuration.keyMap = KeyMap.standard.remapped(settings.config.keys)
      configuration.charset = settings.config.charset
      configuration.configPath = settings.paths?.config
      configuration.statePath = settings.config.remembers ? settings.paths?.state : nil
      configuration.restoresVariant = !self.options.choosesVariant
      configuration.perform = SessionRequests.perform
      // A bad theme file is left out of `c`; the session says so at start, and so does standard
      // error (seen once the session has ended).
      for problem in skipped { Terminal.writeError("warning: theme skipped: \(problem.description)") }
      if let problem = settings.problem { Terminal.writeError("warning: config ignored: \(problem)") }
      configuration.startNotice =
        settings.shortProblem.map { "Config ignored: \($0)" }
        ?? skipped.first.map { "Theme skipped: \($0.description)" }
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
