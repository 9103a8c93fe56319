import ArgumentParser
import LayoutEngine
import Reports
import Variants

/// `layout-preview frames`: every node's absolute frame in points, for scripts and tests.
struct FramesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "frames",
    abstract: "Print every node's frame in screen points (after RTL mirroring), as JSON or a table.")

  /// Output formats.
  enum Format: String, RawStringArgument {
    case json
    case text
  }

  @Argument(
    help: ArgumentHelp(
      "Layout files, folders of them, or - for standard input. Several: a JSON array, or a table per file.",
      valueName: "file"),
    completion: Completions.layoutFiles)
  var files: [String]

  @OptionGroup var options: PreviewOptions

  @OptionGroup var scrolling: ScrollOptions
  @OptionGroup(title: "Project") var project: ProjectOption

  @Option(help: "json (for scripts) or text (a readable table).")
  var format: Format = .json

  func run() throws {
    try CommandRunner.run {
      let inputs = try LayoutInputs(operands: files, preview: options.preview, project: project.scope)
      let screen = try options.screen(prefersMac: inputs.prefersMac)
      var documents: [JSONValue] = []
      var tables: [String] = []
      let failure = try inputs.forEach { source, document in
        let shown = document.traits.screen(on: screen, fitting: document.body, context: options.context(for:))
        let result = try scrolling.layout(
          document.body, in: options.context(for: shown), file: source.name)
        let report = FramesReport(screen: shown, result: result)
        switch (format, inputs.isSeveral) {
        case (.json, false): try StandardOutput.print(report.json.serialized())
        case (.json, true):
          var members: [(String, JSONValue)] = [("file", .string(source.name))]
          if LayoutLoading.isSwift(document.path) {
            members.append(("preview", .string(document.title ?? "")))
          }
          documents.append(report.json.inserting(members, before: "device"))
        case (.text, false): try StandardOutput.print(report.table)
        case (.text, true): tables.append(LayoutInputs.header(source, document) + "\n" + report.table)
        }
      }
      // Written even when a file failed, so the others' output is not lost.
      if inputs.isSeveral {
        try StandardOutput.print(
          format == .json ? JSONValue.array(documents).serialized() : tables.joined(separator: "\n\n"))
      }
      if let failure { throw failure }
    }
  }
}
