import ArgumentParser

/// `layout-preview`: previews SwiftUI-style layout files on every Apple device, in a terminal.
@main
struct LayoutPreviewCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "layout-preview",
    abstract: "Preview app layouts across devices, orientations, text sizes and writing directions.",
    discussion: """
      Layout files are YAML in SwiftUI's vocabulary (see docs/LayoutFormat.md). With no \
      subcommand, the interactive previewer opens ./Layouts (or the bundled samples).
      """,
    version: "layout-preview 0.1.0",
    subcommands: [PreviewCommand.self, RenderCommand.self, FramesCommand.self, DevicesCommand.self],
    defaultSubcommand: PreviewCommand.self)
}
