import Foundation
import LayoutEngine
import LayoutMapping
import Preview

/// The session's memory between runs: the last variant of each file, by absolute path, most
/// recent first, in a small JSON file under `$XDG_STATE_HOME` (`ConfigPaths.state`).
///
/// The product writes it and reads it back, but a person or another program may have changed it:
/// it is read under a size budget like every file, and one that cannot be read is set aside
/// with a notice (the session starts without memories and writes a good one at the end).
public enum StateFile {
  /// The most files remembered; the oldest are forgotten first.
  public static let maximumFiles = 500
  /// The largest state file read: 500 entries take about 100 KiB.
  static let maximumBytes = 1 << 20

  /// The file's layout: a version and the entries, most recent first.
  struct Contents: Codable {
    var version = 1
    var files: [Entry]
  }

  /// One file's remembered variant.
  struct Entry: Codable {
    var path: String
    var variant: RememberedVariant
  }

  /// The remembered variants at `path` in order, most recent first: none when there is no file;
  /// a file that is too large, not JSON or of another version throws why.
  public static func read(_ path: String) throws(LayoutFileError) -> [(
    path: String, variant: RememberedVariant
  )] {
    let bytes: [UInt8]
    do {
      bytes = try LayoutFileSource.bytes(at: path)
    } catch  where error.kind == .missing {
      return []
    }
    guard bytes.count <= maximumBytes else {
      throw problem(path, "the state file is larger than \(maximumBytes / 1024) KiB")
    }
    guard let contents = try? JSONDecoder().decode(Contents.self, from: Data(bytes)), contents.version == 1
    else {
      throw problem(path, "the state file is not what this version writes; it will be replaced")
    }
    return contents.files.prefix(maximumFiles).map { ($0.path, $0.variant) }
  }

  /// Writes `entries` (most recent first, at most `maximumFiles`) to `path`, making its folder;
  /// written to a temporary file and renamed, so a crash leaves the old file or the new.
  public static func write(_ entries: [(path: String, variant: RememberedVariant)], to path: String) throws {
    let contents = Contents(
      files: entries.prefix(maximumFiles).map { Entry(path: $0.path, variant: $0.variant) })
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = try encoder.encode(contents)
    let url = URL(fileURLWithPath: path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url, options: .atomic)
  }

  /// `remembered` (by the session's paths) put before `earlier` (by absolute path), each path once:
  /// what the state file holds after a session. `absolute` turns a session path into the key.
  public static func merged(
    _ remembered: [String: RememberedVariant], shownIn order: [String],
    over earlier: [(path: String, variant: RememberedVariant)], absolute: (String) -> String
  ) -> [(path: String, variant: RememberedVariant)] {
    var seen = Set<String>()
    var out: [(path: String, variant: RememberedVariant)] = []
    for path in order {
      guard let variant = remembered[path] else { continue }
      let key = absolute(path)
      if seen.insert(key).inserted { out.append((key, variant)) }
    }
    for entry in earlier where seen.insert(entry.path).inserted { out.append(entry) }
    return out
  }

  /// A problem with the state file, at its start.
  private static func problem(_ path: String, _ message: String) -> LayoutFileError {
    LayoutFileError(location: SourceLocation(file: path, line: 1, column: 1), message: message)
  }
}
