import LayoutEngine

/// A horizontal and vertical size class pair, as the HIG tables list them ("compact width, regular height").
public struct SizeClasses: Sendable, Hashable {
  /// The width class.
  public var horizontal: SizeClass
  /// The height class.
  public var vertical: SizeClass

  /// A pair from its width and height classes.
  public init(horizontal: SizeClass, vertical: SizeClass) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// `C/R`-style short form: width class then height class.
  public var shortName: String {
    "\(horizontal == .compact ? "C" : "R")/\(vertical == .compact ? "C" : "R")"
  }
}
