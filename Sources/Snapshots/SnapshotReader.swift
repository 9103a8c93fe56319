import Devices
import Foundation
import Reports

/// Reads snapshots back: one file's text, or every snapshot in a folder.
public enum SnapshotReader {
  /// The largest snapshot file read: `SnapshotMaker.maximumRecords` lines of about 200 bytes.
  public static let maximumFileBytes = 256 << 20

  /// The snapshot `text` holds; `file` names it in errors (`file:line:column: error: …`).
  public static func read(_ text: String, file: String, catalog: DeviceCatalog = .standard)
    throws(SnapshotError) -> LayoutSnapshot
  {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last?.isEmpty == true { lines.removeLast() }
    func fail(_ line: Int, _ column: Int, _ message: String) -> SnapshotError {
      .invalid(file: file, line: line, column: column, message: message)
    }
    func parse(_ number: Int) throws(SnapshotError) -> JSONValue {
      do { return try JSONLineParser.parse(String(lines[number])) } catch {
        throw fail(number + 1, error.column, error.message)
      }
    }
    guard !lines.isEmpty else { throw fail(1, 1, "an empty file is not a snapshot") }
    let header = try parse(0)
    guard header[member: "format"]?.stringValue == LayoutSnapshot.formatName,
      let version = header[member: "version"]?.numberValue
    else { throw fail(1, 1, "not a \(LayoutSnapshot.formatName) (its first line names the format)") }
    guard version == Double(LayoutSnapshot.formatVersion) else {
      throw fail(
        1, 1,
        "snapshot format version \(JSONValue.format(version)); this layout-preview reads version "
          + "\(LayoutSnapshot.formatVersion): make the snapshots again with it")
    }
    guard let layout = header[member: "layout"]?.stringValue else {
      throw fail(1, 1, "the header names no layout")
    }
    var variants: [VariantRecord] = []
    var current: (line: Int, header: JSONValue, nodes: [JSONValue])?
    var records = 0
    func finish() throws(SnapshotError) {
      guard let open = current else { return }
      do {
        variants.append(try VariantRecord(header: open.header, nodes: open.nodes, catalog: catalog))
      } catch {
        throw fail(open.line, 1, "the variant's \(error.member) is not \(error.expected)")
      }
    }
    for number in lines.indices.dropFirst() {
      let value = try parse(number)
      if value[member: "device"] != nil {
        try finish()
        current = (number + 1, value, [])
      } else if value[member: "path"] != nil {
        guard current != nil else { throw fail(number + 1, 1, "a node before any variant") }
        records += 1
        guard records <= SnapshotMaker.maximumRecords else {
          throw fail(number + 1, 1, "more than \(SnapshotMaker.maximumRecords) nodes")
        }
        // Checked here so the error names the node's line, not its variant's.
        do { _ = try NodeRecord(value) } catch {
          throw fail(number + 1, 1, "the node's \(error.member) is not \(error.expected)")
        }
        current?.nodes.append(value)
      } else {
        throw fail(number + 1, 1, "neither a variant (device, …) nor a node (path, …)")
      }
    }
    try finish()
    return LayoutSnapshot(layout: layout, preview: header[member: "preview"]?.stringValue, variants: variants)
  }

  /// Every `*.snapshot` file in `folder`, by file name: regular files only (a link is not
  /// followed), each at most `maximumFileBytes`.
  public static func readFolder(_ folder: String, catalog: DeviceCatalog = .standard) throws(SnapshotError)
    -> [LayoutSnapshot]
  {
    let names: [String]
    do { names = try FileManager.default.contentsOfDirectory(atPath: folder) } catch {
      throw .invalid(file: folder, line: 1, column: 1, message: "cannot read this folder of snapshots")
    }
    var snapshots: [LayoutSnapshot] = []
    for name in names.sorted() where name.hasSuffix("." + LayoutSnapshot.fileExtension) {
      let path = (folder as NSString).appendingPathComponent(name)
      let attributes = try? FileManager.default.attributesOfItem(atPath: path)
      guard attributes?[.type] as? FileAttributeType == .typeRegular,
        let size = attributes?[.size] as? Int, size <= maximumFileBytes,
        let data = FileManager.default.contents(atPath: path)
      else {
        throw .invalid(
          file: path, line: 1, column: 1,
          message: "not a regular file of at most \(maximumFileBytes >> 20) MiB")
      }
      guard let text = String(data: data, encoding: .utf8) else {
        throw .invalid(file: path, line: 1, column: 1, message: "not UTF-8")
      }
      snapshots.append(try read(text, file: path, catalog: catalog))
    }
    return snapshots
  }
}
