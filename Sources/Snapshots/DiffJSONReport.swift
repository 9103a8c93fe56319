import Reports

/// `diff --format json`: every layout compared, with its status and changes, for scripts.
public enum DiffJSONReport {
  public static func json(_ diffs: [LayoutDiff]) -> JSONValue {
    .object([
      ("version", .number(Double(LayoutSnapshot.formatVersion))),
      ("changes", .number(Double(diffs.map { $0.changes.count + $0.omitted }.reduce(0, +)))),
      ("layouts", .array(diffs.map(layout))),
    ])
  }

  private static func layout(_ diff: LayoutDiff) -> JSONValue {
    .object([
      ("layout", .string(diff.layout)), ("preview", diff.preview.map(JSONValue.string) ?? .null),
      ("status", .string(diff.status.rawValue)), ("variants", .number(Double(diff.variantCount))),
      ("onlyBefore", .number(Double(diff.onlyOld))), ("onlyNow", .number(Double(diff.onlyNew))),
      ("omitted", .number(Double(diff.omitted))), ("changes", .array(diff.changes.map(change))),
    ])
  }

  private static func change(_ change: LayoutChange) -> JSONValue {
    let node = change.node
    let number = { (value: Int?) in value.map { JSONValue.number(Double($0)) } ?? .null }
    return .object([
      ("kind", .string(change.kind.rawValue)),
      (
        "node",
        .object([
          ("path", .string(node.path)), ("type", .string(node.type)),
          ("id", node.id.map(JSONValue.string) ?? .null),
          ("line", number(node.line)), ("column", number(node.column)),
          ("parentLine", number(change.kind == .removed ? node.anchorLine : nil)),
        ])
      ),
      ("detail", .string(change.detail)),
      (
        "variants",
        .object([
          ("count", .number(Double(change.summary.count))), ("total", .number(Double(change.summary.total))),
          ("text", .string(change.summary.text)),
        ])
      ),
    ])
  }
}
