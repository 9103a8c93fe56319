/// The lines two texts differ in, with a little context and line numbers, so a golden-file
/// mismatch shows what moved instead of two whole screens to compare by eye.
///
/// A longest-common-subsequence diff over lines, as `diff -u` prints it: `-` lines are the
/// expected text's (numbered in it), `+` lines the actual text's (numbered in it), and unchanged
/// lines around each change are kept as context. Wireframes are a few hundred lines at most, so
/// the quadratic table is small.
public struct LineDiff: Sendable {
  /// One line of the diff.
  public enum Line: Equatable, Sendable {
    /// In both texts, at these 1-based line numbers.
    case same(expected: Int, actual: Int, String)
    /// Only in the expected text.
    case removed(expected: Int, String)
    /// Only in the actual text.
    case inserted(actual: Int, String)
  }

  /// Every line of both texts in order, unchanged ones included.
  public let lines: [Line]

  public init(expected: String, actual: String) {
    lines = Self.align(Self.split(expected), Self.split(actual))
  }

  /// Whether the texts have the same lines.
  public var isEmpty: Bool {
    lines.allSatisfy { if case .same = $0 { true } else { false } }
  }

  /// The changed lines with `context` unchanged lines around each change; runs of unchanged
  /// lines beyond that are left out and marked with `…`.
  public func rendered(context: Int = 2) -> String {
    let changed = lines.indices.filter { if case .same = lines[$0] { false } else { true } }
    var shown = Set<Int>()
    for index in changed {
      shown.formUnion(max(0, index - context)...min(lines.count - 1, index + context))
    }
    let width = String(lines.count).count
    var out: [String] = []
    var previous: Int?
    for index in shown.sorted() {
      if let previous, index > previous + 1 { out.append("…") }
      if previous == nil && index > 0 { out.append("…") }
      out.append(Self.format(lines[index], width: width))
      previous = index
    }
    if let previous, previous < lines.count - 1 { out.append("…") }
    return out.joined(separator: "\n")
  }

  private static func format(_ line: Line, width: Int) -> String {
    func number(_ n: Int) -> String {
      String(repeating: " ", count: max(0, width - String(n).count)) + "\(n)"
    }
    switch line {
    case .same(let n, _, let text): return "  \(number(n)) │\(text)"
    case .removed(let n, let text): return "- \(number(n)) │\(text)"
    case .inserted(let n, let text): return "+ \(number(n)) │\(text)"
    }
  }

  /// The text's lines; a final newline does not start an empty last line.
  private static func split(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if text.hasSuffix("\n") { lines.removeLast() }
    return lines
  }

  /// Both line lists merged along a longest common subsequence; a common prefix and suffix are
  /// matched directly so the table covers only the changed middle.
  private static func align(_ old: [String], _ new: [String]) -> [Line] {
    var prefix = 0
    while prefix < old.count && prefix < new.count && old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix && suffix < new.count - prefix
      && old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    let a = Array(old[prefix..<(old.count - suffix)])
    let b = Array(new[prefix..<(new.count - suffix)])
    // common[i][j]: the length of the longest common subsequence of a[i...] and b[j...].
    var common = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        common[i][j] = a[i] == b[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
      }
    }
    var out = (0..<prefix).map { Line.same(expected: $0 + 1, actual: $0 + 1, old[$0]) }
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
      if i < a.count && j < b.count && a[i] == b[j] {
        out.append(.same(expected: prefix + i + 1, actual: prefix + j + 1, a[i]))
        i += 1
        j += 1
      } else if i < a.count && (j == b.count || common[i + 1][j] >= common[i][j + 1]) {
        out.append(.removed(expected: prefix + i + 1, a[i]))
        i += 1
      } else {
        out.append(.inserted(actual: prefix + j + 1, b[j]))
        j += 1
      }
    }
    for k in 0..<suffix {
      out.append(
        .same(
          expected: old.count - suffix + k + 1, actual: new.count - suffix + k + 1,
          old[old.count - suffix + k]))
    }
    return out
  }
}
