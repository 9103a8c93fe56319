import Audit
import Devices
import LayoutEngine
import Variants

/// What changed between two revisions of the layouts (an old one and a new one): per layout,
/// nodes added or removed, moved or resized beyond a tolerance, text newly truncated or no
/// longer, nodes newly off screen or outside the safe area; each change grouped over the
/// variants it happens in, as `check` groups findings.
///
/// A layout is compared a variant at a time: both revisions' records of a variant are made (or
/// looked up in a snapshot), compared, and let go, so a full matrix's diff holds the changes,
/// not the frames.
public enum SnapshotDiff {
  /// Changes smaller than this many points are not reported by default: frames are rounded to
  /// 1/1000 pt, and half a point is below what a screen shows at 2×.
  public static let defaultTolerance = 0.5

  /// The diff of every layout in `old` or `new`, matched by layout and preview, in the new
  /// revision's order (then layouts only the old one has). A layout laid out over `matrix` that
  /// would pass `budget` node records is refused before it is laid out (`SnapshotMaker`).
  public static func diff(
    old: [LayoutSide], new: [LayoutSide], matrix: VariantMatrix, tolerance: Double = defaultTolerance,
    catalog: DeviceCatalog = .standard, budget: Int = SnapshotMaker.maximumRecords
  ) throws(SnapshotError) -> [LayoutDiff] {
    func variants(_ side: LayoutSide) throws(SnapshotError) -> SideVariants {
      try SideVariants(side, matrix: matrix, catalog: catalog, budget: budget)
    }
    var oldByName: [String: LayoutSide] = [:]
    for side in old where oldByName[side.name] == nil { oldByName[side.name] = side }
    let newNames = Set(new.map(\.name))
    var diffs: [LayoutDiff] = []
    for side in new {
      let now = try variants(side)
      guard let before = oldByName[side.name] else {
        diffs.append(
          LayoutDiff(
            layout: side.layout, preview: side.preview, status: .added, changes: [], omitted: 0,
            variantCount: 0, onlyOld: 0, onlyNew: now.list.count))
        continue
      }
      diffs.append(
        diff(try variants(before), now, layout: side.layout, preview: side.preview, tolerance: tolerance))
    }
    for side in old where !newNames.contains(side.name) {
      diffs.append(
        LayoutDiff(
          layout: side.layout, preview: side.preview, status: .removed, changes: [], omitted: 0,
          variantCount: 0, onlyOld: try variants(side).list.count, onlyNew: 0))
    }
    return diffs
  }

  /// The diff of two sets of snapshots.
  public static func diff(old: [LayoutSnapshot], new: [LayoutSnapshot], tolerance: Double = defaultTolerance)
    -> [LayoutDiff]
  {
    // Snapshots are not laid out: no matrix is read and no budget can be passed.
    do {
      return try diff(
        old: old.map(LayoutSide.snapshot), new: new.map(LayoutSide.snapshot),
        matrix: VariantMatrix(devices: []),
        tolerance: tolerance)
    } catch {
      preconditionFailure("a diff of snapshots laid something out: \(error)")
    }
  }

  /// The changes of one layout: the variants both revisions have, node by node, a wave of
  /// variants at a time.
  static func diff(
    _ old: SideVariants, _ new: SideVariants, layout: String, preview: String?, tolerance: Double
  )
    -> LayoutDiff
  {
    let oldVariants = Set(old.list)
    let compared = new.list.filter(oldVariants.contains)
    var groups = ChangeGroups()
    OrderedWaves.run(compared.indices) { index in
      VariantComparison(
        old: old.record(compared[index]), new: new.record(compared[index]), tolerance: tolerance
      ).changes
    } consume: { index, changes in
      groups.add(changes, variant: index)
    }
    let all = groups.changes(variants: compared)
    return LayoutDiff(
      layout: layout, preview: preview, status: .changed,
      changes: Array(all.prefix(LayoutDiff.maximumChanges)),
      omitted: max(0, all.count - LayoutDiff.maximumChanges), variantCount: compared.count,
      onlyOld: old.list.count - compared.count, onlyNew: new.list.count - compared.count)
  }
}

