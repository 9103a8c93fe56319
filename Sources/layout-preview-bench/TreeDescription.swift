import LayoutEngine

/// A tree written by the side-by-side benchmark's script, so Yoga, Taffy and this engine lay out
/// exactly the same tree: one node a line, depth first, `H n` and `V n` a stack of the next `n`
/// subtrees (centred, no spacing), `L w h` a leaf of fixed size (a `Rectangle` in a frame).
enum TreeDescription {
  /// The tree `text` describes, or `nil` when a line is not one of the three forms.
  ///
  /// Read with an explicit stack of open stacks, not by recursion: the deep chains are 10,000
  /// levels, more than the main thread's stack holds for a recursive reader.
  static func parse(_ text: String) -> ViewNode? {
    /// A stack being read: its element, how many children it still needs, and those read.
    struct Open {
      var element: Element
      var remaining: Int
      var children: [ViewNode]
    }
    var open: [Open] = []
    for line in text.split(separator: "\n") {
      let fields = line.split(separator: " ")
      guard let kind = fields.first, let first = fields.dropFirst().first.flatMap({ Double($0) })
      else { return nil }
      var finished: ViewNode
      switch kind {
      case "L":
        guard fields.count == 3, let height = Double(fields[2]) else { return nil }
        finished = ViewNode(.rectangle, modifiers: [.frame(FrameSpec(width: first, height: height))])
      case "H", "V":
        let element: Element =
          kind == "H" ? .hStack(alignment: .center, spacing: 0) : .vStack(alignment: .center, spacing: 0)
        guard Int(first) > 0 else {
          finished = ViewNode(element, children: [])
          break
        }
        var children: [ViewNode] = []
        children.reserveCapacity(Int(first))
        open.append(Open(element: element, remaining: Int(first), children: children))
        continue
      default: return nil
      }
      // A finished node completes its parent, which may complete its own, up the chain.
      while let last = open.indices.last {
        open[last].children.append(finished)
        open[last].remaining -= 1
        guard open[last].remaining == 0 else { break }
        let done = open.removeLast()
        finished = ViewNode(done.element, children: done.children)
      }
      if open.isEmpty { return finished }
    }
    return nil
  }
}
