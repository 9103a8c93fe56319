import LayoutEngine

/// A rectangle with a fixed size: the simplest leaf with exactly known geometry.
func box(_ width: Double, _ height: Double, id: String? = nil) -> ViewNode {
  ViewNode(.rectangle, modifiers: [.frame(FrameSpec(width: width, height: height))], id: id)
}

/// A rectangle that takes whatever it is offered.
func fill(id: String? = nil) -> ViewNode {
  ViewNode(.rectangle, id: id)
}

func vStack(
  _ children: ViewNode..., alignment: HorizontalAlignment = .center, spacing: Double? = 0
) -> ViewNode {
  ViewNode(.vStack(alignment: alignment, spacing: spacing), children: children)
}

func hStack(
  _ children: ViewNode..., alignment: VerticalAlignment = .center, spacing: Double? = 0
) -> ViewNode {
  ViewNode(.hStack(alignment: alignment, spacing: spacing), children: children)
}

/// A plain screen with no safe area, so frames are easy to state.
func screen(_ width: Double = 400, _ height: Double = 800, direction: LayoutDirection = .leftToRight)
  -> LayoutContext
{
  LayoutContext(containerSize: Size(width: width, height: height), layoutDirection: direction)
}

extension LayoutResult {
  /// The own frame of the node with `id`; traps when absent so a typo fails loudly.
  func frame(_ id: String) -> Rect {
    guard let node = node(withID: id) else { fatalError("no node with id \(id)") }
    return node.frame
  }
}
