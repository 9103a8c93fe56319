import Foundation
import Testing

/// `render` and `frames` with `--scroll`, `--scroll-to`, `--full-height`, `--fit` and `--height`.
@Suite("Scrolling and fitting on the command line")
struct ScrollCommandTests {
  /// `frames` JSON of `arguments`, decoded.
  func frames(_ arguments: [String]) throws -> [String: Any] {
    let outcome = try CLI.run(["frames"] + arguments)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    return try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as! [String: Any]
  }

  /// The node with `id` in a `frames` document.
  func node(_ id: String, in document: [String: Any]) -> [String: Any]? {
    (document["nodes"] as! [[String: Any]]).first { $0["id"] as? String == id }
  }

  func minY(_ node: [String: Any]?) -> Double? {
    (node?["frame"] as? [String: Any])?["y"] as? Double
  }

  @Test("frames --scroll moves the list's content up by the offset and reports it")
  func framesScroll() throws {
    let contact = CLI.sample("contact.yaml")
    let still = try frames([contact, "-t", "AX5"])
    let scrolled = try frames([contact, "-t", "AX5", "--scroll", "300"])
    #expect(minY(node("notes", in: scrolled))! == minY(node("notes", in: still))! - 300)
    let scroll = node("list", in: scrolled)?["scroll"] as? [String: Any]
    #expect(scroll?["axis"] as? String == "vertical")
    #expect(scroll?["offset"] as? Double == 300)
    #expect(scroll?["viewportLength"] as? Double == 778)
    #expect((scroll?["contentLength"] as? Double ?? 0) > 2000)
  }

  @Test("--scroll past the end stops at the end: contact's last note ends inside the list (AX5)")
  func clampsAtTheEnd() throws {
    let document = try frames([CLI.sample("contact.yaml"), "-t", "AX5", "--scroll", "100000"])
    let list = node("list", in: document)!
    let listFrame = list["frame"] as! [String: Any]
    let listBottom = (listFrame["y"] as! Double) + (listFrame["height"] as! Double)
    let scroll = list["scroll"] as! [String: Any]
    #expect(scroll["offset"] as! Double == (scroll["contentLength"] as! Double) - 778)
    let notes = node("notes", in: document)!["frame"] as! [String: Any]
    #expect((notes["y"] as! Double) + (notes["height"] as! Double) <= listBottom)
  }

  @Test("--scroll-to brings an element below the fold into view, in left-to-right and right-to-left")
  func scrollTo() throws {
    for direction in ["ltr", "rtl"] {
      let document = try frames([
        CLI.sample("contact.yaml"), "-t", "AX5", "--direction", direction, "--scroll-to", "notes",
      ])
      let frame = node("notes", in: document)!["frame"] as! [String: Any]
      let (y, height) = (frame["y"] as! Double, frame["height"] as! Double)
      // The list spans 62 ... 840 on an iPhone 17 Pro; the notes end at its bottom edge.
      #expect(y >= 62 && abs(y + height - 840) < 0.001, "\(direction)")
    }
    let render = try CLI.run([
      "render", CLI.sample("contact.yaml"), "-t", "AX5", "--scroll-to", "notes", "--width", "60",
    ])
    #expect(render.stdout.contains("redesign."))
    #expect(!render.stdout.contains("Amara"))
  }

  @Test("the text table says how far a list is scrolled")
  func table() throws {
    let outcome = try CLI.run([
      "frames", CLI.sample("contact.yaml"), "-t", "AX5", "--scroll", "250", "--format", "text",
    ])
    #expect(outcome.stdout.contains("[scrolled 250 of "))
  }

