import Foundation
import Testing

/// The device picker in a real terminal: a full name picks that device, a size a free-form screen,
/// and Apple TV's text-size keys say it has no Dynamic Type.
@Suite("The device picker in a terminal", .serialized)
struct DevicePickerInTmuxTests {
  static let signIn = TmuxSession.packageRoot.appendingPathComponent("Layouts/sign-in.yaml").path

  /// The status line (second to last row).
  func status(_ screen: [String]) -> String {
    screen.count >= 2 ? screen[screen.count - 2] : ""
  }

  /// Opens the picker on a fresh session, types `text` and presses Enter.
  func pick(_ text: String) throws -> TmuxSession {
    let tmux = try TmuxSession([Self.signIn], columns: 160)
    try tmux.waitFor(text: "Welcome back")
    try tmux.type("p")
    try tmux.waitFor(text: "Device:")
    try tmux.type(text)
    try tmux.waitFor(text: text)
    try tmux.press("Enter")
    return tmux
  }

  @Test("typing iphone 17 pro and Enter picks iPhone 17 Pro, not the Pro Max listed first")
  func fullNameWins() throws {
    // Start elsewhere, so the pick is visible in the status line.
    let tmux = try pick("iphone 17 pro")
    let screen = try tmux.waitFor { self.status($0).contains("iPhone 17 Pro ") }
    #expect(!status(screen).contains("Pro Max"))
    #expect(status(screen).contains("402×874"))
  }

  @Test("a size such as 800x600 picks a free-form screen, as --device does")
  func freeFormSize() throws {
    let tmux = try pick("800x600")
    let screen = try tmux.waitFor { self.status($0).contains("800x600 pt") }
    #expect(status(screen).contains("800×600"))
  }

  @Test("on Apple TV the status line says landscape (fixed) and + says there is no Dynamic Type")
  func appleTV() throws {
    let tmux = try pick("apple tv")
    let screen = try tmux.waitFor { self.status($0).contains("Apple TV") }
    #expect(status(screen).contains("landscape (fixed)"))
    #expect(status(screen).contains("fixed text sizes"))
    try tmux.type("+")
    let after = try tmux.waitFor(text: "Apple TV has no Dynamic Type")
    #expect(after.last?.contains("fixed sizes") == true)
  }
}
