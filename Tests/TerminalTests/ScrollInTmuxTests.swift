import Foundation
import Testing

/// Scrolling and the fit in a real terminal: the mouse wheel as the terminal reports it, the
/// keys, and what a person then sees.
@Suite("Scrolling in a terminal", .serialized)
struct ScrollInTmuxTests {
  static let contact = TmuxSession.packageRoot.appendingPathComponent("Layouts/contact.yaml").path

  /// The status line (second to last row).
  func status(_ screen: [String]) -> String {
    screen.count >= 2 ? screen[screen.count - 2] : ""
  }

  func shows(_ text: String, _ screen: [String]) -> Bool {
    screen.dropLast(2).contains { $0.contains(text) }
  }

  @Test("the wheel over the list scrolls it to contact's last note (AX5) and back to the top")
  func wheel() throws {
    let tmux = try TmuxSession([Self.contact, "-t", "AX5", "--fit", "device"], columns: 120, rows: 40)
    let start = try tmux.waitFor(text: "Amara")
    #expect(!shows("visible to you.", start))
    #expect(!shows("┃", start))
    // The list fills the screen below the status bar: the middle of the pane is over it.
    for _ in 0..<25 { try tmux.wheel(down: true, column: 60, row: 20) }
    // Wait for every wheel event to be handled, not only the first that shows the last note:
    // on a loaded machine the screen is captured between events.
    let bottom = try tmux.waitFor {
      self.shows("visible to you.", $0) && self.status($0).hasPrefix("scrolled 1540/1540 pt")
    }
    #expect(shows("visible to you.", bottom), "\(bottom.joined(separator: "\n"))")
    #expect(!shows("Amara", bottom))
    #expect(shows("┃", bottom))
    #expect(status(bottom).hasPrefix("scrolled 1540/1540 pt"))
    for _ in 0..<25 { try tmux.wheel(down: false, column: 60, row: 20) }
    let top = try tmux.waitFor { self.shows("Amara", $0) && !self.status($0).hasPrefix("scrolled") }
    #expect(shows("Amara", top))
    #expect(!shows("┃", top))
  }

  @Test("j reaches the end of the content at 80x24 in the default width fit, k comes back")
  func keys() throws {
    let tmux = try TmuxSession([Self.contact, "-t", "AX5"], columns: 80, rows: 24)
    // Waited for whole: under load a capture can catch the screen before its status line.
    let start = try tmux.waitFor { self.shows("Amara", $0) && self.status($0).contains("fit wid") }
    #expect(status(start).contains("fit wid"))
    for _ in 0..<30 {
      try tmux.press("j")
      Thread.sleep(forTimeInterval: 0.03)
    }
    let bottom = try tmux.waitFor { self.shows("visible to you.", $0) }
    #expect(shows("visible to you.", bottom), "\(bottom.joined(separator: "\n"))")
    try tmux.press("j")
    let end = try tmux.waitFor(text: "At the end of the scroll view")
    #expect(end.last?.contains("At the end of the scroll view") == true)
    for _ in 0..<30 {
      try tmux.press("k")
      Thread.sleep(forTimeInterval: 0.03)
    }
    let top = try tmux.waitFor { self.shows("Amara", $0) && !self.status($0).hasPrefix("scrolled") }
    #expect(shows("Amara", top))
  }

  @Test("f switches between the readable width and the whole device; ? lists the scroll keys")
  func fit() throws {
    let tmux = try TmuxSession([Self.contact], columns: 80, rows: 24)
    let readable = try tmux.waitFor(text: "Message")
    // The three bordered buttons read whole and alike: all in brackets or none (was
    // `( Message )   Call     Mail`).
    let buttons = readable.first { $0.contains("Message") && $0.contains("Call") && $0.contains("Mail") }
    #expect(
      buttons.map { [0, 3].contains($0.filter { $0 == "(" }.count) } == true,
      "\(readable.joined(separator: "\n"))")
    try tmux.press("f")
    let whole = try tmux.waitFor(text: "Fit: the whole device")
    // The whole device is narrower: its outline spans fewer columns, its bottom shows.
    let width = { (screen: [String]) in screen.first { $0.contains("╭") }?.filter { $0 == "─" }.count ?? 0 }
    #expect(width(whole) < width(readable))
    #expect(shows("━", whole))
    try tmux.press("f")
    _ = try tmux.waitFor(text: "Fit: the width, readable text")
    // Typing into the help filters it: even at 80x24 the scrolling keys are one word away.
    try tmux.press("?")
    try tmux.waitFor(text: "to filter")
    try tmux.type("scroll")
    let help = try tmux.waitFor(text: "scroll down")
    #expect(shows("↓, j", help), "\(help.joined(separator: "\n"))")
    #expect(shows("↑, k", help))
    #expect(shows("fit: whole device / readable width", help))
  }
}
