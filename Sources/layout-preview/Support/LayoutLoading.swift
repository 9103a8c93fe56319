import LayoutFile

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a layout file for a command, turning its problems into command errors.
enum LayoutLoading {
  /// The parsed document at `path`: a missing file is EX_NOINPUT, an invalid one EX_DATAERR.
  static func load(_ path: String) throws -> LayoutDocument {
    guard access(path, F_OK) == 0 else {
      throw CommandError.noInput("error: \(path): no such file")
    }
    do {
      return try LayoutFileParser.load(path: path)
    } catch {
      throw CommandError.data(error.description)
    }
  }
}
