import Snapshots
import Testing

/// The diff of a layout changed as pull requests change it, read as the reviewer reads it: the
/// text report, line for line. The layout is `settingsLayout` (a title, three rows, a button) on
/// the iPhone SE 4-inch in portrait at Large and AX3, left to right and right to left.
@Suite struct SnapshotDiffTests {
  /// `settingsLayout` with `old` replaced by `new` (which must be there once).
  static func changed(_ old: String, _ new: String) -> String {
    #expect(settingsLayout.components(separatedBy: old).count == 2)
    return settingsLayout.replacingOccurrences(of: old, with: new)
  }

  /// A row of `settingsLayout` without its first line's indentation, `indent`.
  static func row(_ label: String, _ value: String) -> String {
    "- HStack:\n                content:\n                  - Text: \(label)\n"
      + "                  - Spacer: {}\n                  - Text: \(value)\n"
  }
  static let indent = "            "

  @Test func aLongerLabelGrowsItsRowAndPushesWhatFollowsDown() throws {
    let report = try diffText(
      settingsLayout,
      Self.changed("- Text: Bluetooth\n", "- Text: Bluetooth and other wireless accessories nearby\n"))
    #expect(
      report == """
        Layouts/test.yaml: 10 changes in 4 variants
          Layouts/test.yaml:9:9: resized: VStack 'rows' at 0.1: height +22…+192 pt
            in every variant (4 of 4 variants)
          Layouts/test.yaml:18:15: resized: HStack at 0.1.1: height +22…+192 pt
            in every variant (4 of 4 variants)
          Layouts/test.yaml:20:21: resized: Text at 0.1.1.0: width +42.273…+152.806 pt, height +22…+192 pt
            in every variant (4 of 4 variants)
          Layouts/test.yaml:21:21: moved: Spacer at 0.1.1.1: 11…96 pt down, 42.272…152.806 pt trailing
            in every variant (4 of 4 variants)
          Layouts/test.yaml:21:21: resized: Spacer at 0.1.1.1: width −152.806…−42.272 pt
            in every variant (4 of 4 variants)
          Layouts/test.yaml:22:21: moved: Text at 0.1.1.2: 11…96 pt down
            in every variant (4 of 4 variants)
          Layouts/test.yaml:23:15: moved: HStack at 0.1.2: 22…192 pt down
            in every variant (4 of 4 variants)
          Layouts/test.yaml:28:9: moved: Button 'signOut' at 0.2: 22…192 pt down
            in every variant (4 of 4 variants)
          Layouts/test.yaml:30:9: moved: Spacer at 0.3: 22…192 pt down
            in every variant (4 of 4 variants)
          Layouts/test.yaml:30:9: resized: Spacer at 0.3: height −192…−22 pt
            in every variant (4 of 4 variants)
        1 layout of 1 changed: 10 changes
        """)
  }

  @Test func aRemovedRowIsOneChangeAndTheRowsBelowMoveUp() throws {
    let report = try diffText(
      settingsLayout,
      Self.changed(Self.indent + Self.row("Bluetooth", "On"), ""))
    #expect(
      report == """
        Layouts/test.yaml: 6 changes in 4 variants
          Layouts/test.yaml:9:9: resized: VStack 'rows' at 0.1: height −56…−30 pt
            in every variant (4 of 4 variants)
          Layouts/test.yaml:9: removed: HStack at 0.1.1: with 3 views inside (was line 18)
            in every variant (4 of 4 variants)
          Layouts/test.yaml:18:15: moved: HStack at 0.1.1: 30…56 pt up
            in every variant (4 of 4 variants)
          Layouts/test.yaml:23:9: moved: Button 'signOut' at 0.2: 30…56 pt up
            in every variant (4 of 4 variants)
          Layouts/test.yaml:25:9: moved: Spacer at 0.3: 30…56 pt up
            in every variant (4 of 4 variants)
          Layouts/test.yaml:25:9: resized: Spacer at 0.3: height +30…+56 pt
            in every variant (4 of 4 variants)
        1 layout of 1 changed: 6 changes
        """)
  }

  @Test func aPaddingMovesTheContentAndNarrowsTheRows() throws {
    let diffs = SnapshotDiff.diff(
      old: [try snapshot(settingsLayout)], new: [try snapshot(Self.changed("padding: 16\n", "padding: 24\n"))]
    )
    let changes = diffs[0].changes.map { "\($0.kind.rawValue) \($0.node.path) \($0.detail)" }
    #expect(
      changes.prefix(4) == [
        "moved 0 8 pt down, 8 pt trailing", "resized 0 width −16 pt, height −16 pt", "moved 0.0 8 pt down",
        "resized 0.1 width −16 pt",
      ])
    // The rows narrow by 16 pt; their labels move with them and are not listed.
    #expect(changes.contains("resized 0.1.2 width −16 pt"))
    #expect(!changes.contains { $0.hasPrefix("moved 0.1.0.0 ") || $0.hasPrefix("resized 0.1.0.0 ") })
    #expect(diffs[0].changes.allSatisfy { $0.summary.count == 4 })
  }

  @Test func aRenamedIdReorderedKeysAndMovedLinesReportNothing() throws {
    // The title's id renamed and its keys reordered, a blank line and a comment added above the
    // button, and a comment at the top moving every line down.
    let renamed = Self.changed("font: title\n        id: title\n", "id: heading\n        font: title\n")
      .replacingOccurrences(of: "- Button: Sign Out\n", with: "# the button\n\n      - Button: Sign Out\n")
    let diffs = SnapshotDiff.diff(
      old: [try snapshot(settingsLayout)], new: [try snapshot("# moved down\n" + renamed)])
    #expect(diffs.allSatisfy { !$0.hasChanges })
    #expect(DiffTextReport.render(diffs) == "no layout changes in 1 layout")
  }

  @Test func swappedRowsAreTwoMovesNotEveryRowChanged() throws {
    let swapped = Self.changed(
      Self.row("Wi-Fi", "Home") + Self.indent + Self.row("Bluetooth", "On"),
      Self.row("Bluetooth", "On") + Self.indent + Self.row("Wi-Fi", "Home"))
    #expect(swapped != settingsLayout)
    let report = try diffText(settingsLayout, swapped)
    #expect(
      report == """
        Layouts/test.yaml: 2 changes in 4 variants
          Layouts/test.yaml:13:15: moved: HStack at 0.1.0: 30…56 pt up
            in every variant (4 of 4 variants)
          Layouts/test.yaml:18:15: moved: HStack at 0.1.1: 30…56 pt down
            in every variant (4 of 4 variants)
        1 layout of 1 changed: 2 changes
        """)
  }

  @Test func textNowTruncatedIsAWarningWithItsLines() throws {
    let old = "body:\n  Text: Sign in to sync\n  lineLimit: 1\n  frame: { width: 200 }\n"
    let new =
      "body:\n  Text: Sign in to sync your notes across all of your devices\n  lineLimit: 1\n  frame: { width: 200 }\n"
    let diffs = SnapshotDiff.diff(old: [try snapshot(old)], new: [try snapshot(new)])
    let truncated = try #require(diffs[0].changes.first { $0.kind == .truncated })
    #expect(truncated.kind.isWarning)
    #expect(truncated.detail.hasPrefix("now “Sign in to sync"))
    #expect(truncated.detail.hasSuffix("…”"))
    // At AX3 it was truncated already.
    #expect(truncated.summary.text == "Large")
    let back = SnapshotDiff.diff(old: [try snapshot(new)], new: [try snapshot(old)])
    #expect(back[0].changes.map(\.kind).contains(.untruncated))
  }

  @Test func contentPushedOffTheScreenIsReported() throws {
    let old =
      "body:\n  VStack:\n    content:\n      - Color: red\n        frame: { height: 100 }\n      - Text: Footer\n"
    let new = old.replacingOccurrences(of: "height: 100", with: "height: 900")
    let diffs = SnapshotDiff.diff(old: [try snapshot(old)], new: [try snapshot(new)])
    let kinds = diffs[0].changes.map { "\($0.kind.rawValue) \($0.node.type)" }
    #expect(kinds.contains("off-screen Text"))
  }

  @Test func aViewPushedUnderTheKeyboardIsOutsideTheSafeArea() throws {
    let old =
      "body:\n  VStack:\n    content:\n      - Color: red\n        frame: { height: 150 }\n"
      + "      - Text: Footer\n      - Spacer: {}\n"
    let new = old.replacingOccurrences(of: "height: 150", with: "height: 300")
    var matrix = smallMatrix()
    matrix.typeSizes = [.large]
    matrix.directions = [.leftToRight]
    matrix.keyboard = [true]
    let diffs = SnapshotDiff.diff(
      old: [try snapshot(old, matrix: matrix)], new: [try snapshot(new, matrix: matrix)])
    let kinds = diffs[0].changes.map { "\($0.kind.rawValue) \($0.node.type)" }
    // The footer ends at 325 pt, below the keyboard's top edge at 308 pt (568 - 260) but on screen.
    #expect(kinds.contains("outside-safe-area Text"))
    #expect(kinds.contains("off-screen Color"))
  }

  @Test func layoutsOnlyOneSideHasAreAddedOrRemoved() throws {
    let a = try snapshot(settingsLayout, layout: "Layouts/a.yaml")
    let b = try snapshot(settingsLayout, layout: "Layouts/b.yaml")
    let diffs = SnapshotDiff.diff(old: [a], new: [b])
    #expect(diffs.map(\.status) == [.added, .removed])
    #expect(
      DiffTextReport.render(diffs)
        == "Layouts/b.yaml: new layout (4 variants)\nLayouts/a.yaml: layout removed\n2 layouts of 2 changed: 0 changes, 1 new, 1 removed"
    )
  }
}
