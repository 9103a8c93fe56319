import LayoutEngine
import LayoutFile
import LayoutMapping
import LayoutReading
import SwiftSource

/// Reads a layout file or a Swift file for a command, turning its problems into command errors.
enum LayoutLoading {
  /// The documents at `path`, a Swift file's read in `project` (`LayoutReader.load(path:)`, the loader the session uses too): one
  /// for a layout file, one per preview for a Swift file. A file that cannot be read is
  /// EX_NOINPUT, an invalid one EX_DATAERR; both say `file:line:column: error: …`.
  static func load(_ path: String, project: ProjectScope = .nearest) throws -> [LayoutDocument] {
    let documents: [LayoutDocument]
    do {
      documents = try LayoutReader.load(path: path, project: project)
    } catch {
      throw error.kind == .invalid
        ? CommandError.data(error.description) : CommandError.noInput(error.description)
    }
    for document in documents { try checkCanvas(document) }
    return documents
  }

  /// The sides a preview's fixed canvas (`.fixedLayout(width:height:)`) may have: those of a
  /// free-form `--device`, checked before anything is laid out or drawn on it, and reported as
  /// the layout's fault at the `file:line:column` of the side out of range (the trait's
  /// argument), else of the preview.
  static let canvasSides = 1.0...100_000.0

  static func checkCanvas(_ document: LayoutDocument) throws {
    guard case .fixed(let width, let height) = document.traits.canvas,
      !canvasSides.contains(width) || !canvasSides.contains(height)
    else { return }
    let side = canvasSides.contains(width) ? 1 : 0
    let sources = document.traits.canvasSources
    let place =
      (sources.indices.contains(side) ? sources[side] : document.body.source)?.description ?? "-:1:1"
    throw CommandError.data(
      "\(Sanitizer.sanitize(place)): error: the preview's fixed layout "
        + "\(number(width))×\(number(height)) pt is outside 1-100000 pt a side")
  }

  /// `1000000000` rather than `1e+09`.
  private static func number(_ value: Double) -> String {
    value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }

  /// The preview `choice` names among a Swift file's `documents`: its title, or its number from 1;
  /// a usage error listing them when none matches.
  static func choose(_ choice: String, among documents: [LayoutDocument], in path: String) throws
    -> LayoutDocument
  {
    if let number = Int(choice), documents.indices.contains(number - 1) { return documents[number - 1] }
    if let named = documents.first(where: { $0.title == choice }) { return named }
    let list = documents.enumerated().map { "\($0.offset + 1) '\($0.element.title ?? "")'" }
    throw CommandError.usage(
      "error: \(path) has no preview '\(choice)'; its previews: " + list.joined(separator: ", "))
  }

  /// Whether `path` names a Swift file, whose previews are several layouts.
  static func isSwift(_ path: String) -> Bool { LayoutReader.isSwift(path) }

  /// Whether `path` is a macOS-only Swift file (`MacOnlyPreview`), which opens on a Mac window
  /// when no device is named.
  static func isMacOnly(_ path: String) -> Bool { isSwift(path) && MacOnlyPreview.isMacOnly(path: path) }

  /// Whether `error` says a Swift file holds nothing to preview.
  static func hasNothingToPreview(_ error: CommandError) -> Bool {
    error.message.contains(SwiftLayouts.nothingToPreview)
  }
}
