import LayoutEngine
import LayoutMapping
import LayoutReading
import Preview
import SwiftSource

extension LayoutLoad {
  /// Reads the layout at `path` now, through the same loader as the commands
  /// (`LayoutReader.load(path:)`), a Swift file in `project`: a layout file's document, a Swift
  /// file's previews, its diagnostic, or `.missing` when no file is there. A file that is there
  /// but cannot be read (a directory, a FIFO) is a diagnostic. The unknown conditions at `flipped`
  /// show their other branch (`b`).
  public static func read(
    _ path: String, project: ProjectScope = .nearest, flipped: Set<SourceLocation> = []
  ) -> LayoutLoad {
    do {
      let documents = try LayoutReader.load(path: path, project: project, flipped: flipped)
      return LayoutReader.isSwift(path) ? .previews(documents) : .document(documents[0])
    } catch {
      return error.kind == .missing ? .missing : .failed(error.description)
    }
  }
}
