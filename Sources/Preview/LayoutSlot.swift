import LayoutFile

/// One layout file in the session: the last good document and, if the file is currently broken
/// or missing, why. The last good document stays on screen while the problem shows in a banner.
public struct LayoutSlot: Sendable, Equatable {
  public var path: String
  public var document: LayoutDocument?
  /// The current problem, shown as a banner; `nil` when the file is fine.
  public var problem: String?

  /// A slot for the file at `path` from its first read, which may already have failed.
  public init(path: String, load: LayoutLoad) {
    self.path = path
    self.document = nil
    self.problem = nil
    update(with: load)
  }

  /// The file name without directories, for the status line.
  public var name: String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

  /// Takes a new read of the file: a document replaces the last good one; a failure keeps it.
  public mutating func update(with load: LayoutLoad) {
    switch load {
    case .document(let document):
      self.document = document
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
