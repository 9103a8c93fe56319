import ArgumentParser
import Devices
import LayoutEngine
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
    help: "The layout file (.yaml). Default: the first layout in ./Layouts or the bundled samples.",
    completion: Completions.layoutFiles)
  var file: String?

  @OptionGroup var options: PreviewOptions

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
    if let width, width < 20 || width > 1000 {
      throw ValidationError("--width must be between 20 and 1000 columns, not \(width)")
    }
  }

  func run() throws {
    try CommandRunner.run {
      let path = try file ?? SampleLayouts.firstDefault()
      let screen = try options.screen()
      let document = try LayoutLoading.load(path)
      let columns = width ?? Terminal.columns ?? 80
      let canvas: Canvas
      if let compare {
        let sides = try CompareRender.sides(compare, screen: screen, context: options.context(for: screen))
        canvas = CompareRender.render(
          document.body, sides: sides, width: columns, options: WireframeOptions(glyphs: charset))
      } else {
        let result = LayoutEngine.layout(document.body, in: options.context(for: screen))
        canvas = Wireframe.render(
          result, on: screen, width: columns, options: WireframeOptions(glyphs: charset))
      }
      let colored = color == .always || (color == .auto && Terminal.prefersColor)
      if colored {
        let theme = try ThemeCatalog.theme(named: theme)
        try StandardOutput.print(ANSIOutput.render(canvas, theme: theme, depth: Terminal.colorDepth))
      } else {
        try StandardOutput.print(canvas.lines.joined(separator: "\n"))
      }
    }
  }
}

extension GlyphSet: ExpressibleByArgument {}
