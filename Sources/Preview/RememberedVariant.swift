import Devices
import LayoutEngine

/// The variant a file was last shown in (device, orientation, type size, language), which the
/// session shows it in again next time (`PreviewState.remembered`; the terminal layer keeps
/// them in the state file). Names, not values, so a catalog change cannot make it unreadable.
public struct RememberedVariant: Sendable, Equatable, Codable {
  /// The device's catalog name, or a size (`800x600`).
  public var device: String
  public var orientation: Orientation
  /// The type size asked for by name (`AX3`), `nil` for the device's default.
  public var typeSize: String?
  /// The language code (`ar`).
  public var language: String

  /// A remembered variant of the given names.
  public init(device: String, orientation: Orientation, typeSize: String?, language: String) {
    self.device = device
    self.orientation = orientation
    self.typeSize = typeSize
    self.language = language
  }
}

extension PreviewState {
  /// The variant on screen as it is remembered: the device chosen (not one a preview's traits
  /// put in its place), the orientation and type size asked for, the language.
  public var rememberedVariant: RememberedVariant {
    RememberedVariant(
      device: chosenDevice.name, orientation: appliedTraits?.orientationBefore ?? orientation,
      typeSize: requestedTypeSize?.name, language: language.rawValue)
  }

  /// Shows `remembered`: what of it still exists (a device gone from the catalog, or a language
  /// no longer offered, leaves that part as it is). The direction follows the language.
  public mutating func restore(_ remembered: RememberedVariant, catalog: DeviceCatalog) {
    if let device = try? catalog.device(named: remembered.device) { self.device = device }
    orientation = device.rotates ? remembered.orientation : .portrait
    requestedTypeSize = remembered.typeSize.flatMap(DynamicTypeSize.init(name:))
    if let language = Language(rawValue: remembered.language) {
      self.language = language
      direction = language.layoutDirection
    }
  }

  /// Notes the current layout's variant in `remembered` (when remembering is on), before another
  /// layout shows or the session ends.
  public mutating func rememberCurrentVariant() {
    guard remembersVariants, let path = currentLayout?.path else { return }
    remembered[path] = rememberedVariant
  }
}
