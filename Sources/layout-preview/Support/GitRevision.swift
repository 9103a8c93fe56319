import Foundation
import LayoutEngine

#if canImport(Glibc)
  import Glibc
#endif

/// Layout files as a git revision has them, read with `git` (`cat-file`, `ls-tree`), so no
/// checkout is needed and the working tree is never touched. Each file read is copied into a
/// private temporary folder, since the readers read paths.
struct GitRevision {
  /// The revision as given (`origin/main`, `HEAD~1`), and the commit it names.
  let revision: String
  let commit: String
  /// The repository's top folder, resolved.
  let root: String
  /// The private folder the revision's files are copied into; removed by `removeCopies()`.
  let copies: String
  /// The folder in `copies` for each repository folder copied from.
  private var folders: [String: String] = [:]

  /// The most files listed in one of a revision's folders.
  static let maximumFiles = 10_000

  /// The revision of the repository the current folder is in, or a usage error naming the
  /// `option` that gave it.
  init(_ revision: String, option: String = "--against") throws {
    guard !revision.isEmpty, !revision.hasPrefix("-") else {
      throw CommandError.usage("error: \(option) takes a git revision, not '\(Sanitizer.sanitize(revision))'")
    }
    self.revision = revision
    guard let top = try? Self.git(["rev-parse", "--show-toplevel"]),
      let root = Self.resolved(String(decoding: top, as: UTF8.self).trimmingCharacters(in: .newlines))
    else {
      throw CommandError.usage("error: \(option) needs a git repository, and this folder is in none")
    }
    self.root = root
    guard let named = try? Self.git(["rev-parse", "--verify", "--quiet", "\(revision)^{commit}"]) else {
      throw CommandError.usage("error: git knows no revision '\(Sanitizer.sanitize(revision))'")
    }
    commit = String(decoding: named, as: UTF8.self).trimmingCharacters(in: .newlines)
    var template = Array((NSTemporaryDirectory() + "/layout-preview-diff-XXXXXX").utf8CString)
    guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else {
      throw CommandError.ioError("error: cannot make a temporary folder: \(String(cString: strerror(errno)))")
    }
    copies = String(cString: template.map { $0 })
  }

  func removeCopies() { try? FileManager.default.removeItem(atPath: copies) }

  /// `path` (a file or folder of the working tree, which may be reached through links, as
  /// `./Layouts` is) as a path in the repository, or `nil` outside it.
  func repositoryPath(of path: String) -> String? {
    guard let real = Self.resolved(path) else { return nil }
    if real == root { return "" }
    return real.hasPrefix(root + "/") ? String(real.dropFirst(root.count + 1)) : nil
  }

  /// A copy of the file at `repositoryPath` in the revision, named as it is, or `nil` when the
  /// revision has no such file. A Swift file is read with the other Swift files of its folder
  /// (docs/SwiftSource.md), so they are copied beside it, as the revision has them. A file
  /// larger than a layout may be is a data error.
  mutating func copy(of repositoryPath: String) throws -> String? {
    let directory = (repositoryPath as NSString).deletingLastPathComponent
    let folder: String
    if let made = folders[directory] {
      folder = made
    } else {
      folder = copies + "/\(folders.count)"
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
      folders[directory] = folder
      for sibling in try files(in: directory) where sibling.hasSuffix(".swift") && sibling != repositoryPath {
        _ = try write(sibling, into: folder)
      }
    }
    return try write(repositoryPath, into: folder)
  }

  /// Writes the revision's file at `repositoryPath` into `folder` (once); `nil` when it has none.
  private func write(_ repositoryPath: String, into folder: String) throws -> String? {
    let object = "\(commit):\(repositoryPath)"
    guard let sizeText = try? Self.git(["cat-file", "-s", object]),
      let size = Int(String(decoding: sizeText, as: UTF8.self).trimmingCharacters(in: .newlines))
    else { return nil }
    guard size <= LayoutInputs.maximumStandardInputBytes else {
      throw CommandError.data(
        "error: \(Sanitizer.sanitize(revision)):\(Sanitizer.sanitize(repositoryPath)): larger than a layout file may be"
      )
    }
    let path = folder + "/" + (repositoryPath as NSString).lastPathComponent
    guard !FileManager.default.fileExists(atPath: path) else { return path }
    let bytes = try Self.git(["cat-file", "blob", object])
    guard FileManager.default.createFile(atPath: path, contents: bytes) else {
      throw CommandError.ioError(
        "error: cannot write a temporary copy of \(Sanitizer.sanitize(repositoryPath))")
    }
    return path
  }

  /// The layout files (`.yaml`, `.yml`, `.swift`) in `folder` (a repository path) and the
  /// folders inside it in the revision, each with whether it is inner, by the names
  /// `SampleLayouts.files(in:)` goes by in a working folder (the file rules that read the text,
  /// `SampleLayouts.lists`, are for the copy).
  func layoutFiles(in folder: String) throws -> [(path: String, inner: Bool)] {
    let prefix = folder.isEmpty ? "" : folder + "/"
    return try files(in: folder, recursively: true).compactMap { path in
      let parts = path.dropFirst(prefix.count).split(separator: "/").map(String.init)
      guard let name = parts.last, SampleLayouts.isLayoutName(name),
        parts.dropLast().enumerated().allSatisfy({ SampleLayouts.entersFolder($1, depth: $0 + 1) })
      else { return nil }
      return (path, parts.count > 1)
    }
  }

  /// The files in `folder` (a repository path) in the revision, sorted: those directly in it, or
  /// (`recursively`) in the folders inside it too.
  private func files(in folder: String, recursively: Bool = false) throws -> [String] {
    let prefix = folder.isEmpty ? "" : folder + "/"
    let options = recursively ? ["-r"] : []
    guard let listing = try? Self.git(["ls-tree"] + options + ["--name-only", "-z", commit, "--", prefix])
    else {
      return []
    }
    let names = listing.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
    guard names.count <= Self.maximumFiles else {
      throw CommandError.usage(
        "error: \(Sanitizer.sanitize(folder)) holds more than \(Self.maximumFiles) files")
    }
    return names.sorted()
  }

  /// `git` run in the current folder with `arguments`; its output, or an error when it fails.
  private static func git(_ arguments: [String]) throws -> Data {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    do { try process.run() } catch {
      throw CommandError.unavailable("error: git cannot be run")
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw CommandError.usage("error: git \(arguments[0]) failed")
    }
    return data
  }

  private static func resolved(_ path: String) -> String? {
    guard let real = realpath(path, nil) else { return nil }
    defer { free(real) }
    return String(cString: real)
  }
}
