import LayoutFile

/// Reads a layout file for a command, turning its problems into command errors.
enum LayoutLoading {
  /// The parsed document at `path` (`LayoutFileParser.load(path:)`, the loader the session uses
  /// too): a file that cannot be read is EX_NOINPUT, an invalid one EX_DATAERR; both say
  /// `file:line:column: error: …`.
  static func load(_ path: String) throws -> LayoutDocument {
    do {
      return try LayoutFileParser.load(path: path)
    } catch {
      throw error.kind == .invalid
        ? CommandError.data(error.description) : CommandError.noInput(error.description)
    }
  }
}
