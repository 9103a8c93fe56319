import ArgumentParser
import Devices
import LayoutEngine
import LayoutFile
import Preview
import Wireframe

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
  enum ColorMode: String, ExpressibleByArgument, CaseIterable {
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
  enum Format: String, ExpressibleByArgument, CaseIterable {
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
  }

  func run() throws {
    try CommandRunner.run {
      let inputs = try LayoutInputs(operands: files.isEmpty ? [try SampleLayouts.firstDefault()] : files)
      let screen = try options.screen()
      if format == .svg { return try renderSVG(inputs, screen: screen) }
      let columns = width ?? SizeLimits.fitting(Terminal.columns ?? 80)
      // The sides and the size check come before any file is read, once for all of them.
      let sides = try compare.map { try CompareRender.sides($0, variant: options.variant(on: screen)) }
      let paneColumns = sides == nil ? columns : CompareRender.paneColumns(width: columns)
      for shown in sides?.map(\.variant.screen) ?? [screen] {
        try SizeLimits.check(shown, columns: paneColumns)
      }
      let colored = color == .always || (color == .auto && Terminal.prefersColor)
      let palette = colored ? try ThemeCatalog.theme(named: theme) : nil
      var first = true
      let failure = try inputs.forEach { source, document in
        let canvas = self.canvas(document, screen: screen, sides: sides, columns: columns)
        var text =
          palette.map { ANSIOutput.render(canvas, theme: $0, depth: Terminal.colorDepth) }
          ?? PlainTextOutput.render(canvas)
        if inputs.isSeveral { text = (first ? "" : "\n") + LayoutInputs.header(source) + "\n" + text }
        first = false
        try StandardOutput.print(text)
      }
      if let failure { throw failure }
    }
  }

  /// Writes the one layout of `inputs` as an SVG document; several would not make one file.
  private func renderSVG(_ inputs: LayoutInputs, screen: Screen) throws {
    guard !inputs.isSeveral, let source = inputs.sources.first else {
      throw CommandError.usage(
        "error: --format svg writes one layout; name one file (or use 'gallery' for several)")
    }
    let document = try LayoutInputs.load(source)
    let result = LayoutEngine.layout(document.body, in: options.context(for: screen))
    try StandardOutput.print(String(SVGOutput.render(result, on: screen).dropLast()))
  }

  /// The wireframe of `document` on `screen`, or on the two `sides` of `--compare`.
  private func canvas(_ document: LayoutDocument, screen: Screen, sides: [CompareSide]?, columns: Int)
    -> Canvas
  {
    let options = WireframeOptions(glyphs: charset)
    if let sides {
      return CompareRender.render(document.body, sides: sides, width: columns, options: options)
    }
    let result = LayoutEngine.layout(document.body, in: self.options.context(for: screen))
    return Wireframe.render(result, on: screen, width: columns, options: options)
  }
}

extension GlyphSet: ExpressibleByArgument {}
