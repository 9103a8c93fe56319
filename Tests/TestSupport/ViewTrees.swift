import LayoutEngine
import Testing

// View trees and screens with exactly known geometry, for the engine's and the wireframe's tests.

/// A rectangle with a fixed size: the simplest leaf with exactly known geometry.
public func box(_ width: Double, _ height: Double, id: String? = nil) -> ViewNode {
  ViewNode(.rectangle, modifiers: [.frame(FrameSpec(width: width, height: height))], id: id)
}

/// A rectangle that takes whatever it is offered.
public func fill(id: String? = nil) -> ViewNode {
  ViewNode(.rectangle, id: id)
}

public func vStack(
  _ children: ViewNode..., alignment: HorizontalAlignment = .center, spacing: Double? = 0
) -> ViewNode {
  vStack(children, alignment: alignment, spacing: spacing)
}

/// A VStack of children made as an array (the random trees of the property tests).
public func vStack(
  _ children: [ViewNode], alignment: HorizontalAlignment = .center, spacing: Double? = 0
) -> ViewNode {
  ViewNode(.vStack(alignment: alignment, spacing: spacing), children: children)
}

public func hStack(
  _ children: ViewNode..., alignment: VerticalAlignment = .center, spacing: Double? = 0
) -> ViewNode {
  hStack(children, alignment: alignment, spacing: spacing)
}

/// An HStack of children made as an array.
public func hStack(
  _ children: [ViewNode], alignment: VerticalAlignment = .center, spacing: Double? = 0
) -> ViewNode {
  ViewNode(.hStack(alignment: alignment, spacing: spacing), children: children)
}

/// A ZStack: children on top of each other.
public func zStack(_ children: [ViewNode], alignment: Alignment = .center) -> ViewNode {
  ViewNode(.zStack(alignment: alignment), children: children)
}

/// A ScrollView along `axis` around `content` (normally one child).
public func scrollView(_ axis: Axis, _ content: [ViewNode]) -> ViewNode {
  ViewNode(.scrollView(axis: axis), children: content)
}

/// A Spacer; `nil` is the default minimum length.
public func spacer(minLength: Double? = nil) -> ViewNode {
  ViewNode(.spacer(minLength: minLength))
}

/// A Text with the default font, and a fixed frame when `width` or `height` is given.
public func text(_ string: String, width: Double? = nil, height: Double? = nil, id: String? = nil) -> ViewNode
{
  var node = ViewNode(.text(string), id: id)
  if width != nil || height != nil { node.modifiers.append(.frame(FrameSpec(width: width, height: height))) }
  return node
}

/// A plain screen with no safe area, so frames are easy to state.
public func screen(_ width: Double = 400, _ height: Double = 800, direction: LayoutDirection = .leftToRight)
  -> LayoutContext
{
  LayoutContext(containerSize: Size(width: width, height: height), layoutDirection: direction)
}

extension LayoutResult {
  /// The own frame of the node with `id`. A missing id records an issue at the caller (the test
  /// fails alone, the run goes on) and gives a frame of NaNs, which equals no frame.
  public func frame(_ id: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Rect {
    guard let node = node(withID: id) else {
      Issue.record("no node with id \(id)", sourceLocation: sourceLocation)
      return Rect(x: .nan, y: .nan, width: .nan, height: .nan)
    }
    return node.frame
  }
}

/// Whether two coordinates agree up to floating-point rounding (mirroring subtracts from the
/// width, so a right-to-left edge may differ from the exact value in the last bits).
public func close(_ x: Double, _ y: Double) -> Bool { abs(x - y) < 1e-9 }