  @Test("bad scroll requests are usage errors naming the option")
  func errors() throws {
    let missing = try CLI.run(["render", CLI.sample("contact.yaml"), "--scroll-to", "nothing"])
    #expect(missing.status == 64)
    #expect(missing.stderr.contains("no element with id \"nothing\" (--scroll-to)"))
    let negative = try CLI.run(["frames", CLI.sample("contact.yaml"), "--scroll=-5"])
    #expect(negative.status == 64)
    #expect(negative.stderr.contains("--scroll must be a number of points, 0 or more"))
    let both = try CLI.run(["render", CLI.sample("contact.yaml"), "--scroll", "5", "--scroll-to", "notes"])
    #expect(both.status == 64)
    #expect(both.stderr.contains("either --scroll or --scroll-to"))
    let flat = try CLI.run(["render", "-", "--scroll", "5"], input: "body:\n  Text: Hello\n")
    #expect(flat.status == 64)
    #expect(flat.stderr.contains("has no vertical ScrollView or List to --scroll"))
  }

  @Test("--full-height draws the whole list below the device's height and says how tall")
  func fullHeight() throws {
    let outcome = try CLI.run([
      "render", CLI.sample("contact.yaml"), "-t", "AX5", "--full-height", "--width", "40",
    ])
    #expect(outcome.status == 0, "\(outcome.stderr)")
    for text in ["Amara", "CONTACT", "NOTES", "Notes are only", "visible to you."] {
      #expect(outcome.stdout.contains(text), "\(text)")
    }
    #expect(outcome.stdout.contains("full height: the screen drawn "))
    #expect(outcome.stdout.contains("the device's is 874 pt"))
    let normal = try CLI.run(["render", CLI.sample("contact.yaml"), "-t", "AX5", "--width", "40"])
    #expect(outcome.stdout.split(separator: "\n").count > 2 * normal.stdout.split(separator: "\n").count)
    let mixed = try CLI.run(["render", CLI.sample("contact.yaml"), "--full-height", "--scroll", "4"])
    #expect(mixed.status == 64)
  }

  @Test("--height fits the whole output into that many rows, the device drawn narrower")
  func height() throws {
    for rows in [24, 40, 60] {
      let outcome = try CLI.run([
        "render", CLI.sample("sign-in.yaml"), "--width", "200", "--height", String(rows),
      ])
      #expect(outcome.status == 0, "\(outcome.stderr)")
      // Every line ends in a newline, the last one too.
      let lines = outcome.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      #expect(outcome.stdout.hasSuffix("\n"))
      #expect(lines.count <= rows, "\(rows)")
      #expect(lines.count >= rows - 3, "\(rows): the device should fill the height")
      #expect(outcome.stdout.contains("╭") && outcome.stdout.contains("╯"))
    }
    let wide = try CLI.run(["render", CLI.sample("sign-in.yaml"), "--width", "60"])
    #expect(wide.stdout.split(separator: "\n").count > 60)
  }

  @Test("--height and --fit are checked: range, a height too small, --height with --fit width")
  func heightErrors() throws {
    let small = try CLI.run(["render", CLI.sample("sign-in.yaml"), "--height", "3"])
    #expect(small.status == 64)
    #expect(small.stderr.contains("--height must be between 8 and 4000 rows, not 3"))
    let tooFew = try CLI.run(["render", CLI.sample("sign-in.yaml"), "--height", "12"])
    #expect(tooFew.status == 64)
    #expect(tooFew.stderr.contains("rows even at 20 columns; give --height"))
    let width = try CLI.run(["render", CLI.sample("sign-in.yaml"), "--fit", "width", "--height", "30"])
    #expect(width.status == 64)
    #expect(width.stderr.contains("leave it out with --fit width"))
    let unknown = try CLI.run(["render", CLI.sample("sign-in.yaml"), "--fit", "page"])
    #expect(unknown.status == 64)
  }

  @Test("the help names the new options")
  func help() throws {
    let render = try CLI.run(["render", "--help"]).stdout
    for option in [
      "--scroll <points>", "--scroll-to <id>", "--full-height", "--fit <mode>", "--height <rows>",
    ] {
      #expect(render.contains(option), "\(option)")
    }
    let frames = try CLI.run(["frames", "--help"]).stdout
    #expect(frames.contains("--scroll <points>") && frames.contains("--scroll-to <id>"))
    let preview = try CLI.run(["preview", "--help"]).stdout
    #expect(preview.contains("--fit <mode>"))
  }
}
