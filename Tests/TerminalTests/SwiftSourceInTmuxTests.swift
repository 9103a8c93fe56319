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
    // The status line is waited for, not only the body: on a loaded machine a capture can fall
    // between the two being drawn.
    let first = try tmux.waitFor {
      $0.contains { $0.contains("Hello, Ann") } && self.status($0).contains("1/2")
    }
    #expect(status(first).contains("Greeting.swift: First 1/2"))
    #expect(first.contains { $0.contains("3 new") })

    try tmux.type("n")
    let second = try tmux.waitFor {
      $0.contains { $0.contains("Hello, Bo") } && self.status($0).contains("2/2")
    }
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

  @Test("each preview starts in its traits; the keys work from there; the person's choices stay")
  func previewTraits() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lp-traits-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Card.swift")
    try write(
      """
      import SwiftUI

      struct Card: View {
        var title = "Weather"
        var body: some View {
          VStack {
            Text(title).font(.headline)
            Text("Sunny, 21°")
          }
          .padding()
        }
      }

      #Preview("Phone") { Card() }

      #Preview("Wide", traits: .landscapeLeft) { Card(title: "Wide weather") }

      #Preview("Small", traits: .fixedLayout(width: 300, height: 200)) { Card(title: "Small weather") }
      """, to: file)
    let tmux = try TmuxSession([file.path], columns: 160)
    let phone = try tmux.waitFor(text: "Card.swift: Phone 1/3")
    #expect(status(phone).contains("iPhone 17 Pro 402×874 · portrait ·"))

    try tmux.type("n")
    let wide = try tmux.waitFor(text: "Card.swift: Wide 2/3")
    #expect(status(wide).contains("iPhone 17 Pro 874×402 · landscape left (trait) ·"))
    #expect(wide.contains { $0.contains("Wide weather") })

    try tmux.type("r")
    let rotated = try tmux.waitFor { self.status($0).contains("landscape right") }
    #expect(!status(rotated).contains("(trait)"), "the person rotated from the trait's orientation")

    try tmux.type("n")
    let small = try tmux.waitFor(text: "Card.swift: Small 3/3")
    #expect(status(small).contains("fixed layout 300×200 · portrait ·"))
    #expect(small.contains { $0.contains("Small weather") })
    try tmux.type("+")
    let larger = try tmux.waitFor { self.status($0).contains("xLarge") }
    #expect(status(larger).contains("fixed layout 300×200"))

    try tmux.type("n")
    let back = try tmux.waitFor(text: "Card.swift: Phone 1/3")
    #expect(
      status(back).contains("iPhone 17 Pro 874×402 · landscape right ·"),
      "the device comes back after the canvas, in the orientation the person chose")
  }

  @Test("an app's view file: its store, formatted text and controls on screen, every preview and key working")
  func tripPlanner() throws {
    let file = TmuxSession.packageRoot.appendingPathComponent(
      "Tests/SwiftSourceTests/Corpus/TripPlanner.swift")
    let tmux = try TmuxSession([file.path], columns: 120, rows: 50)
    let trips = try tmux.waitFor(text: "TripPlanner.swift: Trips 1/5")
    #expect(trips.contains { $0.contains("Lisbon & Porto") || $0.contains("Lisbon &") })
    #expect(trips.contains { $0.contains("Edit") })
    #expect(!trips.contains { $0.contains("No trips yet") })

    try tmux.type("n")
    let detail = try tmux.waitFor(text: "TripPlanner.swift: Detail 2/5")
    #expect(detail.contains { $0.contains("€1,800.00") })
    #expect(detail.contains { $0.contains("Jan 1, 2026") })

    try tmux.type("n")
    let landscape = try tmux.waitFor(text: "TripPlanner.swift: Empty trip 3/5")
    // The orientation the preview's trait asks for, shortened when the whole line does not fit.
    #expect(status(landscape).contains(/(landscape left|L-left) \(trait\)/), "\(status(landscape))")
    try tmux.type("+")
    try tmux.waitFor { self.status($0).contains("xLarge") }
    try tmux.type("m")
    let rightToLeft = try tmux.waitFor { self.status($0).contains("RTL") }
    #expect(status(rightToLeft).contains("Empty trip 3/5"))

    try tmux.type("nn")
    let row = try tmux.waitFor(text: "TripPlanner.swift: Row 5/5")
    #expect(status(row).contains("size that fits"))
    #expect(row.contains { $0.contains("3 stops ·") }, "the stops reduced to their count")
  }
}
