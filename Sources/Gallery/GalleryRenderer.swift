import Audit
import Devices
import Dispatch
import Foundation
import LayoutEngine
import LayoutMapping
import Variants
import Wireframe

/// Lays out and draws every variant of a layout, on every core, runs `check`'s rules on each
/// layout it draws, and writes each variant as an SVG (with the nodes of its findings outlined)
/// and a text wireframe: the files a gallery page shows.
public struct GalleryRenderer: Sendable {
  /// The columns of each text wireframe.
  public var textWidth: Int
  /// The severities of `check`'s rules (a rule turned off is not looked for).
  public var settings: RuleSettings

  public init(textWidth: Int = 60, settings: RuleSettings = RuleSettings()) {
    self.textWidth = textWidth
    self.settings = settings
  }

  /// Renders `variants` of `body` into `folder` (created if missing) in the existing gallery folder
  /// `root` (each file created new, never through a link: `OutputFolder`), naming the tiles after `file`; the tiles come back in the order of `variants`.
  /// A SwiftUI preview's `traits` apply as `check` applies them (`PreviewVariant.applying(_:)`):
  /// its orientation, its fixed canvas in each device's place, or a canvas that fits it.
  ///
  /// Each distinct variant is laid out once and both drawn and inspected from that layout.
  /// Variants that differ only in their text size are one unit of work, so that `dynamicType`
  /// can compare their text; the units are spread over the cores.
  ///
  /// With `before` (a revision's layout, `gallery --diff`), each variant is also laid out as it
  /// was and compared; a variant that changed gets a picture of before too, the changed nodes
  /// outlined on both.
  public func render(
    _ body: ViewNode, file: String, variants asked: [GalleryVariant], traits: LayoutTraits = LayoutTraits(),
    before: GalleryBefore? = nil, root: String, folder: String
  ) throws -> [GalleryTile] {
    let variants = asked.map { GalleryVariant($0.variant.applying(traits), group: $0.group) }
    try OutputFolder.makeFolder(root + "/" + folder)
    // The axes shape shows the base variant in every group: draw each distinct variant once.
    var firstIndex: [String: Int] = [:]
    var unique: [GalleryVariant] = []
    var uniqueAsked: [PreviewVariant] = []
    let slots = zip(variants, asked).map { shown, wanted in
      if let index = firstIndex[shown.slug] { return index }
      firstIndex[shown.slug] = unique.count
      unique.append(shown)
      uniqueAsked.append(wanted.variant)
      return unique.count - 1
    }
    let distinct = unique
    let distinctAsked = uniqueAsked
    let columns = Inspector.columns(of: distinct.map(\.variant))
    let inspector = Inspector(body: body, settings: settings)
    let results = Results(count: distinct.count)
    DispatchQueue.concurrentPerform(iterations: columns.count) { column in
      let members = columns[column]
      let screens = members.map { distinct[$0].variant.screen(applying: traits, fitting: body) }
      let laidOut = zip(members, screens).map { index, screen in
        let variant = distinct[index].variant
        return (
          result: LayoutEngine.layout(body, in: variant.context(on: screen)), variant: variant, screen: screen
        )
      }
      let findings = inspector.findings(laidOut)
      for (position, index) in members.enumerated() {
        do {
          let now = (screen: screens[position], result: laidOut[position].result)
          let comparison = before.map {
            compare($0, now, asked: distinctAsked[index], shown: distinct[index])
          }
          let tile = try write(
            now, distinct[index], findings: findings[position], comparison: comparison, file: file,
            root: root,
            folder: folder)
          results.set(index, .success(tile))
        } catch {
          results.set(index, .failure(error))
        }
      }
    }
    let rendered = try results.values.map { try $0!.get() }
    return zip(variants, slots).map { shown, slot in
      var tile = rendered[slot]
      tile.variant = shown
      return tile
    }
  }

  /// Writes one laid-out variant's SVG, with its findings outlined, and its text wireframe; with
  /// a `comparison` that found changes, the SVG of before too, the changed nodes outlined on both.
  private func write(
    _ now: GalleryBefore.LaidOut, _ shown: GalleryVariant, findings: [VariantFinding],
    comparison: (old: GalleryBefore.LaidOut, changes: [GalleryChange])?, file: String, root: String,
    folder: String
  ) throws -> GalleryTile {
    let (result, screen) = (now.result, now.screen)
    var svg = GalleryOutline.add(findings, to: SVGOutput.render(result, on: screen), window: screen.window)
    let text = PlainTextOutput.render(Wireframe.render(result, on: screen, width: textWidth)) + "\n"
    let svgPath = folder + "/" + shown.slug + ".svg"
    let textPath = folder + "/" + shown.slug + ".txt"
    var beforePath: String?
    if let comparison, !comparison.changes.isEmpty {
      let old = comparison.old
      svg = GalleryOutline.add(comparison.changes, before: false, to: svg, window: screen.window)
      let picture = GalleryOutline.add(
        comparison.changes, before: true, to: SVGOutput.render(old.result, on: old.screen),
        window: old.screen.window)
      let path = folder + "/" + shown.slug + ".before.svg"
      try OutputFolder.writeNew(picture, to: root + "/" + path)
      beforePath = path
    }
    try OutputFolder.writeNew(svg, to: root + "/" + svgPath)
    try OutputFolder.writeNew(text, to: root + "/" + textPath)
    return GalleryTile(
      file: file, variant: shown, svgPath: svgPath, textPath: textPath, findings: findings,
      changes: comparison?.changes, beforeSVGPath: beforePath)
  }

  /// `before` laid out in the variant `asked` for (with its own traits), and what changed from
  /// it to the layout `now`.
  private func compare(
    _ before: GalleryBefore, _ now: GalleryBefore.LaidOut, asked: PreviewVariant, shown: GalleryVariant
  )
    -> (old: GalleryBefore.LaidOut, changes: [GalleryChange])
  {
    let variant = asked.applying(before.traits)
    let screen = variant.screen(applying: before.traits, fitting: before.body)
    let old = (screen: screen, result: LayoutEngine.layout(before.body, in: variant.context(on: screen)))
    return (old, before.compare(old, now, shown.variant))
  }

  /// The outcome of each variant, filled in from several threads.
  private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Result<GalleryTile, any Error>?]

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Result<GalleryTile, any Error>) {
      lock.lock()
      storage[index] = value
      lock.unlock()
    }

    var values: [Result<GalleryTile, any Error>?] {
      lock.lock()
      defer { lock.unlock() }
      return storage
    }
  }
}
