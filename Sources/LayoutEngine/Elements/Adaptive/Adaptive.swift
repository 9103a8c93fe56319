/// Containers that adapt what they show to the space they get: the first view that fits, and
/// grids.
public enum Adaptive: Sendable, Hashable {
  /// The first child whose ideal size fits the offer along the given axes, else the last child
  /// (`ViewThatFits`).
  case viewThatFits(horizontal: Bool, vertical: Bool)
  /// Rows of cells in columns aligned across rows (`Grid`); children are `gridRow`s, and any
  /// other child spans every column.
  case grid(alignment: Alignment, horizontalSpacing: Double?, verticalSpacing: Double?)
  /// One row of a `grid`: its children are the cells, one column each unless `gridCellColumns`
  /// (`GridRow`).
  case gridRow
  /// Cells in rows of `columns` (fixed, flexible or adaptive), top to bottom; `alignment` places
  /// each cell within its column (`LazyVGrid`).
  case lazyVGrid(columns: [GridItem], alignment: HorizontalAlignment, spacing: Double?)
  /// Cells in columns of `rows` (fixed, flexible or adaptive), leading to trailing; `alignment`
  /// places each cell within its row (`LazyHGrid`).
  case lazyHGrid(rows: [GridItem], alignment: VerticalAlignment, spacing: Double?)
  /// The whole space it is offered, its children on top of each other at its top-leading corner
  /// (`GeometryReader`).
  case geometryReader
  /// Its children where a custom `Layout` written in Swift puts them (`MyLayout { … }`).
  /// Boxed: an existential has no spare bits, so held inline it would widen `Element` by a tag
  /// byte and turn every copy of an element into a call of its value witness, which made layouts
  /// without any custom layout a third slower (docs/Performance.md).
  indirect case custom(AnyLayout)

  /// The adaptive kinds, by their SwiftUI names.
  package enum Kind: String, ElementKind {
    case viewThatFits = "ViewThatFits"
    case grid = "Grid"
    case gridRow = "GridRow"
    case lazyVGrid = "LazyVGrid"
    case geometryReader = "GeometryReader"
    case lazyHGrid = "LazyHGrid"
    /// A custom layout; its element's type name is the layout's own (`typeName`).
    case custom = "Layout"

    package var traits: ElementTraits { .container }
  }

  package var kind: Kind {
    switch self {
    case .viewThatFits: .viewThatFits
    case .grid: .grid
    case .gridRow: .gridRow
    case .lazyVGrid: .lazyVGrid
    case .geometryReader: .geometryReader
    case .lazyHGrid: .lazyHGrid
    case .custom: .custom
    }
  }

  /// The SwiftUI type name: the kind's, or a custom layout's own.
  package var typeName: String {
    if case .custom(let layout) = self { return layout.name }
    return kind.rawValue
  }
}

extension Element {
  /// `ViewThatFits(in:)`, fitting along the given axes.
  public static func viewThatFits(horizontal: Bool = true, vertical: Bool = true) -> Element {
    .adaptive(.viewThatFits(horizontal: horizontal, vertical: vertical))
  }

  /// `Grid(alignment:horizontalSpacing:verticalSpacing:)`; spacing nil for 8 pt.
  public static func grid(
    alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil
  ) -> Element {
    .adaptive(
      .grid(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing))
  }

  /// `GridRow`.
  public static let gridRow = Element.adaptive(.gridRow)

  /// `LazyVGrid(columns:alignment:spacing:)`.
  public static func lazyVGrid(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Double? = nil
  ) -> Element {
    .adaptive(.lazyVGrid(columns: columns, alignment: alignment, spacing: spacing))
  }

  /// `LazyHGrid(rows:alignment:spacing:)`.
  public static func lazyHGrid(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: Double? = nil
  ) -> Element {
    .adaptive(.lazyHGrid(rows: rows, alignment: alignment, spacing: spacing))
  }

  /// `GeometryReader { _ in … }`.
  public static let geometryReader = Element.adaptive(.geometryReader)

  /// `MyLayout(…) { … }`: the children laid out by a custom `Layout`, named after its type.
  public static func layout(_ layout: some Layout) -> Element { .adaptive(.custom(AnyLayout(layout))) }

  /// A custom layout already wrapped, with the name it was given.
  public static func layout(_ layout: AnyLayout) -> Element { .adaptive(.custom(layout)) }
}
