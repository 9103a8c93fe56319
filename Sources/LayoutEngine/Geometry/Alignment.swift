/// Horizontal alignment in reading-direction terms: SwiftUI's built-in guides, or one of the
/// app's own (`custom`, SwiftUI's `HorizontalAlignment(MyID.self)`).
public enum HorizontalAlignment: Sendable, Hashable {
  case leading
  case center
  case trailing
  /// A guide of the app's own: its value in a view that sets none is its `AlignmentID`'s
  /// `defaultValue(in:)`.
  case custom(CustomAlignment)

  /// The built-in guides, by their SwiftUI names.
  public static let allCases: [HorizontalAlignment] = [.leading, .center, .trailing]

  /// The built-in guide SwiftUI names `rawValue`; `nil` for any other name.
  public init?(rawValue: String) {
    guard let found = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
    self = found
  }

  /// The guide's name: SwiftUI's for a built-in one, the `AlignmentID`'s for a custom one.
  public var rawValue: String {
    switch self {
    case .leading: "leading"
    case .center: "center"
    case .trailing: "trailing"
    case .custom(let custom): custom.name
    }
  }

  /// The guide's offset from the leading edge of a view of `size` that does not set it itself.
  func value(in size: Size) -> Double {
    switch self {
    case .leading: 0
    case .center: size.width / 2
    case .trailing: size.width
    case .custom(let custom): custom.defaultValue(in: size)
    }
  }

  /// The offset of a child of width `child` inside `container`, measured from the leading edge:
  /// where the child's guide meets the container's. A custom guide is computed here on views
  /// that are only as tall as nothing; the containers that align by a custom guide compute it on
  /// the views' whole sizes (`AlignmentKey.defaultValue(in:)`).
  func offset(child: Double, in container: Double) -> Double {
    switch self {
    case .leading: 0
    case .center: (container - child) / 2
    case .trailing: container - child
    case .custom(let custom):
      custom.defaultValue(in: Size(width: container, height: 0))
        - custom.defaultValue(in: Size(width: child, height: 0))
    }
  }

  /// Whether it is a guide of the app's own.
  var isCustom: Bool {
    if case .custom = self { return true }
    return false
  }
}

/// Vertical alignment: SwiftUI's built-in guides, or one of the app's own (`custom`, SwiftUI's
/// `VerticalAlignment(MyID.self)`).
public enum VerticalAlignment: Sendable, Hashable {
  case top
  case center
  case bottom
  /// The topmost text baseline in a view, its bottom when it has no text (`TextBaseline`).
  case firstTextBaseline
  /// The bottommost text baseline in a view, its bottom when it has no text.
  case lastTextBaseline
  /// A guide of the app's own: its value in a view that sets none is its `AlignmentID`'s
  /// `defaultValue(in:)`.
  case custom(CustomAlignment)

  /// The built-in guides, by their SwiftUI names.
  public static let allCases: [VerticalAlignment] = [
    .top, .center, .bottom, .firstTextBaseline, .lastTextBaseline,
  ]

  /// The built-in guide SwiftUI names `rawValue`; `nil` for any other name.
  public init?(rawValue: String) {
    guard let found = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
    self = found
  }

  /// The guide's name: SwiftUI's for a built-in one, the `AlignmentID`'s for a custom one.
  public var rawValue: String {
    switch self {
    case .top: "top"
    case .center: "center"
    case .bottom: "bottom"
    case .firstTextBaseline: "firstTextBaseline"
    case .lastTextBaseline: "lastTextBaseline"
    case .custom(let custom): custom.name
    }
  }

  /// The guide's offset from the top of a view of `size` that does not set it itself; a text
  /// baseline is the bottom here, as for a view without text.
  func value(in size: Size) -> Double {
    switch self {
    case .top: 0
    case .center: size.height / 2
    case .bottom, .firstTextBaseline, .lastTextBaseline: size.height
    case .custom(let custom): custom.defaultValue(in: size)
    }
  }

  /// The offset of a child of height `child` inside `container`, measured from the top. A text
  /// baseline here is the child's bottom, as for a view without text: containers that align on
  /// baselines ask the child for its baseline instead (`Layouter.alignedOffset`). A custom guide
  /// is computed on views as wide as nothing (see `HorizontalAlignment.offset`).
  func offset(child: Double, in container: Double) -> Double {
    switch self {
    case .top: 0
    case .center: (container - child) / 2
    case .bottom, .firstTextBaseline, .lastTextBaseline: container - child
    case .custom(let custom):
      custom.defaultValue(in: Size(width: 0, height: container))
        - custom.defaultValue(in: Size(width: 0, height: child))
    }
  }

  /// Whether it is a guide of the app's own.
  var isCustom: Bool {
    if case .custom = self { return true }
    return false
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

  /// Whether either of its guides is one of the app's own.
  var isCustom: Bool { horizontal.isCustom || vertical.isCustom }

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
