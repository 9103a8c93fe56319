import CYaml
import LayoutEngine

/// Counts what a YAML text expands to before Yams composes it, from libyaml's event stream.
///
/// Yams resolves an alias by sharing the anchored node, so its node graph stays small, but
/// everything that walks the graph walks each use again: Yams itself hashes every mapping key
/// (an alias used as a key is hashed in full while composing), and the readers build a view node
/// per use. So the budget is checked here, on events, where each alias is one event with its own
/// position: an anchored node's expanded size is noted when it ends, and each alias adds it.
enum YAMLExpansion {
  /// Checks that `bytes` (UTF-8) stays within the YAML node and text budgets; the error points
  /// at the alias or node that crossed one. Syntax errors are left to Yams, which reports them.
  static func check(_ bytes: [UInt8], file: String) throws(LayoutFileError) {
    var parser = yaml_parser_t()
    guard yaml_parser_initialize(&parser) == 1 else { return }
    defer { yaml_parser_delete(&parser) }
    var walk = Walk(file: file)
    try bytes.withUnsafeBufferPointer { (buffer) throws(LayoutFileError) in
      yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
      var event = yaml_event_t()
      while yaml_parser_parse(&parser, &event) == 1 {
        defer { yaml_event_delete(&event) }
        if event.type == YAML_STREAM_END_EVENT { return }
        try walk.take(event)
      }
    }
  }

  /// The running count over one stream of events.
  private struct Walk {
    var file: String
    var budget = ReadBudget()
    /// The expanded size of each anchored node, by anchor name (a later anchor shadows an earlier).
    var anchors: [String: Size] = [:]
    /// The open collections: their anchor and the totals when they started.
    var open: [(anchor: String?, start: Size)] = []

    struct Size {
      var nodes: Int
      var text: Int
    }

    var total: Size { Size(nodes: budget.yamlNodes, text: budget.textBytes) }

    mutating func take(_ event: yaml_event_t) throws(LayoutFileError) {
      let location = SourceLocation(
        file: file, line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
      switch event.type {
      case YAML_SCALAR_EVENT:
        let start = total
        try budget.spend(1, of: .yamlNodes, at: location)
        try budget.spend(Int(event.data.scalar.length), of: .textBytes, at: location)
        note(Self.name(event.data.scalar.anchor), from: start)
      case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
        let anchor =
          event.type == YAML_SEQUENCE_START_EVENT
          ? event.data.sequence_start.anchor : event.data.mapping_start.anchor
        open.append((Self.name(anchor), total))
        try budget.spend(1, of: .yamlNodes, at: location)
      case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
        guard let (anchor, start) = open.popLast() else { return }
        note(anchor, from: start)
      case YAML_ALIAS_EVENT:
        guard let name = Self.name(event.data.alias.anchor), let size = anchors[name] else { return }
        let cause = "each use of the alias '*\(Sanitizer.sanitize(name))' counts as a copy"
        try budget.spend(size.nodes, of: .yamlNodes, at: location, cause: cause)
        try budget.spend(size.text, of: .textBytes, at: location, cause: cause)
      default:
        break
      }
    }

    /// Records what the node anchored as `anchor`, which began at the totals `start`, expands to.
    private mutating func note(_ anchor: String?, from start: Size) {
      guard let anchor else { return }
      anchors[anchor] = Size(nodes: budget.yamlNodes - start.nodes, text: budget.textBytes - start.text)
    }

    private static func name(_ anchor: UnsafeMutablePointer<yaml_char_t>?) -> String? {
      anchor.map { String(cString: $0) }
    }
  }
}
