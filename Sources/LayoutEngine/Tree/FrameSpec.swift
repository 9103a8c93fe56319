/// The arguments of SwiftUI's `frame` modifier: fixed sizes, or min/ideal/max bounds, and an alignment.
///
/// A fixed `width` is the same as min = ideal = max = width; unset values leave the child's choice.
public struct FrameSpec: Sendable, Hashable {
  public var width: Double?
  public var height: Double?
  public var minWidth: Double?
  public var idealWidth: Double?
  public var maxWidth: Double?
  public var minHeight: Double?
  public var idealHeight: Double?
  public var maxHeight: Double?
  public var alignment: Alignment

  public init(
    width: Double? = nil, height: Double? = nil,
    minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
    minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
    alignment: Alignment = .center
  ) {
    self.width = width
    self.height = height
    self.minWidth = minWidth
    self.idealWidth = idealWidth
    self.maxWidth = maxWidth
    self.minHeight = minHeight
    self.idealHeight = idealHeight
    self.maxHeight = maxHeight
    self.alignment = alignment
  }
}
