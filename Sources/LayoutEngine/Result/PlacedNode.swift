/// One node of a laid-out tree: what it is and where it ended up, in absolute screen points.
///
/// Every layout makes one per node, so its size is the result array's size (a 100,000-node tree
/// had a 38 MB array of 384-byte nodes, every page faulted in afresh each layout). It is kept
/// small: the one-byte fields sit in the element's tail padding, the parent, role and depth are
/// stored as 32-bit integers behind their public types, and what few nodes have (a scroll
/// position, `zIndex`, hidden separators) lives in `rare`, allocated only for those nodes
/// (`PlacedNode+Rare.swift`). Text and font stay inline: a box for every text cost more than it
/// saved (about 850 instructions a text, measured). Every property reads and writes as a stored
/// one would.
public struct PlacedNode: Sendable, Hashable {
  /// How a node hangs off its parent: as the n-th child, or as a background or overlay.
  public enum Role: Sendable, Hashable {
    case root
    case child(Int)
    case background
    case overlay
  }

  public var element: Element
  // One-byte fields, declared right after the element so they fill its tail padding. The
  // compiler makes each node with the memberwise initializer and moves it into the result array
  // (an initializer of its own, or a field set afterwards, made the append copy it).
  /// How the text's lines align to each other.
  public var textAlignment: TextAlignment
  /// The direction in effect for this node.
  public var layoutDirection: LayoutDirection
  /// Hidden by `hidden` on itself or an ancestor: takes space, is not drawn.
  public var isHidden: Bool
  /// Disabled by `disabled(true)` on itself or an ancestor: drawn dimmed.
  public var isDisabled = false
  /// Whether `multilineTextAlignment` was set on the node or an ancestor (else natural alignment).
  public var isTextAlignmentExplicit = false
  /// `parent`, -1 for none.
  var parentIndex: Int32
  /// `role`: the child's index, or `Self.rootRole`, `backgroundRole`, `overlayRole`.
  var roleCode: Int32
  /// `depth`.
  var depthValue: Int32
  /// The element's own frame, before its modifiers (what SwiftUI reports for the view itself).
  public var frame: Rect
  /// The frame including padding, frames and other layout modifiers: the space it takes in its parent.
  public var outerFrame: Rect
  /// The visible region when an ancestor clips (a scroll view), else `nil`.
  public var clip: Rect?
  /// The node's own `flipsForRightToLeft` flag, when the file gives one.
  public var flipsForRightToLeft: Bool? = nil
  /// For a scroll view or list: whether its indicator is drawn (`scrollIndicators`).
  public var scrollIndicators = ScrollIndicatorVisibility.automatic
  public var id: String?
  public var source: SourceLocation?
  /// Laid-out text for elements that show text (Text, Button, Label, fields, Toggle).
  public var text: TextLayout?
  /// The font the text was measured with.
  public var font: ResolvedFont?
  /// The fields few nodes set, allocated for those only.
  var rare = Rare()

  /// The index of the parent in `LayoutResult.nodes`, `nil` for the root.
  public var parent: Int? {
    get { parentIndex < 0 ? nil : Int(parentIndex) }
    set { parentIndex = newValue.map { Int32($0) } ?? -1 }
  }

  public var role: Role {
    get {
      switch roleCode {
      case Self.rootRole: .root
      case Self.backgroundRole: .background
      case Self.overlayRole: .overlay
      default: .child(Int(roleCode))
      }
    }
    set { roleCode = Self.code(of: newValue) }
  }

  /// Nesting depth, 0 for the root.
  public var depth: Int {
    get { Int(depthValue) }
    set { depthValue = Int32(newValue) }
  }

  /// For a scroll view or list: the offset applied and how far its content reaches.
  public var scroll: ScrollPosition? {
    get { rare.values?.scroll }
    set { rare.update(newValue == nil) { $0.scroll = newValue } }
  }

  /// Paint order among its siblings (`zIndex`): higher in front, equal in document order.
  public var zIndex: Double {
    get { rare.values?.zIndex ?? 0 }
    set { rare.update(newValue == 0) { $0.zIndex = newValue } }
  }

  /// For a list row: the edges, `top` and `bottom`, whose separator it hides (`listRowSeparator`);
  /// for a `List`, `Form` or `Section`: the lines above and below its sections' rows it hides
  /// (`listSectionSeparator`).
  public var hiddenRowSeparators: EdgeSet {
    get { rare.values?.hiddenRowSeparators ?? [] }
    set { rare.update(newValue.isEmpty) { $0.hiddenRowSeparators = newValue } }
  }

  /// Whether the layout truncated this node's text.
  public var isTruncated: Bool { text?.isTruncated ?? false }

  private static let rootRole: Int32 = -1
  private static let backgroundRole: Int32 = -2
  private static let overlayRole: Int32 = -3

  static func code(of role: Role) -> Int32 {
    switch role {
    case .root: rootRole
    case .child(let n): Int32(n)
    case .background: backgroundRole
    case .overlay: overlayRole
    }
  }
}
