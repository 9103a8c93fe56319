import LayoutFile
import Preview

#if canImport(Glibc)
  import Glibc
#endif

extension LayoutLoad {
  /// Reads the layout file at `path` now: its document, its diagnostic, or `.missing`.
  public static func read(_ path: String) -> LayoutLoad {
    guard access(path, F_OK) == 0 else { return .missing }
    do {
      return .document(try LayoutFileParser.load(path: path))
    } catch {
      return .failed(error.description)
    }
  }
}
