import ArgumentParser
import Devices
import LayoutEngine
import Reports

/// `layout-preview devices`: the device catalog.
struct DevicesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "devices",
    abstract: "List every device: size in points, scale, size classes portrait/landscape, cutout.")

  @Flag(help: "Print JSON instead of a table.")
  var json = false

  func run() throws {
    try CommandRunner.run(list)
  }

  private func list() throws {
    let devices = DeviceCatalog.standard.devices
    if json {
      try StandardOutput.print(JSONValue.array(devices.map(Self.json)).serialized())
      return
    }
    var rows: [[String]] = [["NAME", "POINTS", "SCALE", "PORTRAIT", "LANDSCAPE", "CUTOUT", "HOME"]]
    for device in devices {
      let size =
        "\(JSONValue.format(device.portraitSize.width))×\(JSONValue.format(device.portraitSize.height))"
      rows.append([
        device.name, size, "@\(JSONValue.format(device.scale))x",
        device.portraitSizeClasses.shortName,
        device.rotates ? device.landscapeSizeClasses.shortName : "—",
        device.cutout.name,
        device.hasHomeButton ? "button" : device.hasHomeIndicator ? "indicator" : "—",
      ])
    }
    let widths = (0..<rows[0].count).map { column in rows.map { $0[column].count }.max() ?? 0 }
    let lines = rows.map { row in
      row.enumerated().map { $1 + String(repeating: " ", count: widths[$0] - $1.count) }
        .joined(separator: "  ").trimmingTrailingSpaces()
    }
    try StandardOutput.print(
      lines.joined(separator: "\n")
        + "\n\n\(devices.count) devices. Size classes are width/height: C compact, R regular.")
  }

  private static func json(_ device: Device) -> JSONValue {
    func classes(_ pair: SizeClasses) -> JSONValue {
      .object([
        ("horizontal", .string(pair.horizontal.rawValue)), ("vertical", .string(pair.vertical.rawValue)),
      ])
    }
    return .object([
      ("name", .string(device.name)),
      ("idiom", .string(device.idiom.rawValue)),
      ("width", .number(device.portraitSize.width)),
      ("height", .number(device.portraitSize.height)),
      ("scale", .number(device.scale)),
      ("portrait", classes(device.portraitSizeClasses)),
      ("landscape", device.rotates ? classes(device.landscapeSizeClasses) : .null),
      ("cutout", .string(device.cutout.name)),
      ("cornerRadius", .number(device.cornerRadius)),
      ("homeButton", .bool(device.hasHomeButton)),
      ("rotates", .bool(device.rotates)),
    ])
  }
}
