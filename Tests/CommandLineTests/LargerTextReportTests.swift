import Foundation
import Testing

/// `check --report larger-text`: per device family, the largest text size that stays clean and
/// whether it reaches the 200 percent of Apple's Larger Text label.
@Suite struct LargerTextReportTests {
  /// The settings sample on the 4-inch iPhone SE breaks "Bluetooth" and "Notifications" mid-word
  /// from AX3 (40-pt Body, 235 percent); AX2 (33 pt, 194 percent) is the last clean size.
  @Test func settingsOnTheSmallestIPhoneIsCleanToAX2() throws {
    let run = try CLI.run([
      "check", CLI.sample("settings.yaml"), "--report", "larger-text", "--device", "iPhone SE 4-inch",
      "--orientation", "portrait", "--direction", "ltr",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      run.stdout == """
        iPhone: clean to AX2 (194%): Larger Text not yet supportable (AX3 breaks 2 texts mid-word: \
        \(CLI.sample("settings.yaml")):34:21 'bluetooth', \(CLI.sample("settings.yaml")):47:15 'notifications')

        """)
  }

  /// A layout whose text has room at every size reaches AX5 on iPhone (53-pt Body, 311 percent of
  /// 17) and AX3 on the watch (143 percent, the one size past its 140), and says Larger Text can
  /// be claimed; a text held at Large stops the iPhone at Large.
  @Test func roomyTextIsSupportableAndAHeldTextIsNot() throws {
    let dir = try CheckCommandTests.folder([
      "roomy.yaml": "body:\n  ScrollView:\n    content:\n      - Text: Short words only\n",
      "held.yaml": "body:\n  Text: Held\n  dynamicTypeSize: ...large\n",
    ])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let roomy = try CLI.run(
      [
        "check", "roomy.yaml", "--report", "larger-text", "--device", "iPhone 16", "--device",
        "Apple Watch Series 10 46mm",
      ], in: dir)
    #expect(
      roomy.stdout.split(separator: "\n") == [
        "iPhone: clean to AX5 (311%): Larger Text supportable (200% from AX3)",
        "Apple Watch: clean to AX3 (143%): Larger Text supportable (140% from AX3)",
      ])
    let held = try CLI.run(
      ["check", "held.yaml", "--report", "larger-text", "--device", "iPhone 16"], in: dir)
    #expect(
      held.stdout.hasPrefix(
        "iPhone: clean to Large (100%): Larger Text not yet supportable (xLarge stops 1 text growing: held.yaml:2:3"
      ))
  }
}
