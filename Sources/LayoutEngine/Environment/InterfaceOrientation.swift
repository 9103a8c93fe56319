/// Whether the screen is taller than wide or wider than tall, as a layout sees it.
///
/// Coarser than a device orientation (which also says which way a landscape device is turned):
/// layout conditions only care whether the screen is upright or on its side.
public enum InterfaceOrientation: String, Sendable, Hashable, CaseIterable {
  case portrait
  case landscape
}
