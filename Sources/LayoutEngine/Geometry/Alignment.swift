/// Horizontal alignment in reading-direction terms.
public enum HorizontalAlignment: String, Sendable, Hashable, CaseIterable {
  case leading
  case center
  case trailing

  /// The offset of a child of width `child` inside `container`, measured from the leading edge.
  func offset(child: Double, in container: Double) -> Double {
    switch self {
    case .leading: 0
    case .center: (container - child) / 2
    case .trailing: container - child
    }
  }
}

/// Vertical alignment.
public enum VerticalAlignment: String, Sendable, Hashable, CaseIterable {
  case top
  case center
  case bottom
  /// The topmost text baseline in a view, its bottom when it has no text (`TextBaseline`).
  case firstTextBaseline
  /// The bottommost text baseline in a view, its bottom when it has no text.
  case lastTextBaseline

  /// The offset of a child of height `child` inside `container`, measured from the top. A text
  /// baseline here is the child's bottom, as for a view without text: containers that align on
  /// baselines ask the child for its baseline instead (`Layouter.alignedOffset`).
  func offset(child: Double, in container: Double) -> Double {
    switch self {
    case .top: 0
    case .center: (container - child) / 2
    case .bottom, .firstTextBaseline, .lastTextBaseline: container - child
    }
  }
}

/// A two-axis alignment such as `topLeading` or `center`.
public struct Alignment: Sendable, Hashable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment

  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
  public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
  public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
  public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
  public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
  public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
  public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)

  /// Every named alignment, keyed by its SwiftUI name.
  package static let named: [(String, Alignment)] = [
    ("center", .center), ("topLeading", .topLeading), ("top", .top), ("topTrailing", .topTrailing),
    ("leading", .leading), ("trailing", .trailing), ("bottomLeading", .bottomLeading),
    ("bottom", .bottom), ("bottomTrailing", .bottomTrailing),
    ("leadingFirstTextBaseline", .leadingFirstTextBaseline),
    ("centerFirstTextBaseline", .centerFirstTextBaseline),
    ("trailingFirstTextBaseline", .trailingFirstTextBaseline),
    ("leadingLastTextBaseline", .leadingLastTextBaseline),
    ("centerLastTextBaseline", .centerLastTextBaseline),
    ("trailingLastTextBaseline", .trailingLastTextBaseline),
  ]
}
