import Audit
import Devices
import LayoutEngine
import Reports
import Variants

/// One change of one node in one variant, with its frames before and now: what a before/after
/// pair of pictures outlines (`gallery --diff`). Found by the diff's own comparison
/// (`VariantComparison`), so the pictures and the reports never disagree.
public struct VariantChange: Sendable, Equatable {
  public var kind: ChangeKind
  /// The node (in the new layout; a removed one in the old).
  public var node: ChangedNode
  /// What changed, in the report's words (`12 pt down`, `height +20 pt`).
  public var detail: String
  /// The node's frame in the window before (`nil` when added) and now (`nil` when removed).
  public var before: Rect?
  public var now: Rect?

  /// The change as the diff's text report words it, with its line: `moved: Text 'title' at
  /// 0.0: 8 pt down (line 12)`; a removed node's line is its parent's in the new revision.
  public var description: String {
    let line = kind == .removed ? node.anchorLine : node.line
    return "\(kind.rawValue): \(DiffTextReport.described(self.change))" + (line.map { " (line \($0))" } ?? "")
  }

  /// As a grouped change of one variant, for the report's wording and order.
  private var change: LayoutChange {
    LayoutChange(
      kind: kind, node: node, detail: detail, variants: [], summary: VariantSummary([], of: []), magnitude: 0)
  }

  /// One variant's layout as laid out: the screen and the engine's result.
  public typealias LaidOut = (screen: Screen, result: LayoutResult)

  /// The changes from `old` to `new`, both laid out in `variant`, in source order.
  public static func changes(
    old: LaidOut, new: LaidOut, variant: PreviewVariant, tolerance: Double = SnapshotDiff.defaultTolerance,
    catalog: DeviceCatalog = .standard
  ) -> [VariantChange] {
    func record(_ side: LaidOut) -> VariantRecord? {
      try? VariantRecord(
        frames: FramesReport(screen: side.screen, result: side.result).json, shown: variant, catalog: catalog)
    }
    guard let before = record(old), let now = record(new) else { return [] }
    func frames(_ record: VariantRecord) -> [String: Rect] {
      Dictionary(record.nodes.map { ($0.path, $0.frame) }, uniquingKeysWith: { first, _ in first })
    }
    let (oldFrames, newFrames) = (frames(before), frames(now))
    return VariantComparison(old: before, new: now, tolerance: tolerance).changes.map { change in
      let group = ChangeGroups.Group(
        first: change, variants: [0], dx: change.dx...change.dx, dy: change.dy...change.dy, area: change.area,
        inside: change.inside)
      return VariantChange(
        kind: change.kind, node: change.node, detail: ChangeWording.detail(change.kind, group),
        before: change.oldPath.flatMap { oldFrames[$0] },
        now: change.kind == .removed ? nil : newFrames[change.node.path])
    }
    .sorted { LayoutChange.inSourceOrder($0.change, $1.change) }
  }
}
