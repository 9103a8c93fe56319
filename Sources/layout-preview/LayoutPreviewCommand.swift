import ArgumentParser
import Foundation
import LayoutEngine
import SwiftSource
import TerminalUI

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
    subcommands: [
      PreviewCommand.self, RenderCommand.self, FramesCommand.self, CheckCommand.self, GalleryCommand.self,
      DevicesCommand.self, SnapshotCommand.self, DiffCommand.self, InfoCommand.self,
    ],
    defaultSubcommand: PreviewCommand.self)

  /// Runs the command as ArgumentParser's own `main` does, with its messages sanitized line by
  /// line: they quote arguments (`The value '…' is invalid`), and an argument may be a hostile
  /// file name that a shell glob put there.
  static func main() {
    // A project's index is kept between runs in the user's cache folder.
    ProjectIndexCache.current = ConfigPaths.cacheFolder(environment: ProcessInfo.processInfo.environment)
      .map(ProjectIndexCache.init(folder:))
    do {
      var command = try parsedCommand(Array(CommandLine.arguments.dropFirst()))
      try command.run()
    } catch {
      let code = exitCode(for: error)
      let message = fullMessage(for: error)
      if !message.isEmpty {
        let safe = message.split(separator: "\n", omittingEmptySubsequences: false)
          .map { Sanitizer.sanitize(String($0)) }.joined(separator: "\n")
        if code.isSuccess { print(safe) } else { Terminal.writeError(safe) }
      }
      exit(withError: code)
    }
  }
}
