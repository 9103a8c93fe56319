import Foundation
import Testing

/// The session on a SwiftUI file: each `#Preview` a layout (`n` steps through them), live reload
/// of the file and of the sibling files it inlined, and the selected view's place in the source.
@Suite("The session on a Swift file", .serialized)
struct SwiftSourceInTmuxTests {
  func status(_ screen: [String]) -> String {
    screen.count >= 2 ? screen[screen.count - 2] : ""
  }

  func write(_ text: String, to url: URL) throws {
    try text.write(to: url, atomically: true, encoding: .utf8)
  }

  func screen(_ greeting: String, name: String) -> String {
    """
    import SwiftUI

    struct Greeting: View {
      var name = "\(name)"
      var body: some View {
        VStack {
          Text("\(greeting), \\(name)")
            .font(.largeTitle)
          Badge(count: 3)
        }
      }
    }

    #Preview("First") {
      Greeting()
    }

    #Preview("Second") {
      Greeting(name: "Bo")
    }
    """
  }

  func badge(_ word: String) -> String {
    """
    import SwiftUI

    struct Badge: View {
      let count: Int
      var body: some View {
        Label("\\(count) \(word)", systemImage: "bell")
      }
    }
    """
  }

  @Test("previews are layouts; saving the file or its sibling reloads; the selection shows its source")
  func swiftFile() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lp-swift-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Greeting.swift")
    let sibling = folder.appendingPathComponent("Badge.swift")
    try write(screen("Hello", name: "Ann"), to: file)
    try write(badge("new"), to: sibling)
    let tmux = try TmuxSession([file.path])
    let first = try tmux.waitFor(text: "Hello, Ann")
    #expect(status(first).contains("Greeting.swift: First 1/2"))
    #expect(first.contains { $0.contains("3 new") })

    try tmux.type("n")
    let second = try tmux.waitFor(text: "Hello, Bo")
    #expect(status(second).contains("Greeting.swift: Second 2/2"))

    try write(screen("Howdy", name: "Ann"), to: file)
    let edited = try tmux.waitFor(text: "Howdy, Bo", 3)
    #expect(status(edited).contains("2/2"), "the session stays on the preview it showed")

    try write(badge("unread"), to: sibling)
    let siblingEdited = try tmux.waitFor(text: "3 unread", 3)
    #expect(siblingEdited.contains { $0.contains("Howdy, Bo") })

    try write("import SwiftUI\n#Preview {\n  Text(\"a\"\n}\n", to: file)
    let broken = try tmux.waitFor(text: "Greeting.swift:3:11", 3)
    #expect(broken.contains { $0.contains("Howdy, Bo") }, "the last good preview stays")

    try write(screen("Hi", name: "Ann"), to: file)
    try tmux.waitFor(text: "Hi, Bo", 3)
    try tmux.press("Tab")
    let selected = try tmux.waitFor {
      self.status($0).contains("Greeting.swift:") && self.status($0).contains("pt")
    }
    #expect(status(selected).range(of: #"Greeting\.swift:\d+:\d+"#, options: .regularExpression) != nil)
  }
}
