import LayoutEngine
import Testing

@testable import Audit

/// Each rule on a small layout that breaks it and one that keeps it, with the exact findings.
@Suite struct RuleTests {
  @Test func hitRegionFindsASmallButtonOnly() async throws {
    let report = try await check(
      """
      body:
        VStack:
          content:
            - Button: Hi
              id: small
            - Button: Large enough
              frame: { minWidth: 44, minHeight: 44 }
              padding: 12
              id: big
      """)
    #expect(report.findings.map(\.node.id) == ["small"])
    let finding = try #require(report.findings.first)
    #expect(finding.rule == .hitRegion && finding.severity == .error)
    #expect(finding.node.type == "Button" && finding.node.path == "0.0")
    #expect(finding.node.source.line == 4 && finding.node.source.column == 9)
    #expect(finding.message.hasPrefix("Button is smaller than the 44 × 44 pt hit region; at worst "))
  }

  @Test func hitRegionIs66PointsOnAppleTV() async throws {
    let yaml = "body:\n  Button: Play\n  frame: { minWidth: 60, minHeight: 60 }\n"
    let tv = try await check(yaml, devices: ["Apple TV"])
    #expect(
      lines(tv) == ["2:3 hitRegion 0: Button is smaller than the 66 × 66 pt hit region; at worst 60 × 60 pt"])
    #expect(try await check(yaml).findings.isEmpty)
    #expect(HitRegionRule.minimum(on: .tv) == 66 && HitRegionRule.minimum(on: .watch) == 44)
  }

  @Test func textClippedFindsTruncationAndTextPastItsContainer() async throws {
    let report = try await check(
      """
      body:
        VStack:
          content:
            - Text: A sentence long enough to need more than one line on an iPhone in portrait.
              lineLimit: 1
              id: cut
            - Text: Fits
              id: fits
            - HStack:
                frame: { width: 40 }
                content:
                  - Text: Far too wide for forty points
                    fixedSize: true
                    id: wide
      """)
    #expect(
      lines(report) == [
        "4:9 textClipped 0.0: text is truncated",
        "12:15 textClipped 0.2.0: text runs past its container's leading edge",
      ])
  }

  @Test func dynamicTypeFindsFixedSizesAndHeights() async throws {
    let report = try await check(
      """
      body:
        VStack:
          content:
            - Text: Fixed
              font: { size: 15 }
            - Text: Short box
              frame: { height: 20 }
            - Text: Scales
              font: body
      """)
    #expect(
      lines(report) == [
        "4:9 dynamicType 0.0: font has a fixed size of 15 pt, which does not scale with Dynamic Type",
        "6:9 dynamicType 0.1: text is in a fixed-height frame (20 pt) that does not grow with its text",
      ])
  }

  @Test func offscreenSparesTheScrollAxis() async throws {
    let report = try await check(
      """
      body:
        VStack:
          content:
            - Rectangle:
                frame: { width: 300, height: 40 }
                offset: { x: 200 }
                id: pushed
            - ScrollView:
                content:
                  - Rectangle:
                      frame: { width: 100, height: 2000 }
                      id: long
      """)
    #expect(
      lines(report) == [
        "4:9 offscreen 0.0: Rectangle runs past the screen's trailing edge; at worst 51% outside"
      ])
  }

  @Test func outsideSafeAreaNamesTheRegionAndSparesFills() async throws {
    let report = try await check(
      """
      body:
        ZStack:
          ignoresSafeArea: true
          content:
            - Color: blue
            - VStack:
                content:
                  - Text: Under the island
                    id: top
                  - Spacer: {}
                  - Text: Over the indicator
                    id: bottom
      """)
    #expect(
      lines(report) == [
        "8:15 outsideSafeArea 0.1.0: Text is under the Dynamic Island; at worst 59 pt into it",
        "11:15 outsideSafeArea 0.1.2: Text is under the home indicator; at worst 34 pt into it",
      ])
  }

  @Test func overlapFindsTextCoveredByALaterSibling() async throws {
    let report = try await check(
      """
      body:
        ZStack:
          content:
            - Text: Covered
              id: under
            - Rectangle:
                frame: { width: 200, height: 60 }
                id: lid
            - Text: On top
              offset: { y: 200 }
      """)
    // The offset text is drawn below the ZStack, covering nothing (it runs past its container).
    #expect(
      lines(report) == [
        "4:9 overlap 0.0: text is covered by Rectangle 'lid'; at worst 68.7 × 22 pt covered",
        "9:9 textClipped 0.2: text runs past its container's bottom edge",
      ])
  }

  @Test func lineLengthCountsCharactersOfALine() async throws {
    let long = String(repeating: "word ", count: 40)
    let report = try await check(
      "body:\n  Text: \(long)\n  font: caption2\n", devices: ["iPad Pro 13-inch (M4)"])
    #expect(
      lines(report).first?.hasPrefix("2:3 lineLength 0: lines are longer than 80 characters; at worst ")
        == true)
    let short = try await check("body:\n  Text: \(long)\n", devices: ["iPhone 16"])
    #expect(short.findings.filter { $0.rule == .lineLength }.isEmpty)
  }

  @Test func checkIgnoresSilencesOneRuleOnOneNode() async throws {
    let report = try await check(
      """
      body:
        VStack:
          content:
            - Button: A
              checkIgnores: hitRegion, targetSpacing
            - Button: B
              checkIgnores: textClipped, nonsense
      """)
    // B keeps its hitRegion; A's targetSpacing (the two plain buttons are 8 pt apart) is silenced.
    #expect(report.findings.map(\.node.source.line) == [6])
    #expect(report.findings.map(\.rule) == [.hitRegion])
    #expect(report.unknownIgnores.map(\.name) == ["nonsense"])
    #expect(report.unknownIgnores.first?.location.line == 6)
  }

  @Test func severityIsConfigurable() async throws {
    var settings = RuleSettings()
    settings.set(.hitRegion, to: .warning)
    let warned = try await check("body:\n  Button: A\n", settings: settings)
    #expect(warned.findings.map(\.severity) == [.warning] && !warned.hasErrors)
    settings.set(.hitRegion, to: .off)
    #expect(try await check("body:\n  Button: A\n", settings: settings).findings.isEmpty)
  }
}

/// The bars the engine makes are the system's: their items are not the file's hit regions.
@Suite struct SystemBarRuleTests {
  @Test func tabItemsAndBarButtonsAreNotHitRegionFindings() async throws {
    let report = try await check(
      """
      body:
        TabView:
          content:
            - Tab: Mail
              systemImage: tray
              id: tab-mail
              content:
                - NavigationStack: Inbox
                  toolbar:
                    topBarTrailing:
                      - Button: Edit
                  content:
                    - Button: Hi
                      id: mine
      """)
    // The tab item (24 pt tall) and Edit (22 pt) are the bars'; the file's own button is found.
    #expect(report.findings.filter { $0.rule == .hitRegion }.map(\.node.id) == ["mine"])
  }
}
