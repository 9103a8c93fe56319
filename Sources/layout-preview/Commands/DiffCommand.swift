import ArgumentParser
import Audit
import Foundation
import LayoutEngine
import Reports
import Snapshots

/// `layout-preview diff`: what a change did to the layouts, over a variant matrix, against a
/// git revision or a folder of snapshots (docs/Snapshots.md).
struct DiffCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diff",
    abstract: "Report what changed in the layouts' frames against a git revision or a snapshot folder.",
    discussion: """
      Lays the layouts out over the matrix (--matrix pr by default) now and in the revision (read \
      with git, no checkout) or as the snapshots recorded them, and reports per layout the nodes \
      added or removed, moved or resized beyond --tolerance, text newly truncated or no longer, \
      nodes newly off screen or outside the safe area, and (with --against) check's findings \
      that are new, each grouped over the variants it \
      happens in. Nodes are matched by id, then type and text, then parent, then siblings, then \
      path. Exit \
      status: 0, or 1 when something changed and --fail-on-change is given; 64 for bad options, \
      65 for an invalid layout or snapshot, 66 for one that cannot be read.
      """)

  /// Output formats.
  enum Format: String, RawStringArgument {
    case text
    case json
    case github
    case markdown
  }

  @Argument(
    help: ArgumentHelp(
      "Layout files or folders of them. Default: ./Layouts or the bundled samples.", valueName: "file"),
    completion: Completions.layoutFiles)
  var files: [String] = []

  @Option(
    help: ArgumentHelp("The git revision to compare with (origin/main, HEAD~1).", valueName: "revision"))
  var against: String?

  @Option(help: ArgumentHelp("A folder `layout-preview snapshot` wrote, to compare with.", valueName: "dir"))
  var snapshots: String?

  @Option(
    help:
      "text, json, github (workflow commands annotating the changed lines) or markdown (a pull-request comment)."
  )
  var format: Format = .text

  @Option(
    help: ArgumentHelp("Moves and resizes up to this many points are not reported.", valueName: "points"))
  var tolerance = SnapshotDiff.defaultTolerance

  @Flag(help: "Exit with status 1 when anything changed.")
  var failOnChange = false

  @OptionGroup var matrix: SnapshotMatrixOptions
  @OptionGroup(title: "Project") var project: ProjectOption

  func validate() throws {
    guard (against == nil) != (snapshots == nil) else {
      throw ValidationError("give one of --against REVISION or --snapshots DIR")
    }
    guard tolerance.isFinite, tolerance >= 0, tolerance <= 10_000 else {
      throw ValidationError("--tolerance takes 0 to 10000 points")
    }
  }

  func run() throws {
    try CommandRunner.run {
      let matrix = try matrix.matrix()
      let sources = try SnapshotSources(operands: files, project: project.scope)
      let (now, failure) = try sources.read()
      let old: [LayoutSide]
      var before = SnapshotSources.Read()
      if let against {
        before = try Self.inputs(of: sources, at: try GitRevision(against))
        old = before.inputs.map(LayoutSide.layout)
      } else {
        old = try Self.snapshots(
          in: snapshots!, scope: sources, everything: files.isEmpty, new: now.inputs
        ).map(LayoutSide.snapshot)
      }
      var diffs: [LayoutDiff]
      do throws(SnapshotError) {
        diffs = try SnapshotDiff.diff(
          old: old, new: now.inputs.map(LayoutSide.layout), matrix: matrix, tolerance: tolerance)
      } catch {
        throw SnapshotSources.usage(error)
      }
      if against != nil {
        diffs = Self.addingNewFindings(diffs, before: before.byName, now: now.byName, matrix: matrix)
      }
      let output: String =
        switch format {
        case .text: DiffTextReport.render(diffs)
        case .json: DiffJSONReport.json(diffs).serialized()
        case .github: DiffGitHubAnnotations.render(diffs)
        case .markdown:
          DiffMarkdownReport.render(
            diffs, pictures: DiffPictures.pictures(diffs, before: before.byName, now: now.byName))
        }
      if !output.isEmpty { try StandardOutput.print(output) }
      if let failure { throw failure }
      if failOnChange, diffs.contains(where: \.hasChanges) { throw CommandError(message: "", exitCode: 1) }
    }
  }

  /// `diffs` with `check`'s findings that are new in each layout, over the same matrix; only
  /// with both revisions' layouts (`--against`: a snapshot holds frames, not layouts).
  static func addingNewFindings(
    _ diffs: [LayoutDiff], before: [String: SnapshotMaker.Input], now: [String: SnapshotMaker.Input],
    matrix: VariantMatrix
  ) -> [LayoutDiff] {
    let names = diffs.filter { $0.status == .changed }.map(\.name)
    func checked(_ inputs: [String: SnapshotMaker.Input]) -> [String: FileReport] {
      let shown = names.compactMap { name in
        inputs[name].map { Checker.Input(file: name, body: $0.body, traits: $0.traits) }
      }
      let reports = AsyncBridge.wait { await Checker.check(shown, matrix: matrix) }
      return Dictionary(zip(shown.map(\.file), reports), uniquingKeysWith: { first, _ in first })
    }
    let old = checked(before)
    let new = checked(now)
    return diffs.map { diff in
      guard let report = new[diff.name] else { return diff }
      return diff.adding(NewFindings.changes(old: old[diff.name], new: report))
    }
  }

  /// The snapshots a folder holds of the layouts in scope: those named now, and with no
  /// operands (or under a folder operand) those gone since.
  static func snapshots(
    in folder: String, scope: SnapshotSources, everything: Bool, new: [SnapshotMaker.Input]
  )
    throws -> [LayoutSnapshot]
  {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
      throw CommandError.noInput("error: \(Sanitizer.sanitize(folder)): no such folder of snapshots")
    }
    let all: [LayoutSnapshot]
    do { all = try SnapshotReader.readFolder(folder) } catch {
      throw CommandError.data(Sanitizer.sanitize(error.description))
    }
    let names = Set(new.map(\.layout) + scope.files.map(\.name))
    return all.filter { snapshot in
      everything || names.contains(snapshot.layout)
        || scope.folders.contains { snapshot.layout.hasPrefix($0 + "/") }
    }
  }

  /// The layouts in scope as the `given` revision has them: the files named (when it has them),
  /// and those only it has in the folders named.
  static func inputs(of scope: SnapshotSources, at given: GitRevision) throws -> SnapshotSources.Read {
    var revision = given
    defer { revision.removeCopies() }
    /// `listedAs`: for a file found in a folder, whether it is inner (`SampleLayouts.lists`).
    var wanted: [(repositoryPath: String, name: String, listedAs: Bool?)] = []
    var seen: Set<String> = []
    for file in scope.files {
      guard let path = revision.repositoryPath(of: file.path), seen.insert(path).inserted else { continue }
      wanted.append((path, file.name, nil))
    }
    for folder in Set(scope.folders).sorted() {
      guard let path = revision.repositoryPath(of: folder) else { continue }
      for file in try revision.layoutFiles(in: path) where seen.insert(file.path).inserted {
        let relative = path.isEmpty ? file.path : String(file.path.dropFirst(path.count + 1))
        wanted.append((file.path, folder + "/" + relative, file.inner))
      }
    }
    var made = SnapshotSources.Read()
    for file in wanted {
      guard let copy = try revision.copy(of: file.repositoryPath) else { continue }
      // A file of a folder that the folder's listing leaves out (a model, other YAML).
      if let inner = file.listedAs, !SampleLayouts.lists(copy, inner: inner) { continue }
      do {
        for input in try scope.inputs(copy, name: file.name) { made.add(input) }
      } catch let error as CommandError {
        // The old revision's own problem: said, and the layout counts as new.
        let place = "\(revision.revision):\(file.repositoryPath)"
        Terminal.writeError(
          "note: " + Sanitizer.sanitize(error.message.replacingOccurrences(of: copy, with: place)))
      }
    }
    return made
  }
}
