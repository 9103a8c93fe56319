import LayoutEngine

/// Synthetic layouts of known size and shape for the benchmark.
enum GeneratedTrees {
  /// About `nodeCount` nodes: a VStack of sections, each a VStack of ten rows, each row an
  /// HStack of an icon, two texts, a spacer: the shape of a long settings or mail list.
  static func list(nodeCount: Int) -> ViewNode {
    let perSection = 1 + 10 * 5
    let sections = max(1, (nodeCount - 1) / perSection)
    var children: [ViewNode] = []
    children.reserveCapacity(sections)
    for s in 0..<sections {
      var rows: [ViewNode] = []
      for r in 0..<10 {
        rows.append(
          ViewNode(
            .hStack(alignment: .center, spacing: nil),
            children: [
              ViewNode(.image(.symbol("star"), resizable: false)),
              ViewNode(.text("Item \(s * 10 + r) with a longer title that may wrap")),
              ViewNode(.spacer(minLength: nil)),
              ViewNode(.text("Detail")),
            ], modifiers: [.padding(EdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16))]))
      }
      children.append(ViewNode(.vStack(alignment: .leading, spacing: 0), children: rows))
    }
    return ViewNode(
      .scrollView(axis: .vertical),
      children: [ViewNode(.vStack(alignment: .leading, spacing: 12), children: children)])
  }

  /// A chain `depth` levels deep, alternating HStack and VStack, each with a text beside the next level.
  static func deep(depth: Int) -> ViewNode {
    var node = ViewNode(.text("leaf"))
    for level in 0..<depth {
      let stack: Element =
        level.isMultiple(of: 2)
        ? .hStack(alignment: .center, spacing: 2) : .vStack(alignment: .leading, spacing: 2)
      node = ViewNode(stack, children: [ViewNode(.text("L\(level)")), node])
    }
    return node
  }
}
