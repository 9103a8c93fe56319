import Foundation
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
}
