import Devices
import LayoutEngine
import Reports
import Variants

/// One variant of a layout as a snapshot records it: the variant's line (what `frames` reports
/// before its nodes: device, orientation, type size, direction, language, screen, safe area,
/// window and keyboard when they apply), then a line per node in document order.
public struct VariantRecord: Sendable, Hashable {
  /// The variant the layout was shown in.
  public var variant: PreviewVariant
  /// The window in its own coordinates (the frames'), and its safe area (above the keyboard
  /// when it shows).
  public var window: Rect
  public var safeArea: Rect
  public var nodes: [NodeRecord]
  /// The record's text, one line each: the variant, then its nodes.
  public var lines: [String]

  /// The record of one laid-out variant: `frames`' JSON document, each node on its line. The
  /// variant's line names the variant `shown` was laid out for: on a size-that-fits canvas,
  /// `frames` names the canvas (`320x845 pt`, upright), which every device of that width shares,
  /// so the line names the device and orientation whose width the canvas took instead (its
  /// `screen` is the canvas), and each variant of the matrix keeps a line of its own.
  init(frames json: JSONValue, shown: PreviewVariant, catalog: DeviceCatalog) throws(NodeRecord.FieldError) {
    guard case .object(let members) = json, case .array(let nodes)? = json[member: "nodes"] else {
      throw NodeRecord.FieldError(member: "nodes", expected: "an array")
    }
    let header = JSONValue.object(
      members.filter { $0.0 != "nodes" }.map { name, value in
        switch name {
        case "device": (name, .string(shown.device.name))
        case "orientation": (name, .string(shown.orientation.rawValue))
        default: (name, value)
        }
      })
    let shown = nodes.map(Self.withoutSourceFile)
    try self.init(header: header, nodes: shown, catalog: catalog)
  }

  /// The record of a variant line and its node lines, as written or read back.
  init(header: JSONValue, nodes: [JSONValue], catalog: DeviceCatalog) throws(NodeRecord.FieldError) {
    variant = try Self.variant(header, catalog: catalog)
    guard let screen = header[member: "screen"] else {
      throw NodeRecord.FieldError(member: "screen", expected: "a width and height")
    }
    let screenSize = Size(
      width: try NodeRecord.number(screen, "width"), height: try NodeRecord.number(screen, "height"))
    let size = try header[member: "window"].map { _ throws(NodeRecord.FieldError) in
      try NodeRecord.rect(header, "window").size
    }
    window = Rect(origin: .zero, size: size ?? screenSize)
    guard let insets = header[member: "safeArea"] else {
      throw NodeRecord.FieldError(member: "safeArea", expected: "top, leading, bottom and trailing")
    }
    let top = try NodeRecord.number(insets, "top")
    // The keyboard covers the window's bottom: what is under it is outside the safe area too.
    let keyboard = header[member: "keyboard"]?.numberValue ?? 0
    let bottom = max(try NodeRecord.number(insets, "bottom"), keyboard)
    let leading = try NodeRecord.number(insets, "leading")
    let trailing = try NodeRecord.number(insets, "trailing")
    let (left, right) = variant.direction == .rightToLeft ? (trailing, leading) : (leading, trailing)
    safeArea = Rect(
      x: left, y: top, width: max(0, window.width - left - right),
      height: max(0, window.height - top - bottom))
    self.nodes = try nodes.map { node throws(NodeRecord.FieldError) in try NodeRecord(node) }
    lines = [header.line()] + nodes.map { $0.line() }
  }

  /// The variant a header names: a catalog device by its exact name (or a free-form size), and
  /// the axes by the names `frames` writes.
  private static func variant(_ header: JSONValue, catalog: DeviceCatalog) throws(NodeRecord.FieldError)
    -> PreviewVariant
  {
    let name = try NodeRecord.string(header, "device")
    let device: Device
    do {
      device = try catalog.devices.first { $0.name == name } ?? catalog.device(named: name)
    } catch {
      throw NodeRecord.FieldError(member: "device", expected: "a device of the catalog")
    }
    guard let orientation = Orientation(rawValue: try NodeRecord.string(header, "orientation")) else {
      throw NodeRecord.FieldError(member: "orientation", expected: "an orientation")
    }
    var typeSize = device.defaultDynamicTypeSize
    if case .string(let sizeName)? = header[member: "typeSize"] {
      guard let size = DynamicTypeSize(name: sizeName) else {
        throw NodeRecord.FieldError(member: "typeSize", expected: "a Dynamic Type size")
      }
      typeSize = size
    }
    guard let direction = LayoutDirection(rawValue: try NodeRecord.string(header, "direction")) else {
      throw NodeRecord.FieldError(member: "direction", expected: "ltr or rtl")
    }
    guard let language = Language(rawValue: try NodeRecord.string(header, "language")) else {
      throw NodeRecord.FieldError(member: "language", expected: "a language code")
    }
    var splitMode = SplitMode.full
    if header[member: "split"] != nil {
      guard let mode = SplitMode(rawValue: try NodeRecord.string(header, "split")) else {
        throw NodeRecord.FieldError(member: "split", expected: "a multitasking mode")
      }
      splitMode = mode
    }
    return PreviewVariant(
      device: device, orientation: orientation, typeSize: typeSize, direction: direction, language: language,
      splitMode: splitMode, showsKeyboard: header[member: "keyboard"] != nil)
  }

  /// A frames node with its `source` reduced to line and column.
  private static func withoutSourceFile(_ node: JSONValue) -> JSONValue {
    guard case .object(let members) = node else { return node }
    return .object(
      members.map { name, value in
        guard name == "source", case .object(let location) = value else { return (name, value) }
        return (name, .object(location.filter { $0.0 != "file" }))
      })
  }
}
