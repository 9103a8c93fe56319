import Foundation
import Testing

/// The real binary in a real terminal: keys in with `send-keys`, what a person sees out with
/// `capture-pane`. Serialized so the two cores are not shared by several sessions at once.
@Suite("The session in a terminal", .serialized)
struct SessionInTmuxTests {
  static let signIn = TmuxSession.packageRoot.appendingPathComponent("Layouts/sign-in.yaml").path

  /// The status line (second to last row).
  func status(_ screen: [String]) -> String {
    screen.count >= 2 ? screen[screen.count - 2] : ""
  }

  /// The column where `text` starts on the first row that shows it.
  func column(of text: String, in screen: [String]) -> Int? {
    for line in screen {
      if let range = line.range(of: text) {
        return line.distance(from: line.startIndex, to: range.lowerBound)
      }
    }
    return nil
  }

  /// The rows and columns the device outline spans: from the top row with a bezel corner
  /// (rounded or square) to the last row with a bottom corner.
  func outline(_ screen: [String]) -> (rows: Int, columns: Int) {
    let body = screen.dropLast(2)
    guard let top = body.firstIndex(where: { $0.contains("╭") || $0.contains("┌") }),
      let bottom = body.lastIndex(where: { $0.contains("╰") || $0.contains("└") })
    else { return (0, 0) }
    let line = Array(screen[top])
    guard let left = line.firstIndex(where: { $0 == "╭" || $0 == "┌" }),
      let right = line.lastIndex(where: { $0 == "╮" || $0 == "┐" })
    else { return (0, 0) }
    return (bottom - top + 1, right - left + 1)
  }

  @Test("the session opens on the layout with a status line and a hint line")
  func opens() throws {
    let tmux = try TmuxSession([Self.signIn])
    let screen = try tmux.waitFor(text: "Welcome back")
    #expect(status(screen).contains("sign-in.yaml 1/1"))
    #expect(status(screen).contains("iPhone 17 Pro 402×874"))
    #expect(screen.last?.contains("q quit") == true)
    #expect(outline(screen).rows > 10)
  }

  @Test("d switches the device: the caption and the outline change")
  func nextDevice() throws {
    let tmux = try TmuxSession([Self.signIn, "--device", "iPad Pro 13-inch (M4)"])
    let before = try tmux.waitFor(text: "Welcome back")
    #expect(status(before).contains("iPad Pro 13-inch (M4) 1032×1376"))
    // Previous from the first device wraps around to the last: the Mac settings window, wide.
    try tmux.type("D")
    let after = try tmux.waitFor { self.status($0).contains("Mac settings window") }
    #expect(status(after).contains("500×428"))
    #expect(outline(after) != outline(before))
  }

  @Test("r rotates: landscape swaps the outline's aspect and the size in the status line")
  func rotate() throws {
    let tmux = try TmuxSession([Self.signIn])
    let portrait = try tmux.waitFor(text: "Welcome back")
    try tmux.type("r")
    let landscape = try tmux.waitFor { self.status($0).contains("874×402") }
    #expect(status(landscape).contains("landscape"))
    let p = outline(portrait)
    let l = outline(landscape)
    #expect(Double(p.columns) / Double(p.rows) < Double(l.columns) / Double(l.rows))
  }

  @Test("stepping up to AX5 makes the title wrap onto more rows")
  func largestTextWraps() throws {
    let tmux = try TmuxSession([Self.signIn])
    let large = try tmux.waitFor(text: "Welcome back")
    for _ in 0..<7 { try tmux.type("+") }
    let ax5 = try tmux.waitFor { self.status($0).contains("AX5") }
    #expect(large.contains { $0.contains("Welcome back") })
    // At AX5 the large title no longer fits one line of the phone: "Welcome" and "back" split.
    #expect(!ax5.contains { $0.contains("Welcome back") })
    #expect(ax5.contains { $0.contains("Welcome") })
    try tmux.type("+")
    let notice = try tmux.waitFor(text: "already the largest")
    #expect(notice.last?.contains("AX5") == true)
  }

  @Test("m mirrors: the leading title moves to the right side")
  func rightToLeft() throws {
    let tmux = try TmuxSession([Self.signIn])
    let ltr = try tmux.waitFor(text: "Welcome back")
    try tmux.type("m")
    let rtl = try tmux.waitFor { self.status($0).contains("RTL") }
    let before = try #require(column(of: "Welcome back", in: ltr))
    let after = try #require(column(of: "Welcome back", in: rtl))
    #expect(after > before + 10)
  }

