import Audit
import Devices
import Variants

/// One revision of one layout as a diff reads it: laid out over the diff's matrix, or as a
/// snapshot recorded it.
public enum LayoutSide: Sendable {
  case layout(SnapshotMaker.Input)
  case snapshot(LayoutSnapshot)

  public var layout: String {
    switch self {
    case .layout(let input): input.layout
    case .snapshot(let snapshot): snapshot.layout
    }
  }

  public var preview: String? {
    switch self {
    case .layout(let input): input.preview
    case .snapshot(let snapshot): snapshot.preview
    }
  }

  /// `Layouts/x.yaml`, or `Views.swift: Dark` for a preview (`LayoutSnapshot.name`).
  public var name: String { Self.name(layout: layout, preview: preview) }

  /// How reports name a layout's preview.
  public static func name(layout: String, preview: String?) -> String {
    preview.map { "\(layout): \($0)" } ?? layout
  }
}

/// The variants one side has, each once in its order, and the record of each: laid out when
/// asked (a layout), or looked up (a snapshot).
struct SideVariants: Sendable {
  let list: [PreviewVariant]
  let record: @Sendable (PreviewVariant) -> VariantRecord

  init(_ side: LayoutSide, matrix: VariantMatrix, catalog: DeviceCatalog, budget: Int) throws(SnapshotError) {
    switch side {
    case .layout(let input):
      list = try SnapshotMaker.budgeted(input, matrix: matrix, catalog: catalog, budget: budget)
      record = { SnapshotMaker.record(input, in: $0, catalog: catalog) }
    case .snapshot(let snapshot):
      var positions: [PreviewVariant: Int] = [:]
      var list: [PreviewVariant] = []
      for (position, record) in snapshot.variants.enumerated() where positions[record.variant] == nil {
        positions[record.variant] = position
        list.append(record.variant)
      }
      self.list = list
      let (records, index) = (snapshot.variants, positions)
      record = { records[index[$0]!] }
    }
  }
}
