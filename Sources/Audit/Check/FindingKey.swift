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
}
