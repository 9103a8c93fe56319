import Foundation
import TestSupport
import Testing

/// A custom layout that passes its trial while the file is read and fails while laying out
/// (`lateFailingLayoutSource`): the session says where it stopped, `file:line:column`, in its
/// status area.
@Suite("Warnings found while laying out, in the session", .serialized)
struct LayoutWarningInTmuxTests {
  @Test("the status area names the line where the layout's code stopped, at 80 × 24")
  func statusLine() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lp-late-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Picky.swift")
    try lateFailingLayoutSource.write(to: file, atomically: true, encoding: .utf8)
    let tmux = try TmuxSession([file.path], columns: 80, rows: 24)
    // The last found of the two (sizeThatFits at line 4, then placeSubviews at line 8).
    let screen = try tmux.waitFor { $0.contains { $0.contains("Picky.swift:8:") } }
    let line = try #require(screen.first { $0.contains("Picky.swift:8:") })
    #expect(line.contains("Picky.swift:8:30: warning:"), "\(screen.joined(separator: "\n"))")
  }
}
