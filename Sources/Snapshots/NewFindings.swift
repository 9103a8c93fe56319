import Audit

/// `check`'s findings that a revision has and the one before it had not, as changes of the kind
/// `new-finding`: what the change broke by `check`'s rules, on the variants of the diff's matrix.
public enum NewFindings {
  /// The findings of `new` that `old` (the same layout's report in the old revision, `nil` for a
  /// new layout) has not: a finding is the same when its rule, its node's type and id (or path
  /// when it has none) and what it says (before "; at worst") are, wherever the node moved in the file.
  public static func changes(old: FileReport?, new: FileReport) -> [LayoutChange] {
    let known = Set((old?.findings ?? []).map(Key.init))
    return new.findings.filter { !known.contains(Key($0)) }.map { finding in
      let node = finding.node
      return LayoutChange(
        kind: .newFinding,
        node: ChangedNode(
          path: node.path, type: node.type, id: node.id, line: node.source.line, column: node.source.column),
        detail: "\(finding.severity.rawValue) [\(finding.rule.rawValue)] \(finding.message)",
        variants: finding.variants, summary: finding.summary, magnitude: 1000)
    }
  }

  /// What makes two revisions' findings the same.
  private struct Key: Hashable {
    var rule: Rule
    var type: String
    var name: String
    var kind: Substring

    init(_ finding: Finding) {
      rule = finding.rule
      type = finding.node.type
      name = finding.node.id ?? finding.node.path
      kind = finding.message.split(separator: "; at worst", maxSplits: 1).first ?? ""
    }
  }
}

extension LayoutDiff {
  /// This diff with `changes` among its own, in source order (within the list's limit).
  public func adding(_ changes: [LayoutChange]) -> LayoutDiff {
    guard status == .changed, !changes.isEmpty else { return self }
    var copy = self
    let all = (self.changes + changes).sorted(by: LayoutChange.inSourceOrder)
    copy.changes = Array(all.prefix(LayoutDiff.maximumChanges))
    copy.omitted += all.count - copy.changes.count
    return copy
  }
}
