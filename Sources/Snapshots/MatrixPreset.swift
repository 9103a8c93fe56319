import Audit
import Devices
import LayoutEngine

/// The named matrices `snapshot` and `diff` start from (`--matrix`), before `--device`,
/// `--type-size` and the other matrix options narrow them as they narrow `check`'s.
public enum MatrixPreset: String, Sendable, CaseIterable {
  /// A small set for every pull request: the smallest and the largest iPhone and the smallest
  /// iPad, portrait and landscape, Large and AX3, left to right and right to left, in English:
  /// 24 variants, where a change that breaks most often shows.
  case pr
  /// `check`'s whole matrix: every iPhone and iPad, orientation, text size, direction and the
  /// file's languages.
  case full

  public func matrix(catalog: DeviceCatalog = .standard) -> VariantMatrix {
    switch self {
    case .full: return .standard(catalog: catalog)
    case .pr:
      let phones = catalog.devices.filter { $0.idiom == .phone }
      let pads = catalog.devices.filter { $0.idiom == .pad }
      func area(_ device: Device) -> Double { device.portraitSize.width * device.portraitSize.height }
      // The first of equal sizes in catalog order (the newest), so the choice is stable.
      let chosen = [
        phones.min { area($0) < area($1) }, phones.max { area($0) < area($1) },
        pads.min { area($0) < area($1) },
      ].compactMap { $0 }
      var devices: [Device] = []
      for device in chosen where !devices.contains(device) { devices.append(device) }
      return VariantMatrix(
        devices: catalog.devices.filter(devices.contains), orientations: [.portrait, .landscapeLeft],
        typeSizes: [.large, .accessibility3], directions: [.leftToRight, .rightToLeft], languages: [.english])
    }
  }
}