  @Test("Tab selects an element and the status line shows its type, id and frame")
  func selection() throws {
    let tmux = try TmuxSession([Self.signIn])
    try tmux.waitFor(text: "Welcome back")
    try tmux.press("Tab")
    let screen = try tmux.waitFor { self.status($0).contains("#title") }
    #expect(status(screen).contains("Text"))
    #expect(status(screen).contains("pt"))
  }

  @Test("? opens the help listing every key, Escape closes it")
  func help() throws {
    let tmux = try TmuxSession([Self.signIn])
    try tmux.waitFor(text: "Welcome back")
    try tmux.type("?")
    // Waited for whole: under load a capture can catch the overlay half drawn.
    let help = try tmux.waitFor { screen in
      ["? Esc close", "mirror", "quit"].allSatisfy { text in screen.contains { $0.contains(text) } }
    }
    #expect(help.contains { $0.contains("? Esc close") })
    #expect(help.contains { $0.contains("mirror") })
    #expect(help.contains { $0.contains("quit") })
    try tmux.press("Escape")
    let closed = try tmux.waitFor { !$0.contains { $0.contains("mirror:") } }
    #expect(!closed.contains { $0.contains("mirror:") })
  }

  @Test("the device picker filters as you type and Enter switches to the match")
  func picker() throws {
    let tmux = try TmuxSession([Self.signIn])
    try tmux.waitFor(text: "Welcome back")
    try tmux.type("p")
    try tmux.waitFor(text: "Device:")
    try tmux.type("ipad pro 12")
    try tmux.waitFor(text: "ipad pro 12")
    try tmux.press("Enter")
    let screen = try tmux.waitFor { self.status($0).contains("iPad Pro 12.9-inch") }
    #expect(status(screen).contains("1024×1366"))
  }

  @Test("editing the file reloads it; an invalid edit keeps the wireframe and shows a banner")
  func liveReload() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lp-live-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("screen.yaml")
    try "body:\n  Text: First\n  font: largeTitle\n".write(to: file, atomically: false, encoding: .utf8)
    let tmux = try TmuxSession([file.path])
    try tmux.waitFor(text: "First")

    try "body:\n  Text: Second\n  font: largeTitle\n".write(to: file, atomically: false, encoding: .utf8)
    let reloaded = try tmux.waitFor(text: "Second", 2)
    #expect(reloaded.contains { $0.contains("Second") })

    try "body:\n  Txt: Broken\n".write(to: file, atomically: true, encoding: .utf8)
    let broken = try tmux.waitFor(text: "screen.yaml:2:3", 2)
    #expect(broken.contains { $0.contains("Second") })
    #expect(broken.contains { $0.contains("unknown element") })

    try "body:\n  Text: Fixed\n  font: largeTitle\n".write(to: file, atomically: true, encoding: .utf8)
    let fixed = try tmux.waitFor(text: "Fixed", 2)
    #expect(!fixed.contains { $0.contains("screen.yaml:2:3") })

    try FileManager.default.removeItem(at: file)
    let deleted = try tmux.waitFor(text: "deleted", 2)
    #expect(deleted.contains { $0.contains("Fixed") })
    try tmux.type("r")
    #expect(try tmux.waitFor { self.status($0).contains("landscape") }.contains { $0.contains("Fixed") })
  }

  @Test("a terminal that is too small says so, and the session recovers when enlarged")
  func tooSmall() throws {
    let tmux = try TmuxSession([Self.signIn])
    try tmux.waitFor(text: "Welcome back")
    try tmux.resize(columns: 30, rows: 10)
    let small = try tmux.waitFor(text: "too small")
    #expect(small.joined().contains("30"))
    try tmux.resize(columns: 120, rows: 40)
    let restored = try tmux.waitFor(text: "Welcome back")
    #expect(status(restored).contains("sign-in.yaml"))
  }

  @Test("q quits and leaves the terminal as it was: normal screen, echo and canonical mode on")
  func quitRestores() throws {
    let tmux = try TmuxSession([Self.signIn])
    try tmux.waitFor(text: "Welcome back")
    try tmux.type("q")
    let modes = try #require(try tmux.waitForExit())
    #expect(modes.contains("status 0"))
    #expect(modes.contains(" echo ") || modes.contains(" echo\n"))
    #expect(modes.contains(" icanon"))
    let screen = try tmux.waitFor(text: "[exited 0]")
    #expect(!screen.contains { $0.contains("Welcome back") })
  }

  @Test("Ctrl-C quits cleanly too, with the status of an interrupted program (130)")
  func controlC() throws {
    let tmux = try TmuxSession([Self.signIn])
    try tmux.waitFor(text: "Welcome back")
    try tmux.press("C-c")
    let modes = try #require(try tmux.waitForExit())
    #expect(modes.contains("status 130"))
    #expect(modes.contains(" icanon"))
  }
}

