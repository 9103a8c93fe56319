import Foundation
import LayoutEngine
import LayoutFile
import LayoutMapping
import LayoutReading
import SwiftSource

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The layouts a `render` or `frames` command was given: files, folders (their `.yaml`, `.yml` and
/// `.swift` files, sorted by name) and `-` for standard input, in the order named. A Swift file
/// gives one layout per preview (or the one `--preview` names).
struct LayoutInputs {
  /// Where one layout comes from.
  enum Source: Equatable {
    case file(String)
    case standardInput

    /// The name used in headers, JSON and messages: the path, or `-`.
    var name: String {
      switch self {
      case .file(let path): path
      case .standardInput: "-"
      }
    }
  }

  /// The file name diagnostics give standard input (`<stdin>:3:5: error: …`).
  static let standardInputName = "<stdin>"
  /// The most bytes read from standard input: the loader's limit for a layout file.
  static let maximumStandardInputBytes = ReadBudget.maximumFileBytes

  var sources: [Source]
  /// The files found in folders: a Swift file among them with nothing to preview (a model, a
  /// helper) is skipped rather than an error.
  var folderFiles: Set<String> = []
  /// The preview of Swift files to show, by name or number; `nil` for every preview.
  var preview: String?
  /// Whether the command line named several layouts (more than one operand, a folder, or a Swift
  /// file without `--preview`), so
  /// output is per file: a header before each wireframe, an array of documents in JSON. Decided
  /// by what was typed, not by how many files a folder holds, so a script's output keeps its
  /// shape.
  var isSeveral: Bool
  /// The project Swift files are read in (`--project`).
  var project: ProjectScope

  /// The inputs of `operands`; `-` may appear once; a folder without layouts is EX_NOINPUT.
  init(operands: [String], preview: String? = nil, project: ProjectScope = .nearest) throws {
    guard operands.filter({ $0 == "-" }).count <= 1 else {
      throw CommandError.usage("error: '-' (standard input) can be named only once")
    }
    var sources: [Source] = []
    var sawFolder = false
    for operand in operands {
      if operand == "-" {
        sources.append(.standardInput)
        continue
      }
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: operand, isDirectory: &isFolder), isFolder.boolValue {
        sawFolder = true
        let files = SampleLayouts.files(in: operand)
        guard !files.isEmpty else {
          throw CommandError.noInput(
            "error: \(operand): no .yaml, .yml or .swift layouts in this folder")
        }
        sources += files.map(Source.file)
        folderFiles.formUnion(files)
      } else {
        sources.append(.file(operand))
      }
    }
    self.sources = sources
    self.preview = preview
    self.project = project
    // A Swift file may hold several previews: without --preview its output is per preview.
    isSeveral =
      operands.count > 1 || sawFolder || (preview == nil && operands.contains(where: LayoutReader.isSwift))
  }

  /// The documents of `source`: a file through `LayoutLoading` (a Swift file's previews, or the
  /// one `preview` names), standard input (YAML) read to its end.
  /// Whether every file named is a macOS-only Swift file (`MacOnlyPreview`), so the preview
  /// opens on a Mac window when no device is named.
  var prefersMac: Bool {
    let paths = sources.compactMap { source -> String? in
      if case .file(let path) = source { return path }
      return nil
    }
    return !paths.isEmpty && paths.count == sources.count
      && paths.allSatisfy(LayoutLoading.isMacOnly)
  }

  static func load(
    _ source: Source, preview: String? = nil, project: ProjectScope = .nearest
  ) throws -> [LayoutDocument] {
    switch source {
    case .file(let path):
      let documents = try LayoutLoading.load(path, project: project)
      guard let preview, LayoutReader.isSwift(path) else { return documents }
      return [try LayoutLoading.choose(preview, among: documents, in: path)]
    case .standardInput:
      do {
        return [try LayoutFileParser.parse(bytes: try readStandardInput(), file: standardInputName)]
      } catch let error as LayoutFileError {
        throw CommandError.data(error.description)
      }
    }
  }

  /// Everything on standard input, or EX_NOINPUT when it cannot be read or is too long.
  static func readStandardInput() throws -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress!, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else {
        throw CommandError.noInput(
          "error: cannot read standard input: \(String(cString: strerror(errno)))")
      }
      if count == 0 { return bytes }
      bytes += chunk[..<count]
      guard bytes.count <= maximumStandardInputBytes else {
        throw CommandError.noInput(
          "error: standard input holds more than \(maximumStandardInputBytes) bytes; layout files are smaller"
        )
      }
    }
  }
}

extension LayoutInputs {
  /// Loads each source in turn, writes its warnings to standard error and hands its document to
  /// `body`. With several layouts, one that
  /// cannot be read or is invalid is reported on standard error and skipped, so the others still
  /// print; the result is then the status to end with (the first failure's, 66 or 65), for the
  /// caller to throw once it has written what the others made. With one layout, its failure is
  /// thrown at once.
  func forEach(_ body: (Source, LayoutDocument) throws -> Void) throws -> CommandError? {
    var failure: CommandError?
    for source in sources {
      let documents: [LayoutDocument]
      do {
        documents = try Self.load(source, preview: preview, project: project)
      } catch let error as CommandError {
        if case .file(let path) = source, folderFiles.contains(path), LayoutLoading.hasNothingToPreview(error)
        {
          continue
        }
        guard isSeveral else { throw error }
        Terminal.writeError(error.message)
        failure = failure ?? CommandError(message: "", exitCode: error.exitCode)
        continue
      }
      for document in documents {
        // What the file says that the preview leaves out, on standard error before its output.
        for warning in document.warnings { Terminal.writeError(warning.description) }
        try body(source, document)
        // What only laying it out found (code that passed its trial and failed for a variant).
        for warning in document.layoutWarnings.take() { Terminal.writeError(warning.description) }
      }
    }
    return failure
  }

  /// The line before each file's output when several are printed, as `head` and `tail` do; a
  /// Swift preview's adds its title (`==> ContentView.swift: Dark <==`).
  static func header(_ source: Source, _ document: LayoutDocument? = nil) -> String {
    let name = source == .standardInput ? "standard input" : Sanitizer.sanitize(source.name)
    guard let document, LayoutReader.isSwift(document.path), let title = document.title else {
      return "==> \(name) <=="
    }
    return "==> \(name): \(Sanitizer.sanitize(title)) <=="
  }
}
