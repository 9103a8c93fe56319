import Audit
import Devices
import LayoutEngine
import LayoutMapping
import Reports
import Variants

/// Lays a layout out in every variant of a matrix and records the frames: a `LayoutSnapshot`.
public enum SnapshotMaker {
  /// The most node records (variants × views) one snapshot holds: about 200 bytes each, so a
  /// snapshot stays under some 200 MB and a diff's memory bounded.
  public static let maximumRecords = 1_000_000

  /// One layout to snapshot: its name, its Swift preview, its body and traits.
  public struct Input: Sendable {
    public var layout: String
    public var preview: String?
    public var body: ViewNode
    public var traits: LayoutTraits

    public init(layout: String, preview: String?, body: ViewNode, traits: LayoutTraits) {
      self.layout = layout
      self.preview = preview
      self.body = body
      self.traits = traits
    }
  }

  /// The variants a preview with `traits` is shown in over `matrix`, one each, in the matrix's
  /// order (a preview's own orientation or canvas replaces the matrix's, as `check` shows it).
  /// A size-that-fits canvas takes the device's width and nothing of its split or keyboard, so
  /// variants that differ only in those show the same canvas and are one.
  public static func variants(of input: Input, matrix: VariantMatrix) -> [PreviewVariant] {
    let variants = matrix.variants(languages: VariantMatrix.languages(of: input.body))
    var seen: Set<PreviewVariant> = []
    return variants.map { variant in
      var shown = variant.applying(input.traits)
      if input.traits.canvas == .sizeThatFits {
        shown.splitMode = .full
        shown.showsKeyboard = false
      }
      return shown
    }.filter { seen.insert($0).inserted }
  }

  /// The snapshot of `input` over `matrix`, or `overBudget` before the work is done when the
  /// variants times the views of the first variant pass `budget` (and after, when the views of
  /// other variants, a `ViewThatFits` choosing a larger child, took the records past it). The
  /// variants are laid out on every core; the records keep the matrix's order.
  public static func snapshot(
    _ input: Input, matrix: VariantMatrix, catalog: DeviceCatalog = .standard, budget: Int = maximumRecords
  ) throws(SnapshotError) -> LayoutSnapshot {
    let variants = try budgeted(input, matrix: matrix, catalog: catalog, budget: budget)
    var records: [VariantRecord] = []
    records.reserveCapacity(variants.count)
    var count = 0
    OrderedWaves.run(variants.indices) {
      record(input, in: variants[$0], catalog: catalog)
    } consume: {
      records.append($1)
      count += $1.nodes.count
    }
    guard count <= budget else {
      throw .overBudget(
        layout: input.layout, variants: variants.count, views: count / variants.count, budget: budget)
    }
    return LayoutSnapshot(layout: input.layout, preview: input.preview, variants: records)
  }

  /// The variants of `input` over `matrix`, or `overBudget` when they times the views of the
  /// first pass `budget`: refused before the work is done.
  static func budgeted(_ input: Input, matrix: VariantMatrix, catalog: DeviceCatalog, budget: Int)
    throws(SnapshotError) -> [PreviewVariant]
  {
    let variants = variants(of: input, matrix: matrix)
    guard let first = variants.first else { return [] }
    let views = record(input, in: first, catalog: catalog).nodes.count
    guard views * variants.count <= budget else {
      throw .overBudget(layout: input.layout, variants: variants.count, views: views, budget: budget)
    }
    return variants
  }

  /// The record of `input` laid out in `variant`: its frames as `frames` reports them.
  static func record(_ input: Input, in variant: PreviewVariant, catalog: DeviceCatalog)
    -> VariantRecord
  {
    let screen = variant.screen(applying: input.traits, fitting: input.body)
    let result = LayoutEngine.layout(input.body, in: variant.context(on: screen))
    do {
      let record = try VariantRecord(
        frames: FramesReport(screen: screen, result: result).json, shown: variant, catalog: catalog)
      // A record's variant, read back from its line, is the one laid out: the diff pairs by it.
      assert(record.variant == variant, "a variant's line does not name it: \(record.lines[0])")
      return record
    } catch {
      // What `frames` writes always reads back; a failure here is a bug in one of the two.
      preconditionFailure("a frames document does not read back: \(error.member) \(error.expected)")
    }
  }
}
