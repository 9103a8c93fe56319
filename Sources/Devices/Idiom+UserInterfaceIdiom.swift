import LayoutEngine

extension Idiom {
  /// The layout engine's idiom for this kind of device, which layout conditions test.
  public var userInterfaceIdiom: UserInterfaceIdiom {
    switch self {
    case .phone: .phone
    case .pad: .pad
    case .watch: .watch
    case .tv: .tv
    }
  }
}
