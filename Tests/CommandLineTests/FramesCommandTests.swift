import Foundation
import Testing

@Suite("frames command")
struct FramesCommandTests {
  /// The parsed JSON of `frames` for a sample.
  func frames(_ extra: [String] = []) throws -> [String: Any] {
    let outcome = try CLI.run(["frames", CLI.sample("sign-in.yaml"), "--format", "json"] + extra)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    return try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
  }

  func node(_ id: String, in document: [String: Any]) throws -> [String: Any] {
    let nodes = try #require(document["nodes"] as? [[String: Any]])
    return try #require(nodes.first { $0["id"] as? String == id })
  }

  @Test("the document names the variant, the screen and the safe area, then every node")
  func document() throws {
    let document = try frames()
    #expect(document["device"] as? String == "iPhone 17 Pro")
    #expect(document["orientation"] as? String == "portrait")
    #expect(document["typeSize"] as? String == "Large")
    #expect(document["direction"] as? String == "ltr")
    let screen = try #require(document["screen"] as? [String: Double])
    #expect(screen == ["width": 402, "height": 874])
    let safe = try #require(document["safeArea"] as? [String: Double])
    #expect(safe["top"] == 62)
    #expect(safe["bottom"] == 34)
    let nodes = try #require(document["nodes"] as? [[String: Any]])
    #expect(nodes.first?["path"] as? String == "0")
    let button = try node("primary", in: document)
    #expect(button["type"] as? String == "Button")
    #expect(button["lines"] as? [String] == ["Sign In"])
    #expect(button["truncated"] as? Bool == false)
  }

  @Test("maxWidth: infinity spans the padded width with its frame while the button keeps its own size")
  func geometry() throws {
    let document = try frames()
    let button = try node("primary", in: document)
    let outer = try #require(button["outerFrame"] as? [String: Double])
    #expect(outer["x"] == 20)
    #expect(outer["width"] == 362.0)
    // As in SwiftUI, a frame outside the button does not stretch the button itself: it is centred.
    let own = try #require(button["frame"] as? [String: Double])
    #expect(own["width"]! < 362)
    #expect(abs(own["x"]! + own["width"]! / 2 - 201) < 0.01)
    let nodes = try #require(document["nodes"] as? [[String: Any]])
    for node in nodes {
      let frame = try #require(node["frame"] as? [String: Double])
      #expect(frame["y"]! >= 62 && frame["y"]! + frame["height"]! <= 874 - 34 + 0.001)
    }
  }

  @Test("RTL mirrors x within the screen and keeps y")
  func rtl() throws {
    let ltr = try node("title", in: try frames())
    let rtl = try node("title", in: try frames(["--direction", "rtl"]))
    let a = try #require(ltr["frame"] as? [String: Double])
    let b = try #require(rtl["frame"] as? [String: Double])
    #expect(b["y"] == a["y"])
    #expect(b["x"]! == 402 - a["x"]! - a["width"]!)
  }

  @Test("larger type sizes give larger fonts")
  func typeSize() throws {
    let large = try node("title", in: try frames())
    let ax5 = try node("title", in: try frames(["--type-size", "AX5"]))
    #expect((ax5["fontSize"] as? Double ?? 0) > (large["fontSize"] as? Double ?? .infinity))
  }

  @Test("--format text prints a readable table with a header line")
  func table() throws {
    let outcome = try CLI.run(["frames", CLI.sample("sign-in.yaml"), "--format", "text"])
    #expect(outcome.status == 0)
    #expect(outcome.stdout.hasPrefix("iPhone 17 Pro · 402×874 pt · portrait · Large · LTR"))
    #expect(outcome.stdout.contains("PATH"))
    #expect(outcome.stdout.contains("primary"))
  }
}
