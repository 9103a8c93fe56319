extension UserInterfaceIdiom {
  /// The Dynamic Type sizes people can choose on this kind of device, smallest first, so the
  /// previewer steps through the sizes the device really has: all twelve on iPhone and iPad, the
  /// nine of the HIG's watchOS tables on Apple Watch (no Medium, AX4 or AX5), none on Apple TV,
  /// and none on the Mac (macOS has no Dynamic Type): their text styles have one size each.
  public var dynamicTypeSizes: [DynamicTypeSize] {
    switch self {
    case .phone, .pad: DynamicTypeSize.allCases
    case .watch: WatchTypeTable.sizes
    case .tv, .mac: []
    }
  }

  /// Whether text on this kind of device follows a Dynamic Type size (not on Apple TV or a Mac).
  public var hasDynamicType: Bool { !dynamicTypeSizes.isEmpty }

  /// `size` where this kind of device offers it, else the largest offered size below it (the
  /// smallest when none is below): Medium reads Small's sizes on a watch, AX5 reads AX3's. On
  /// Apple TV, which has no sizes to choose, `size` itself.
  public func offeredTypeSize(nearest size: DynamicTypeSize) -> DynamicTypeSize {
    let offered = dynamicTypeSizes
    guard !offered.isEmpty, !offered.contains(size) else { return size }
    return offered.last { $0 < size } ?? offered[0]
  }
}
