import Foundation
import LayoutEngine
import LayoutMapping

/// Reads a SwiftUI file as layouts: one `LayoutDocument` per preview, each titled by the
/// preview, with its traits, its warnings and the sibling files it read.
///
/// The file is read through `LayoutFileSource` (regular files only, at most 16 MiB), as layout
/// files are; its folder's other `.swift` files lend their declarations, and so do the files of
/// its project's other folders that declare what it uses (`ProjectIndex`); its project's String
/// Catalogs translate its strings (`StringCatalogs`). Syntax errors in the
/// file are an error (swift-syntax's diagnostics); siblings are read leniently, and one that cannot
/// be read is skipped.
public enum SwiftLayouts {
  /// The message for a Swift file with nothing to preview.
  public static let nothingToPreview =
    "nothing to preview: the file has no #Preview, PreviewProvider or View struct"

  /// The largest Swift file read (the previewed one or a sibling), in bytes: hand-written view
  /// code is far smaller, and swift-syntax's parser may recurse once per few bytes in shapes
  /// `SourceShape` does not know, which the thread's large stack holds for a file of this size.
  public static let maximumFileBytes = 256 << 10

  /// The most other files read beside the previewed one: its folder's, then the project's.
  public static let maximumSiblings = 200

  /// The most Swift text parsed for one read: the previewed file, its folder's files and the
  /// project's files it uses, together. A whole mid-size app is about 1.3 MB; 200 siblings of
  /// 256 KiB each would be 50 MB, about 30 s of parsing where 4 MiB takes about 2 s.
  public static let maximumReadBytes = 4 << 20