/// One change seen in one variant, before grouping.
struct ObservedChange {
  var kind: ChangeKind
  var node: ChangedNode
  /// Moves and resizes: the change along x and y (or width and height) in points.
  var dx = 0.0
  var dy = 0.0
  /// Text: the lines now shown; added and removed: the node's area.
  var text: String?
  var area = 0.0
  /// Added and removed: how many views the subtree holds besides the node.
  var inside = 0
  /// The node's path in the old record: a matched or removed node's.
  var oldPath: String?
}

/// The changes between two records of one variant.
struct VariantComparison {
  var changes: [ObservedChange] = []

  init(old: VariantRecord, new: VariantRecord, tolerance: Double) {
    let matching = NodeMatching(old: old.nodes, new: new.nodes)
    let oldParents = NodeMatching.parents(old.nodes)
    let newParents = NodeMatching.parents(new.nodes)
    let oldScrolled = Self.scrolled(old.nodes, parents: oldParents)
    let newScrolled = Self.scrolled(new.nodes, parents: newParents)
    func changed(_ node: NodeRecord) -> ChangedNode {
      ChangedNode(path: node.path, type: node.type, id: node.id, line: node.line, column: node.column)
    }
    // Added: the topmost new nodes no old node matched.
    for (index, node) in new.nodes.enumerated() where matching.oldOfNew[index] == nil && !node.isHidden {
      if let parent = newParents[index], matching.oldOfNew[parent] == nil { continue }
      changes.append(
        ObservedChange(
          kind: .added, node: changed(node), area: node.frame.width * node.frame.height,
          inside: Self.descendants(of: index, parents: newParents)))
    }
    // Removed: the topmost old nodes no new node matched, placed at their new parent's line.
    var newOfOld: [Int: Int] = [:]
    for (index, match) in matching.oldOfNew.enumerated() { if let match { newOfOld[match] = index } }
    for (index, node) in old.nodes.enumerated() where !matching.matchedOld[index] && !node.isHidden {
      if let parent = oldParents[index], !matching.matchedOld[parent] { continue }
      var name = changed(node)
      name.anchorLine = oldParents[index].flatMap { newOfOld[$0] }.flatMap { new.nodes[$0].line }
      changes.append(
        ObservedChange(
          kind: .removed, node: name, area: node.frame.width * node.frame.height,
          inside: Self.descendants(of: index, parents: oldParents), oldPath: node.path))
    }
    for (index, node) in new.nodes.enumerated() {
      guard let match = matching.oldOfNew[index] else { continue }
      let before = old.nodes[match]
      guard !node.isHidden, !before.isHidden else { continue }
      let name = changed(node)
      let first = changes.count
      defer { for index in first..<changes.count { changes[index].oldPath = before.path } }
      // A node that moves with its parent has not moved: only the parent is reported.
      // Horizontal moves are of the leading edge, toward the trailing side: right to left, the
      // leading edge is the right one, so a label that grows there keeps its place, and a move
      // reads the same in both directions.
      let rightToLeft = new.variant.direction == .rightToLeft
      func leading(_ frame: Rect) -> Double { rightToLeft ? -frame.maxX : frame.minX }
      var parentShift = (0.0, 0.0)
      if let parent = newParents[index], let oldParent = matching.oldOfNew[parent] {
        parentShift = (
          leading(new.nodes[parent].frame) - leading(old.nodes[oldParent].frame),
          new.nodes[parent].frame.minY - old.nodes[oldParent].frame.minY
        )
      }
      let dx = leading(node.frame) - leading(before.frame)
      let dy = node.frame.minY - before.frame.minY
      if abs(dx - parentShift.0) > tolerance || abs(dy - parentShift.1) > tolerance {
        changes.append(
          ObservedChange(
            kind: .moved, node: name, dx: Self.beyond(dx, tolerance), dy: Self.beyond(dy, tolerance)))
      }
      let dw = node.frame.width - before.frame.width
      let dh = node.frame.height - before.frame.height
      if abs(dw) > tolerance || abs(dh) > tolerance {
        changes.append(
          ObservedChange(
            kind: .resized, node: name, dx: Self.beyond(dw, tolerance), dy: Self.beyond(dh, tolerance)))
      }
      if node.isTruncated != before.isTruncated {
        changes.append(
          ObservedChange(kind: node.isTruncated ? .truncated : .untruncated, node: name, text: node.text))
      }
      // Content in a scroll view or list is meant to extend past the screen.
      guard !newScrolled[index], !oldScrolled[match] else { continue }
      if old.window.contains(before.frame, tolerance: tolerance),
        !new.window.contains(node.frame, tolerance: tolerance)
      {
        changes.append(ObservedChange(kind: .offScreen, node: name))
      } else if old.safeArea.contains(before.frame, tolerance: tolerance),
        !new.safeArea.contains(node.frame, tolerance: tolerance)
      {
        changes.append(ObservedChange(kind: .outsideSafeArea, node: name))
      }
    }
  }

