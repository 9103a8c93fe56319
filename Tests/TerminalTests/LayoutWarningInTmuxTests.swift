import Foundation
import TestSupport
import Testing

/// A custom layout that passes its trial while the file is read and fails while laying out: the
/// session says where it stopped, `file:line:column`, in its status area.
@Suite("Warnings found while laying out, in the session", .serialized)
struct LayoutWarningInTmuxTests {
  /// A layout whose code needs a value of another module once it has more than the trial's
  /// twelve subviews.
  static let source = """
    import SwiftUI
    struct Picky: Layout {
      func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        if subviews.count > 12 { return CGSize(width: Model.shared.width, height: 10) }
        return CGSize(width: 100, height: 100)
      }
      func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
      }
    }
    #Preview {
      Picky { ForEach(0..<20, id: \\.self) { i in Text("\\(i)") } }
    }
    """

  @Test("the status area names the line where the layout's code stopped, at 80 × 24")
  func statusLine() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lp-late-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Picky.swift")
    try Self.source.write(to: file, atomically: true, encoding: .utf8)
    let tmux = try TmuxSession([file.path], columns: 80, rows: 24)
    let screen = try tmux.waitFor { $0.contains { $0.contains("Picky.swift:4:") } }
    let line = try #require(screen.first { $0.contains("Picky.swift:4:") })
    #expect(line.contains("Picky.swift:4:37: warning:"), "\(screen.joined(separator: "\n"))")
  }
}
