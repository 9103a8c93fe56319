import LayoutEngine

/// One entry of the bundled `devices.json`, as written by `Scripts/generate-devices.py`.
///
/// The JSON mirrors `Device` field by field but spells out nested values (sizes, insets, cutout)
/// as objects, so the file reads on its own; this type is the only place that knows that shape.
/// Provenance fields in the file (`factsRow`, `sources`, `notes`) are for people and are not read.
/// Read from a `JSONNode` rather than decoded (see `JSONNode` for why).
struct DeviceRecord {
  struct SizeRecord {
    var width: Double
    var height: Double
  }

  struct InsetsRecord {
    var top: Double
    var left: Double
    var bottom: Double
    var right: Double
  }

  struct SizeClassesRecord {
    var horizontal: String
    var vertical: String
  }

  struct StatusBarRecord {
    var portrait: Double
    var landscape: Double
  }

  struct CutoutRecord {
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

  /// The record of one entry of the file's `devices` array, or which field is missing or of the
  /// wrong type.
  init(_ json: JSONNode) throws(DeviceRecordError) {
    let name = json["name"]?.string ?? "?"
    func field<T>(_ key: String, _ value: (JSONNode) -> T?, in node: JSONNode? = nil)
      throws(DeviceRecordError) -> T
    {
      guard let found = (node ?? json)[key].flatMap(value) else {
        throw DeviceRecordError(device: name, problem: "missing or mistyped field '\(key)'")
      }
      return found
    }
    func object(_ key: String) throws(DeviceRecordError) -> JSONNode {
      try field(key) { if case .object = $0 { $0 } else { nil } }
    }
    func size(_ key: String) throws(DeviceRecordError) -> SizeRecord {
      let node = try object(key)
      return SizeRecord(
        width: try field("width", \.number, in: node), height: try field("height", \.number, in: node))
    }
    func insets(_ key: String) throws(DeviceRecordError) -> InsetsRecord {
      let node = try object(key)
      return InsetsRecord(
        top: try field("top", \.number, in: node), left: try field("left", \.number, in: node),
        bottom: try field("bottom", \.number, in: node), right: try field("right", \.number, in: node))
    }
    func sizeClasses(_ key: String) throws(DeviceRecordError) -> SizeClassesRecord {
      let node = try object(key)
      return SizeClassesRecord(
        horizontal: try field("horizontal", \.string, in: node),
        vertical: try field("vertical", \.string, in: node))
    }
    self.name = try field("name", \.string)
    aliases = try field("aliases", \.array).map { (alias) throws(DeviceRecordError) -> String in
      guard let text = alias.string else {
        throw DeviceRecordError(device: name, problem: "an alias that is not a string")
      }
      return text
    }
    idiom = try field("idiom", \.string)
    portraitSize = try size("portraitSize")
    scale = try field("scale", \.number)
    portraitSizeClasses = try sizeClasses("portraitSizeClasses")
    landscapeSizeClasses = try sizeClasses("landscapeSizeClasses")
    portraitSafeArea = try insets("portraitSafeArea")
    landscapeSafeArea = try insets("landscapeSafeArea")
    let statusBar = try object("statusBarHeight")
    statusBarHeight = StatusBarRecord(
      portrait: try field("portrait", \.number, in: statusBar),
      landscape: try field("landscape", \.number, in: statusBar))
    cornerRadius = try field("cornerRadius", \.number)
    let cutout = try object("cutout")
    self.cutout = CutoutRecord(
      kind: try field("kind", \.string, in: cutout), width: cutout["width"]?.number,
      height: cutout["height"]?.number,
      top: cutout["top"]?.number)
    hasHomeButton = try field("hasHomeButton", \.bool)
    hasHomeIndicator = try field("hasHomeIndicator", \.bool)
    rotates = try field("rotates", \.bool)
    caseMillimetres = json["caseMillimetres"]?.number.map { Int($0) }
  }

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
struct DeviceRecordError: Error, CustomStringConvertible, Equatable {
  var device: String
  var problem: String

  var description: String { "device \"\(device)\": \(problem)" }
}
