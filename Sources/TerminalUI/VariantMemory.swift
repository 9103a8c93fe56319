import Foundation
import Preview

/// The state file as one session uses it: read once at start, written once at the end, with
/// the session's relative paths turned into the absolute ones it is keyed by.
struct VariantMemory {
  /// The state file, `nil` when remembering is off.
  let path: String?
  /// What the file held at start, most recent first.
  private let earlier: [(path: String, variant: RememberedVariant)]
  /// Why the file could not be read, for the first frame's notice.
  let problem: String?

  /// The memory kept at `path` (none when `nil`).
  init(path: String?) {
    self.path = path
    guard let path else {
      (earlier, problem) = ([], nil)
      return
    }
    do {
      (earlier, problem) = (try StateFile.read(path), nil)
    } catch {
      (earlier, problem) = ([], "\(error)")
    }
  }

  /// The remembered variants of the session's `paths`, by those paths.
  func remembered(for paths: [String]) -> [String: RememberedVariant] {
    let byAbsolute = Dictionary(
      earlier.map { ($0.path, $0.variant) }, uniquingKeysWith: { first, _ in first })
    var out: [String: RememberedVariant] = [:]
    for path in paths {
      if let variant = byAbsolute[Self.absolute(path)] { out[path] = variant }
    }
    return out
  }

  /// Writes what `state` remembers before what the file held (the file shown last first). A
  /// state file that cannot be written costs only the memory; the session has ended by then.
  func save(_ state: PreviewState) {
    guard let path, state.remembersVariants else { return }
    var order = state.layouts.map(\.path)
    if let shown = state.currentLayout?.path { order.insert(shown, at: 0) }
    let entries = StateFile.merged(state.remembered, shownIn: order, over: earlier, absolute: Self.absolute)
    try? StateFile.write(entries, to: path)
  }

  /// `path` made absolute against the working folder, as the state file keys files.
  static func absolute(_ path: String) -> String {
    let url =
      path.hasPrefix("/")
      ? URL(fileURLWithPath: path)
      : URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(path)
    return url.standardizedFileURL.path
  }
}
