import LayoutMapping

/// One layout in the session (a layout file, or one preview of a Swift file): the last good
/// document and, if the file is currently broken or missing, why. The last good document stays on
/// screen while the problem shows in a banner.
public struct LayoutSlot: Sendable, Equatable {
  public var path: String
  /// Which preview of a Swift file, counted from 0; `nil` for a layout file.
  public var preview: Int?
  public var document: LayoutDocument?
  /// The current problem, shown as a banner; `nil` when the file is fine.
  public var problem: String?

  /// A slot for the file at `path` from its first read, which may already have failed.
  public init(path: String, preview: Int? = nil, load: LayoutLoad) {
    self.path = path
    self.preview = preview
    self.document = nil
    self.problem = nil
    update(with: load)
  }

  /// The slots of the file at `path` from its first read: one for a layout file, one per preview
  /// of a Swift file (one slot showing the problem when the file cannot be read).
  public static func slots(path: String, load: LayoutLoad) -> [LayoutSlot] {
    guard case .previews(let documents) = load, !documents.isEmpty else {
      let isSwift = path.hasSuffix(".swift")
      return [LayoutSlot(path: path, preview: isSwift ? 0 : nil, load: load)]
    }
    return documents.indices.map { LayoutSlot(path: path, preview: $0, load: load) }
  }

  /// The file name without directories, for the status line; a Swift preview's adds its title
  /// (`ContentView.swift: Dark`).
  public var name: String {
    let file = path.split(separator: "/").last.map(String.init) ?? path
    guard preview != nil, let title = document?.title else { return file }
    return "\(file): \(title)"
  }

  /// Every file the shown document was read from (a Swift preview's siblings too), for reloading.
  public var files: [String] { document?.files ?? [path] }

  /// Takes a new read of the file: a document replaces the last good one; a failure keeps it.
  public mutating func update(with load: LayoutLoad) {
    switch load {
    case .document(let document):
      self.document = document
      problem = nil
    case .previews(let documents):
      guard let preview, documents.indices.contains(preview) else {
        problem =
          "\(path): preview \((preview ?? 0) + 1) is gone (the file has \(documents.count)); showing its last version"
        return
      }
      document = documents[preview]
      problem = nil
    case .failed(let message):
      problem = message
    case .missing:
      problem =
        document == nil
        ? "\(path): the file does not exist"
        : "\(path): the file was deleted or moved; showing its last version"
    }
  }
}
