import Audit
import Variants

/// What a change did to a node.
public enum ChangeKind: String, Sendable, Hashable, CaseIterable, Comparable {
  case added
  case removed
  case moved
  case resized
  case truncated
  case untruncated
  case offScreen = "off-screen"
  case outsideSafeArea = "outside-safe-area"
  /// A `check` finding the old revision did not have (`NewFindings`).
  case newFinding = "new-finding"

  /// Whether a reviewer should look before merging (GitHub shows it as a warning, not a notice).
  public var isWarning: Bool { [.truncated, .offScreen, .outsideSafeArea, .newFinding].contains(self) }

  public static func < (lhs: ChangeKind, rhs: ChangeKind) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}

/// A node a change names: in the new revision, or for a removed node in the old one.
public struct ChangedNode: Sendable, Hashable {
  public var path: String
  public var type: String
  public var id: String?
  /// Where the node is written (in the new revision; in the old one for a removed node).
  public var line: Int?
  public var column: Int?
  /// For a removed node, the line of its parent in the new revision, where a review comment
  /// about it goes.
  public var anchorLine: Int?

  /// `Text 'title'`, or the type alone.
  public var name: String { id.map { "\(type) '\($0)'" } ?? type }
}

/// One change of one node, over the variants it happens in.
public struct LayoutChange: Sendable {
  public var kind: ChangeKind
  public var node: ChangedNode
  /// What changed, in words: `12 pt down`, `height +20 pt`, `now “Sign in to your ac…”`.
  public var detail: String
  /// The variants it happens in, and those described against the variants compared.
  public var variants: [PreviewVariant]
  public var summary: VariantSummary
  /// How large the change is in points (the largest move or resize; a node's area for an added
  /// or removed one), to put the largest first.
  public var magnitude: Double

  /// Source order: by line and column in the new revision (a removed node at its parent's
  /// line), then kind, then path.
  static func inSourceOrder(_ a: LayoutChange, _ b: LayoutChange) -> Bool {
    let left = (a.node.line ?? a.node.anchorLine ?? 0, a.node.column ?? 0)
    let right = (b.node.line ?? b.node.anchorLine ?? 0, b.node.column ?? 0)
    if left != right { return left < right }
    if a.kind != b.kind { return a.kind < b.kind }
    return a.node.path < b.node.path
  }
}

/// What changed in one layout between two revisions.
public struct LayoutDiff: Sendable {
  /// Whether the layout is new, gone, or in both revisions.
  public enum Status: String, Sendable {
    case changed
    case added
    case removed
  }

  public var layout: String
  public var preview: String?
  public var status: Status
  /// The changes in source order, at most `maximumChanges`; `omitted` counts the rest.
  public var changes: [LayoutChange]
  public var omitted: Int
  /// The variants compared (in both revisions), and those only one revision has (a matrix
  /// changed, or a language added).
  public var variantCount: Int
  public var onlyOld: Int
  public var onlyNew: Int

  /// The most changes a layout's diff lists.
  public static let maximumChanges = 200

  /// `Layouts/x.yaml`, or `Views.swift: Dark` for a preview.
  public var name: String { LayoutSide.name(layout: layout, preview: preview) }

  /// Whether anything differs.
  public var hasChanges: Bool { status != .changed || !changes.isEmpty || onlyOld + onlyNew > 0 }
}
