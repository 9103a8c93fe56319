import Foundation
import Testing

/// The adaptive samples adapt in the running session: rotating re-resolves the photo grid's
/// columns, larger text stacks the contact's fields, another device turns mail into a split view.
@Suite("Adaptive samples in a terminal", .serialized)
struct AdaptiveSessionTests {
  static func sample(_ name: String) -> String {
    TmuxSession.packageRoot.appendingPathComponent("Layouts/\(name).yaml").path
  }

  /// The first line showing `text`.
  func line(with text: String, in screen: [String]) -> String? {
    screen.first { $0.contains(text) }
  }

  @Test("r on the photo library: 3 thumbnails a row in portrait, 7 in landscape")
  func photoGridRotates() throws {
    let tmux = try TmuxSession([Self.sample("photo-library"), "--device", "iPhone 17 Pro"], rows: 45)
    let portrait = try tmux.waitFor(text: "harbour")
    let first = try #require(line(with: "harbour", in: portrait))
    #expect(first.contains("alps"))
    #expect(!first.contains("猫"))
    try tmux.type("r")
    let landscape = try tmux.waitFor { screen in
      screen.contains { $0.contains("harbour") && $0.contains("lighthouse") }
    }
    #expect(!(line(with: "harbour", in: landscape)?.contains("dunes") ?? true))
  }

  @Test("+ to AX1 on the contact: the phone number moves under its label")
  func contactStacks() throws {
    let tmux = try TmuxSession([Self.sample("contact"), "--device", "iPhone SE 4-inch"], rows: 45)
    let large = try tmux.waitFor(text: "mobile")
    #expect(line(with: "mobile", in: large)?.contains("+44 20 7946 0958") == true)
    try tmux.type("++++")
    let stacked = try tmux.waitFor { screen in screen.contains { $0.contains("AX1") } }
    #expect(line(with: "mobile", in: stacked)?.contains("+44") == false)
    #expect(stacked.contains { $0.contains("+44 20 7946 0958") })
  }

  @Test(
    "mail: the mailboxes alone on an iPhone; on an iPad the message alone in portrait, three columns in landscape"
  )
  func mailSplits() throws {
    let tmux = try TmuxSession([Self.sample("mail"), "--device", "iPhone 17 Pro"], rows: 45)
    let phone = try tmux.waitFor(text: "Inbox")
    #expect(!phone.contains { $0.contains("Léa Martin") })
    try tmux.type("p")
    try tmux.type("ipad pro 12.9")
    try tmux.press("Enter")
    // Portrait: the automatic style puts the leading columns over the detail, hidden by default.
    let portrait = try tmux.waitFor { screen in
      screen.contains { $0.contains("12.9") } && screen.contains { $0.contains("Train tickets for Saturday") }
    }
    #expect(!portrait.contains { $0.contains("Mailboxes") || $0.contains("Northwind") })
    try tmux.type("r")
    let landscape = try tmux.waitFor { screen in
      screen.contains { $0.contains("Mailboxes") } && screen.contains { $0.contains("Northwind") }
    }
    #expect(landscape.contains { $0.contains("Receipts") })
    #expect(landscape.contains { $0.contains("Train tickets") })
  }
}
