import Foundation
import TestSupport
import Testing

/// `snapshot` and `diff` on real files: a git repository made in a temporary folder, with a
/// sample committed and then changed as a pull request changes it, compared in every format.
@Suite struct SnapshotCommandTests {
  /// A git repository in a temporary folder holding `Layouts/sign-in.yaml` (the sample) and
  /// `Layouts/settings.yaml`, committed once.
  static func repository() throws -> URL {
    let root = try CLI.temporaryDirectory()
    let layouts = root.appendingPathComponent("Layouts")
    try FileManager.default.createDirectory(at: layouts, withIntermediateDirectories: true)
    for name in ["sign-in.yaml", "settings.yaml"] {
      try FileManager.default.copyItem(
        atPath: CLI.sample(name), toPath: layouts.appendingPathComponent(name).path)
    }
    try git(["init", "-q", "-b", "main"], in: root)
    try commit("the samples", in: root)
    return root
  }

  /// Runs git in `folder`, with a fixed identity and no user or system configuration.
  @discardableResult
  static func git(_ arguments: [String], in folder: URL) throws -> String {
    let run = try CLI.run(
      ["git", "-c", "user.name=Test", "-c", "user.email=test@example.invalid", "-c", "commit.gpgsign=false"]
        + arguments,
      in: folder.path,
      environment: ["GIT_CONFIG_NOSYSTEM": "1", "HOME": folder.path, "GIT_CONFIG_GLOBAL": "/dev/null"],
      executable: "/usr/bin/env")
    #expect(run.status == 0, "git \(arguments): \(run.stderr)")
    return run.stdout
  }

  static func commit(_ message: String, in folder: URL) throws {
    try git(["add", "-A"], in: folder)
    try git(["commit", "-q", "-m", message], in: folder)
  }

  /// Replaces `old` with `new` in `file` under `folder`, which must hold `old` once.
  static func edit(_ file: String, in folder: URL, _ old: String, _ new: String) throws {
    let url = folder.appendingPathComponent(file)
    let text = try String(contentsOf: url, encoding: .utf8)
    #expect(text.components(separatedBy: old).count == 2, "\(file) holds \(old) once")
    try text.replacingOccurrences(of: old, with: new).write(to: url, atomically: true, encoding: .utf8)
  }

  /// The pull request: the sign-in title made longer, the form's padding changed, and the
  /// "Forgot password?" button removed.
  static func pullRequest(in root: URL) throws {
    try edit(
      "Layouts/sign-in.yaml", in: root, "- Text: Welcome back\n", "- Text: Welcome back to your notes\n")
    try edit("Layouts/sign-in.yaml", in: root, "padding: 20\n", "padding: 28\n")
    try edit(
      "Layouts/sign-in.yaml", in: root,
      """
                  - Button: Forgot password?
                    frame: { maxWidth: infinity }
                    checkIgnores: hitRegion
                    id: forgot

      """, "")
  }

  /// What `diff` says of the pull request, in text: read line by line against the edit (the
  /// padding moves the form 8 pt and narrows it 16 pt, the longer title grows and pushes the
  /// rest down where it wraps, the removed button is one change at its parent's line).
  static let expectedText = """
    Layouts/sign-in.yaml: 12 changes in 24 variants
      Layouts/sign-in.yaml:14:9: moved: VStack at 0.0: 8 pt down, 8 pt trailing
        in every variant (24 of 24 variants)
      Layouts/sign-in.yaml:14:9: resized: VStack at 0.0: width −16 pt, height −64…+3 pt
        in every variant (24 of 24 variants)
      Layouts/sign-in.yaml:20:15: resized: Text 'title' at 0.0.0: width 0…+341.177 pt, height 0…+61 pt
        in every variant (24 of 24 variants)
      Layouts/sign-in.yaml:23:15: moved: Text 'subtitle' at 0.0.1: 49…69 pt down, 8 pt trailing
        in every iPhone, portrait; iPhone SE 4-inch, landscape-left, AX3 (10 of 24 variants)
      Layouts/sign-in.yaml:23:15: resized: Text 'subtitle' at 0.0.1: width −151.824…−15.648 pt, height +43 pt
        in iPad Pro 9.7-inch, iPhone SE 4-inch, portrait, AX3 (4 of 24 variants)
      Layouts/sign-in.yaml:26:15: moved: TextField 'email' at 0.0.2: 49…112 pt down, 8 pt trailing
        in iPad Pro 9.7-inch, portrait, AX3; every iPhone, portrait; and 1 more group (12 of 24 variants)
      Layouts/sign-in.yaml:26:15: resized: TextField 'email' at 0.0.2: width −16 pt
        in every variant (24 of 24 variants)
      Layouts/sign-in.yaml:28:15: moved: SecureField 'password' at 0.0.3: 49…112 pt down, 8 pt trailing
        in iPad Pro 9.7-inch, portrait, AX3; every iPhone, portrait; and 1 more group (12 of 24 variants)
      Layouts/sign-in.yaml:28:15: resized: SecureField 'password' at 0.0.3: width −16 pt
        in every variant (24 of 24 variants)
      Layouts/sign-in.yaml:30:15: moved: Button 'primary' at 0.0.4: 8…112 pt down
        in every variant (24 of 24 variants)
      Layouts/sign-in.yaml:14: removed: Button 'forgot' at 0.0.5 (was line 38)
        in every variant (24 of 24 variants)
      Layouts/sign-in.yaml:38:15: moved: Spacer at 0.0.5: 56 pt up to 11 pt down, 8 pt trailing
        in every variant (24 of 24 variants)
    1 layout of 2 changed: 12 changes
    """

