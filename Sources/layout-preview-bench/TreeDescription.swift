import LayoutEngine

/// A tree written by the side-by-side benchmark's script, so Yoga, Taffy and this engine lay out
/// exactly the same tree: one node a line, depth first, `H n` and `V n` a stack of the next `n`
/// subtrees (centred, no spacing), `L w h` a leaf of fixed size (a `Rectangle` in a frame).
enum TreeDescription {
  /// The tree `text` describes, or `nil` when a line is not one of the three forms.
  static func parse(_ text: String) -> ViewNode? {
    var lines = text.split(separator: "\n").makeIterator()
    return node(&lines)
  }

  private static func node(_ lines: inout IndexingIterator<[Substring]>) -> ViewNode? {
    guard let line = lines.next() else { return nil }
    let fields = line.split(separator: " ")
    guard let kind = fields.first, let first = fields.dropFirst().first.flatMap({ Double($0) })
    else { return nil }
    switch kind {
    case "L":
      guard fields.count == 3, let height = Double(fields[2]) else { return nil }
      return ViewNode(.rectangle, modifiers: [.frame(FrameSpec(width: first, height: height))])
    case "H", "V":
      var children: [ViewNode] = []
      children.reserveCapacity(Int(first))
      for _ in 0..<Int(first) {
        guard let child = node(&lines) else { return nil }
        children.append(child)
      }
      let element: Element =
        kind == "H" ? .hStack(alignment: .center, spacing: 0) : .vStack(alignment: .center, spacing: 0)
      return ViewNode(element, children: children)
    default: return nil
    }
  }
}
