/// One node of a laid-out tree: what it is and where it ended up, in absolute screen points.
public struct PlacedNode: Sendable, Hashable {
  /// How a node hangs off its parent: as the n-th child, or as a background or overlay.
  public enum Role: Sendable, Hashable {
    case root
    case child(Int)
    case background
    case overlay
  }

  public var element: Element
  public var id: String?
  public var source: SourceLocation?
  /// The index of the parent in `LayoutResult.nodes`, `nil` for the root.
  public var parent: Int?
  public var role: Role
  /// Nesting depth, 0 for the root.
  public var depth: Int
  /// The element's own frame, before its modifiers (what SwiftUI reports for the view itself).
  public var frame: Rect
  /// The frame including padding, frames and other layout modifiers: the space it takes in its parent.
  public var outerFrame: Rect
  /// Laid-out text for elements that show text (Text, Button, Label, fields, Toggle).
  public var text: TextLayout?
  /// The font the text was measured with.
  public var font: ResolvedFont?
  /// How the text's lines align to each other.
  public var textAlignment: TextAlignment
  /// The direction in effect for this node.
  public var layoutDirection: LayoutDirection
  /// Hidden by `hidden` on itself or an ancestor: takes space, is not drawn.
  public var isHidden: Bool
  /// Disabled by `disabled(true)` on itself or an ancestor: drawn dimmed.
  public var isDisabled = false
  /// Redacted by `redacted(reason: .placeholder)` on itself or an ancestor: its text and symbols
  /// are drawn as placeholder blocks.
  public var isRedacted = false
  /// The visible region when an ancestor clips (a scroll view), else `nil`.
  public var clip: Rect?
  /// The node's own `flipsForRightToLeft` flag, when the file gives one.
  public var flipsForRightToLeft: Bool? = nil
  /// Whether `multilineTextAlignment` was set on the node or an ancestor (else natural alignment).
  public var isTextAlignmentExplicit = false
  /// For a scroll view or list: the offset applied and how far its content reaches.
  public var scroll: ScrollPosition? = nil
  /// For a scroll view or list: whether its indicator is drawn (`scrollIndicators`).
  public var scrollIndicators = ScrollIndicatorVisibility.automatic
  /// Paint order among its siblings (`zIndex`): higher in front, equal in document order.
  public var zIndex = 0.0
  /// For a list row: the edges, `top` and `bottom`, whose separator it hides (`listRowSeparator`);
  /// for a `List`, `Form` or `Section`: the lines above and below its sections' rows it hides
  /// (`listSectionSeparator`).
  public var hiddenRowSeparators: EdgeSet = []

  /// Whether the layout truncated this node's text.
  public var isTruncated: Bool { text?.isTruncated ?? false }
}
