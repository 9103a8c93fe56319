import Foundation
import Testing

/// `--window`, `--split` and `--keyboard` on `render` and `frames`, and `--windows` on `check`.
@Suite("multitasking and keyboard options")
struct MultitaskingCommandTests {
  func json(_ arguments: [String]) throws -> [String: Any] {
    let outcome = try CLI.run(arguments + ["--format", "json"])
    #expect(outcome.status == 0, "\(outcome.stderr)")
    return try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
  }

  /// The node with `id`, as the frames tests find it.
  func node(_ id: String, in document: [String: Any]) throws -> [String: Any] {
    try FramesCommandTests().node(id, in: document)
  }

  @Test("frames --split one-third lays out in the 375-pt window and reports it")
  func framesInASplitWindow() throws {
    let document = try json([
      "frames", CLI.sample("sign-in.yaml"), "--device", "iPad Pro 12.9-inch", "--orientation",
      "landscape-left", "--split", "one-third",
    ])
    #expect(document["split"] as? String == "one-third")
    let window = try #require(document["window"] as? [String: Double])
    #expect(window == ["x": 0, "y": 0, "width": 375, "height": 1024])
    let field = try node("email", in: document)
    let frame = try #require(field["frame"] as? [String: Double])
    #expect(frame["x"] == 20)
    #expect(frame["width"] == 335)
  }

  @Test("frames --keyboard reports the keyboard and content ends above it")
  func framesWithTheKeyboard() throws {
    let document = try json(["frames", CLI.sample("inbox.yaml"), "--keyboard"])
    #expect(document["keyboard"] as? Double == 294)
    #expect(document["split"] == nil)
    let list = try node("nav", in: document)
    let frame = try #require(list["frame"] as? [String: Double])
    #expect(frame["y"] == 62)
    #expect(frame["height"] == 518)
  }

