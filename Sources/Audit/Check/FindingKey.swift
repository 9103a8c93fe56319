import LayoutEngine

/// What makes observations one finding: the rule, the node's place in the file and the message
/// without its numbers.
struct FindingKey: Hashable {
  var rule: Rule
  var source: SourceLocation
  var kind: String

  init(_ observation: Observation) {
    rule = observation.rule
    source = observation.node.source
    kind = observation.kind
  }

  /// The rule and the line and column only: every key of a fold is of one file, and keys at one
  /// place differ in kind rarely, so hashing the file name and the kind's characters (Unicode
  /// normalisation, a tenth of `check`'s time on large files) buys nothing; equality still
  /// compares every field.
  func hash(into hasher: inout Hasher) {
    hasher.combine(rule)
    hasher.combine(source.line)
    hasher.combine(source.column)
  }

  /// Whether `observation` makes this key, without making its key (copying its strings).
  func matches(_ observation: Observation) -> Bool {
    rule == observation.rule && source == observation.node.source && kind == observation.kind
  }
}
