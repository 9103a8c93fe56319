import Foundation
import Testing

/// The language cycle (`g`) and compare mode (`v`) as a person sees them in a terminal; part of
/// the serialized session suite so only one session runs at a time.
extension SessionInTmuxTests {
  static let orderStatus = TmuxSession.packageRoot.appendingPathComponent("Layouts/order-status.yaml").path

  @Test("g cycles the languages: RTL pseudo, Arabic shaped, Hebrew reordered, doubled, English")
  func languageCycle() throws {
    let tmux = try TmuxSession([Self.orderStatus], columns: 160, rows: 100)
    let english = try tmux.waitFor(text: "Rate your courier")
    let englishColumn = try #require(column(of: "Rate your courier", in: english))

    try tmux.type("g")
    let pseudo = try tmux.waitFor { self.status($0).contains("RTL pseudolanguage") }
    #expect(status(pseudo).contains("RTL"))
    // The same English words, now on the right side of the phone.
    let pseudoColumn = try #require(column(of: "Rate your courier", in: pseudo))
    #expect(pseudoColumn > englishColumn + 10)

    try tmux.type("g")
    let arabic = try tmux.waitFor { self.status($0).contains("Arabic") }
    // "قيّم المندوب" in visual order with joined presentation forms.
    #expect(arabic.contains { $0.contains("ﺏﻭﺪﻨﻤﻟﺍ ﻢﻴّﻗ") })
    // The Eastern Arabic step numerals run right to left: ١ is rightmost.
    let steps = try #require(arabic.first { $0.contains("١") })
    #expect(steps.firstRange(of: "٣")!.lowerBound < steps.firstRange(of: "١")!.lowerBound)
    // The price and the phone number keep their digits in order.
    #expect(arabic.contains { $0.contains("$12.99") })
    #expect(arabic.contains { $0.contains("+1 (555) 123-4567") })

    try tmux.type("g")
    let hebrew = try tmux.waitFor { self.status($0).contains("Hebrew") }
    #expect(hebrew.contains { $0.contains("חילשה תא גרד") })

    try tmux.type("g")
    let doubled = try tmux.waitFor { self.status($0).contains("double-length") }
    #expect(doubled.contains { $0.contains("Order Order") })
    #expect(status(doubled).contains("LTR"))

    try tmux.type("g")
    let back = try tmux.waitFor { !self.status($0).contains("double-length") }
    #expect(back.contains { $0.contains("Rate your courier") })
    #expect(status(back).contains("LTR"))
  }

  @Test("v compares side by side: LTR | RTL, then portrait | landscape following d, then one pane")
  func compareMode() throws {
    let tmux = try TmuxSession([Self.signIn], columns: 121, rows: 40)
    try tmux.waitFor(text: "Welcome back")
    try tmux.type("v")
    let sideBySide = try tmux.waitFor { self.status($0).contains("compare LTR | RTL") }
    #expect(sideBySide[0].contains("LTR") && sideBySide[0].contains("RTL"))
    // The title shows once per pane; leading in each: left half's left, right half's right.
    let titleRows = sideBySide.filter { $0.components(separatedBy: "Welcome back").count == 3 }
    #expect(titleRows.count == 1)
    let row = try #require(titleRows.first)
    // Measured from each pane's own start (the divider sits in the middle column, 60): the title
    // hugs the left of the LTR pane's screen and the right of the RTL pane's.
    let characters = Array(row)
    let ranges = row.ranges(of: "Welcome back").map {
      row.distance(from: row.startIndex, to: $0.lowerBound)
    }
    #expect(ranges.count == 2)
    #expect(characters[60] == "│")
    let leftOffset = ranges[0]
    let rightOffset = ranges[1] - 61
    #expect(rightOffset > leftOffset + 10)

    try tmux.type("v")
    let orientation = try tmux.waitFor { self.status($0).contains("compare portrait | landscape") }
    #expect(orientation[0].contains("portrait") && orientation[0].contains("landscape"))
    try tmux.type("d")
    let nextDevice = try tmux.waitFor { !self.status($0).contains("iPhone 17 Pro 402") }
    #expect(status(nextDevice).contains("compare portrait | landscape"))
    #expect(nextDevice[0].contains("portrait") && nextDevice[0].contains("landscape"))

    for _ in 0..<3 { try tmux.type("v") }
    let single = try tmux.waitFor { !self.status($0).contains("compare") }
    #expect(
      single.filter { $0.contains("Welcome back") }.allSatisfy {
        $0.components(separatedBy: "Welcome back").count == 2
      })
  }

  @Test("--language he opens the session in Hebrew, right to left")
  func startsInHebrew() throws {
    let tmux = try TmuxSession([Self.orderStatus, "--language", "he"], columns: 160, rows: 100)
    let screen = try tmux.waitFor { self.status($0).contains("Hebrew") }
    #expect(status(screen).contains("RTL"))
    #expect(screen.contains { $0.contains("חילשה תא גרד") })
  }
}
