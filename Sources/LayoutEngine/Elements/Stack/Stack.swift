/// Stacks: children one after another along an axis, or on top of each other.
public enum Stack: Sendable, Hashable {
  /// Children top to bottom (`VStack`), aligned horizontally; `spacing` nil for the system's.
  /// A lazy stack (`LazyVStack`) is as wide as it is offered.
  case vertical(alignment: HorizontalAlignment, spacing: Double?, isLazy: Bool = false)
  /// Children leading to trailing (`HStack`), aligned vertically; a lazy one (`LazyHStack`) is as
  /// tall as it is offered.
  case horizontal(alignment: VerticalAlignment, spacing: Double?, isLazy: Bool = false)
  /// Children on top of each other, later ones in front (`ZStack`).
  case depth(alignment: Alignment)

  /// The stack kinds, by their SwiftUI names.
  package enum Kind: String, ElementKind {
    case vStack = "VStack"
    case hStack = "HStack"
    case zStack = "ZStack"
    case lazyVStack = "LazyVStack"
    case lazyHStack = "LazyHStack"

    package var traits: ElementTraits { .container }
  }

  package var kind: Kind {
    switch self {
    case .vertical(_, _, let isLazy): isLazy ? .lazyVStack : .vStack
    case .horizontal(_, _, let isLazy): isLazy ? .lazyHStack : .hStack
    case .depth: .zStack
    }
  }

  /// The axis children are laid out along, `nil` for a `ZStack`.
  package var axis: Axis? {
    switch self {
    case .vertical: .vertical
    case .horizontal: .horizontal
    case .depth: nil
    }
  }
}

extension Element {
  /// `VStack(alignment:spacing:)`.
  public static func vStack(alignment: HorizontalAlignment = .center, spacing: Double? = nil) -> Element {
    .stack(.vertical(alignment: alignment, spacing: spacing))
  }

  /// `HStack(alignment:spacing:)`.
  public static func hStack(alignment: VerticalAlignment = .center, spacing: Double? = nil) -> Element {
    .stack(.horizontal(alignment: alignment, spacing: spacing))
  }

  /// `LazyVStack(alignment:spacing:)`.
  public static func lazyVStack(alignment: HorizontalAlignment = .center, spacing: Double? = nil) -> Element {
    .stack(.vertical(alignment: alignment, spacing: spacing, isLazy: true))
  }

  /// `LazyHStack(alignment:spacing:)`.
  public static func lazyHStack(alignment: VerticalAlignment = .center, spacing: Double? = nil) -> Element {
    .stack(.horizontal(alignment: alignment, spacing: spacing, isLazy: true))
  }

  /// `ZStack(alignment:)`.
  public static func zStack(alignment: Alignment = .center) -> Element {
    .stack(.depth(alignment: alignment))
  }
}
