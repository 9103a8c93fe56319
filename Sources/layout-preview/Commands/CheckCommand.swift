import ArgumentParser
import Audit
import LayoutEngine
import Reports

import class LayoutMapping.LayoutWarnings

/// `layout-preview check`: lays each file out over the variant matrix and reports what the
/// rules find (docs/Check.md).
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Audit layouts over every device, orientation, text size, direction and language.",
    discussion: """
      Rules: \(Rule.allCases.map(\.rawValue).joined(separator: ", ")) (docs/Check.md). Each finding \
      names the node, its file:line:column and the variants it occurs in. Exit status: 0 when no \
      error is found, 1 when one is, 64 for bad options, 65 for a layout file that is not valid \
      (or names an unknown rule in checkIgnores), 66 for one that cannot be read.
      """)

  /// Output formats.
  enum Format: String, RawStringArgument {
    case text
    case json
    case sarif
    case github
    case junit
  }

  @Argument(
    help: ArgumentHelp(
      "Layout files or folders of them. Default: ./Layouts or the bundled samples.", valueName: "file"),
    completion: Completions.layoutFiles)
  var files: [String] = []

  @OptionGroup var matrix: MatrixOptions
  @OptionGroup(title: "Project") var project: ProjectOption

  @Option(
    help: ArgumentHelp(
      "text (grouped by file), json, sarif (SARIF 2.1.0 for code scanning), github (workflow commands) or junit."
    ))
  var format: Format = .text

  /// Reports other than the findings.
  enum ReportKind: String, RawStringArgument {
    case largerText = "larger-text"
  }

  @Option(
    help: ArgumentHelp(
      "larger-text: per device family, the largest text size with no text clipped, broken mid-word or stopped growing, against the 200% (watchOS 140%) of Larger Text, instead of the findings.",
      valueName: "report"))
  var report: ReportKind?

  @Option(
    name: .customLong("severity"),
    help: ArgumentHelp(
      "A rule's severity: rule=error, rule=warning or rule=off (repeat for several).", valueName: "rule=level"
    ))
  var severities: [String] = []

  @Option(
    help: ArgumentHelp(
      "The most view layouts (views × distinct layouts) one file is given; past it the matrix is narrowed, with a note.",
      valueName: "n"))
  var workBudget: Int = WorkBudget.standard.viewLayouts

  func run() throws {
    try CommandRunner.run {
      var settings = try Self.settings(severities)
      if report == .largerText {
        // The report reads the text rules only; the others would be work for nothing.
        for rule in Rule.allCases where ![.textClipped, .midWordBreak, .dynamicType].contains(rule) {
          settings.set(rule, to: .off)
        }
      }
      guard workBudget > 0 else { throw CommandError.usage("error: --work-budget takes a positive number") }
      var matrix = try self.matrix.matrix()
      // Larger Text is about the person's text size: the file's own strings, unless asked.
      if report == .largerText && self.matrix.language.isEmpty { matrix.languages = [.english] }
      // A macOS-only Swift file is checked on a Mac window, as render shows it, unless devices
      // are chosen.
      let macMatrix = try self.matrix.macMatrix(for: matrix)
      let operands = files.isEmpty ? SampleLayouts.defaultFiles() : files
      guard !operands.isEmpty else {
        throw CommandError.noInput(
          "error: no layout given, and neither ./Layouts nor the bundled samples hold one")
      }
      guard !operands.contains("-") else {
        throw CommandError.usage("error: check reads layout files, not standard input")
      }
      let inputs = try LayoutInputs(operands: operands, project: project.scope)
      var documents: [Checker.Input] = []
      var layoutWarnings: [LayoutWarnings] = []
      // Reported on standard error as it happens; the others are still checked.
      var failure: CommandError?
      for source in inputs.sources {
        do {
          // A Swift file gives one document per preview, each checked.
          var ownMatrix: VariantMatrix?
          if case .file(let path) = source, LayoutLoading.isMacOnly(path) { ownMatrix = macMatrix }
          for document in try LayoutInputs.load(source, project: inputs.project) {
            documents.append(
              Checker.Input(
                file: source.name, body: document.body, traits: document.traits, matrix: ownMatrix))
            layoutWarnings.append(document.layoutWarnings)
          }
        } catch let error as CommandError {
          if case .file(let path) = source, inputs.folderFiles.contains(path),
            LayoutLoading.hasNothingToPreview(error)
          {
            continue
          }
          Terminal.writeError(error.message)
          failure = failure ?? CommandError(message: "", exitCode: error.exitCode)
        }
      }
      let budget = WorkBudget(viewLayouts: workBudget)
      let reports = AsyncBridge.wait { [documents, settings, matrix] in
        await Checker.check(documents, matrix: matrix, settings: settings, budget: budget)
      }
      // What only laying the variants out found (code that passed its trial and failed for one).
      for warning in layoutWarnings.flatMap({ $0.take() }) { Terminal.writeError(warning.description) }
      if report == .largerText {
        try StandardOutput.print(
          LargerTextReport.render(reports, devices: matrix.devices, typeSizes: matrix.typeSizes))
        if let failure { throw failure }
        return
      }
      try StandardOutput.print(Self.output(reports, format: format, settings: settings))
      // The text report has the note; the others carry it for their readers, and standard error
      // tells the person who ran the command.
      if format != .text {
        for report in reports {
          if let note = CheckNotes.reduction(of: report) {
            Terminal.writeError(Sanitizer.sanitize("\(report.file): note: \(note)"))
          }
        }
      }
      for report in reports {
        for unknown in report.unknownIgnores {
          Terminal.writeError(
            Sanitizer.sanitize(
              "\(unknown.location): error: checkIgnores names no rule '\(unknown.name)'; rules: "
                + Rule.allCases.map(\.rawValue).joined(separator: ", ")))
          failure = failure ?? CommandError(message: "", exitCode: 65)
        }
      }
      if let failure { throw failure }
      if reports.contains(where: \.hasErrors) { throw CommandError(message: "", exitCode: 1) }
    }
  }

  /// The report in `format`.
  static func output(_ reports: [FileReport], format: Format, settings: RuleSettings) -> String {
    switch format {
    case .text: CheckTextReport.render(reports)
    case .json: CheckJSONReport.json(reports).serialized()
    case .sarif: SARIFReport.json(reports, settings: settings).serialized()
    case .github: GitHubAnnotations.render(reports)
    case .junit: JUnitReport.render(reports, settings: settings)
    }
  }

  /// The rule settings `--severity` options give, or a usage error naming the bad one.
  static func settings(_ options: [String]) throws -> RuleSettings {
    var settings = RuleSettings()
    for option in options.flatMap({ $0.split(separator: ",").map(String.init) }) {
      let parts = option.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2, let rule = Rule(rawValue: parts[0]), let level = Severity(rawValue: parts[1])
      else {
        throw CommandError.usage(
          "error: --severity takes rule=error, rule=warning or rule=off, found '\(option)'; rules: "
            + Rule.allCases.map(\.rawValue).joined(separator: ", "))
      }
      settings.set(rule, to: level)
    }
    return settings
  }
}
