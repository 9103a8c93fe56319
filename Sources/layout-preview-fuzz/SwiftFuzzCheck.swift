import LayoutEngine
import LayoutFile
import LayoutMapping
import SwiftSource

/// What the fuzzer asserts of one Swift input, as `FuzzCheck` does of a layout file: reading it
/// either gives previews or one diagnostic at `file:line:column`; every warning of every preview
/// is at `file:line:column` too; each preview lays out and draws; and no control character reaches
/// a diagnostic, a warning or a canvas cell. Whatever the input, reading it must end within the
/// budgets (`EvaluationLimits`), which libFuzzer's `-timeout` and `-rss_limit_mb` hold it to.
///
/// An input may hold a sibling file after a line `//--- Sibling.swift`: the part before is the
/// previewed file, the part after lends its declarations (read leniently, as a folder's other
/// files are), so a hostile sibling is fuzzed too.
public enum SwiftFuzzCheck {
  /// The name the previewed file's diagnostics carry.
  static let fileName = "fuzz.swift"
  /// The name of the sibling, and the line that starts it.
  static let siblingName = "Sibling.swift"
  static let siblingMarker = Array("\n//--- Sibling.swift\n".utf8)

  /// Reads, evaluates, lays out and draws `bytes` as a SwiftUI file, checking every string that
  /// would reach a terminal. Previews are drawn on the first variant only (the phone): the reader,
  /// not the engine, is what this target fuzzes, and one variant keeps it fast.
  public static func run(_ bytes: [UInt8]) throws(FuzzCheck.Failure) -> FuzzCheck.Outcome {
    // On a large stack, as `SwiftLayouts.load` reads: the tests' threads have small ones.
    try LargeStack.run { () -> Result<FuzzCheck.Outcome, FuzzCheck.Failure> in
      do throws(FuzzCheck.Failure) {
        return .success(try check(bytes))
      } catch {
        return .failure(error)
      }
    }.get()
  }

  private static func check(_ bytes: [UInt8]) throws(FuzzCheck.Failure) -> FuzzCheck.Outcome {
    let (mainBytes, siblingBytes) = split(bytes)
    let main = SwiftFile(lenientlyParsing: fileName, text: String(decoding: mainBytes, as: UTF8.self))
    let siblings = siblingBytes.map {
      [SwiftFile(lenientlyParsing: siblingName, text: String(decoding: $0, as: UTF8.self))]
    }
    let files = [fileName, siblingName]
    let documents: [LayoutDocument]
    do {
      documents = try SwiftLayouts.documents(main: main, siblings: siblings ?? [])
    } catch {
      let message = error.description
      try FuzzCheck.checkDiagnostic(message, files: files)
      return .rejected(message)
    }
    var nodes = 0
    var warnings: [String] = []
    for document in documents {
      for warning in document.warnings {
        try FuzzCheck.checkDiagnostic(warning.description, files: files)
        warnings.append(warning.description)
      }
      nodes += try FuzzCheck.draw(document, on: [FuzzCheck.variants[0]])
    }
    return .previewed(nodes: nodes, warnings: warnings)
  }

  /// The previewed file's bytes and the sibling's, when the input holds the marker.
  static func split(_ bytes: [UInt8]) -> ([UInt8], [UInt8]?) {
    let marker = siblingMarker
    guard bytes.count >= marker.count else { return (bytes, nil) }
    for start in 0...(bytes.count - marker.count) where bytes[start] == marker[0] {
      if bytes[start..<(start + marker.count)].elementsEqual(marker) {
        return (Array(bytes[..<start]), Array(bytes[(start + marker.count)...]))
      }
    }
    return (bytes, nil)
  }
}
