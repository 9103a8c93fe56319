import LayoutEngine
import Preview
import Snapshots
import Variants
import Wireframe

/// The pictures `diff --format markdown` shows under the layouts whose changes are largest: the
/// layout before and now, side by side as text wireframes (`ComparePanes`, as `render --compare`
/// draws two variants), in the first variant of its largest change. Only when both revisions'
/// layouts are at hand (`--against`; a snapshot folder holds frames, not layouts).
enum DiffPictures {
  /// The most layouts shown in pictures, and the width of a picture in columns.
  static let maximumPictures = 3
  static let columns = 100

  /// The pictures by layout name.
  static func pictures(
    _ diffs: [LayoutDiff], before: [String: SnapshotMaker.Input], now: [String: SnapshotMaker.Input]
  ) -> [String: String] {
    let ranked = diffs.compactMap { diff -> (LayoutDiff, LayoutChange)? in
      guard diff.status == .changed, let largest = diff.changes.max(by: { $0.magnitude < $1.magnitude })
      else {
        return nil
      }
      return (diff, largest)
    }
    .sorted { $0.1.magnitude > $1.1.magnitude }
    var pictures: [String: String] = [:]
    for (diff, change) in ranked.prefix(maximumPictures) {
      guard let old = before[diff.name], let new = now[diff.name], let variant = change.variants.first else {
        continue
      }
      let panes = [old, new].map { input in
        let screen = variant.screen(applying: input.traits, fitting: input.body)
        let result = LayoutEngine.layout(input.body, in: variant.context(on: screen))
        return Wireframe.render(result, on: screen, width: ComparePanes.paneColumns(width: columns))
      }
      let sides = [
        CompareSide(label: "before", variant: variant), CompareSide(label: "now", variant: variant),
      ]
      let canvas = ComparePanes.compose(panes, sides: sides, width: columns, glyphs: .unicode)
      pictures[diff.name] = PlainTextOutput.render(canvas)
    }
    return pictures
  }
}
