import Foundation
import Testing

/// `--split` and `--keyboard` on `render` and `frames`.
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
    #expect(outcome.stdout.contains("1/2 Split View · keyboard 418 pt"))
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
        "iPad Pro 12.9-inch · 1024×1366 pt · portrait · Large · LTR · Slide Over, window 649,20 375×1326 pt"
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
    #expect(portrait.stderr.contains("1/2 Split View does not exist in portrait on iPad Pro 12.9-inch"))
    let bad = try CLI.run(["render", CLI.sample("sign-in.yaml"), "--split", "quarter"])
    #expect(bad.status == 64)
    #expect(bad.stderr.contains("quarter"))
  }
}
