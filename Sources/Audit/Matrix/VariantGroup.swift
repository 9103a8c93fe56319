import Devices
import LayoutEngine

/// A block of variants that is every combination of its axes' values: "iPhone SE 4-inch and
/// iPhone 13 mini, portrait, AX3…AX5". A finding's variants are a few of these.
public struct VariantGroup: Sendable, Hashable {
  /// Device names, in catalog order.
  public var devices: [String]
  public var orientations: [Orientation]
  public var typeSizes: [DynamicTypeSize]
  public var languages: [Language]
  public var directions: [LayoutDirection]
  public var splitModes: [SplitMode]
  public var keyboard: [Bool]
}
