/// Picks the HIG type table of the device's platform, so text on a watch or a TV gets the sizes
/// of its own ramp rather than iOS's: iPhone and iPad read the iOS table, Apple Watch the
/// watchOS tables, Apple TV the tvOS text styles and a Mac window the macOS ones (one size each).
enum PlatformTypeTable {
  /// The entry for `style` at `size` on `idiom`; a size the platform does not offer reads the
  /// nearest it does (`UserInterfaceIdiom.offeredTypeSize(nearest:)`).
  static func entry(_ style: TextStyle, _ size: DynamicTypeSize, idiom: UserInterfaceIdiom)
    -> DynamicTypeTable.Entry
  {
    switch idiom {
    case .phone, .pad: DynamicTypeTable.entry(style, size)
    case .watch: WatchTypeTable.entry(row: WatchTypeTable.row(style), idiom.offeredTypeSize(nearest: size))
    case .tv: TVTypeTable.entries[TVTypeTable.row(style)]
    case .mac: MacTypeTable.entries[MacTypeTable.row(style)]
    }
  }
}
