import Synchronization

/// The Swift files read so far, parsed, by path and text: reading a file again (a save to it or
/// to a sibling reloads every preview that read it) parses only the files whose text changed.
///
/// Shared by every reader of the process; bounded, so a session over many folders does not keep
/// every file it ever parsed.
package final class ParsedFiles: Sendable {
  package static let shared = ParsedFiles()

  /// The most files kept; past it the cache starts afresh.
  static let capacity = 512

  private let files = Mutex<[String: (text: String, file: SwiftFile)]>([:])

  /// The file at `path` with `text`, parsed leniently: the parse kept from the last read when
  /// the text is the same.
  package func file(_ path: String, text: String) -> SwiftFile {
    if let kept = files.withLock({ $0[path] }), kept.text == text { return kept.file }
    let file = SwiftFile(lenientlyParsing: path, text: text)
    files.withLock { files in
      if files.count >= Self.capacity { files.removeAll() }
      files[path] = (text, file)
    }
    return file
  }

  /// Forgets every parse (the benchmark's new process).
  package func forgetAll() {
    files.withLock { $0.removeAll() }
  }

  /// Forgets the parse of `path` (the benchmark's reload of a file just saved).
  package func forget(_ path: String) {
    _ = files.withLock { $0.removeValue(forKey: path) }
  }
}
