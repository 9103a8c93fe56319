import Foundation
import TestSupport
import Testing

/// A tag cloud built from `.alignmentGuide` closures that share two counters, in the session: the
/// chips show in rows that wrap at the device's width, and mirror right to left.
@Suite("Alignment guides in the session", .serialized)
struct AlignmentGuidesInTmuxTests {
  static let cloud =
    "import SwiftUI\n\n"
    + tagCloudSource(
      chip:
        "Text(tag).padding(.horizontal, 10).padding(.vertical, 6).background(Capsule().stroke()).padding(4)")
      + """

      #Preview {
        TagCloud(tags: ["Swift", "Layout", "Alignment", "Guides", "Wireframe", "Terminal", "Preview", "Chips", "Rows"])
      }
      """

  /// The line and column where `word` shows, the first place.
  func place(of word: String, in screen: [String]) -> (line: Int, column: Int)? {
    for (n, line) in screen.enumerated() {
      if let range = line.range(of: word) {
        return (n, line.distance(from: line.startIndex, to: range.lowerBound))
      }
    }
    return nil
  }

  @Test("the chips show in rows, first row first, at 80 × 24 and 120 × 40, and mirror right to left")
  func cloudRows() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lp-guides-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Tags.swift")
    try Self.cloud.write(to: file, atomically: true, encoding: .utf8)
    let tmux = try TmuxSession([file.path], columns: 80, rows: 24)

    for size in [(80, 24), (120, 40)] {
      if size.0 != 80 { try tmux.resize(columns: size.0, rows: size.1) }
      let screen = try tmux.waitFor { self.place(of: "Rows", in: $0) != nil }
      let swift = try #require(place(of: "Swift", in: screen))
      let layout = try #require(place(of: "Layout", in: screen))
      let wireframe = try #require(place(of: "Wireframe", in: screen))
      let rows = try #require(place(of: "Rows", in: screen))
      // The first chips side by side on one line, later ones on lines below, left to right.
      #expect(swift.line == layout.line && swift.column < layout.column, "\(screen.joined(separator: "\n"))")
      #expect(wireframe.line > swift.line && rows.line > wireframe.line, "\(screen.joined(separator: "\n"))")
    }

    try tmux.type("m")
    let mirrored = try tmux.waitFor {
      guard let swift = self.place(of: "Swift", in: $0), let layout = self.place(of: "Layout", in: $0) else {
        return false
      }
      return swift.line == layout.line && swift.column > layout.column
    }
    let swift = try #require(place(of: "Swift", in: mirrored))
    let rows = try #require(place(of: "Rows", in: mirrored))
    #expect(rows.line > swift.line, "\(mirrored.joined(separator: "\n"))")
  }
}
