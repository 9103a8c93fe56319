import LayoutEngine

/// `diff --format markdown`: a pull-request comment. A summary table of the layouts that
/// changed, then each layout's changes, largest first; text from the files is escaped so it
/// shows as written (GitHub Flavored Markdown: every ASCII punctuation character may be
/// backslash-escaped, a table cell's `|` must be).
public enum DiffMarkdownReport {
  /// The most changes listed under a layout; the rest are counted.
  public static let listedChanges = 20

  /// The comment; `pictures` are text wireframes (old and new side by side) to show under a
  /// layout's changes, by layout name.
  public static func render(_ diffs: [LayoutDiff], pictures: [String: String] = [:]) -> String {
    var out = ["### Layout changes", ""]
    let changed = diffs.filter(\.hasChanges)
    guard !changed.isEmpty else {
      out.append("No layout changes in \(DiffTextReport.count(diffs.count, "layout")).")
      return out.joined(separator: "\n") + "\n"
    }
    out.append(escape(DiffTextReport.total(diffs)) + ".")
    out.append("")
    let columns: [(String, Set<ChangeKind>)] = [
      ("Added", [.added]), ("Removed", [.removed]), ("Moved", [.moved]), ("Resized", [.resized]),
      ("Truncated", [.truncated]), ("Off screen or safe area", [.offScreen, .outsideSafeArea]),
      ("New findings", [.newFinding]),
    ]
    out.append("| Layout | Status | Changes | " + columns.map(\.0).joined(separator: " | ") + " |")
    out.append("| --- | --- | ---: | " + columns.map { _ in "---:" }.joined(separator: " | ") + " |")
    for diff in changed {
      let counts = columns.map { _, kinds in String(diff.changes.filter { kinds.contains($0.kind) }.count) }
      out.append(
        "| \(escape(diff.name)) | \(diff.status.rawValue) | \(diff.changes.count + diff.omitted) | "
          + counts.joined(separator: " | ") + " |")
    }
    for diff in changed where diff.status == .changed {
      out += ["", "#### \(escape(diff.name))", ""]
      let ranked = diff.changes.enumerated().sorted {
        ($0.element.magnitude, -$0.offset) > ($1.element.magnitude, -$1.offset)
      }.map(\.element)
      for change in ranked.prefix(listedChanges) {
        // A removed view is placed at its parent's line in the new file, as the text says.
        let line = change.kind == .removed ? change.node.anchorLine : change.node.line
        let place = line.map { " (line \($0))" } ?? ""
        out.append(
          "- **\(change.kind.rawValue)** \(escape(change.node.name)) at \(escape(change.node.path))\(place)"
            + (change.detail.isEmpty ? "" : ": \(escape(change.detail))")
            + "; in \(escape(change.summary.text)) "
            + "(\(change.summary.count) of \(change.summary.total) variants)")
      }
      let more = diff.changes.count + diff.omitted - min(listedChanges, diff.changes.count)
      if more > 0 { out.append("- and \(more) more") }
      if diff.onlyOld + diff.onlyNew > 0 {
        out.append(
          "- \(diff.onlyOld + diff.onlyNew) variants only one revision has were not compared")
      }
      if let picture = pictures[diff.name] {
        let fence = String(repeating: "`", count: max(3, longestRun(of: "`", in: picture) + 1))
        out += [
          "", "<details><summary>Before and after</summary>", "", fence + "text", picture, fence, "",
          "</details>",
        ]
      }
    }
    return out.joined(separator: "\n") + "\n"
  }

  /// Text from a file shown as written: sanitized (no control or bidi formatting characters)
  /// and each character GitHub's Markdown reads as inline markup in running text or a table
  /// cell backslash-escaped (emphasis, code, links, HTML and entities, tables, strikethrough,
  /// math), so nothing in it becomes markup.
  static func escape(_ text: String) -> String {
    var out = ""
    for scalar in Sanitizer.sanitize(text).unicodeScalars {
      if "\\`*_[]<>|~&$".unicodeScalars.contains(scalar) { out += "\\" }
      out.unicodeScalars.append(scalar)
    }
    return out
  }

  private static func longestRun(of character: Character, in text: String) -> Int {
    var longest = 0
    var run = 0
    for c in text {
      run = c == character ? run + 1 : 0
      longest = max(longest, run)
    }
    return longest
  }
}
