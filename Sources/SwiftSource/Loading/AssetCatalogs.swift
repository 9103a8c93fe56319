import Foundation
import LayoutEngine
import LayoutMapping

/// The asset catalogs (`*.xcassets`) of the project a Swift file is in, read into the table the
/// mapper sizes `Image("Fern")` with: SwiftUI lays an image out at its size, which a preview
/// without the catalog could only guess.
///
/// Only what a layout needs is read: each set's `Contents.json` and, for an image, the header of
/// one of its files (`ImageHeader`). Catalogs are looked for where String Catalogs are
/// (`ResourceLookup`). Nothing is written.
enum AssetCatalogs {
  /// The catalogs found for a file, nearest first, and the table they make.
  struct Found {
    var table = AssetTable()
    var paths: [String] = []
    var warnings: [LayoutFileWarning] = []
  }

  /// The most catalogs read.
  static let maximumCatalogs = 8
  /// The most folder entries one catalog's walk visits; an app's catalog has tens to a few
  /// thousand sets.
  static let maximumEntries = 10_000
  /// How deep a catalog's groups nest.
  static let maximumDepth = 8
  /// The largest `Contents.json` read; Xcode's are a few hundred bytes (an app icon's, the
  /// largest, a few KiB).
  static let maximumContentsBytes = 256 << 10

  /// The asset catalogs among a project's `resources`, read.
  static func found(in resources: ResourceLookup) -> Found {
    var found = Found()
    let catalogs = resources.entries(limit: maximumCatalogs) { $0.hasSuffix(".xcassets") }
      .filter { FileStatus($0)?.isDirectory == true }
    for catalog in catalogs {
      var reader = Reader(catalog: catalog)
      reader.walk(catalog, prefix: "", depth: 0)
      found.table = found.table.merging(reader.table)
      found.paths.append(catalog)
      found.warnings += reader.warnings
    }
    return found
  }

  /// One catalog's walk: its sets by name, and what could not be read.
  struct Reader {
    let catalog: String
    var table = AssetTable()
    var warnings: [LayoutFileWarning] = []
    private var entries = 0

    init(catalog: String) {
      self.catalog = catalog
    }

    /// Reads the sets in `folder`; a group that provides a namespace prefixes its sets' names
    /// (`Plants/Fern`), as Xcode names them.
    mutating func walk(_ folder: String, prefix: String, depth: Int) {
      guard depth <= maximumDepth else {
        warn(folder, "its groups nest deeper than \(maximumDepth) levels; the sets below are not read")
        return
      }
      let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
      for name in names where !name.hasPrefix(".") {
        entries += 1
        guard entries <= maximumEntries else {
          warn(catalog, "it has more than \(maximumEntries) entries; the rest are not read")
          return
        }
        let path = folder + "/" + name
        guard FileStatus(path)?.isDirectory == true else { continue }
        let stem = (name as NSString).deletingPathExtension
        switch (name as NSString).pathExtension {
        case "imageset": table.images[prefix + stem] = image(in: path)
        case "colorset": table.colors[prefix + stem] = color(in: path)
        case "symbolset": table.symbols.insert(prefix + stem)
        case "":
          let namespace =
            (contents(of: path)?["properties"] as? [String: Any])?["provides-namespace"] as? Bool
          walk(path, prefix: namespace == true ? prefix + name + "/" : prefix, depth: depth + 1)
        default: continue  // app icons, data sets, textures: nothing a layout draws
        }
      }
    }

    /// An image set's size in points: its universal (else iPhone) file of the lowest scale,
    /// without an appearance (the light one), measured by its header.
    private mutating func image(in set: String) -> AssetTable.Image {
      let images = (contents(of: set)?["images"] as? [[String: Any]]) ?? []
      let candidates = images.filter { entry in
        entry["filename"] is String && entry["appearances"] == nil
          && ["universal", "iphone", nil].contains(entry["idiom"] as? String)
      }
      let ordered = candidates.sorted { scale(of: $0) < scale(of: $1) }
      for entry in ordered {
        guard let file = entry["filename"] as? String, !file.contains("/") else { continue }
        guard let size = ImageHeader.size(ofFileAt: set + "/" + file) else { continue }
        // A vector (PDF, SVG) is in points at any scale; a bitmap's pixels are divided by its scale.
        let isVector = ["pdf", "svg"].contains((file as NSString).pathExtension.lowercased())
        let factor = isVector ? 1 : scale(of: entry)
        return AssetTable.Image(size: Size(width: size.width / factor, height: size.height / factor))
      }
      return AssetTable.Image(size: nil)
    }

    /// A file's scale (`"2x"` is 2); a single-scale file's is 1.
    private func scale(of entry: [String: Any]) -> Double {
      (entry["scale"] as? String).flatMap { Double($0.dropLast()) }.map { max(1, $0) } ?? 1
    }

    /// A colour set's colour: its first colour without an appearance, in sRGB or Display P3
    /// components (`"0.298"`, `"76"` of 255 or `"0x4C"`); `nil` for a system colour reference.
    private mutating func color(in set: String) -> AssetTable.Color? {
      let colors = (contents(of: set)?["colors"] as? [[String: Any]]) ?? []
      guard let entry = colors.first(where: { $0["appearances"] == nil }) ?? colors.first,
        let components = (entry["color"] as? [String: Any])?["components"] as? [String: Any]
      else { return nil }
      func component(_ key: String) -> Double? {
        guard let text = (components[key] as? String) ?? (components[key] as? NSNumber)?.stringValue else {
          return nil
        }
        if text.hasPrefix("0x"), let value = Int(text.dropFirst(2), radix: 16) { return Double(value) / 255 }
        guard let value = Double(text), value.isFinite, value >= 0 else { return nil }
        return text.contains(".") || value <= 1 ? min(value, 1) : min(value, 255) / 255
      }
      guard let red = component("red"), let green = component("green"), let blue = component("blue") else {
        return nil
      }
      return AssetTable.Color(red: red, green: green, blue: blue)
    }

    /// A set's or group's `Contents.json` as a dictionary; a missing one is `nil`, and one that is
    /// too large or not JSON a warning.
    private mutating func contents(of folder: String) -> [String: Any]? {
      let path = folder + "/Contents.json"
      guard let bytes = FileHead.bytes(at: path, upTo: maximumContentsBytes + 1) else { return nil }
      guard bytes.count <= maximumContentsBytes else {
        warn(path, "it is larger than \(maximumContentsBytes) bytes; the set is not read")
        return nil
      }
      guard let json = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] else {
        warn(path, "it is not a JSON object; the set is not read")
        return nil
      }
      return json
    }

    /// A warning at `path:1:1`; one per catalog, since one broken set rarely comes alone.
    private mutating func warn(_ path: String, _ reason: String) {
      guard warnings.isEmpty else { return }
      warnings.append(
        LayoutFileWarning(
          location: SourceLocation(file: path, line: 1, column: 1),
          message: "the asset catalog was not read whole (\(reason)); its images may show at a guessed size"))
    }
  }
}
