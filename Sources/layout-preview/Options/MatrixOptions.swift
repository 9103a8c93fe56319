import ArgumentParser
import Audit
import Devices
import Foundation
import LayoutEngine

/// The variant matrix `check` and `gallery` cover: by default every iPhone and iPad, every
/// orientation and text size, both directions and the file's languages; each option narrows
/// one axis to the values it names (repeat it or separate values with commas) or, for
/// `--include`, `--split`, `--windows` and `--keyboard`, widens the matrix.
struct MatrixOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Also check these kinds of device: watch, tv, mac (comma-separated). Default: iPhone and iPad only.",
      valueName: "kinds"))
  var include: [String] = []

  @Option(
    name: .shortAndLong,
    help: ArgumentHelp(
      "Only this device (forgiving names, as for render). Repeat for several.", valueName: "name"),
    completion: Completions.deviceNames)
  var device: [String] = []

  @Option(
    name: .shortAndLong,
    help: ArgumentHelp(
      "Only these orientations: portrait, landscape-left, landscape-right (comma-separated).",
      valueName: "orientations"))
  var orientation: [String] = []

  @Option(
    name: [.customShort("t"), .long],
    help: ArgumentHelp(
      "Only these Dynamic Type sizes: names or ranges such as Large or AX1...AX5 (comma-separated).",
      valueName: "sizes"))
  var typeSize: [String] = []

  @Option(help: ArgumentHelp("Only these directions: ltr, rtl (comma-separated).", valueName: "directions"))
  var direction: [String] = []

  @Option(
    help: ArgumentHelp(
      "Only these languages: en, ar, he, rtl-pseudo, double (comma-separated). Default: English, the file's translations and double.",
      valueName: "codes"))
  var language: [String] = []

  @Option(
    help: ArgumentHelp(
      "iPadOS 18 multitasking modes besides full screen: two-thirds, half, one-third, slide-over, or all (comma-separated).",
      valueName: "modes"))
  var split: [String] = []

  @Option(
    name: [.customLong("windows"), .customLong("window")],
    help: ArgumentHelp(
      "iPadOS 26 windows besides full screen: half, third, quadrant, a size such as 600x800, or all (the three arrangements; comma-separated).",
      valueName: "windows"))
  var windows: [String] = []

  @Flag(help: "Also check every variant with the software keyboard shown.")
  var keyboard = false

  /// The matrix these options describe, or a usage error naming the value that is wrong; from
  /// `base` (a preset) when given, else every iPhone and iPad (and the kinds `--include` adds).
  func matrix(catalog: DeviceCatalog = .standard, base: VariantMatrix? = nil) throws -> VariantMatrix {
    let kinds: Set<UserInterfaceIdiom> = Set(
      try values(include) { kind in
        switch kind.lowercased() {
        case "watch": .watch
        case "tv": .tv
        case "mac": .mac
        case "phone", "iphone": .phone
        case "pad", "ipad": .pad
        default: nil
        }
      } ?? [])
    var matrix = VariantMatrix.standard(catalog: catalog, including: kinds)
    if let base {
      matrix = base
      matrix.devices += catalog.devices.filter { kinds.contains($0.idiom) && !base.devices.contains($0) }
    }
    if !device.isEmpty {
      matrix.devices = try device.map { name in
        do { return try catalog.device(named: name) } catch { throw CommandError.usage("error: \(error)") }
      }
    }
    if let orientations = try values(orientation, Orientation.init(rawValue:)) {
      matrix.orientations = orientations
    }
    if !typeSize.isEmpty {
      matrix.typeSizes = try typeSize.flatMap { $0.split(separator: ",") }.flatMap { item in
        guard let sizes = Self.typeSizes(String(item)) else {
          throw CommandError.usage(
            "error: '\(item)' is not a Dynamic Type size or range (such as Large or AX1...AX5)")
        }
        return sizes
      }
    }
    if let directions = try values(direction, LayoutDirection.init(rawValue:)) {
      matrix.directions = directions
    }
    if let languages = try values(language, Language.init(name:)) { matrix.languages = languages }
    // `--split` reads as the single-valued option does (iPadOS 18's modes), `--windows` as
    // `--window` does.
    var modes = try values(split, SplitMode.init(argument:), all: SplitMode.iPadOS18) ?? []
    if !windows.isEmpty {
      for item in windows.flatMap({ $0.split(separator: ",") }).map(String.init) {
        modes +=
          item.trimmingCharacters(in: .whitespaces) == "all"
          ? SplitMode.arrangements : [try PreviewOptions.windowMode(item)]
      }
    }
    if !modes.isEmpty {
      matrix.splitModes =
        [.full]
        + modes.filter { $0 != .full }.reduce(into: []) { kept, mode in
          if !kept.contains(mode) { kept.append(mode) }
        }
    }
    if keyboard { matrix.keyboard = [false, true] }
    return matrix
  }

  /// The matrix of a macOS-only Swift file (`MacOnlyPreview`) when neither `--device` nor
  /// `--include` chose the devices: `matrix` on the catalog's Mac window, as `render` shows such a
  /// file; `nil` when the devices were chosen.
  func macMatrix(for matrix: VariantMatrix, catalog: DeviceCatalog = .standard) throws -> VariantMatrix? {
    guard device.isEmpty, include.isEmpty else { return nil }
    var mac = matrix
    do {
      mac.devices = [try catalog.device(named: PreviewOptions.defaultMacDevice)]
    } catch {
      throw CommandError.usage("error: \(error)")
    }
    return mac
  }

  /// The sizes `item` names: one size, or every size from one to another (`AX1...AX5`, also `..`).
  static func typeSizes(_ item: String) -> [DynamicTypeSize]? {
    let trimmed = item.trimmingCharacters(in: .whitespaces)
    for separator in ["...", "..", "…"] where trimmed.contains(separator) {
      let ends = trimmed.components(separatedBy: separator)
      guard ends.count == 2, let low = DynamicTypeSize(name: ends[0]),
        let high = DynamicTypeSize(name: ends[1]),
        low <= high
      else { return nil }
      return DynamicTypeSize.allCases.filter { $0 >= low && $0 <= high }
    }
    return DynamicTypeSize(name: trimmed).map { [$0] }
  }

  /// The values of a repeatable, comma-separated option parsed by `parse`, `nil` when it was not
  /// given; `all` stands for `all` when given.
  private func values<Value>(
    _ option: [String], _ parse: (String) -> Value?, all: [Value]? = nil
  ) throws -> [Value]? {
    guard !option.isEmpty else { return nil }
    var out: [Value] = []
    for item in option.flatMap({ $0.split(separator: ",") }) {
      let name = item.trimmingCharacters(in: .whitespaces)
      if name == "all", let all {
        out += all
      } else if let value = parse(name) {
        out.append(value)
      } else {
        throw CommandError.usage("error: '\(name)' is not a value this option takes; see --help")
      }
    }
    return out
  }
}
