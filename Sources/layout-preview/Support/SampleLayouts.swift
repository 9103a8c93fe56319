import Devices
import Foundation
import LayoutMapping
import SwiftSource

/// Finds the layouts to show when the command line names none.
///
/// `./Layouts` in the current directory comes first, so a project's own layouts win; otherwise the
/// samples shipped inside the package as resources, so `swift run layout-preview` shows something
/// real from any directory.
enum SampleLayouts {
  /// The layouts of `directory` and of the folders inside it, sorted by path: its `.yaml`, `.yml`
  /// and `.swift` files, so pointing at an app's folder lists its screens wherever they are.
  ///
  /// Inside, folders that hold no app code are not entered (`PreviewableFile.isSkippedFolder`:
  /// hidden, build products, dependencies, tests, asset catalogs). Swift files with nothing to
  /// preview (models, helpers, the package manifest) are left out everywhere; a YAML file in an
  /// inner folder counts only with a top-level `body:`, as every layout has (an app's folders hold
  /// other YAML: a CI workflow, a tool's settings), while the folder's own are all listed, so a
  /// broken layout there still gets its error.
  static func files(in directory: String) -> [String] {
    let root = directory.hasSuffix("/") && directory.count > 1 ? String(directory.dropLast()) : directory
    var found: [String] = []
    var folders = [(path: root, depth: 0)]
    var entries = 0
    while let (folder, depth) = folders.popLast(), found.count < maximumFiles, entries < maximumEntries {
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
      entries += names.count
      for name in names.sorted() where !name.hasPrefix(".") {
        let path = folder + "/" + name
        if isLayoutName(name) {
          if lists(path, inner: depth > 0) { found.append(path) }
        } else if entersFolder(name, depth: depth + 1) {
          var isFolder: ObjCBool = false
          if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            folders.append((path, depth + 1))
          }
        }
      }
    }
    return found.prefix(maximumFiles).sorted()
  }

  /// How deep, how many layouts and how many folder entries a folder's listing goes: an app's
  /// screens are a few folders down; a home folder named by mistake must not be walked whole.
  static let maximumDepth = 8
  static let maximumFiles = 1_000
  static let maximumEntries = 50_000

  /// Whether a folder of that name, `depth` folders inside the one named (1: directly in it), is
  /// walked: not hidden, not past `maximumDepth`, and holding app code (not
  /// `PreviewableFile.isSkippedFolder`). The one rule for a working folder and a revision's tree
  /// (`GitRevision.layoutFiles`).
  static func entersFolder(_ name: String, depth: Int) -> Bool {
    !name.hasPrefix(".") && depth <= maximumDepth && !PreviewableFile.isSkippedFolder(name)
  }

  /// Whether a file of that name is a layout's: `.yaml`, `.yml` or `.swift`, not hidden.
  static func isLayoutName(_ name: String) -> Bool {
    !name.hasPrefix(".") && (name.hasSuffix(".yaml") || name.hasSuffix(".yml") || name.hasSuffix(".swift"))
  }

  /// Whether the layout file at `path`, found in a folder named (`inner`: in a folder inside it),
  /// is listed: a Swift file that may have a preview and is no manifest; a YAML file of the folder
  /// itself, or an inner one with a top-level `body:`. A Swift file that cannot be read is listed,
  /// so its error is shown.
  static func lists(_ path: String, inner: Bool) -> Bool {
    let name = (path as NSString).lastPathComponent
    if name.hasSuffix(".swift") {
      guard !PreviewableFile.isManifest(name) else { return false }
      guard let bytes = try? LayoutFileSource.bytes(at: path) else { return true }
      return PreviewableFile.mayPreview(source: String(decoding: bytes, as: UTF8.self))
    }
    guard inner else { return true }
    guard let bytes = try? LayoutFileSource.bytes(at: path) else { return false }
    return String(decoding: bytes, as: UTF8.self).split(separator: "\n").contains { $0.hasPrefix("body:") }
  }

  /// The folder of the bundled samples: beside the binary or installed (`DataFiles`).
  static var bundledDirectory: String? {
    DataFiles.locate("Layouts", bundle: CommandData.bundle)?.path
  }

  /// `./Layouts` if it holds layouts, else the bundled samples.
  static func defaultFiles() -> [String] {
    let local = files(in: "Layouts")
    if !local.isEmpty { return local }
    return bundledDirectory.map(files(in:)) ?? []
  }

  /// Expands command-line arguments: a directory stands for its layout files.
  static func expand(_ arguments: [String]) -> [String] {
    arguments.flatMap { argument -> [String] in
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory), isDirectory.boolValue {
        return files(in: argument)
      }
      return [argument]
    }
  }
}

extension SampleLayouts {
  /// The first default layout, or an error saying where none was found.
  static func firstDefault() throws -> String {
    guard let first = defaultFiles().first else {
      throw CommandError.noInput(
        "error: no layout given, and neither ./Layouts nor the bundled samples hold one")
    }
    return first
  }
}