  /// The previews of the Swift file at `path`, for `platform`, read in `project`, with the
  /// unknown conditions at `flipped` showing their other branch (the session's flip key).
  ///
  /// Parsing and every walk after it run on a thread with a large stack (`LargeStack`): the
  /// syntax tree may be as deep as `SourceShape.maximumSyntaxDepth`, and swift-syntax's folds and
  /// visitors recurse once per level.
  public static func load(
    path: String, platform: Platform = .iOS, project: ProjectScope = .nearest,
    flipped: Set<SourceLocation> = []
  ) throws(LayoutFileError) -> [LayoutDocument] {
    let result = LargeStack.run { () -> Result<[LayoutDocument], LayoutFileError> in
      do throws(LayoutFileError) {
        return .success(try read(path: path, platform: platform, project: project, flipped: flipped))
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  private static func read(
    path: String, platform: Platform, project scope: ProjectScope, flipped: Set<SourceLocation>
  ) throws(LayoutFileError) -> [LayoutDocument] {
    let bytes = try LayoutFileSource.bytes(at: path)
    guard bytes.count <= maximumFileBytes else {
      throw LayoutFileError(
        location: SourceLocation(file: path, line: 1, column: 1),
        message:
          "the Swift file is \(bytes.count) bytes; Swift files are read up to \(maximumFileBytes) bytes")
    }
    let main = ParsedFiles.shared.file(path, text: String(decoding: bytes, as: UTF8.self))
    // A file that does not parse is refused before its folder and project are read.
    try checkSyntax(main)
    var sources = [(path: path, bytes: bytes)]
    var budget = ReadBytes(used: bytes.count)
    for sibling in siblingPaths(of: path) {
      guard let bytes = try? LayoutFileSource.bytes(at: sibling), bytes.count <= maximumFileBytes else {
        continue
      }
      if budget.admits(sibling, bytes.count) { sources.append((sibling, bytes)) }
    }
    // The project's other folders lend what the file and its folder use but do not declare.
    let project = ProjectRoot(of: path, scope: scope)
    if let root = project.root {
      let index = ProjectIndex(root: root, packages: LocalPackages(of: root).folders, for: path)
      sources += index.files(neededBy: sources, limit: maximumSiblings + 1 - sources.count).filter {
        budget.admits($0.path, $0.bytes.count)
      }
    }
    let siblings = sources.dropFirst().map {
      ParsedFiles.shared.file($0.path, text: String(decoding: $0.bytes, as: UTF8.self))
    }
    let resources = ResourceLookup(project)
    let catalogs = StringCatalogs.found(in: resources)
    let assets = AssetCatalogs.found(in: resources)
    var documents = try documents(
      main: main, siblings: siblings, platform: platform, strings: catalogs.table, assets: assets.table,
      flipped: flipped)
    for index in documents.indices {
      // Watched for changes with the Swift files (the string tables, the asset catalogs' folders
      // and files); what could not be read is said once a preview.
      documents[index].files += catalogs.paths + assets.watched
      documents[index].warnings += catalogs.warnings + assets.warnings + budget.warnings(for: path)
    }
    return documents
  }

  /// The previews of `main`, parsed, with `siblings` lending declarations: what `load(path:)`
  /// reads once the files are parsed (the fuzz target calls it on bytes that are no file).
  public static func documents(
    main: SwiftFile, siblings: [SwiftFile], platform: Platform = .iOS, strings: StringTable = StringTable(),
    assets: AssetTable = AssetTable(), flipped: Set<SourceLocation> = []
  ) throws(LayoutFileError) -> [LayoutDocument] {
    try checkSyntax(main)
    let program = SwiftProgram(
      main: main, siblings: siblings, platform: platform, strings: strings, assets: assets)
    let previews = program.previews
    guard !previews.isEmpty else {
      throw LayoutFileError(
        location: SourceLocation(file: main.path, line: 1, column: 1),
        message: nothingToPreview)
    }
    let limits = EvaluationLimits.standard
    // The previews share the file's view and time budgets.
    var budget = FileBudget()
    let languages = strings.languages
    var documents = previews.prefix(limits.maximumPreviews).map { preview in
      let evaluation = program.evaluate(preview, limits: limits, budget: &budget, flipped: flipped)
      let mapped = program.mapped(evaluation, of: preview)
      var document = LayoutDocument(
        title: preview.title, body: mapped.body, path: main.path, files: mapped.filesUsed,
        warnings: mapped.warnings.map { LayoutFileWarning(location: $0.location, message: $0.message) },
        traits: traits(of: preview))
      document.languages = languages
      document.unknownConditions = evaluation.unknownConditions
      document.layoutWarnings = evaluation.layoutWarnings
      return document
    }
    if previews.count > limits.maximumPreviews {
      documents[documents.count - 1].warnings.append(
        LayoutFileWarning(
          location: previews[limits.maximumPreviews].source,
          message:
            "the file has \(previews.count) previews; the first \(limits.maximumPreviews) are read (the limit of one file) and this one and the rest are left out"
        ))
    }
    return documents
  }

  /// The file's first syntax error (and how many more) as a layout error.
  private static func checkSyntax(_ file: SwiftFile) throws(LayoutFileError) {
    guard file.hasErrors else { return }
    let errors = file.errors
    guard let first = errors.first else { return }
    let more = errors.count - 1
    throw LayoutFileError(
      location: first.location,
      message: first.message + (more > 0 ? " (and \(more) more syntax error\(more == 1 ? "" : "s"))" : ""))
  }

  /// The other `.swift` files of `path`'s folder, sorted by name.
  static func siblingPaths(of path: String) -> [String] {
    let folder = (path as NSString).deletingLastPathComponent
    let name = (path as NSString).lastPathComponent
    let entries = ResourceLookup.listing(folder.isEmpty ? "." : folder)
    return entries.filter { $0.hasSuffix(".swift") && $0 != name && !$0.hasPrefix(".") }.sorted()
      .prefix(maximumSiblings).map { folder.isEmpty ? $0 : folder + "/" + $0 }
  }

  /// A preview's traits as a layout's.
  static func traits(of preview: Preview) -> LayoutTraits {
    let orientation = preview.traits.orientation.flatMap { LayoutTraits.Orientation(rawValue: $0.rawValue) }
    switch preview.traits.layout {
    case .device: return LayoutTraits(orientation: orientation)
    case .sizeThatFits: return LayoutTraits(orientation: orientation, canvas: .sizeThatFits)
    case .fixed(let width, let height):
      return LayoutTraits(
        orientation: orientation, canvas: .fixed(width: width, height: height),
        canvasSources: preview.traits.fixedSources)
    }
  }
}
