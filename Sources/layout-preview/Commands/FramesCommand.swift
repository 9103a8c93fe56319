import ArgumentParser
import LayoutEngine

/// `layout-preview frames`: every node's absolute frame in points, for scripts and tests.
struct FramesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "frames",
    abstract: "Print every node's frame in screen points (after RTL mirroring), as JSON or a table.")

  /// Output formats.
  enum Format: String, ExpressibleByArgument, CaseIterable {
    case json
    case text
  }

  @Argument(help: "The layout file (.yaml).", completion: Completions.layoutFiles)
  var file: String

  @OptionGroup var options: PreviewOptions

  @Option(help: "json (for scripts) or text (a readable table).")
  var format: Format = .json

  func run() throws {
    try CommandRunner.run {
      let screen = try options.screen()
      let document = try LayoutLoading.load(file)
      let result = LayoutEngine.layout(document.body, in: options.context(for: screen))
      let report = FramesReport(screen: screen, result: result)
      try StandardOutput.print(format == .json ? report.json.serialized() : report.table)
    }
  }
}
