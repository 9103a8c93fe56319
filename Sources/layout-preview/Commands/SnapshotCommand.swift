import ArgumentParser
import Gallery
import LayoutEngine
import Snapshots

/// `layout-preview snapshot`: every layout's frames in every variant of a matrix, a file per
/// layout in a folder to commit (docs/Snapshots.md).
struct SnapshotCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "snapshot",
    abstract: "Write every layout's frames over a variant matrix to a folder of files to commit.",
    discussion: """
      One file per layout (per preview of a Swift file), one JSON object a line: a header with \
      the format version, then each variant and its nodes (path, type, id, frame, lines, \
      truncation, source line), sorted and without times or absolute paths, so git diffs it line \
      by line. Compare with `layout-preview diff --snapshots DIR` (docs/Snapshots.md). Exit \
      status: 0, 64 for bad options or a matrix too large, 65 for an invalid layout, 66 for one \
      that cannot be read, 74 when the folder cannot be written.
      """)

  @Argument(
    help: ArgumentHelp(
      "Layout files or folders of them. Default: ./Layouts or the bundled samples.", valueName: "file"),
    completion: Completions.layoutFiles)
  var files: [String] = []

  @Option(
    help: ArgumentHelp(
      "The folder to write the snapshots into: new, empty, or an earlier snapshot's (replaced whole).",
      valueName: "dir"))
  var out: String

  @Flag(help: "Replace the --out folder even when it holds files snapshot did not write.")
  var replace = false

  @OptionGroup var matrix: SnapshotMatrixOptions
  @OptionGroup(title: "Project") var project: ProjectOption

  func run() throws {
    try CommandRunner.run {
      let sources = try SnapshotSources(operands: files, project: project.scope)
      let (read, failure) = try sources.read()
      let matrix = try matrix.matrix()
      let names = Self.fileNames(read.inputs)
      var (variants, nodes) = (0, 0)
      // Written into a fresh folder beside --out and renamed into place (`OutputFolder`): no
      // link in an existing folder is followed, and a folder of other files is not replaced.
      // Each layout's snapshot is written as it is made, so one layout's records are held at a time.
      do {
        let folder = try OutputFolder(destination: out, replacing: replace)
        do {
          for (input, name) in zip(read.inputs, names) {
            let snapshot: LayoutSnapshot
            do throws(SnapshotError) { snapshot = try SnapshotMaker.snapshot(input, matrix: matrix) } catch {
              throw SnapshotSources.usage(error)
            }
            try OutputFolder.writeNew(snapshot.text, to: folder.staging + "/" + name)
            variants += snapshot.variants.count
            nodes += snapshot.variants.map(\.nodes.count).reduce(0, +)
          }
          try folder.commit(entries: names)
        } catch {
          folder.discard()
          throw error
        }
      } catch let error as OutputFolderError {
        if case .foreignEntries(let path, let entries) = error {
          throw CommandError.ioError(
            Sanitizer.sanitize(
              "error: \(path): the folder holds entries snapshot did not write (\(entries.prefix(5).joined(separator: ", ")))"
                + "; choose a new or empty folder, or pass --replace to replace it and everything in it"))
        }
        throw CommandError.ioError("error: \(Sanitizer.sanitize(error.description))")
      }
      try StandardOutput.print(
        "\(read.inputs.count) snapshots (\(variants) variants, \(nodes) nodes) in \(Sanitizer.sanitize(out))")
      if let failure { throw failure }
    }
  }

  /// Each snapshot's file name, made unique in the folder (`-2`, `-3` before the extension).
  static func fileNames(_ inputs: [SnapshotMaker.Input]) -> [String] {
    var taken: Set<String> = []
    return inputs.map { input in
      let fileName = LayoutSnapshot.fileName(layout: input.layout, preview: input.preview)
      let base = String(fileName.dropLast(LayoutSnapshot.fileExtension.count + 1))
      var candidate = fileName
      var n = 2
      while !taken.insert(candidate).inserted {
        candidate = "\(base)-\(n).\(LayoutSnapshot.fileExtension)"
        n += 1
      }
      return candidate
    }
  }
}
