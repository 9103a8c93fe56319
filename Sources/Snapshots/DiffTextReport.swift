import LayoutEngine

/// `diff --format text`: per layout, each change as a compiler-style line at the node's line in
/// the new revision (`file:line:column: kind: …`, which editors jump to) and a line of the
/// variants it happens in; then a total.
public enum DiffTextReport {
  public static func render(_ diffs: [LayoutDiff]) -> String {
    var lines: [String] = []
    for diff in diffs where diff.hasChanges {
      let name = Sanitizer.sanitize(diff.name)
      switch diff.status {
      case .added:
        lines.append("\(name): new layout (\(count(diff.onlyNew, "variant")))")
        continue
      case .removed:
        lines.append("\(name): layout removed")
        continue
      case .changed:
        lines.append(
          "\(name): \(count(diff.changes.count + diff.omitted, "change")) in \(count(diff.variantCount, "variant"))"
        )
      }
      for change in diff.changes {
        lines.append("  \(location(diff, change)): \(change.kind.rawValue): \(described(change))")
        lines.append(
          "    in \(change.summary.text) (\(change.summary.count) of \(change.summary.total) variants)")
      }
      if diff.omitted > 0 {
        lines.append(
          "  \(name): note: \(diff.omitted) more changes not listed (at most \(LayoutDiff.maximumChanges) a layout)"
        )
      }
      if diff.onlyOld + diff.onlyNew > 0 {
        lines.append(
          "  \(name): note: \(count(diff.onlyOld, "variant")) only before and \(count(diff.onlyNew, "variant")) "
            + "only now were not compared (the matrix or the layout's languages differ)")
      }
    }
    lines.append(total(diffs))
    return lines.joined(separator: "\n")
  }

  /// `file:line:column` of the change: the node's place in the new revision; for a removed node,
  /// its parent's line there.
  static func location(_ diff: LayoutDiff, _ change: LayoutChange) -> String {
    let file = Sanitizer.sanitize(diff.layout)
    let node = change.node
    if change.kind != .removed, let line = node.line { return "\(file):\(line):\(node.column ?? 1)" }
    if let anchor = node.anchorLine { return "\(file):\(anchor)" }
    return file
  }

  /// `Text 'title' at 0.1: height +20 pt`, with a removed node's old line.
  static func described(_ change: LayoutChange) -> String {
    let node = change.node
    var text = "\(Sanitizer.sanitize(node.name)) at \(node.path)"
    if !change.detail.isEmpty { text += ": " + Sanitizer.sanitize(change.detail) }
    if change.kind == .removed, let line = node.line { text += " (was line \(line))" }
    return text
  }

  /// The last line: how many layouts changed and how many changes.
  static func total(_ diffs: [LayoutDiff]) -> String {
    let changed = diffs.filter(\.hasChanges)
    guard !changed.isEmpty else { return "no layout changes in \(count(diffs.count, "layout"))" }
    let changes = diffs.map { $0.changes.count + $0.omitted }.reduce(0, +)
    return "\(count(changed.count, "layout")) of \(diffs.count) changed: \(count(changes, "change"))"
      + [(LayoutDiff.Status.added, "new"), (.removed, "removed")].compactMap { status, word in
        let n = diffs.filter { $0.status == status }.count
        return n == 0 ? nil : ", \(n) \(word)"
      }.joined()
  }

  /// `1 change`, `2 changes`.
  static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}
