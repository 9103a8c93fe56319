import LayoutEngine

/// One entry of the bundled `devices.json`, as written by `Scripts/generate-devices.py`.
///
/// The JSON mirrors `Device` field by field but spells out nested values (sizes, insets, cutout)
/// as objects, so the file reads on its own; this type is the only place that knows that shape.
/// Provenance fields in the file (`factsRow`, `sources`, `notes`) are for people and are not decoded.
struct DeviceRecord: Decodable {
  struct SizeRecord: Decodable {
    var width: Double
    var height: Double
  }

  struct InsetsRecord: Decodable {
    var top: Double
    var left: Double
    var bottom: Double
    var right: Double
  }

  struct SizeClassesRecord: Decodable {
    var horizontal: String
    var vertical: String
  }

  struct StatusBarRecord: Decodable {
    var portrait: Double
    var landscape: Double
  }

  struct CutoutRecord: Decodable {
    var kind: String
    var width: Double?
    var height: Double?
    var top: Double?
  }

  var name: String
  var aliases: [String]
  var idiom: String
  var portraitSize: SizeRecord
  var scale: Double
  var portraitSizeClasses: SizeClassesRecord
  var landscapeSizeClasses: SizeClassesRecord
  var portraitSafeArea: InsetsRecord
  var landscapeSafeArea: InsetsRecord
  var statusBarHeight: StatusBarRecord
  var cornerRadius: Double
  var cutout: CutoutRecord
  var hasHomeButton: Bool
  var hasHomeIndicator: Bool
  var rotates: Bool
  var caseMillimetres: Int?

  /// The device this record describes, or a description of the first field that makes no sense.
  func device() throws(DeviceRecordError) -> Device {
    Device(
      name: name, idiom: try resolvedIdiom(),
      portraitSize: Size(width: portraitSize.width, height: portraitSize.height), scale: scale,
      portraitSizeClasses: try sizeClasses(portraitSizeClasses),
      landscapeSizeClasses: try sizeClasses(landscapeSizeClasses),
      portraitSafeArea: insets(portraitSafeArea), landscapeSafeArea: insets(landscapeSafeArea),
      cornerRadius: cornerRadius, cutout: try resolvedCutout(), hasHomeButton: hasHomeButton,
      hasHomeIndicator: hasHomeIndicator, rotates: rotates, aliases: aliases,
      portraitStatusBarHeight: statusBarHeight.portrait,
      landscapeStatusBarHeight: statusBarHeight.landscape,
      cutoutTopOffset: cutout.top ?? 0, caseMillimetres: caseMillimetres)
  }

  private func insets(_ record: InsetsRecord) -> PhysicalInsets {
    PhysicalInsets(top: record.top, left: record.left, bottom: record.bottom, right: record.right)
  }

  private func sizeClasses(_ record: SizeClassesRecord) throws(DeviceRecordError) -> SizeClasses {
    guard let horizontal = SizeClass(rawValue: record.horizontal),
      let vertical = SizeClass(rawValue: record.vertical)
    else {
      throw DeviceRecordError(
        device: name, problem: "unknown size class \(record.horizontal)/\(record.vertical)")
    }
    return SizeClasses(horizontal: horizontal, vertical: vertical)
  }

  private func resolvedIdiom() throws(DeviceRecordError) -> UserInterfaceIdiom {
    guard let idiom = UserInterfaceIdiom(rawValue: idiom) else {
      throw DeviceRecordError(device: name, problem: "unknown idiom \(idiom)")
    }
    return idiom
  }

  private func resolvedCutout() throws(DeviceRecordError) -> Cutout {
    switch (cutout.kind, cutout.width, cutout.height) {
    case ("none", _, _): return .none
    case ("notch", let width?, let height?): return .notch(width: width, height: height)
    case ("dynamicIsland", let width?, let height?): return .dynamicIsland(width: width, height: height)
    default: throw DeviceRecordError(device: name, problem: "bad cutout \(cutout)")
    }
  }
}

/// A record of the data file that decodes as JSON but does not describe a valid device.
struct DeviceRecordError: Error, CustomStringConvertible {
  var device: String
  var problem: String

  var description: String { "device \"\(device)\": \(problem)" }
}
