import LayoutEngine

extension ViewNode {
  /// About how many nodes a layout of this tree has: every node, its backgrounds, overlays and
  /// insets, each `ForEach`'s content once per item, and every variant of a node (a layout
  /// chooses one, so this errs high). What `check`'s work budget counts a layout as, before laying
  /// anything out; the engine's bars add a few. Iterative, since a tree can be as deep as its
  /// reader allows; saturates rather than overflowing.
  var viewCount: Int { workCount.views }

  /// `viewCount`, and what `check`'s work budget counts a layout as: each view once, and once
  /// more for each 64 bytes of its text, since wrapping and drawing a text cost by its length
  /// (without it, a file of about 1,600 texts of 600-900 bytes took 6-7 s to check).
  var workCount: (views: Int, work: Int) {
    // Each entry: a node and how many times its parent's content repeats it.
    var stack: [(node: ViewNode, times: Int)] = [(self, 1)]
    var total = 0
    var work = 0
    while let (node, times) = stack.popLast() {
      total = total.addingSaturated(times)
      work = work.addingSaturated(times.multipliedSaturated(by: 1 + node.textBytes / 64))
      var repeats = times
      if case .grouping(.forEach(let data)) = node.element {
        let items =
          switch data {
          case .items(let items): items.count
          case .count(let count): max(0, count)
          }
        repeats = times.multipliedSaturated(by: items)
      }
      for child in node.children { stack.append((child, repeats)) }
      for modifier in node.modifiers {
        switch modifier {
        case .background(let decoration, _), .overlay(let decoration, _),
          .safeAreaInset(let decoration, _, _, _):
          stack.append((decoration, times))
        default: break
        }
      }
      for variant in node.variants { stack.append((variant.node, times)) }
    }
    return (total, work)
  }

  /// The bytes of the text the node shows.
  private var textBytes: Int {
    switch element {
    case .textual(.text(let text)): text.utf8.count
    case .textual(.label(let title, _, _)): title.utf8.count
    default: 0
    }
  }
}

extension Int {
  fileprivate func addingSaturated(_ other: Int) -> Int {
    let (sum, overflow) = addingReportingOverflow(other)
    return overflow ? .max : sum
  }

  fileprivate func multipliedSaturated(by other: Int) -> Int {
    let (product, overflow) = multipliedReportingOverflow(by: other)
    return overflow ? .max : product
  }
}
