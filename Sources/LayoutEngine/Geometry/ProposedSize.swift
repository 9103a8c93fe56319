/// A size a parent offers a child, one value per axis, as in SwiftUI's `ProposedViewSize`.
///
/// Per axis: a finite value is a concrete offer, `nil` asks for the ideal size, `0` for the
/// minimum and `.infinity` for the maximum. Children choose their size; parents place them.
public struct ProposedSize: Sendable, Hashable {
  public var width: Double?
  public var height: Double?

  public init(width: Double?, height: Double?) {
    self.width = width
    self.height = height
  }

  public init(_ size: Size) {
    self.init(width: size.width, height: size.height)
  }

  /// Ask for the ideal size on both axes.
  public static let unspecified = ProposedSize(width: nil, height: nil)
  /// Ask for the minimum size on both axes.
  public static let zero = ProposedSize(width: 0, height: 0)
  /// Ask for the maximum size on both axes.
  public static let infinity = ProposedSize(width: .infinity, height: .infinity)

  /// The offer along `axis`.
  public subscript(axis: Axis) -> Double? {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }

  /// The proposal with negative values raised to zero, as every node is offered it
  /// (`Layouter.size`); `nil` and infinity pass through.
  package var nonNegative: ProposedSize {
    ProposedSize(width: width.map { max(0, $0) }, height: height.map { max(0, $0) })
  }

  /// The proposal with `nil` replaced by `fallback`, as a view does when it has no ideal size.
  package func replacingUnspecified(with fallback: Size) -> Size {
    Size(width: width ?? fallback.width, height: height ?? fallback.height)
  }
}
