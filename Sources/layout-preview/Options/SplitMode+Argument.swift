import ArgumentParser
import Devices

/// `--split full|two-thirds|half|one-third|slide-over`: iPadOS 18's modes by their raw values.
/// iPadOS 26's windows are `--window`'s (`SplitMode.window(named:)`), so `--split` refuses them.
extension SplitMode: RawStringArgument {
  public init?(argument: String) {
    guard let mode = SplitMode(rawValue: argument), mode == .full || Self.iPadOS18.contains(mode) else {
      return nil
    }
    self = mode
  }

  public static var allValueStrings: [String] { ([.full] + iPadOS18).map(\.rawValue) }
}