  /// A repository with the pull request committed on top of the samples.
  static func pullRequestRepository() throws -> URL {
    let root = try repository()
    try pullRequest(in: root)
    try commit("a longer title, more padding, no forgotten password", in: root)
    return root
  }

  @Test func thePullRequestInText() throws {
    let root = try Self.pullRequestRepository()
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try CLI.run(["diff", "--against", "HEAD~1"], in: root.path)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout == Self.expectedText + "\n")
    #expect(run.stderr.isEmpty)
    let failing = try CLI.run(["diff", "--against", "HEAD~1", "--fail-on-change"], in: root.path)
    #expect(failing.status == 1)
    #expect(failing.stdout == run.stdout)
  }

  @Test func thePullRequestInJSON() throws {
    let root = try Self.pullRequestRepository()
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try CLI.run(["diff", "--against", "HEAD~1", "--format", "json"], in: root.path)
    #expect(run.status == 0, "\(run.stderr)")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    #expect(json["version"] as? Int == 2)
    #expect(json["changes"] as? Int == 12)
    let layouts = try #require(json["layouts"] as? [[String: Any]])
    #expect(layouts.map { $0["layout"] as? String } == ["Layouts/settings.yaml", "Layouts/sign-in.yaml"])
    #expect((layouts[0]["changes"] as? [Any])?.isEmpty == true)
    let changes = try #require(layouts[1]["changes"] as? [[String: Any]])
    let summary = changes.map { change -> String in
      let node = change["node"] as? [String: Any] ?? [:]
      return
        "\(change["kind"] as? String ?? "") \(node["path"] as? String ?? "") \(node["line"] as? Int ?? 0)"
    }
    #expect(
      summary == [
        "moved 0.0 14", "resized 0.0 14", "resized 0.0.0 20", "moved 0.0.1 23", "resized 0.0.1 23",
        "moved 0.0.2 26", "resized 0.0.2 26", "moved 0.0.3 28", "resized 0.0.3 28", "moved 0.0.4 30",
        "removed 0.0.5 38", "moved 0.0.5 38",
      ])
    let removed = try #require(changes.first { $0["kind"] as? String == "removed" })
    #expect((removed["node"] as? [String: Any])?["id"] as? String == "forgot")
    #expect((removed["node"] as? [String: Any])?["parentLine"] as? Int == 14)
    #expect((removed["variants"] as? [String: Any])?["text"] as? String == "every variant")
  }

  /// Each line a workflow command as the Actions runner reads it: `::notice` or `::warning`,
  /// properties `file`, `line`, `col` and `title` (values with `%`, `:`, `,` and newlines
  /// percent-encoded), `::` and the message.
  static let workflowCommand =
    #"^::(notice|warning) file=[^,:%\n]+(,line=[1-9][0-9]*(,col=[1-9][0-9]*)?)?,title=[^,:\n]*::[^\n]+$"#

  @Test func thePullRequestAsAnnotations() throws {
    let root = try Self.pullRequestRepository()
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try CLI.run(["diff", "--against", "HEAD~1", "--format", "github"], in: root.path)
    #expect(run.status == 0, "\(run.stderr)")
    let lines = run.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 12)
    let command = try Regex(Self.workflowCommand)
    for line in lines { #expect(line.wholeMatch(of: command) != nil, "\(line)") }
    #expect(
      lines.contains(
        "::notice file=Layouts/sign-in.yaml,line=20,col=15,title=layout resized%3A Text 'title'::resized: Text 'title' at 0.0.0: width 0…+341.177 pt, height 0…+61 pt. In every variant (24 of 24 variants)."
      ))
    // A removed view is annotated on its parent's line in the new file.
    #expect(
      lines.contains(
        "::notice file=Layouts/sign-in.yaml,line=14,title=layout removed%3A Button 'forgot'::removed: Button 'forgot' at 0.0.5. In every variant (24 of 24 variants)."
      ))
  }

  /// GitHub's own Markdown library (cmark-gfm, Debian's `cmark-gfm`), or `nil` when it is not
  /// installed (`.ci/run` installs it).
  static let cmarkGFM: String? = ["/usr/bin/cmark-gfm"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  @Test(.enabled(if: cmarkGFM != nil, "needs cmark-gfm (apt-get install cmark-gfm)"))
  func thePullRequestAsAComment() throws {
    let root = try Self.pullRequestRepository()
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try CLI.run(["diff", "--against", "HEAD~1", "--format", "markdown"], in: root.path)
    #expect(run.status == 0, "\(run.stderr)")
    let html = try CLI.run(
      ["-e", "table", "--unsafe"], executable: Self.cmarkGFM!, input: run.stdout
    ).stdout
    #expect(html.contains("<h3>Layout changes</h3>"))
    #expect(html.contains("<p>1 layout of 2 changed: 12 changes.</p>"))
    // The summary table, with every column GitHub renders.
    #expect(html.contains("<th>Layout</th>\n<th>Status</th>\n<th align=\"right\">Changes</th>"))
    #expect(
      html.contains(
        "<td>Layouts/sign-in.yaml</td>\n<td>changed</td>\n<td align=\"right\">12</td>\n<td align=\"right\">0</td>\n"
          + "<td align=\"right\">1</td>\n<td align=\"right\">6</td>\n<td align=\"right\">5</td>"))
    #expect(html.components(separatedBy: "<tr>").count == 3)
    // The changes, largest first, and the picture before and now in a monospaced block.
    #expect(
      html.contains(
        "<li><strong>resized</strong> Text 'title' at 0.0.0 (line 20): width 0…+341.177 pt, height 0…+61 pt; in every variant (24 of 24 variants)</li>"
      ))
    #expect(
      html.contains("<li><strong>removed</strong> Button 'forgot' at 0.0.5 (line 14); in every variant"))
    #expect(html.contains("<pre><code class=\"language-text\">"))
    #expect(html.contains("Welcome back to your notes"))
    #expect(html.contains("Forgot password?"))
  }

  @Test func theSamplesAgainstTheirOwnRevisionReportNothing() throws {
    let root = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let layouts = root.appendingPathComponent("Layouts")
    try FileManager.default.createDirectory(at: layouts, withIntermediateDirectories: true)
    let samples = CLI.packageRoot.appendingPathComponent("Layouts").resolvingSymlinksInPath()
    let names = try FileManager.default.contentsOfDirectory(atPath: samples.path).sorted()
    for name in names {
      try FileManager.default.copyItem(
        atPath: samples.appendingPathComponent(name).path, toPath: layouts.appendingPathComponent(name).path)
    }
    try Self.git(["init", "-q", "-b", "main"], in: root)
    try Self.commit("the samples", in: root)
    let run = try CLI.run(["diff", "Layouts", "--against", "HEAD", "--fail-on-change"], in: root.path)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout == "no layout changes in 20 layouts\n")
    let annotations = try CLI.run(["diff", "--against", "HEAD", "--format", "github"], in: root.path)
    #expect(annotations.status == 0)
    #expect(annotations.stdout.isEmpty)
    // Every device of the full matrix: the size-that-fits preview's canvases of devices of one
    // width are alike, and each variant is still compared once, as the screen's are.
    let full = try CLI.run(
      [
        "diff", "Layouts/swift-profile.swift", "--against", "HEAD", "--matrix", "full", "--type-size",
        "Large",
        "--direction", "ltr", "--format", "json", "--fail-on-change",
      ], in: root.path)
    // --fail-on-change: a variant only one side has is a change too.
    #expect(full.status == 0, "\(full.stderr)")
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(full.stdout.utf8)) as? [String: Any])
    let compared = try #require(report["layouts"] as? [[String: Any]])
    let fits = try #require(compared.first { $0["preview"] as? String == "Fits" })
    let screen = try #require(compared.first { $0["preview"] as? String == "Screen" })
    #expect(fits["variants"] as? Int == screen["variants"] as? Int)
    #expect(fits["onlyNow"] as? Int == 0 && fits["onlyBefore"] as? Int == 0)
  }

  @Test func aScreenRemovedFromAnInnerFolderIsReportedAndModelsAreNot() throws {
    let screen =
      "import SwiftUI\nstruct Home: View {\n  var body: some View { Text(\"Home\") }\n}\n#Preview { Home() }\n"
    let files = [
      "App/Views/Home.swift": screen,
      "App/Views/Old/Gone.swift": screen.replacingOccurrences(of: "Home", with: "Gone"),
      "App/Models/Plant.swift": "struct Plant { var name: String }\n",
    ]
    let root = try TemporaryProject.make("lp-diff-inner", files)
    defer { try? FileManager.default.removeItem(at: root) }
    try Self.git(["init", "-q", "-b", "main"], in: root)
    try Self.commit("two screens and a model", in: root)
    try FileManager.default.removeItem(at: root.appendingPathComponent("App/Views/Old/Gone.swift"))
    let run = try CLI.run(["diff", "App", "--against", "HEAD"], in: root.path)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      run.stdout
        == "App/Views/Old/Gone.swift: Gone: layout removed\n1 layout of 2 changed: 0 changes, 1 removed\n")
    // The model in the revision is no layout: no note that it has nothing to preview.
    #expect(run.stderr.isEmpty)
  }

  @Test func aRenamedIdAndReorderedKeysReportNothing() throws {
    let root = try Self.repository()
    defer { try? FileManager.default.removeItem(at: root) }
    try Self.edit("Layouts/sign-in.yaml", in: root, "id: title\n", "id: heading\n")
    try Self.edit(
      "Layouts/sign-in.yaml", in: root, "font: subheadline\n              id: subtitle\n",
      "id: subtitle\n              # keys reordered\n              font: subheadline\n")
    try Self.commit("renamed and reordered", in: root)
    let run = try CLI.run(["diff", "--against", "HEAD~1", "--fail-on-change"], in: root.path)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout == "no layout changes in 2 layouts\n")
  }

  @Test func aSnapshotFolderGivesTheSameDiffAsTheRevision() throws {
    let root = try Self.repository()
    defer { try? FileManager.default.removeItem(at: root) }
    let made = try CLI.run(["snapshot", "--out", "snapshots"], in: root.path)
    #expect(made.status == 0, "\(made.stderr)")
    #expect(made.stdout == "2 snapshots (48 variants, 792 nodes) in snapshots\n")
    let files = try FileManager.default.contentsOfDirectory(atPath: root.path + "/snapshots").sorted()
    #expect(
      files == [
        ".layout-preview-output", "Layouts__settings.yaml.snapshot", "Layouts__sign-in.yaml.snapshot",
      ])
    // Deterministic: made again, the same bytes; and no absolute path in them.
    let again = try CLI.run(["snapshot", "--out", "again"], in: root.path)
    #expect(again.status == 0)
    for file in files where file.hasSuffix(".snapshot") {
      let first = try String(contentsOfFile: root.path + "/snapshots/" + file, encoding: .utf8)
      let second = try String(contentsOfFile: root.path + "/again/" + file, encoding: .utf8)
      #expect(first == second)
      #expect(!first.contains(root.path))
      #expect(first.hasPrefix(#"{"format": "layout-preview snapshot", "version": 2, "layout": "Layouts/"#))
    }
    try Self.pullRequest(in: root)
    let run = try CLI.run(["diff", "--snapshots", "snapshots"], in: root.path)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout == Self.expectedText + "\n")
  }

  @Test func aFolderOfOtherFilesIsNotReplaced() throws {
    let root = try Self.repository()
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(atPath: root.path + "/out", withIntermediateDirectories: false)
    try "mine\n".write(toFile: root.path + "/out/notes.txt", atomically: true, encoding: .utf8)
    let run = try CLI.run(["snapshot", "--out", "out"], in: root.path)
    #expect(run.status == 74)
    #expect(run.stderr.contains("out: the folder holds entries snapshot did not write (notes.txt)"))
    #expect(try String(contentsOfFile: root.path + "/out/notes.txt", encoding: .utf8) == "mine\n")
  }

  @Test func aBrokenSnapshotIsReportedAtItsLine() throws {
    let root = try Self.repository()
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(try CLI.run(["snapshot", "Layouts/settings.yaml", "--out", "s"], in: root.path).status == 0)
    let path = root.path + "/s/Layouts__settings.yaml.snapshot"
    var lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
    lines[2] = "{\"path\": \"0\", oops}"
    try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
    let run = try CLI.run(["diff", "Layouts/settings.yaml", "--snapshots", "s"], in: root.path)
    #expect(run.status == 65)
    #expect(run.stderr == "s/Layouts__settings.yaml.snapshot:3:15: error: expected a member name\n")
  }

  @Test func badOptionsAreUsageErrors() throws {
    let root = try Self.repository()
    defer { try? FileManager.default.removeItem(at: root) }
    let neither = try CLI.run(["diff"], in: root.path)
    #expect(neither.status == 64)
    #expect(neither.stderr.contains("give one of --against REVISION or --snapshots DIR"))
    let unknown = try CLI.run(["diff", "--against", "no-such-branch"], in: root.path)
    #expect(unknown.status == 64)
    #expect(unknown.stderr == "error: git knows no revision 'no-such-branch'\n")
    let option = try CLI.run(["diff", "--against", "--output=x"], in: root.path)
    #expect(option.status == 64)
  }
}
