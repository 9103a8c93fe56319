import Devices
import LayoutEngine
import LayoutMapping
import Variants

/// One change of one node in one variant of a layout since a revision, as a before/after pair
/// outlines it: where the node was and where it is (`gallery --diff`). The diff's engine finds
/// the changes (the command passes it in as `GalleryBefore.compare`); the gallery draws them.
public struct GalleryChange: Sendable, Equatable {
  /// The kind as the diff names it (`moved`, `removed`, `truncated`), and the change in words
  /// (`moved: Text 'title' at 0.0: 8 pt down`).
  public var kind: String
  public var label: String
  /// Whether a reviewer should look before merging (text now truncated, content pushed out).
  public var isWarning: Bool
  /// The node's frame in the window before (`nil` when it was added) and now (`nil` when removed).
  public var before: Rect?
  public var now: Rect?

  public init(kind: String, label: String, isWarning: Bool, before: Rect?, now: Rect?) {
    self.kind = kind
    self.label = label
    self.isWarning = isWarning
    self.before = before
    self.now = now
  }
}

/// A layout as a revision had it, to draw beside each variant of the layout now, and how to
/// find what changed between the two laid out in one variant.
public struct GalleryBefore: Sendable {
  /// One variant's layout as laid out.
  public typealias LaidOut = (screen: Screen, result: LayoutResult)

  public var body: ViewNode
  public var traits: LayoutTraits
  /// The changes from the first layout to the second, both laid out in the variant.
  public var compare: @Sendable (LaidOut, LaidOut, PreviewVariant) -> [GalleryChange]

  public init(
    body: ViewNode, traits: LayoutTraits,
    compare: @escaping @Sendable (LaidOut, LaidOut, PreviewVariant) -> [GalleryChange]
  ) {
    self.body = body
    self.traits = traits
    self.compare = compare
  }
}
