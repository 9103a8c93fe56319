import LayoutFile

extension LayoutLoad {
  /// Reads the layout file at `path` now, through the same loader as the commands
  /// (`LayoutFileParser.load(path:)`): its document, its diagnostic, or `.missing` when no file is
  /// there. A file that is there but cannot be read (a directory, a FIFO) is a diagnostic.
  public static func read(_ path: String) -> LayoutLoad {
    do {
      return .document(try LayoutFileParser.load(path: path))
    } catch {
      return error.kind == .missing ? .missing : .failed(error.description)
    }
  }
}
