import LayoutEngine

extension Device {
  /// The Dynamic Type sizes people can choose on this device, smallest first: all twelve on
  /// iPhone and iPad, the watch's nine, none on Apple TV (its text styles have fixed sizes).
  public var dynamicTypeSizes: [DynamicTypeSize] { idiom.dynamicTypeSizes }

  /// Whether text on this device follows a Dynamic Type size (not on Apple TV).
  public var hasDynamicType: Bool { idiom.hasDynamicType }

  /// The text size the device starts at, as the HIG gives it: Large on iPhone and iPad, and on
  /// Apple Watch the default of its case size (Small for 38 mm, Large for 40-42 mm, xLarge for
  /// 44-49 mm). Apple TV reports Large, which its fixed text styles ignore.
  public var defaultDynamicTypeSize: DynamicTypeSize {
    guard idiom == .watch, let caseMillimetres else { return .default }
    return .watchDefault(caseMillimetres: caseMillimetres)
  }

  /// The size this device shows when `size` is asked for: `size` when it has it, else the
  /// nearest it has (a watch shows AX3 for AX5).
  public func offeredTypeSize(nearest size: DynamicTypeSize) -> DynamicTypeSize {
    idiom.offeredTypeSize(nearest: size)
  }
}
