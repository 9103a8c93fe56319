import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The project index's scans kept on disk between runs, one file a project, so a preview started
/// cold in a large project reads only the files changed since the last run: the walk still looks
/// at every file's stamp (`FileStatus.Stamp`), so an edited, added, removed or renamed file is
/// seen, and only files whose stamp matches the cache's take their names from it.
///
/// The files live in the user's cache folder (`$XDG_CACHE_HOME/layout-preview`, else
/// `~/.cache/layout-preview`, as the program's `ConfigPaths` says), never in the project, whose files are only read. A cache file that
/// is missing, unreadable, too large, of another version or root, or damaged in any line is
/// ignored whole and written afresh: it can make a read slower, never wrong or failed. It is written
/// to a new file and renamed over the old, so a reader, or another process writing at the same
/// time, never sees half of one.
///
/// Nothing is cached unless the program turns it on (`current`): the library's callers and the
/// tests read projects without touching a user's folders.
package struct ProjectIndexCache: Sendable, Equatable {
  /// The folder holding the cache files.
  package var folder: String

  package init(folder: String) {
    self.folder = folder
  }

  /// The cache the process's project reads use; none until the program sets it.
  package static var current: ProjectIndexCache? {
    get { shared.withLock { $0 } }
    set { shared.withLock { $0 = newValue } }
  }
  private static let shared = Mutex<ProjectIndexCache?>(nil)

  /// The first line of a cache file: a change of format changes the number, and old files are
  /// then ignored.
  static let header = "layout-preview project index 1"
  /// The largest cache file read or written: a project of 5,000 files (the index's
  /// `maximumFiles`) takes about 2.5 MiB. Reading a cache costs about a second a MiB in a debug
  /// build, so a damaged or hostile one of 14 MiB took 11 s of every run.
  static let maximumBytes = 4 << 20
  /// The most names one file's line may list: a Swift file is read up to 256 KiB, and a name
  /// declared takes more than 8 bytes of it.
  static let maximumNamesPerFile = ProjectIndex.maximumFileBytes / 8
  /// A file written this recently may be written again within the file system's timestamp
  /// granularity without its stamp changing, so its scan is trusted neither from memory nor from
  /// disk, nor kept on disk (the next run scans it again), as git's index treats racily clean files.
  static let racyNanoseconds = 2_000_000_000

  /// The cache file of the project at `root`: named by a hash of its absolute path, which the
  /// file also holds, so two roots whose hashes collide never share scans.
  func file(forRoot root: String) -> String {
    folder + "/project-" + Self.hex(Self.hash(Self.absolute(root))) + ".index"
  }

  /// The scans the cache holds for the project at `root`, by path relative to it; `nil` when
  /// there is no usable cache file.
  func load(root: String) -> [String: FileScan]? {
    guard let bytes = FileHead.bytes(at: file(forRoot: root), upTo: Self.maximumBytes + 1),
      bytes.count <= Self.maximumBytes
    else { return nil }
    return Self.decoded(bytes, root: Self.absolute(root))
  }

  /// Writes `scans` (by path relative to `root`) as the cache of the project at `root`; whether
  /// it was written. A failure (a read-only home, a full disk) leaves the cache as it was.
  @discardableResult
  func save(_ scans: [String: FileScan], root: String) -> Bool {
    let bytes = Self.encoded(scans, root: Self.absolute(root))
    guard bytes.count <= Self.maximumBytes, Self.makeFolder(folder) else { return false }
    let target = file(forRoot: root)
    let temporary = target + ".\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
    guard descriptor >= 0 else { return false }
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes { buffer in
        write(descriptor, buffer.baseAddress! + written, buffer.count - written)
      }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      written += count
    }
    let closed = close(descriptor) == 0
    guard written == bytes.count, closed, rename(temporary, target) == 0 else {
      unlink(temporary)
      return false
    }
    return true
  }

  // MARK: - The file's text

  /// The cache file's bytes: the header, the root, one line per file (size, modification time,
  /// change time, inode, imports, names, then the relative path to the end of the line; `-` for
  /// none, `?` for names not yet scanned), and an end line with the count, so a cut file is seen.
  /// A path holding a newline is left out (it is scanned afresh each run).
  static func encoded(_ scans: [String: FileScan], root: String) -> [UInt8] {
    var text = header + "\nroot " + root + "\n"
    var count = 0
    for (path, scan) in scans.sorted(by: { $0.key < $1.key })
    where !path.contains("\n") && !root.contains("\n") {
      let stamp = scan.stamp
      let imports = scan.imports.isEmpty ? "-" : scan.imports.joined(separator: ",")
      let names = scan.names.map { $0.isEmpty ? "-" : $0.joined(separator: ",") } ?? "?"
      text += "\(stamp.size) \(stamp.modified) \(stamp.changed) \(stamp.inode) \(imports) \(names) \(path)\n"
      count += 1
    }
    text += "end \(count)\n"
    return Array(text.utf8)
  }

  /// The scans `bytes` holds for `root`; `nil` for a file of another version or root, or with
  /// any line that does not read.
  static func decoded(_ bytes: [UInt8], root: String) -> [String: FileScan]? {
    guard let text = String(validating: bytes, as: UTF8.self), text.hasSuffix("\n") else { return nil }
    var lines = text.dropLast().split(separator: "\n", omittingEmptySubsequences: false)[...]
    guard lines.popFirst() == Substring(header), lines.popFirst() == Substring("root " + root),
      let end = lines.popLast(), end.hasPrefix("end "), Int(end.dropFirst(4)) == lines.count
    else { return nil }
    var scans: [String: FileScan] = [:]
    for line in lines {
      let fields = line.split(separator: " ", maxSplits: 6, omittingEmptySubsequences: false)
      guard fields.count == 7, let size = Int(fields[0]), size >= 0, let modified = Int(fields[1]),
        let changed = Int(fields[2]), let inode = UInt64(fields[3]), let imports = names(fields[4]),
        !fields[6].isEmpty, scans[String(fields[6])] == nil
      else { return nil }
      let declared: [String]?
      if fields[5] == "?" {
        declared = nil
      } else {
        guard let read = names(fields[5]) else { return nil }
        declared = read
      }
      scans[String(fields[6])] = FileScan(
        stamp: FileStatus.Stamp(size: size, modified: modified, changed: changed, inode: inode),
        imports: imports, names: declared)
    }
    return scans
  }

  /// A field of comma-separated identifiers (`-` for none); `nil` when one is not an identifier.
  private static func names(_ field: Substring) -> [String]? {
    if field == "-" { return [] }
    let names = field.split(
      separator: ",", maxSplits: maximumNamesPerFile, omittingEmptySubsequences: false)
    guard names.count <= maximumNamesPerFile,
      names.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy(DeclarationScan.isIdentifierByte) })
    else {
      return nil
    }
    return names.map(String.init)
  }

  // MARK: - Helpers

  /// The moment after which a stamp is racy, read now.
  static func racyAfter() -> Int {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    return Int(now.tv_sec) * 1_000_000_000 + Int(now.tv_nsec) - racyNanoseconds
  }

  /// Whether a file with `stamp` was written too recently (after `moment`) for its scan to be
  /// trusted: another write in the same tick of the file system's clock would keep its stamp. (A
  /// rename alone changes only the change time, and the next write the modification time.)
  static func isRacy(_ stamp: FileStatus.Stamp, after moment: Int) -> Bool {
    stamp.modified > moment
  }

  private static func absolute(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.path
  }

  /// FNV-1a, 64 bits: stable between runs and builds, unlike `Hasher`.
  private static func hash(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    return hash
  }

  private static func hex(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// Makes `folder` and its parents as needed, private to the user; whether it is a folder now.
  private static func makeFolder(_ folder: String) -> Bool {
    if FileStatus(folder)?.isDirectory == true { return true }
    try? FileManager.default.createDirectory(
      atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    return FileStatus(folder)?.isDirectory == true
  }
}
