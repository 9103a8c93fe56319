import Foundation
import LayoutEngine
import LayoutMapping

/// Reads a SwiftUI file as layouts: one `LayoutDocument` per preview, each titled by the
/// preview, with its traits, its warnings and the sibling files it read.
///
/// The file is read through `LayoutFileSource` (regular files only, at most 16 MiB), as layout
/// files are; its folder's other `.swift` files lend their declarations. Syntax errors in the
/// file are an error (swift-syntax's diagnostics); siblings are read leniently, and one that cannot
/// be read is skipped.
public enum SwiftLayouts {
  /// The message for a Swift file with nothing to preview.
  public static let nothingToPreview =
    "nothing to preview: the file has no #Preview, PreviewProvider or View struct"

  /// The most sibling files read beside the previewed one.
  public static let maximumSiblings = 200

  /// The previews of the Swift file at `path`, for `platform`.
  public static func load(path: String, platform: Platform = .iOS) throws(LayoutFileError) -> [LayoutDocument]
  {
    let main = try file(at: path)
    let siblings = siblingPaths(of: path).compactMap { sibling -> SwiftFile? in
      guard let bytes = try? LayoutFileSource.bytes(at: sibling) else { return nil }
      return ParsedFiles.shared.file(sibling, text: String(decoding: bytes, as: UTF8.self))
    }
    let program = SwiftProgram(main: main, siblings: siblings, platform: platform)
    let previews = program.previews
    guard !previews.isEmpty else {
      throw LayoutFileError(
        location: SourceLocation(file: path, line: 1, column: 1),
        message: nothingToPreview)
    }
    return previews.map { preview in
      let mapped = program.tree(of: preview)
      return LayoutDocument(
        title: preview.title, body: mapped.body, path: path, files: mapped.filesUsed,
        warnings: mapped.warnings.map { LayoutFileWarning(location: $0.location, message: $0.message) },
        traits: traits(of: preview))
    }
  }

  /// The file at `path`, parsed (again only when its text changed); its first syntax error (and
  /// how many more) as a layout error.
  private static func file(at path: String) throws(LayoutFileError) -> SwiftFile {
    let bytes = try LayoutFileSource.bytes(at: path)
    let file = ParsedFiles.shared.file(path, text: String(decoding: bytes, as: UTF8.self))
    guard let first = file.errors.first else { return file }
    let more = file.errors.count - 1
    throw LayoutFileError(
      location: first.location,
      message: first.message + (more > 0 ? " (and \(more) more syntax error\(more == 1 ? "" : "s"))" : ""))
  }

  /// The other `.swift` files of `path`'s folder, sorted by name.
  static func siblingPaths(of path: String) -> [String] {
    let folder = (path as NSString).deletingLastPathComponent
    let name = (path as NSString).lastPathComponent
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
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
      return LayoutTraits(orientation: orientation, canvas: .fixed(width: width, height: height))
    }
  }
}
