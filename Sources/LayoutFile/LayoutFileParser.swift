import Foundation
import LayoutEngine
import Yams

/// Reads layout files: YAML in SwiftUI's vocabulary, into a `LayoutDocument`.
///
/// Files are only read, never written. Every failure is a `LayoutFileError` pointing at the line
/// and column of the offending key or value.
public enum LayoutFileParser {
  /// Parses the bytes of a layout file; `file` names it in diagnostics.
  public static func parse(bytes: [UInt8], file: String) throws(LayoutFileError) -> LayoutDocument {
    let context = ReadContext(file: file)
    if let (line, column) = UTF8Validation.firstInvalidPosition(in: bytes) {
      throw LayoutFileError(
        location: SourceLocation(file: file, line: line, column: column),
        message: "the file is not valid UTF-8; expected UTF-8 text")
    }
    let text = String(decoding: bytes, as: UTF8.self)
    let root: Node?
    do {
      root = try Yams.compose(yaml: text)
    } catch let error as YamlError {
      throw YAMLDiagnostic.error(from: error, file: file)
    } catch {
      throw LayoutFileError(
        location: SourceLocation(file: file, line: 1, column: 1),
        message: "the YAML could not be read: \(Sanitizer.sanitize(String(describing: error)))")
    }
    guard let root else {
      throw LayoutFileError(
        location: SourceLocation(file: file, line: 1, column: 1),
        message: "the file is empty; expected 'body:' with the screen's root view")
    }
    return try DocumentReader(context: context).document(root, path: file)
  }

  /// Reads and parses the file at `path`.
  public static func load(path: String) throws(LayoutFileError) -> LayoutDocument {
    guard let data = FileManager.default.contents(atPath: path) else {
      var isDirectory: ObjCBool = false
      let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      let reason =
        !exists
        ? "no such file" : isDirectory.boolValue ? "it is a directory, not a file" : "it cannot be read"
      throw LayoutFileError(
        location: SourceLocation(file: path, line: 1, column: 1),
        message: "cannot open the layout file: \(reason)")
    }
    return try parse(bytes: [UInt8](data), file: path)
  }
}