  @Test("render captions the split mode and the keyboard, and draws them")
  func renderCaption() throws {
    let outcome = try CLI.run([
      "render", CLI.sample("sign-in.yaml"), "--device", "ipad pro 12.9", "--orientation", "landscape-left",
      "--split", "half", "--keyboard", "--width", "72", "--color", "never",
    ])
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(outcome.stdout.contains("678×1024 pt"))
    #expect(outcome.stdout.contains("1/2 Split View (iPadOS 18)\nkeyboard 418 pt"))
    #expect(
      outcome.stdout.contains("keyboard 418 pt\n")
        || outcome.stdout.contains("│                           keyboard 418 pt"))
    #expect(outcome.stdout.contains("╱╱╱╱"))
  }

  @Test("frames --format text names the window the frames are relative to")
  func framesTableHeader() throws {
    let outcome = try CLI.run([
      "frames", CLI.sample("sign-in.yaml"), "--device", "iPad Pro 12.9-inch", "--split", "slide-over",
      "--keyboard", "--format", "text",
    ])
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(
      outcome.stdout.hasPrefix(
        "iPad Pro 12.9-inch · 1024×1366 pt · portrait · Large · LTR · Slide Over (iPadOS 18), window 649,20 375×1326 pt"
          + " · keyboard 333 pt\n"))
  }

  @Test("--split on an iPhone and half in portrait are usage errors that say why")
  func errors() throws {
    let phone = try CLI.run(["render", CLI.sample("sign-in.yaml"), "--split", "half"])
    #expect(phone.status == 64)
    #expect(phone.stderr.contains("multitasking is iPad only; iPhone 17 Pro shows apps full screen"))
    #expect(phone.stdout.isEmpty)
    let portrait = try CLI.run([
      "render", CLI.sample("sign-in.yaml"), "--device", "iPad Pro 12.9", "--split", "half",
    ])
    #expect(portrait.status == 64)
    #expect(
      portrait.stderr.contains("1/2 Split View (iPadOS 18) does not exist in portrait on iPad Pro 12.9-inch"))
    let bad = try CLI.run(["render", CLI.sample("sign-in.yaml"), "--split", "quarter"])
    #expect(bad.status == 64)
    #expect(bad.stderr.contains("quarter"))
  }

  @Test("frames --window quadrant lays out in the top-left quarter and reports it")
  func framesInAQuadrant() throws {
    let document = try json([
      "frames", CLI.sample("sign-in.yaml"), "--device", "iPad Pro 11-inch (M4)", "--orientation",
      "landscape-left", "--window", "quadrant",
    ])
    #expect(document["split"] as? String == "window-quadrant")
    let window = try #require(document["window"] as? [String: Double])
    #expect(window == ["x": 0, "y": 0, "width": 600, "height": 412])
    let frame = try #require(try node("email", in: document)["frame"] as? [String: Double])
    #expect(frame["x"] == 20)
    #expect(frame["width"] == 560)
  }

  @Test("render --window WxH draws a centred free window with its controls and names it")
  func renderAFreeWindow() throws {
    let outcome = try CLI.run([
      "render", CLI.sample("sign-in.yaml"), "--device", "iPad Pro 11-inch (M4)", "--orientation",
      "landscape-left", "--window", "500x400", "--width", "80", "--color", "never",
    ])
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let lines = outcome.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines.suffix(2).joined(separator: " ").contains("500×400 pt · landscape-left · compact/regular (w/h)"))
    #expect(lines.last?.contains("free window") == true)
    // The window's controls, then the content, in a window with the other windows shaded around it.
    let controls = try #require(lines.firstIndex { $0.contains("● ● ●") })
    let title = try #require(lines.firstIndex { $0.contains("Welcome back") })
    #expect(controls < title)
    #expect(lines[title].hasPrefix("│╱"))
    #expect(lines[title].hasSuffix("╱│"))
    // Full screen the same layout is regular width, and a half window of a 13-inch iPad too.
    let half = try json([
      "frames", CLI.sample("sign-in.yaml"), "--device", "iPad Pro 13-inch (M4)", "--orientation",
      "landscape-left", "--window", "half",
    ])
    #expect((half["window"] as? [String: Double])?["width"] == 683)
  }

  @Test("--window errors: an arrangement without an iPad, under the minimum, past the screen, with --split")
  func windowErrors() throws {
    func usage(_ arguments: [String], says message: String) throws {
      let outcome = try CLI.run(["render", CLI.sample("sign-in.yaml")] + arguments)
      #expect(outcome.status == 64, "\(arguments)")
      #expect(outcome.stdout.isEmpty)
      #expect(outcome.stderr.contains(message), "\(outcome.stderr)")
    }
    try usage(
      ["--window", "half"], says: "--window half arranges an iPad's window; name the iPad with --device")
    try usage(
      ["--device", "iPad Pro 11-inch (M4)", "--window", "third"],
      says:
        "1/3 window would be 271×1210 pt in portrait on iPad Pro 11-inch (M4), under iPadOS 26's minimum window of 320×320 pt"
    )
    try usage(
      ["--device", "iPad Pro 11-inch (M4)", "--window", "300x500"], says: "under iPadOS 26's minimum window")
    try usage(
      ["--device", "iPad Pro 11-inch (M4)", "--window", "900x500"],
      says:
        "a free window of 900x500 pt is larger than iPad Pro 11-inch (M4)'s 834×1210 pt screen in portrait")
    try usage(
      ["--device", "iPad Pro 11-inch (M4)", "--window", "half", "--split", "slide-over"],
      says: "--split and --window both choose the iPad's window; give one")
    try usage(
      ["--device", "iPad Pro 11-inch (M4)", "--window", "wide"], says: "\"wide\" is not half, third, quadrant"
    )
    try usage(["--device", "iPhone 17 Pro", "--window", "half"], says: "iPhone 17 Pro is neither")
    // A size alone is still a Mac window.
    let mac = try CLI.run(["render", CLI.sample("sign-in.yaml"), "--window", "640x480", "--width", "60"])
    #expect(mac.status == 0)
    #expect(mac.stdout.contains("Mac window 640x480 pt"))
  }

  @Test("check --windows all adds every arrangement each iPad has in each orientation")
  func checkWindows() throws {
    let base = [
      "check", CLI.sample("sign-in.yaml"), "--device", "iPad mini 8.3", "--type-size", "Large", "--language",
      "en",
      "--direction", "ltr",
    ]
    let full = try CLI.run(base)
    #expect(full.stdout.contains("3 variants"), "\(full.stdout)")
    // Portrait: full, 1/2 and quadrant (a third is 241 pt); each landscape: full and all three.
    let windows = try CLI.run(base + ["--windows", "all"])
    #expect(windows.status == 0, "\(windows.stderr)")
    #expect(windows.stdout.contains("11 variants"), "\(windows.stdout)")
    let one = try CLI.run(base + ["--window", "400x500,quadrant"])
    #expect(one.stdout.contains("9 variants"), "\(one.stdout)")
    let bad = try CLI.run(base + ["--windows", "huge"])
    #expect(bad.status == 64)
    #expect(bad.stderr.contains("\"huge\" is not half, third, quadrant"))
  }
}
