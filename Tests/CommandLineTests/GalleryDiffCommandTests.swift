import Foundation
import Testing

/// `gallery --diff`: the pull request of `SnapshotCommandTests` (a longer title, more padding, a
/// removed button in sign-in.yaml; settings.yaml untouched) as before/after pairs on the page.
@Suite struct GalleryDiffCommandTests {
  @Test func aChangedVariantShowsBeforeAndNowWithTheChangesOutlined() throws {
    let root = try SnapshotCommandTests.pullRequestRepository()
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try CLI.run(
      [
        "gallery", "--diff", "HEAD~1", "--out", "gallery", "--device", "iPhone SE 4-inch", "--orientation",
        "portrait", "--type-size", "Large,AX3", "--direction", "ltr", "--language", "en", "--matrix", "full",
      ], in: root.path)
    #expect(run.status == 0, "\(run.stderr)")
    let folder = root.appendingPathComponent("gallery")
    let html = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(html.contains("<title>Layout gallery: changes since HEAD~1</title>"))
    #expect(html.contains("<select name=\"changes\">"))
    let figures = html.components(separatedBy: "<figure ").dropFirst()
    let signIn = figures.filter { $0.hasPrefix("class=\"tile\" data-file=\"Layouts/sign-in.yaml\"") }
    let settings = figures.filter { $0.hasPrefix("class=\"tile\" data-file=\"Layouts/settings.yaml\"") }
    #expect(signIn.count == 2 && settings.count == 2)
    // Every sign-in variant changed: a pair of pictures and the changes in the diff's words.
    for figure in signIn {
      #expect(!figure.contains("data-changes=\"0\""))
      #expect(figure.contains("<div class=\"pair\"><div class=\"side before\">"))
      #expect(figure.contains(".before.svg\""))
      #expect(
        figure.contains(
          "<li class=\"change\" data-kind=\"removed\">removed: Button &#39;forgot&#39; at 0.0.5"))
      #expect(
        figure.contains("<li class=\"change\" data-kind=\"resized\">resized: Text &#39;title&#39; at 0.0.0"))
    }
    // Nothing changed in settings: no pair, no picture of before.
    for figure in settings {
      #expect(figure.contains("data-changes=\"0\""))
      #expect(!figure.contains("class=\"pair\""))
      #expect(figure.contains("unchanged"))
    }
    let settingsFiles = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("settings").path)
    #expect(!settingsFiles.isEmpty && !settingsFiles.contains { $0.hasSuffix(".before.svg") })
    // The pictures: before outlines the removed button (gone now); now outlines the longer title.
    let signInFolder = folder.appendingPathComponent("sign-in")
    let pictures = try FileManager.default.contentsOfDirectory(atPath: signInFolder.path)
    let beforeName = try #require(pictures.first { $0.hasSuffix("_large_ltr_en.before.svg") })
    let before = try String(contentsOf: signInFolder.appendingPathComponent(beforeName), encoding: .utf8)
    let now = try String(
      contentsOf: signInFolder.appendingPathComponent(
        beforeName.replacingOccurrences(of: ".before", with: "")),
      encoding: .utf8)
    #expect(before.contains("<g class=\"changes\""))
    #expect(before.contains("<rect class=\"change removed\" data-kind=\"removed\""))
    #expect(!now.contains("data-kind=\"removed\""))
    #expect(now.contains("<rect class=\"change resized\" data-kind=\"resized\""))
    #expect(before.contains("Forgot password?") && !now.contains("Forgot password?"))
    #expect(now.contains(">to your notes<") && !before.contains(">to your notes<"))
  }
}
