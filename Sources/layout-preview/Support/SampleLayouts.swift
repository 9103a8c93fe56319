import Devices
import Foundation

/// Finds the layouts to show when the command line names none.
///
/// `./Layouts` in the current directory comes first, so a project's own layouts win; otherwise the
/// samples shipped inside the package as resources, so `swift run layout-preview` shows something
/// real from any directory.
enum SampleLayouts {
  /// The layout files of `directory`, sorted by name: `.yaml`, `.yml` and `.swift` files.
  static func files(in directory: String) -> [String] {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
    return names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") || $0.hasSuffix(".swift") }.sorted()
      .map { directory.hasSuffix("/") ? directory + $0 : directory + "/" + $0 }
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
