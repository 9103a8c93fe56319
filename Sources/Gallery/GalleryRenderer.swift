import Dispatch
import Foundation
import LayoutEngine
import Preview
import Wireframe

/// Lays out and draws every variant of a layout, on every core, and writes each as an SVG and a
/// text wireframe: the files a gallery page shows.
public struct GalleryRenderer: Sendable {
  /// The columns of each text wireframe.
  public var textWidth: Int
  /// What to mark on a laid-out variant: `check`'s findings once they are wired in; none by
  /// default (truncated text is counted on every tile regardless).
  public var marks: @Sendable (LayoutResult, PreviewVariant) -> [GalleryMark]

  public init(
    textWidth: Int = 60,
    marks: @escaping @Sendable (LayoutResult, PreviewVariant) -> [GalleryMark] = { _, _ in [] }
  ) {
    self.textWidth = textWidth
    self.marks = marks
  }

  /// Renders `variants` of `body` into `folder` (created if missing) under the gallery folder
  /// `root`, naming the tiles after `file`; the tiles come back in the order of `variants`.
  public func render(
    _ body: ViewNode, file: String, variants: [GalleryVariant], root: String, folder: String
  ) throws -> [GalleryTile] {
    try FileManager.default.createDirectory(
      atPath: root + "/" + folder, withIntermediateDirectories: true)
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
    let results = Results(count: distinct.count)
    // One iteration per variant; Dispatch spreads them over the cores.
    DispatchQueue.concurrentPerform(iterations: distinct.count) { index in
      do {
        results.set(
          index, .success(try renderOne(body, file: file, distinct[index], root: root, folder: folder)))
      } catch {
        results.set(index, .failure(error))
      }
    }
    let rendered = try results.values.map { try $0!.get() }
    return zip(variants, slots).map { shown, slot in
      var tile = rendered[slot]
      tile.variant = shown
      return tile
    }
  }

  private func renderOne(
    _ body: ViewNode, file: String, _ shown: GalleryVariant, root: String, folder: String
  ) throws -> GalleryTile {
    let variant = shown.variant
    let screen = variant.screen
    let result = LayoutEngine.layout(body, in: variant.context)
    let svg = SVGOutput.render(result, on: screen)
    let text = PlainTextOutput.render(Wireframe.render(result, on: screen, width: textWidth)) + "\n"
    let svgPath = folder + "/" + shown.slug + ".svg"
    let textPath = folder + "/" + shown.slug + ".txt"
    try Data(svg.utf8).write(to: URL(fileURLWithPath: root + "/" + svgPath))
    try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/" + textPath))
    let truncated = result.nodes.count { !$0.isHidden && $0.isTruncated }
    return GalleryTile(
      file: file, variant: shown, svgPath: svgPath, textPath: textPath, truncatedCount: truncated,
      marks: marks(result, variant))
  }

  /// The outcome of each iteration, filled in from several threads.
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
