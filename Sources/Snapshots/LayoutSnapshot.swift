import Devices
import LayoutEngine
import Reports

/// The frames of one layout (one preview of a Swift file) in every variant of a matrix, as a
/// file to commit and compare: a header line, then each variant's line and its nodes' lines.
///
/// The format is one JSON object a line (JSON Lines), so git shows a moved node as one changed
/// line, and every line is what `frames` reports of that variant or node (`FramesReport`), so
/// the two never drift. It is deterministic by construction: variants in the matrix's order,
/// nodes in document order, numbers rounded to 1/1000 pt, members in a fixed order, no time and
/// no absolute path. `formatVersion` changes whenever a line's meaning does.
public struct LayoutSnapshot: Sendable, Hashable {
  /// The format's name and version, written in every header.
  public static let formatName = "layout-preview snapshot"
  public static let formatVersion = 2
  /// The file name extension of a snapshot.
  public static let fileExtension = "snapshot"

  /// The layout as named relative to the folder the command ran in.
  public var layout: String
  /// A Swift preview's title (or its number from 1 when it has none); `nil` for a layout file.
  public var preview: String?
  public var variants: [VariantRecord]

  public init(layout: String, preview: String?, variants: [VariantRecord]) {
    self.layout = layout
    self.preview = preview
    self.variants = variants
  }

  /// The layout and preview, as reports name them: `Layouts/x.yaml` or `Views.swift: Dark`.
  public var name: String { LayoutSide.name(layout: layout, preview: preview) }

  /// The header line: the format, its version, the layout, and how many variants and nodes follow.
  var header: JSONValue {
    .object([
      ("format", .string(Self.formatName)), ("version", .number(Double(Self.formatVersion))),
      ("layout", .string(layout)), ("preview", preview.map(JSONValue.string) ?? .null),
      ("variants", .number(Double(variants.count))),
      ("nodes", .number(Double(variants.map(\.nodes.count).reduce(0, +)))),
    ])
  }

  /// The file's text: the header, then each variant's lines; ends with a newline.
  public var text: String {
    var out = header.line() + "\n"
    for variant in variants {
      for line in variant.lines { out += line + "\n" }
    }
    return out
  }

  /// The file this snapshot is written to in a snapshot folder: the layout's path with its
  /// folders joined by `__` and anything but letters, digits, `.`, `-` and `_` as `_`, then `@`
  /// and the preview, so one folder holds every layout without subfolders.
  public var fileName: String { Self.fileName(layout: layout, preview: preview) }

  /// The file name of the snapshot of `layout`'s `preview` (`fileName`).
  public static func fileName(layout: String, preview: String?) -> String {
    var name = layout.split(separator: "/").filter { $0 != "." }.joined(separator: "__")
    if let preview { name += "@" + preview }
    let safe = String(
      name.unicodeScalars.map { scalar -> Character in
        scalar.isASCII
          && (scalar.properties.isAlphabetic || scalar.properties.numericType != nil
            || "._-@".unicodeScalars.contains(scalar))
          ? Character(scalar) : "_"
      })
    return (safe.hasPrefix(".") ? "_" + safe.dropFirst() : safe) + "." + Self.fileExtension
  }
}
