import Reports

/// `diff --format github`: one GitHub Actions workflow command per change, on the changed node's
/// line in the new revision (a removed node on its parent's line): a warning for text newly
/// truncated or content pushed off screen or outside the safe area, a notice for the rest.
/// Escaped as `check --format github` escapes (`GitHubAnnotations`).
public enum DiffGitHubAnnotations {
  public static func render(_ diffs: [LayoutDiff]) -> String {
    var commands: [String] = []
    for diff in diffs where diff.hasChanges {
      let file = "file=\(GitHubAnnotations.property(diff.layout))"
      let preview = diff.preview.map { " (preview \($0))" } ?? ""
      switch diff.status {
      case .added, .removed:
        let what = diff.status == .added ? "new layout" : "layout removed"
        commands.append(
          "::notice \(file),title=\(GitHubAnnotations.property("layout \(what)"))::"
            + GitHubAnnotations.data("\(what)\(preview)"))
        continue
      case .changed: break
      }
      for change in diff.changes {
        var properties = [file]
        let node = change.node
        if change.kind != .removed, let line = node.line {
          properties += ["line=\(line)", "col=\(node.column ?? 1)"]
        } else if let anchor = node.anchorLine {
          properties.append("line=\(anchor)")
        }
        properties.append(
          "title=\(GitHubAnnotations.property("layout \(change.kind.rawValue): \(node.name)"))")
        let message =
          "\(change.kind.rawValue): \(node.name) at \(node.path)\(change.detail.isEmpty ? "" : ": " + change.detail)"
          + "\(preview). In \(change.summary.text) "
          + "(\(change.summary.count) of \(change.summary.total) variants)."
        commands.append(
          "::\(change.kind.isWarning ? "warning" : "notice") \(properties.joined(separator: ","))::"
            + GitHubAnnotations.data(message))
      }
    }
    return commands.joined(separator: "\n")
  }
}
