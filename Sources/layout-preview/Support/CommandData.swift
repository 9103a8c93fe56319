import Devices

/// The data every command needs, checked before a command runs so that a binary without its data
/// says what is missing and where it looked instead of failing later.
enum CommandData {
  /// The SwiftPM resource bundle of this target (samples and themes).
  static let bundle = "LayoutPreview_layout-preview"

  /// Throws EX_OSFILE (72) naming the first data file that is missing or unreadable.
  static func check() throws {
    do {
      _ = try DeviceCatalog.loadStandard()
      _ = try MultitaskingTable.loadStandard()
    } catch {
      throw CommandError(message: "error: \(error)", exitCode: 72)
    }
  }
}