  /// `value`, or 0 when it is within `tolerance`, so a change's words leave out what did not change.
  static func beyond(_ value: Double, _ tolerance: Double) -> Double { abs(value) > tolerance ? value : 0 }

  /// The number of nodes below `index`.
  static func descendants(of index: Int, parents: [Int?]) -> Int {
    var inSubtree = Set([index])
    var count = 0
    for node in parents.indices where node > index {
      if let parent = parents[node], inSubtree.contains(parent) {
        inSubtree.insert(node)
        count += 1
      }
    }
    return count
  }

  /// Per node: whether an ancestor scrolls it (a scroll view, a list or a form).
  static func scrolled(_ nodes: [NodeRecord], parents: [Int?]) -> [Bool] {
    var out = Array(repeating: false, count: nodes.count)
    for index in nodes.indices {
      guard let parent = parents[index] else { continue }
      out[index] = out[parent] || ["ScrollView", "List", "Form"].contains(nodes[parent].type)
    }
    return out
  }
}

/// Observed changes folded over variants: one group per kind and node, with the range of its
/// moves or resizes and the variants it happens in.
struct ChangeGroups {
  struct Key: Hashable {
    var kind: ChangeKind
    var node: ChangedNode
  }

  struct Group {
    var first: ObservedChange
    var variants: [Int] = []
    var dx: ClosedRange<Double>
    var dy: ClosedRange<Double>
    var area = 0.0
    var inside = 0
  }

  private var order: [Key] = []
  private var groups: [Key: Group] = [:]

  mutating func add(_ changes: [ObservedChange], variant: Int) {
    for change in changes {
      let key = Key(kind: change.kind, node: change.node)
      if var group = groups[key] {
        if group.variants.last != variant { group.variants.append(variant) }
        group.dx = min(group.dx.lowerBound, change.dx)...max(group.dx.upperBound, change.dx)
        group.dy = min(group.dy.lowerBound, change.dy)...max(group.dy.upperBound, change.dy)
        group.area = max(group.area, change.area)
        group.inside = max(group.inside, change.inside)
        groups[key] = group
      } else {
        order.append(key)
        groups[key] = Group(
          first: change, variants: [variant], dx: change.dx...change.dx, dy: change.dy...change.dy,
          area: change.area, inside: change.inside)
      }
    }
  }

  /// The groups as changes, in source order (line, column, kind, path).
  func changes(variants compared: [PreviewVariant]) -> [LayoutChange] {
    order.map { key in
      let group = groups[key]!
      let variants = group.variants.map { compared[$0] }
      return LayoutChange(
        kind: key.kind, node: key.node, detail: ChangeWording.detail(key.kind, group),
        variants: variants, summary: VariantSummary(variants, of: compared),
        magnitude: ChangeWording.magnitude(key.kind, group))
    }
    .sorted(by: LayoutChange.inSourceOrder)
  }
}