/// The multitasking and keyboard keys in a real terminal.
extension SessionInTmuxTests {
  @Test(
    "w arranges the app's window, then iPadOS 18's Split View: the rest is shaded, the status line says which"
  )
  func multitaskingKey() throws {
    let tmux = try TmuxSession([
      Self.signIn, "--device", "iPad Pro 12.9-inch", "--orientation", "landscape-left",
    ])
    let before = try tmux.waitFor(text: "Welcome back")
    #expect(!before.joined().contains("╱"))
    try tmux.type("w")
    let half = try tmux.waitFor { self.status($0).contains("1/2 window 678×1024 pt") }
    #expect(half.joined().contains("╱╱╱"))
    #expect(half.last?.contains("1/2 window: window 678×1024 pt, R/R") == true)
    try tmux.type("www")
    let twoThirds = try tmux.waitFor { self.status($0).contains("2/3 Split View (iPadOS 18) 981×1024 pt") }
    #expect(twoThirds.last?.contains("2/3 Split View (iPadOS 18): window 981×1024 pt, R/R") == true)
    try tmux.type("ww")
    let third = try tmux.waitFor { self.status($0).contains("1/3 Split View (iPadOS 18) 375×1024 pt") }
    #expect(status(third).contains("C/R"))
    // The sign-in title starts in the narrow pane on the left; the shading fills the right.
    let titleRow = try #require(third.first { $0.contains("Welcome") })
    let shadeColumn = try #require(column(of: "╱", in: [titleRow]))
    let titleColumn = try #require(column(of: "Welcome", in: [titleRow]))
    #expect(titleColumn < shadeColumn)
  }

  @Test(
    "at 80x24, w and the resize keys show the window's arrangement, size and size classes on the status line")
  func windowKeysAt80x24() throws {
    let tmux = try TmuxSession(
      [Self.signIn, "--device", "iPad Pro 12.9-inch", "--orientation", "landscape-left"], columns: 80,
      rows: 24)
    let full = try tmux.waitFor(text: "Welcome")
    #expect(status(full).contains("R/R"))
    #expect(!status(full).contains("window"))
    try tmux.type("w")
    let half = try tmux.waitFor { self.status($0).contains("1/2 window 678×1024 pt R/R") }
    // The window controls over the window's top-leading corner, the other windows shaded.
    #expect(half.contains { $0.contains("●") })
    #expect(half.joined().contains("╱"))
    try tmux.type("[")
    let narrower = try tmux.waitFor { self.status($0).contains("free window 668×1024 pt C/R") }
    #expect(narrower.last?.contains("free window: window 668×1024 pt, C/R") == true)
    try tmux.type("]")
    _ = try tmux.waitFor { self.status($0).contains("free window 678×1024 pt R/R") }
    try tmux.type("{{")
    _ = try tmux.waitFor { self.status($0).contains("free window 678×1004 pt R/R") }
    // From a free window, w starts the arrangements again.
    try tmux.type("w")
    _ = try tmux.waitFor { self.status($0).contains("1/2 window 678×1024 pt R/R") }
    try tmux.type("ww")
    let quadrant = try tmux.waitFor { self.status($0).contains("quadrant window 678×507 pt R/R") }
    #expect(quadrant.last?.contains("quadrant window: window 678×507 pt, R/R") == true)
  }

  @Test("w on an iPhone says multitasking is iPad only")
  func multitaskingKeyOnIPhone() throws {
    let tmux = try TmuxSession([Self.signIn])
    _ = try tmux.waitFor(text: "Welcome back")
    try tmux.type("w")
    let screen = try tmux.waitFor(text: "Multitasking is iPad only")
    #expect(screen.last?.contains("iPhone 17 Pro shows apps full screen") == true)
  }

  @Test("t shows the keyboard over the bottom of the screen with its height, and hides it again")
  func keyboardKey() throws {
    let tmux = try TmuxSession([Self.signIn, "--orientation", "landscape-left"])
    _ = try tmux.waitFor(text: "Password")
    try tmux.type("t")
    let shown = try tmux.waitFor(text: "keyboard 215 pt")
    #expect(shown.joined().contains("▭ ▭ ▭"))
    #expect(status(shown).contains("keyboard 215 pt"))
    // The keyboard covers the button row: "Forgot password?" is no longer visible.
    #expect(!shown.joined().contains("Forgot"))
    try tmux.type("t")
    let hidden = try tmux.waitFor { !$0.joined().contains("▭") }
    #expect(hidden.last?.contains("Keyboard hidden") == true)
  }
}
