import Foundation
import Testing

/// `b`: the other branch of each condition a Swift preview cannot know, in turn, then none again,
/// at 80x24; the key is in the hint line and the help, and `:flip-condition` does the same.
@Suite("Flipping unknown conditions in the session", .serialized)
struct FlipConditionInTmuxTests {
  private let source = """
    import SwiftUI

    struct Feed: View {
      let service: FeedService
      var body: some View {
        VStack {
          if service.isLoading {
            Text("Spinner state")
          } else {
            Text("Feed content")
          }
          Text(service.isPremium ? "Premium badge" : "Free badge")
          Spacer()
        }
      }
    }

    #Preview { Feed(service: FeedService()) }
    """

  @Test("b shows the other branch of each unknown condition in turn, then the branches as read")
  func flipInTurn() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lp-flip-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Feed.swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    let tmux = try TmuxSession([file.path, "--project", "none"], columns: 80, rows: 24)
    func shows(_ text: String, _ screen: [String]) -> Bool { screen.contains { $0.contains(text) } }

    // As read: the content rather than the loading state, and the ternary's first choice.
    let read = try tmux.waitFor { shows("Feed content", $0) && shows("Premium badge", $0) }
    #expect(!shows("Spinner state", read))
    #expect(!shows("flipped", read))

    try tmux.type("b")
    let first = try tmux.waitFor { shows("Spinner state", $0) && shows("Premium badge", $0) }
    #expect(!shows("Feed content", first))
    #expect(shows("branch 1/2 flipped", first), "the status line says what is not as read")

    try tmux.type("b")
    let second = try tmux.waitFor { shows("Feed content", $0) && shows("Free badge", $0) }
    #expect(!shows("Spinner state", second) && !shows("Premium badge", second))
    #expect(shows("branch 2/2 flipped", second))

    try tmux.type("b")
    let back = try tmux.waitFor { shows("Feed content", $0) && shows("Premium badge", $0) }
    #expect(!shows("flipped", back))

    // The command by its name does the same.
    try tmux.type(":flip-condition")
    try tmux.press("Enter")
    let command = try tmux.waitFor { shows("Spinner state", $0) && shows("branch 1/2 flipped", $0) }
    #expect(shows("branch 1/2 flipped", command))

    // The help lists the key under its name.
    try tmux.type("?")
    try tmux.type("/flip")
    let help = try tmux.waitFor { shows("flip-condition", $0) }
    #expect(help.contains { $0.contains("b") && $0.contains("unknown condition") })
  }
}
