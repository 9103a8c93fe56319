import LayoutEngine
import Testing

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
  vStack(children, alignment: alignment, spacing: spacing)
}

/// A VStack of children made as an array (the random trees of the property tests).
func vStack(
  _ children: [ViewNode], alignment: HorizontalAlignment = .center, spacing: Double? = 0
) -> ViewNode {
  ViewNode(.vStack(alignment: alignment, spacing: spacing), children: children)
}

func hStack(
  _ children: ViewNode..., alignment: VerticalAlignment = .center, spacing: Double? = 0
) -> ViewNode {
  hStack(children, alignment: alignment, spacing: spacing)
}

/// An HStack of children made as an array.
func hStack(
  _ children: [ViewNode], alignment: VerticalAlignment = .center, spacing: Double? = 0
) -> ViewNode {
  ViewNode(.hStack(alignment: alignment, spacing: spacing), children: children)
}

/// A ZStack: children on top of each other.
func zStack(_ children: [ViewNode], alignment: Alignment = .center) -> ViewNode {
  ViewNode(.zStack(alignment: alignment), children: children)
}

/// A ScrollView along `axis` around `content` (normally one child).
func scrollView(_ axis: Axis, _ content: [ViewNode]) -> ViewNode {
  ViewNode(.scrollView(axis: axis), children: content)
}

/// A Spacer; `nil` is the default minimum length.
func spacer(minLength: Double? = nil) -> ViewNode {
  ViewNode(.spacer(minLength: minLength))
}

/// A Text with the default font.
func text(_ string: String) -> ViewNode {
  ViewNode(.text(string))
}

/// A plain screen with no safe area, so frames are easy to state.
func screen(_ width: Double = 400, _ height: Double = 800, direction: LayoutDirection = .leftToRight)
  -> LayoutContext
{
  LayoutContext(containerSize: Size(width: width, height: height), layoutDirection: direction)
}

extension LayoutResult {
  /// The own frame of the node with `id`. A missing id records an issue at the caller (the test
  /// fails alone, the run goes on) and gives a frame of NaNs, which equals no frame.
  func frame(_ id: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Rect {
    guard let node = node(withID: id) else {
      Issue.record("no node with id \(id)", sourceLocation: sourceLocation)
      return Rect(x: .nan, y: .nan, width: .nan, height: .nan)
    }
    return node.frame
  }
}

/// Whether two coordinates agree up to floating-point rounding (mirroring subtracts from the
/// width, so a right-to-left edge may differ from the exact value in the last bits).
func close(_ x: Double, _ y: Double) -> Bool { abs(x - y) < 1e-9 }
