import Audit
import Foundation
import LayoutEngine
import LayoutMapping
import Snapshots
import SwiftSource

/// The layouts `snapshot` and `diff` lay out: the operands' files (a Swift file's every
/// preview), each named as the snapshot records it, relative to the current folder.
struct SnapshotSources {
  /// A file to read and the name its snapshots carry.
  struct File {
    var path: String
    var name: String
  }

  var files: [File]
  /// The files found in folders (a Swift file among them with nothing to preview is skipped).
  var folderFiles: Set<String>
  /// The folder operands, as names, for layouts only an older revision has.
  var folders: [String]

  /// The project Swift files are read in (`--project`).
  var project: ProjectScope = .nearest

  /// The files of `operands` (default: ./Layouts or the bundled samples); no standard input.
  init(operands: [String], project: ProjectScope = .nearest) throws {
    self.project = project
    let named = operands.isEmpty ? SampleLayouts.defaultFiles() : operands
    guard !named.isEmpty else {
      throw CommandError.noInput(
        "error: no layout given, and neither ./Layouts nor the bundled samples hold one")
    }
    guard !named.contains("-") else {
      throw CommandError.usage("error: snapshots are made of layout files, not standard input")
    }
    let inputs = try LayoutInputs(operands: named)
    files = inputs.sources.map { File(path: $0.name, name: Self.name(of: $0.name)) }
    folderFiles = inputs.folderFiles
    folders = named.filter { operand in
      var isFolder: ObjCBool = false
      return FileManager.default.fileExists(atPath: operand, isDirectory: &isFolder) && isFolder.boolValue
    }.map(Self.name(of:))
  }

  /// How a snapshot names `path`: relative to the current folder, without `./`; a path outside
  /// it by its last component, so no snapshot holds an absolute path.
  static func name(of path: String) -> String {
    var name = path
    let here = FileManager.default.currentDirectoryPath
    if name.hasPrefix("/") {
      name =
        name.hasPrefix(here + "/")
        ? String(name.dropFirst(here.count + 1)) : (name as NSString).lastPathComponent
    }
    while name.hasPrefix("./") { name.removeFirst(2) }
    while name.count > 1 && name.hasSuffix("/") { name.removeLast() }
    return name
  }

  /// The inputs `path`'s layouts give, named `name`: one for a layout file, one per preview of a
  /// Swift file (by title, or number from 1). A Swift file without previews found in a folder
  /// gives none.
  func inputs(_ path: String, name: String) throws -> [SnapshotMaker.Input] {
    let documents: [LayoutDocument]
    do {
      documents = try LayoutLoading.load(path, project: project)
    } catch let error as CommandError {
      if folderFiles.contains(path), LayoutLoading.hasNothingToPreview(error) { return [] }
      throw error
    }
    return documents.enumerated().map { index, document in
      for warning in document.warnings { Terminal.writeError(warning.description) }
      return SnapshotMaker.Input(
        layout: name, preview: Self.preview(of: path, document, index: index), body: document.body,
        traits: document.traits)
    }
  }

  /// The name of the `index`th (from 0) layout `path` gives: a Swift preview's title, or its
  /// number from 1; `nil` for a layout file.
  static func preview(of path: String, _ document: LayoutDocument, index: Int) -> String? {
    LayoutLoading.isSwift(path) ? (document.title ?? String(index + 1)) : nil
  }

  /// The layouts read, in order, and each by its name (`LayoutSnapshot.name`), for pictures of
  /// the changes and `check`'s findings.
  struct Read {
    var inputs: [SnapshotMaker.Input] = []
    var byName: [String: SnapshotMaker.Input] = [:]

    mutating func add(_ input: SnapshotMaker.Input) {
      inputs.append(input)
      let name = LayoutSide.layout(input).name
      if byName[name] == nil { byName[name] = input }
    }
  }

  /// Every file's layouts. A file that cannot be read or is invalid is reported on standard
  /// error and left out; the first such failure is returned to end with.
  func read() throws -> (read: Read, failure: CommandError?) {
    var read = Read()
    var failure: CommandError?
    for file in files {
      do {
        for input in try inputs(file.path, name: file.name) { read.add(input) }
      } catch let error as CommandError {
        Terminal.writeError(error.message)
        failure = failure ?? CommandError(message: "", exitCode: error.exitCode)
      }
    }
    return (read, failure)
  }

  /// A snapshot's budget error (the matrix asked is too large) as a usage error.
  static func usage(_ error: SnapshotError) -> CommandError {
    CommandError.usage(Sanitizer.sanitize(error.description))
  }
}
