import Foundation
import Testing

@Suite("render and frames: --language and --compare")
struct LanguageAndCompareCommandTests {
  func lines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  @Test("--language he shows the Hebrew strings in visual order, right to left, named in the caption")
  func hebrew() throws {
    let outcome = try CLI.run([
      "render", CLI.sample("order-status.yaml"), "--language", "he", "--width", "60", "--color", "never",
    ])
    #expect(outcome.status == 0)
    let output = lines(outcome.stdout)
    // "סה״כ" (Total) drawn in visual order, hugging the right side; the price on the left.
    let total = try #require(output.first { $0.contains("כ״הס") })
    #expect(total.contains("$12.99"))
    #expect(total.firstRange(of: "$12.99")!.lowerBound < total.firstRange(of: "כ״הס")!.lowerBound)
    // A mixed Hebrew, number and Latin line: Hebrew words reversed, 541 and PDF kept in order;
    // too wide for its frame's columns, it overflows to the left (its reading direction) into
    // free cells and reads whole, with no cut marker.
    let order = try #require(output.first { $0.contains("541 הנמזה") })
    #expect(order.contains("PDF הלבק · 541 הנמזה"))
    #expect(!order.contains("›"))
    #expect(output.suffix(3).joined(separator: " ").contains("RTL · Hebrew"))
  }

  @Test("--language rtl-pseudo keeps English strings and lays them out right to left")
  func pseudo() throws {
    let outcome = try CLI.run([
      "frames", CLI.sample("order-status.yaml"), "--language", "rtl-pseudo", "--format", "json",
    ])
    #expect(outcome.status == 0)
    let json = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as! [String: Any]
    #expect(json["direction"] as? String == "rtl")
    #expect(json["language"] as? String == "rtl-pseudo")
    let nodes = json["nodes"] as! [[String: Any]]
    let title = nodes.first { $0["id"] as? String == "title" }!
    #expect(title["lines"] as? [String] == ["Order"])
    func minX(_ id: String) -> Double {
      let frame = nodes.first { $0["id"] as? String == id }!["frame"] as! [String: Double]
      return frame["x"]!
    }
    #expect(minX("step-1") > minX("step-3"))
  }

  @Test("--direction wins over the language's direction; an unknown language is a usage error")
  func directionAndErrors() throws {
    let arabicLTR = try CLI.run([
      "frames", CLI.sample("order-status.yaml"), "--language", "ar", "--direction", "ltr", "--format", "json",
    ])
    let json = try JSONSerialization.jsonObject(with: Data(arabicLTR.stdout.utf8)) as! [String: Any]
    #expect(json["direction"] as? String == "ltr")
    #expect(json["language"] as? String == "ar")
    let bad = try CLI.run(["render", CLI.sample("order-status.yaml"), "--language", "fr"])
    #expect(bad.status == 64)
    #expect(bad.stderr.contains("--language"))
  }

  @Test("--compare rtl prints LTR and RTL side by side within --width")
  func compareDirection() throws {
    let outcome = try CLI.run([
      "render", CLI.sample("messages.yaml"), "--compare", "rtl", "--width", "100", "--color", "never",
    ])
    #expect(outcome.status == 0)
    let output = lines(outcome.stdout)
    #expect(output[0].contains("LTR") && output[0].contains("RTL"))
    #expect(output.allSatisfy { $0.count <= 100 })
    // The back chevron points left on the left pane and right on the right pane.
    let header = try #require(output.first { $0.contains("Aiko") })
    #expect(header.contains("‹"))
    #expect(header.contains("›"))
    #expect(header.firstRange(of: "‹")!.lowerBound < header.firstRange(of: "›")!.lowerBound)
    // Each side keeps its own caption below it.
    let caption = output.suffix(4).joined(separator: "\n")
    #expect(caption.contains("LTR") && caption.contains("RTL"))
  }

  @Test("--compare orientation, type-size and device:NAME label both sides")
  func compareOthers() throws {
    let orientation = try CLI.run([
      "render", CLI.sample("sign-in.yaml"), "--compare", "orientation", "--width", "120", "--color", "never",
    ])
    #expect(orientation.status == 0)
    #expect(lines(orientation.stdout)[0].contains("portrait"))
    #expect(lines(orientation.stdout)[0].contains("landscape"))
    let sizes = try CLI.run([
      "render", CLI.sample("sign-in.yaml"), "--compare", "type-size", "--width", "100", "--color", "never",
    ])
    #expect(lines(sizes.stdout)[0].contains("xSmall") && lines(sizes.stdout)[0].contains("AX5"))
    let device = try CLI.run([
      "render", CLI.sample("sign-in.yaml"), "--compare", "device:iPad Air 11-inch", "--width", "100",
      "--color", "never",
    ])
    #expect(device.status == 0)
    #expect(lines(device.stdout)[0].contains("iPhone 17 Pro"))
    #expect(lines(device.stdout)[0].contains("iPad Air"))
    let unknown = try CLI.run(["render", CLI.sample("sign-in.yaml"), "--compare", "device:Nokia 3310"])
    #expect(unknown.status == 64)
  }

  @Test(
    "--compare orientation on a device that does not rotate shows it upright twice, labelled as the session does"
  )
  func compareDeviceThatDoesNotRotate() throws {
    let tv = try CLI.run([
      "render", CLI.sample("sign-in.yaml"), "--compare", "orientation", "--device", "Apple TV", "--width",
      "120",
      "--color", "never",
    ])
    #expect(tv.status == 0)
    let output = lines(tv.stdout)
    #expect(output[0].contains("portrait"))
    #expect(output[0].contains("Apple TV does not rotate"))
    #expect(
      output[0].firstRange(of: "portrait")!.lowerBound < output[0].firstRange(of: "Apple TV")!.lowerBound)
    // Both captions say how a TV is held: landscape, fixed.
    let caption = output.suffix(4).joined(separator: " ")
    #expect(caption.components(separatedBy: "landscape (fixed)").count == 3)
    #expect(!caption.contains("portrait"))
    // A label longer than its half is cut with … rather than run into the other side.
    let narrow = try CLI.run([
      "render", CLI.sample("sign-in.yaml"), "--compare", "orientation", "--device", "Apple TV", "--width",
      "44",
      "--color", "never",
    ])
    let top = lines(narrow.stdout)[0]
    #expect(top.contains("Apple TV does not r…"))
    #expect(top.count <= 43)
  }

  @Test("--compare keeps --keyboard, --split and --language on both sides, as the session does")
  func compareKeepsTheOtherOptions() throws {
    let keyboard = try CLI.run([
      "render", CLI.sample("sign-in.yaml"), "--compare", "orientation", "--keyboard", "--width", "160",
      "--color", "never",
    ])
    #expect(keyboard.status == 0)
    // Each side draws its keyboard (labelled with its height) and names it in its caption.
    for height in ["keyboard 294 pt", "keyboard 215 pt"] {
      #expect(keyboard.stdout.components(separatedBy: height).count == 3, "\(height)")
    }
    let split = try CLI.run([
      "render", CLI.sample("sign-in.yaml"), "--device", "iPad Pro 12.9-inch", "--orientation",
      "landscape-left",
      "--split", "one-third", "--language", "he", "--compare", "type-size", "--width", "160", "--color",
      "never",
    ])
    #expect(split.status == 0)
    let captions = lines(split.stdout).suffix(4).joined(separator: " ")
    #expect(captions.components(separatedBy: "1/3 Split View").count == 3)
    #expect(captions.components(separatedBy: "Hebrew").count == 3)
  }
}
