import Foundation
import LayoutEngine
import LayoutMapping

/// The Swift text one read parses, held to `SwiftLayouts.maximumReadBytes`: files are admitted in
/// the order the reader wants them (its folder's, then the project's), and those past the budget
/// are left unread and named in one warning, so what they declare shows as placeholders with a
/// reason instead of a preview that takes half a minute.
struct ReadBytes {
  /// The bytes admitted so far, the previewed file's included.
  private(set) var used: Int
  /// The files left unread, in the order they were asked for.
  private(set) var skipped: [String] = []
  let limit: Int

  init(used: Int, limit: Int = SwiftLayouts.maximumReadBytes) {
    self.used = used
    self.limit = limit
  }

  /// Whether the file at `path`, of `count` bytes, fits in what is left (and counts it if so).
  mutating func admits(_ path: String, _ count: Int) -> Bool {
    guard used + count <= limit else {
      skipped.append(path)
      return false
    }
    used += count
    return true
  }

  /// The warning a preview of `main` carries when files were left unread: at `main:1:1`, since
  /// no line of it is at fault.
  func warnings(for main: String) -> [LayoutFileWarning] {
    guard let first = skipped.first else { return [] }
    let others = skipped.count - 1
    let name = (first as NSString).lastPathComponent
    return [
      LayoutFileWarning(
        location: SourceLocation(file: main, line: 1, column: 1),
        message:
          "\(name)\(others > 0 ? " and \(others) more file\(others == 1 ? "" : "s")" : "") of the folder and project were not read: together with the file they pass \(limit >> 20) MiB of Swift (the limit of one read), and what they declare is shown as placeholders"
      )
    ]
  }
}
