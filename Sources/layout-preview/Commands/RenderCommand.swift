import ArgumentParser
import LayoutEngine

/// `layout-preview render`: prints the wireframe of a layout on a device.
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Print a layout's wireframe inside the device outline.")

  @Argument(help: "The layout file (.yaml).")
  var file: String?

  @OptionGroup var options: PreviewOptions

  func run() throws {}
}
