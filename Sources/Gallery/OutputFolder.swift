import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A folder of generated files written so that nothing lands outside it: everything is written
/// into a fresh folder made beside the destination (`mkdtemp`, so no one else has put anything in
/// it), each file created new (`O_EXCL | O_NOFOLLOW`, never through a link), and the finished
/// folder is renamed into place. A symlink planted in an existing output folder is therefore
/// never followed: the folder is replaced, not written into.
///
/// An existing destination is replaced only when it is empty, when it holds nothing but what an
/// earlier run wrote (the names in its `manifestName` file, none of them a symlink), or when the
/// caller was asked to replace it; otherwise `OutputFolderError.foreignEntries` names what is there.
public struct OutputFolder: Sendable {
  /// The list of top-level entries a run wrote, kept in the folder so the next run knows them.
  public static let manifestName = ".layout-preview-output"

  /// Where the files go once finished.
  public let destination: String
  /// The fresh folder the files are written into until `commit`.
  public let staging: String
  private var written: [String] = []

  /// Checks `destination` and makes the staging folder beside it. `replacing` allows replacing a
  /// folder that holds entries no earlier run wrote.
  public init(destination path: String, replacing: Bool) throws(OutputFolderError) {
    let resolved = Self.resolvingUserLink(path)
    try Self.checkReplaceable(resolved, replacing: replacing)
    // Split here rather than by NSString, whose `deletingLastPathComponent` traps on a
    // one-character path such as `--out s` (swift-corelibs-foundation).
    var trimmed = Substring(resolved)
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
    let slash = trimmed.lastIndex(of: "/")
    let parent = slash.map { String(trimmed[..<$0]).isEmpty ? "/" : String(trimmed[..<$0]) } ?? ""
    let name = String(slash.map { trimmed[trimmed.index(after: $0)...] } ?? trimmed)
    var template = Array(((parent.isEmpty ? "." : parent) + "/.\(name).partial-XXXXXX").utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    guard made != nil else {
      throw .cannotWrite(path: path, reason: String(cString: strerror(errno)))
    }
    destination = resolved
    staging = String(cString: template.map { $0 })
    chmod(staging, 0o755)
  }

  /// Creates the folder `path` (one level; an existing folder, not a link, is fine).
  public static func makeFolder(_ path: String) throws(OutputFolderError) {
    guard mkdir(path, 0o755) == 0 || (errno == EEXIST && !isLink(path)) else {
      throw .cannotWrite(path: path, reason: String(cString: strerror(errno)))
    }
  }

  /// Writes a new file at `path`: created, never opened through a link or over another file.
  public static func writeNew(_ text: String, to path: String) throws(OutputFolderError) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw .cannotWrite(path: path, reason: String(cString: strerror(errno)))
    }
    defer { close(descriptor) }
    let bytes = Array(text.utf8)
    var done = 0
    while done < bytes.count {
      let count = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + done, $0.count - done) }
      guard count > 0 else {
        throw .cannotWrite(path: path, reason: String(cString: strerror(errno)))
      }
      done += count
    }
  }

  /// Puts the finished folder in place of the destination (the old one, if any, is removed:
  /// its links are removed, never followed). `entries` are the top-level names written.
  public func commit(entries: [String]) throws(OutputFolderError) {
    try Self.writeNew(entries.sorted().joined(separator: "\n") + "\n", to: staging + "/" + Self.manifestName)
    var old: String?
    if Self.exists(destination) {
      let aside = staging + ".old"
      guard rename(destination, aside) == 0 else {
        throw .cannotWrite(path: destination, reason: String(cString: strerror(errno)))
      }
      old = aside
    }
    guard rename(staging, destination) == 0 else {
      throw .cannotWrite(path: destination, reason: String(cString: strerror(errno)))
    }
    if let old { try? FileManager.default.removeItem(atPath: old) }
  }

  /// Removes the staging folder after a failure.
  public func discard() {
    try? FileManager.default.removeItem(atPath: staging)
  }

  /// The destination the person named: a link they point `--out` at is theirs to follow.
  private static func resolvingUserLink(_ path: String) -> String {
    var status = stat()
    guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK,
      let real = realpath(path, nil)
    else { return path }
    defer { free(real) }
    return String(cString: real)
  }

  /// Throws unless `path` is missing, an empty folder, or a folder an earlier run wrote.
  private static func checkReplaceable(_ path: String, replacing: Bool) throws(OutputFolderError) {
    var status = stat()
    guard lstat(path, &status) == 0 else { return }
    guard status.st_mode & S_IFMT == S_IFDIR else { throw .notAFolder(path: path) }
    guard !replacing else { return }
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    let listed = Set(readManifest(in: path))
    let foreign = entries.filter { entry in
      if isLink(path + "/" + entry) { return true }
      return entry != manifestName && !listed.contains(entry)
    }
    if !foreign.isEmpty { throw .foreignEntries(path: path, entries: foreign.sorted()) }
  }

  /// The names an earlier run listed: only from a regular file of reasonable size.
  private static func readManifest(in folder: String) -> [String] {
    let path = folder + "/" + manifestName
    var status = stat()
    guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size < 1 << 20,
      let text = try? String(contentsOfFile: path, encoding: .utf8)
    else { return [] }
    return text.split(separator: "\n").map(String.init)
  }

  private static func isLink(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
  }

  private static func exists(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0
  }

}

/// Why an output folder cannot be written.
public enum OutputFolderError: Error, Equatable, CustomStringConvertible {
  /// The folder holds entries no earlier run wrote (or links): replacing it needs asking.
  case foreignEntries(path: String, entries: [String])
  case notAFolder(path: String)
  case cannotWrite(path: String, reason: String)

  public var description: String {
    switch self {
    case .foreignEntries(let path, let entries):
      let shown = entries.prefix(5).joined(separator: ", ") + (entries.count > 5 ? ", …" : "")
      return
        "\(path): the folder holds entries gallery did not write (\(shown)); "
        + "choose a new or empty folder, or pass --replace to replace the folder and everything in it"
    case .notAFolder(let path): return "\(path): exists and is not a folder"
    case .cannotWrite(let path, let reason): return "\(path): cannot write (\(reason))"
    }
  }
}
