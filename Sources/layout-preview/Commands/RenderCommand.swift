import ArgumentParser
import Devices
import LayoutEngine
import Preview
import Variants
import Wireframe

import struct LayoutMapping.LayoutDocument

/// `layout-preview render`: prints the wireframe of a layout on a device.
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Print a layout's wireframe inside the device outline, with a caption line.",
    discussion: """
      Text the layout truncates ends in '…'; text cut only because the terminal is too coarse \
      to show it ends in '›' ('>' in ASCII).
      """)

  /// When to colour the output.
  enum ColorMode: String, RawStringArgument {
    case auto
    case always
    case never
  }

  @Argument(
    help: ArgumentHelp(
      "Layout files, folders of them, or - for standard input; several print one after another, "
        + "each after a '==> file <==' line. Default: the first layout in ./Layouts or the bundled samples.",
      valueName: "file"),
    completion: Completions.layoutFiles)
  var files: [String] = []

  @OptionGroup var options: PreviewOptions

  /// What `render` writes: the terminal wireframe or an SVG at point geometry.
  enum Format: String, RawStringArgument {
    case text
    case svg
  }

  @Option(
    help: ArgumentHelp(
      "text (the terminal wireframe) or svg (exact point geometry, one layout at a time; ignores --width, --charset, --color).",
      valueName: "format"))
  var format: Format = .text

  @Option(help: "Columns to fit the device into. Default: the terminal's width, or 80.")
  var width: Int?

  @Option(
    help: ArgumentHelp(
      "Rows the whole output (wireframe, blank line, caption) may take: the device is drawn narrower to fit. "
        + "Default: the terminal's height less one for the prompt, when standard output is a terminal.",
      valueName: "rows"))
  var height: Int?

  @Option(
    help: ArgumentHelp(
      "device: the whole device fits the width and the height; width: it fills the width, however tall.",
      valueName: "mode"))
  var fit: FitMode = .device

  @Flag(
    name: .customLong("full-height"),
    help: "Draw the whole content of the main ScrollView or List: the screen grows below the device's height."
  )
  var fullHeight = false

  @OptionGroup var scrolling: ScrollOptions
  @OptionGroup(title: "Project") var project: ProjectOption

  @Option(help: "Box-drawing characters: unicode or ascii.")
  var charset: GlyphSet = .unicode

  @Option(help: "Colour: auto (a terminal without NO_COLOR), always or never.")
  var color: ColorMode = .auto

  @Option(
    help: "Colour theme: a name from Themes/ (dark, light, high-contrast, monochrome) or a file.",
    completion: Completions.themeNames)
  var theme = "dark"

  @Option(
    help: ArgumentHelp(
      "Print two wireframes side by side: rtl (LTR | RTL), orientation, type-size (xSmall | AX5) or device:NAME.",
      valueName: "variant"))
  var compare: CompareOption?

  func validate() throws {
    if format == .svg, compare != nil {
      throw ValidationError("--compare draws text side by side; leave it out with --format svg")
    }
    if let width, !SizeLimits.columns.contains(width) {
      throw ValidationError(
        "--width must be between \(SizeLimits.columns.lowerBound) and \(SizeLimits.columns.upperBound) columns, not \(width)"
      )
    }
    if let height, !SizeLimits.rows.contains(height) {
      throw ValidationError(
        "--height must be between \(SizeLimits.rows.lowerBound) and \(SizeLimits.rows.upperBound) rows, not \(height)"
      )
    }
    if height != nil && fit == .width {
      throw ValidationError("--height fits the whole device; leave it out with --fit width")
    }
    if fullHeight && (height != nil || scrolling.isScrolling || compare != nil) {
      throw ValidationError(
        "--full-height draws all of the content; leave out --height, --scroll, --scroll-to and --compare")
    }
  }

  /// The rows the output may take: `--height`, else the terminal's rows less the prompt's line
  /// when the whole device is to fit; `nil` when only the width counts.
  private var rowBudget: Int? {
    guard fit == .device, !fullHeight else { return nil }
    return height ?? Terminal.rows.map { max(SizeLimits.rows.lowerBound, $0 - 1) }
  }

  func run() throws {
    try CommandRunner.run {
      let inputs = try LayoutInputs(
        operands: files.isEmpty ? [try SampleLayouts.firstDefault()] : files, preview: options.preview,
        project: project.scope)
      let screen = try options.screen(prefersMac: inputs.prefersMac)
      if format == .svg { return try renderSVG(inputs, screen: screen) }
      let columns = width ?? SizeLimits.fitting(Terminal.columns ?? 80)
      // The sides and the size check come before any file is read, once for all of them.
      let sides = try compare.map { try CompareRender.sides($0, variant: options.variant(on: screen)) }
      let paneColumns = sides == nil ? columns : ComparePanes.paneColumns(width: columns)
      for shown in sides?.map(\.variant.screen) ?? [screen] {
        try SizeLimits.check(shown, columns: paneColumns)
      }
      let colored = color == .always || (color == .auto && Terminal.prefersColor)
      let palette = colored ? try ThemeCatalog.theme(named: theme) : nil
      var first = true
      let failure = try inputs.forEach { source, document in
        let shown = document.traits.screen(on: screen, fitting: document.body, context: options.context(for:))
        if shown != screen { try SizeLimits.check(shown, columns: paneColumns, askedBy: document) }
        let (canvas, note) = try self.canvas(
          document, file: source.name, screen: shown, sides: sides, columns: columns)
        var text =
          palette.map { ANSIOutput.render(canvas, theme: $0, depth: Terminal.colorDepth) }
          ?? PlainTextOutput.render(canvas)
        if let note { text += "\n" + note }
        if inputs.isSeveral {
          text = (first ? "" : "\n") + LayoutInputs.header(source, document) + "\n" + text
        }
        first = false
        try StandardOutput.print(text)
      }
      if let failure { throw failure }
    }
  }

  /// Writes the one layout of `inputs` as an SVG document; several would not make one file.
  private func renderSVG(_ inputs: LayoutInputs, screen: Screen) throws {
    guard inputs.sources.count == 1, let source = inputs.sources.first else {
      throw CommandError.usage(
        "error: --format svg writes one layout; name one file (or use 'gallery' for several)")
    }
    let documents = try LayoutInputs.load(source, preview: options.preview, project: inputs.project)
    guard documents.count == 1, let document = documents.first else {
      throw CommandError.usage(
        "error: --format svg writes one layout; \(Sanitizer.sanitize(source.name)) has \(documents.count) previews: name one with --preview"
      )
    }
    for warning in document.warnings { Terminal.writeError(warning.description) }
    let shown = document.traits.screen(on: screen, fitting: document.body, context: options.context(for:))
    let result = try scrolling.layout(document.body, in: options.context(for: shown), file: source.name)
    for warning in document.layoutWarnings.take() { Terminal.writeError(warning.description) }
    try StandardOutput.print(String(SVGOutput.render(result, on: shown).dropLast()))
  }

  /// The wireframe of `document` on `screen`, or on the two `sides` of `--compare`, scrolled as
  /// asked, at most `columns` wide and within the row budget; with `--full-height`, a line
  /// saying how tall the content made the screen.
  private func canvas(
    _ document: LayoutDocument, file: String, screen: Screen, sides: [CompareSide]?, columns: Int
  ) throws -> (Canvas, String?) {
    let options = WireframeOptions(glyphs: charset)
    if let sides {
      let results = try sides.map {
        try scrolling.layout(document.body, in: $0.variant.context, file: file)
      }
      let canvas = try fitted(columns) {
        CompareRender.render(results, sides: sides, width: $0, options: options)
      }
      return (canvas, nil)
    }
    if fullHeight {
      let tall = screen.fullHeight(fitting: document.body, context: self.options.context(for:))
      let result = LayoutEngine.layout(document.body, in: self.options.context(for: tall))
      try SizeLimits.check(tall, columns: columns)
      let note =
        tall.size.height > screen.size.height
        ? "full height: the screen drawn \(Int(tall.size.height.rounded())) pt tall for the content; "
          + "the device's is \(Int(screen.size.height.rounded())) pt" : nil
      return (Wireframe.render(result, on: tall, width: columns, options: options), note)
    }
    let result = try scrolling.layout(document.body, in: self.options.context(for: screen), file: file)
    let canvas = try fitted(columns) {
      Wireframe.render(result, on: screen, width: columns, deviceColumns: $0, options: options)
    }
    return (canvas, nil)
  }

  /// `draw` at the most columns up to `columns` whose canvas fits the row budget; at the
  /// fewest columns when none does and the budget is the terminal's, an error when it is
  /// `--height`'s.
  private func fitted(_ columns: Int, _ draw: (Int) -> Canvas) throws -> Canvas {
    guard let budget = rowBudget else { return draw(columns) }
    let fit = HeightFit.columns(upTo: columns, rows: budget, minimum: SizeLimits.columns.lowerBound) {
      draw($0).rows
    }
    if let fit { return draw(fit) }
    let smallest = draw(SizeLimits.columns.lowerBound)
    if let height {
      throw CommandError.usage(
        "error: the wireframe needs \(smallest.rows) rows even at \(SizeLimits.columns.lowerBound) columns; "
          + "give --height \(smallest.rows) or more, or --fit width, not --height \(height)")
    }
    return smallest
  }
}

extension GlyphSet: RawStringArgument {}

extension FitMode: RawStringArgument {}
