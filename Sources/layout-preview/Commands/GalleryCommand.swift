import ArgumentParser
import Audit
import Devices
import Foundation
import Gallery
import LayoutEngine
import Preview
import Snapshots

/// `layout-preview gallery`: every variant of layouts as pictures and one page that shows them.
struct GalleryCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "gallery",
    abstract: "Write every variant of layouts as SVG and text wireframes, and an index.html that shows them.",
    discussion: """
      The page is self-contained (no network, scripts or fonts from elsewhere) and filters by \
      file, device, orientation, text size, direction, language and findings. Each tile shows \
      check's findings on that variant (its picture outlines their nodes); the variant and \
      --severity options are check's. By default it shows one axis at a time from a base variant (iPhone 17 Pro, else \
      the first device; portrait, Large, English), as Xcode's Variants mode does; --matrix full \
      shows every combination.
      """)

  /// How the axes combine, on the command line.
  enum MatrixShape: String, RawStringArgument {
    case axes
    case full
  }

  @Argument(
    help: ArgumentHelp(
      "Layout files or folders of them. Default: ./Layouts or the bundled samples.", valueName: "file"),
    completion: Completions.layoutFiles)
  var files: [String] = []

  @Option(
    help: ArgumentHelp(
      "The folder to write the gallery into: new, empty, or an earlier gallery's (replaced whole).",
      valueName: "dir"))
  var out: String

  @Flag(help: "Replace the --out folder even when it holds files gallery did not write.")
  var replace = false

  @Option(help: "axes (one axis at a time, as Xcode's Variants mode) or full (every combination).")
  var matrix: MatrixShape = .axes

  @OptionGroup(title: "Variants") var variants: MatrixOptions
  @OptionGroup(title: "Project") var project: ProjectOption

  @Option(
    name: .customLong("diff"),
    help: ArgumentHelp(
      "A git revision to compare with (origin/main, HEAD~1): each variant that changed since shows before and now side by side, the changed elements outlined.",
      valueName: "revision"))
  var revision: String?

  @Option(help: "Columns of each text wireframe.")
  var width = 60

  @Option(
    name: .customLong("severity"),
    help: ArgumentHelp(
      "A rule's severity: rule=error, rule=warning or rule=off (repeat for several).", valueName: "rule=level"
    ))
  var severities: [String] = []

  func validate() throws {
    if !SizeLimits.columns.contains(width) {
      throw ValidationError(
        "--width must be between \(SizeLimits.columns.lowerBound) and \(SizeLimits.columns.upperBound) columns, not \(width)"
      )
    }
    if files.contains("-") { throw ValidationError("gallery reads files, not standard input") }
  }

  func run() throws {
    try CommandRunner.run {
      let inputs = try LayoutInputs(
        operands: files.isEmpty ? SampleLayouts.defaultFiles() : files, project: project.scope)
      let shown = GalleryMatrix(shape: matrix == .full ? .full : .axes, matrix: try variants.matrix())
      let renderer = GalleryRenderer(textWidth: width, settings: try CheckCommand.settings(severities))
      // Written into a fresh folder beside --out, then renamed into place: no link planted in
      // an existing folder is ever followed (`OutputFolder`).
      let folder: OutputFolder
      do {
        folder = try OutputFolder(destination: out, replacing: replace)
      } catch {
        throw CommandError.ioError("error: \(Sanitizer.sanitize(String(describing: error)))")
      }
      // The layouts as the revision has them, by name, as `diff --against` reads them.
      let before = try revision.map { revision in
        try DiffCommand.inputs(
          of: try SnapshotSources(operands: files, project: project.scope),
          at: try GitRevision(revision, option: "--diff")
        ).byName
      }
      var tiles: [GalleryTile] = []
      var folders: Set<String> = []
      var documentIndex: [String: Int] = [:]
      let failure: (any Error)?
      do {
        failure = try inputs.forEach { source, document in
          let name = Self.folder(for: source.name, taken: &folders)
          let index = documentIndex[source.name, default: 0]
          documentIndex[source.name] = index + 1
          let old = before.flatMap { before in
            before[
              LayoutSide.name(
                layout: SnapshotSources.name(of: source.name),
                preview: SnapshotSources.preview(of: source.name, document, index: index))]
          }
          // A fixed canvas is the same in every variant: its text wireframe's size is checked
          // before anything is drawn on it.
          if case .fixed = document.traits.canvas, let first = shown.variants(for: document.body).first {
            let screen = first.variant.applying(document.traits).screen(
              applying: document.traits, fitting: document.body)
            try SizeLimits.check(screen, columns: width, askedBy: document)
          }
          tiles += try renderer.render(
            document.body, file: source.name, variants: shown.variants(for: document.body),
            traits: document.traits, before: old.map(Self.before), root: folder.staging, folder: name)
        }
        let title =
          revision.map { "Layout gallery: changes since \(Sanitizer.sanitize($0))" } ?? "Layout gallery"
        let page = GalleryPage.html(tiles: tiles, title: title)
        try OutputFolder.writeNew(page, to: folder.staging + "/index.html")
        try folder.commit(entries: ["index.html"] + folders)
      } catch {
        folder.discard()
        if let error = error as? OutputFolderError {
          throw CommandError.ioError("error: \(Sanitizer.sanitize(error.description))")
        }
        throw error
      }
      let index = out + "/index.html"
      try StandardOutput.print(
        "\(tiles.count) variants of \(inputs.sources.count) layouts: \(Sanitizer.sanitize(index))")
      if let failure { throw failure }
    }
  }

  /// A layout as the revision compared with had it, and the diff's comparison of one variant.
  static func before(_ input: SnapshotMaker.Input) -> GalleryBefore {
    GalleryBefore(body: input.body, traits: input.traits) { old, now, variant in
      VariantChange.changes(old: old, new: now, variant: variant).map { change in
        GalleryChange(
          kind: change.kind.rawValue, label: change.description, isWarning: change.kind.isWarning,
          before: change.before, now: change.now)
      }
    }
  }

  /// A folder name for a layout's tiles: its file name without the extension, made unique.
  static func folder(for path: String, taken: inout Set<String>) -> String {
    let name = (path as NSString).lastPathComponent
    let stem = (name as NSString).deletingPathExtension
    let slug = GalleryVariant.slugPart(stem)
    let base = slug.isEmpty ? "layout" : slug
    var candidate = base
    var n = 2
    while taken.contains(candidate) {
      candidate = "\(base)-\(n)"
      n += 1
    }
    taken.insert(candidate)
    return candidate
  }
}
