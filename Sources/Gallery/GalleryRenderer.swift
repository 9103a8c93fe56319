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
  public func render(
    _ body: ViewNode, file: String, variants asked: [GalleryVariant], traits: LayoutTraits = LayoutTraits(),
    root: String, folder: String
  ) throws -> [GalleryTile] {
    let variants = asked.map { GalleryVariant($0.variant.applying(traits), group: $0.group) }
    try OutputFolder.makeFolder(root + "/" + folder)
    // The axes shape shows the base variant in every group: draw each distinct variant once.
    var firstIndex: [String: Int] = [:]
    var unique: [GalleryVariant] = []
    let slots = variants.map { shown in
      if let index = firstIndex[shown.slug] { return index }
      firstIndex[shown.slug] = unique.count
      unique.append(shown)
      return unique.count - 1
    }
    let distinct = unique
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
          let tile = try write(
            laidOut[position].result, distinct[index], on: screens[position], findings: findings[position],
            file: file, root: root, folder: folder)
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

  /// Writes one laid-out variant's SVG, with its findings outlined, and its text wireframe.
  private func write(
    _ result: LayoutResult, _ shown: GalleryVariant, on screen: Screen, findings: [VariantFinding],
    file: String,
    root: String, folder: String
  ) throws -> GalleryTile {
    let svg = GalleryOutline.add(findings, to: SVGOutput.render(result, on: screen), window: screen.window)
    let text = PlainTextOutput.render(Wireframe.render(result, on: screen, width: textWidth)) + "\n"
    let svgPath = folder + "/" + shown.slug + ".svg"
    let textPath = folder + "/" + shown.slug + ".txt"
    try OutputFolder.writeNew(svg, to: root + "/" + svgPath)
    try OutputFolder.writeNew(text, to: root + "/" + textPath)
    return GalleryTile(file: file, variant: shown, svgPath: svgPath, textPath: textPath, findings: findings)
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
