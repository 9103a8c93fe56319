import LayoutEngine
import Testing

@testable import Audit

/// The rules measured from the HIG's Layout, Typography and Accessibility articles, each on a
/// layout that breaks it and one that keeps it.
@Suite struct HIGRuleTests {
  /// The findings of `rule` in `report`, as `line:column path: message`.
  func found(_ rule: Rule, _ report: FileReport) -> [String] {
    report.findings.filter { $0.rule == rule }.map {
      "\($0.node.source.line):\($0.node.source.column) \($0.node.path): \($0.message)"
    }
  }

  @Test func fullWidthButtonFindsABackgroundFromEdgeToEdge() async throws {
    let yaml = """
      body:
        VStack:
          content:
            - Button: Continue
              frame: { maxWidth: infinity, minHeight: 50 }
              background: blue
              id: wide
            - Button: Inset
              frame: { maxWidth: infinity, minHeight: 50 }
              background: blue
              padding: { horizontal: 16 }
              id: inset
            - Button: Plain
              frame: { maxWidth: infinity, minHeight: 50 }
      """
    let report = try await check(yaml)
    #expect(
      found(.fullWidthButton, report) == [
        "4:9 0.0: Button spans the screen inside the 16-pt system margins; at worst 393 pt wide, 0 pt from the safe area's sides"
      ])
    #expect(report.findings.first { $0.rule == .fullWidthButton }?.severity == .warning)
    // An iPad's regular width asks for 20-pt margins: 16 pt is inside them.
    let pad = try await check(yaml, devices: ["iPad Pro 13-inch (M4)"])
    #expect(found(.fullWidthButton, pad).map { $0.prefix(7) } == ["4:9 0.0", "8:9 0.1"])
    // On a watch, buttons are meant to span the screen.
    #expect(found(.fullWidthButton, try await check(yaml, devices: ["Apple Watch Series 10 46mm"])).isEmpty)
  }

  @Test func controlsInRowCountsTextAndGlyphButtonsOnAWatch() async throws {
    let text = """
      body:
        HStack:
          id: row
          spacing: 2
          content:
            - Button: A
            - Button: B
            - Button: C
      """
    let watch = "Apple Watch Series 10 46mm"
    #expect(
      found(.controlsInRow, try await check(text, devices: [watch])) == [
        "2:3 0: HStack has 3 controls side by side, 3 with text; watchOS allows at most 2; at worst 3 in a row"
      ])
    #expect(found(.controlsInRow, try await check(text)).isEmpty)
    let glyphs = """
      body:
        HStack:
          spacing: 2
          content:
            - Button: Back
              systemImage: backward.fill
              labelStyle: iconOnly
            - Button: Play
              systemImage: play.fill
              labelStyle: iconOnly
            - Button: Next
              systemImage: forward.fill
              labelStyle: iconOnly
      """
    #expect(found(.controlsInRow, try await check(glyphs, devices: [watch])).isEmpty)
    let four =
      glyphs + "\n      - Button: More\n        systemImage: ellipsis\n        labelStyle: iconOnly\n"
    #expect(found(.controlsInRow, try await check(four, devices: [watch])).count == 1)
  }

  @Test func tvSafeAreaFindsContentInTheMarginButNotWhatFlowsOffscreen() async throws {
    let report = try await check(
      """
      body:
        ZStack:
          ignoresSafeArea: true
          alignment: topLeading
          content:
            - Color: black
            - Text: Too close
              padding: 20
              id: close
            - Rectangle:
                frame: { width: 400, height: 200 }
                offset: { x: 1700, y: 400 }
                id: flowing
      """, devices: ["Apple TV"])
    #expect(
      found(.tvSafeArea, report) == [
        "7:9 0.1: Text is in the TV's 80-pt leading margin; at worst 60 pt into it"
      ])
    #expect(report.findings.filter { $0.rule == .outsideSafeArea }.isEmpty)
    #expect(found(.tvSafeArea, try await check("body:\n  Text: Inside\n", devices: ["Apple TV"])).isEmpty)
  }

  @Test func tvGridComparesSpacingWithTheHIGTable() async throws {
    func grid(spacing: Int, width: Int) -> String {
      """
      body:
        LazyVGrid:
          columns: [{ fixed: \(width), spacing: \(spacing) }, { fixed: \(width), spacing: \(spacing) }, { fixed: \(width), spacing: \(spacing) }, { fixed: \(width) }]
          spacing: 100
          id: posters
          content:
            - ForEach:
                count: 8
                content:
                  - Rectangle:
                      frame: { height: 240 }
      """
    }
    let tight = try await check(grid(spacing: 10, width: 410), devices: ["Apple TV"])
    #expect(
      found(.tvGrid, tight) == [
        "2:3 0: LazyVGrid of 4 columns has columns closer than 40 pt (the HIG's tvOS grid); at worst items 410 pt wide, 10 pt apart, rows 100 pt apart"
      ])
    #expect(found(.tvGrid, try await check(grid(spacing: 40, width: 410), devices: ["Apple TV"])).isEmpty)
    #expect(found(.tvGrid, try await check(grid(spacing: 40, width: 420), devices: ["Apple TV"])).count == 1)
    #expect(TVGridRule.widths[2] == 860 && TVGridRule.widths[9] == 160)
  }

  @Test func collidingControlsFindsHitRegionsThatMeet() async throws {
    let report = try await check(
      """
      body:
        VStack:
          spacing: 20
          content:
            - Button: Under
              frame: { minWidth: 60, minHeight: 44 }
              id: under
            - Button: Over
              frame: { minWidth: 60, minHeight: 44 }
              offset: { y: -40 }
              id: over
            - Button: Apart
              frame: { minWidth: 60, minHeight: 44 }
              id: apart
      """)
    #expect(
      found(.collidingControls, report) == [
        "5:9 0.0: Button's hit region meets that of Button 'over'; at worst 60 × 20 pt shared"
      ])
    #expect(report.findings.first { $0.rule == .collidingControls }?.severity == .error)
  }

  @Test func targetSpacingAsksTwelvePointsAroundBezelsAndTwentyFourAroundPlainControls() async throws {
    func row(_ style: String, spacing: Int) -> String {
      """
      body:
        HStack:
          spacing: \(spacing)
          content:
            - Button: One
              style: \(style)
              controlSize: large
              id: one
            - Button: Two
              style: \(style)
              controlSize: large
              id: two
      """
    }
    #expect(found(.targetSpacing, try await check(row("bordered", spacing: 12))).isEmpty)
    #expect(
      found(.targetSpacing, try await check(row("bordered", spacing: 8))) == [
        "5:9 0.0: Button is closer to Button 'two' than the 12 pt the HIG pads controls by; at worst 8 pt apart"
      ])
    #expect(found(.targetSpacing, try await check(row("plain", spacing: 12))).count == 1)
    #expect(found(.targetSpacing, try await check(row("plain", spacing: 24))).isEmpty)
    // Rows of a list are spaced by the list.
    let list = "body:\n  List:\n    content:\n      - Button: A\n      - Button: B\n"
    #expect(found(.targetSpacing, try await check(list)).isEmpty)
  }

  @Test func midWordBreakFindsAWordSplitAcrossLines() async throws {
    let yaml = """
      body:
        HStack:
          content:
            - Text: Bluetooth
              frame: { width: 80 }
              id: narrow
            - Text: A b c
              frame: { width: 80 }
              id: words
      """
    #expect(
      found(.midWordBreak, try await check(yaml, typeSizes: [.accessibility5])).first?.hasPrefix(
        "4:9 0.0: text breaks a word across lines; at worst \"Bluetooth\" as \"") == true)
    #expect(found(.midWordBreak, try await check(yaml, typeSizes: [.accessibility5])).count == 1)
    #expect(found(.midWordBreak, try await check(yaml, typeSizes: [.xSmall])).isEmpty)
    #expect(
      MidWordBreakRule.brokenWord(["Blueto", "oth"], in: "Bluetooth")! == ("Bluetooth", "Blueto", "oth"))
    #expect(MidWordBreakRule.brokenWord(["Wi-", "Fi"], in: "Wi-Fi") == nil)
    #expect(MidWordBreakRule.brokenWord(["AIRPLAN", "E MODE"], in: "Airplane Mode")?.first == "Airplan")
    #expect(MidWordBreakRule.brokenWord(["日本", "語"], in: "日本語") == nil)
  }

  @Test func smallTextAndLightWeightFollowThePlatformSizes() async throws {
    let yaml = """
      body:
        VStack:
          content:
            - Text: Tiny
              font: { size: 9 }
              id: tiny
            - Text: Caption
              font: caption2
            - Text: Faint
              font: { size: 14, weight: thin }
              id: faint
            - Text: Display
              font: { size: 40, weight: ultraLight }
      """
    let report = try await check(yaml)
    #expect(
      found(.smallText, report) == [
        "4:9 0.0: text is smaller than the 11-pt minimum type size; at worst 9 pt"
      ])
    #expect(
      found(.lightWeight, report) == [
        "9:9 0.2: text in a thin weight is smaller than the 17-pt default size; at worst 14 pt"
      ])
    // On Apple TV the minimum is 23 pt: the thin 14-pt text is small too; caption2 is 23 pt there.
    #expect(found(.smallText, try await check(yaml, devices: ["Apple TV"])).count == 2)
    #expect(PlatformTextSizes.minimum(on: .watch) == 12 && PlatformTextSizes.defaultSize(on: .tv) == 29)
  }

  /// `--severity` and `checkIgnores` work by rule name for every rule (`RuleSettings`,
  /// `Inspector.removingIgnored`); shown here on one of the new rules, and the names of all of
  /// them are accepted.
  @Test func newRulesTakeSeverityAndCheckIgnores() async throws {
    let names = [
      "collidingControls", "targetSpacing", "fullWidthButton", "controlsInRow", "tvSafeArea", "tvGrid",
      "midWordBreak", "smallText", "lightWeight",
    ]
    #expect(names.allSatisfy { Rule(rawValue: $0) != nil })
    let ignoring = try await check("body:\n  Button: A\n  checkIgnores: \(names.joined(separator: ", "))\n")
    #expect(ignoring.unknownIgnores.isEmpty)
    let yaml = """
      body:
        VStack:
          content:
            - Text: Tiny
              font: { size: 9 }
              checkIgnores: smallText
            - Text: Small
              font: { size: 9 }
      """
    #expect(try await check(yaml).findings.filter { $0.rule == .smallText }.map(\.node.source.line) == [7])
    var settings = RuleSettings()
    settings.set(.smallText, to: .error)
    #expect(
      try await check(yaml, settings: settings).findings.first { $0.rule == .smallText }?.severity == .error)
    settings.set(.smallText, to: .off)
    #expect(try await check(yaml, settings: settings).findings.filter { $0.rule == .smallText }.isEmpty)
  }
}
