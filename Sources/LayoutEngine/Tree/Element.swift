/// What a node is, with the properties that belong to the element itself (not its modifiers).
///
/// Names and meanings follow SwiftUI so a layout reads like the view it previews.
public enum Element: Sendable, Hashable {
  /// Children top to bottom.
  case vStack(alignment: HorizontalAlignment, spacing: Double?)
  /// Children leading to trailing.
  case hStack(alignment: VerticalAlignment, spacing: Double?)
  /// Children on top of each other, later ones in front.
  case zStack(alignment: Alignment)
  /// Flexible space along the enclosing stack's axis, at least `minLength` points.
  case spacer(minLength: Double?)
  /// A scrolling viewport: content gets an unlimited proposal along `axis` and is clipped.
  case scrollView(axis: Axis)
  case text(String)
  case image(ImageSource, resizable: Bool)
  /// An SF Symbol followed by a title.
  case label(title: String, systemImage: String)
  case button(title: String, style: ButtonStyle, controlSize: ControlSize)
  case textField(placeholder: String, text: String?)
  case secureField(placeholder: String, text: String?)
  case toggle(title: String, isOn: Bool)
  /// A slider at `value` between 0 and 1.
  case slider(value: Double)
  case progressView(ProgressStyle)
  /// A thin line across the enclosing stack's cross axis.
  case divider
  /// A shape or colour fill that takes all the space it is offered.
  case rectangle(color: String?)
  /// Its one child under a navigation bar (and above a bottom toolbar); boxed, as the spec is large.
  indirect case navigationStack(NavigationBarSpec)
  /// Its `tab` children's tab bar, and the content of the tab at index `selection`.
  case tabView(selection: Int)
  /// One tab of a `TabView`: its content, and its item in the tab bar.
  case tab(title: String, systemImage: String)
  /// The bar a `NavigationStack` gets (made by the engine, not written in layout files).
  case navigationBar
  /// The bar a `TabView` gets, at the top (iPad) or bottom (made by the engine).
  case tabBar(atTop: Bool)
  /// One tab's item in a tab bar (made by the engine from a `tab`): icon above the title, or
  /// beside it when `sideBySide`.
  case tabItem(title: String, systemImage: String, isSelected: Bool, sideBySide: Bool)
  /// A `NavigationStack`'s bottom toolbar (made by the engine).
  case toolbar
  /// The search field of `searchable` (made by the engine).
  case searchField(prompt: String)
  /// The first child whose ideal size fits the offer along the given axes, else the last child.
  case viewThatFits(horizontal: Bool, vertical: Bool)
  /// Rows of cells in columns aligned across rows (SwiftUI's `Grid`); children are `gridRow`s,
  /// and any other child spans every column.
  case grid(alignment: Alignment, horizontalSpacing: Double?, verticalSpacing: Double?)
  /// One row of a `grid`: its children are the cells, one column each unless `gridCellColumns`.
  case gridRow
  /// Cells in rows of `columns` (fixed, flexible or adaptive), top to bottom (`LazyVGrid`);
  /// `alignment` places each cell within its column.
  case lazyVGrid(columns: [GridItem], alignment: HorizontalAlignment, spacing: Double?)
  /// Sidebar, optional content and detail columns side by side at regular width; the sidebar
  /// alone at compact width (`NavigationSplitView`).
  case navigationSplitView
  /// Rows in sections, scrolling (`List`; `isForm` for `Form`, which lays out the same).
  case list(style: ListStyle, isForm: Bool)
  /// A group of list rows; when `hasHeader`, the first child is the header text, when
  /// `hasFooter`, the last child is the footer text.
  case section(hasHeader: Bool, hasFooter: Bool)

  /// The SwiftUI type name shown in frames output and the inspector.
  public var typeName: String {
    switch self {
    case .vStack: "VStack"
    case .hStack: "HStack"
    case .zStack: "ZStack"
    case .spacer: "Spacer"
    case .scrollView: "ScrollView"
    case .text: "Text"
    case .image: "Image"
    case .label: "Label"
    case .button: "Button"
    case .textField: "TextField"
    case .secureField: "SecureField"
    case .toggle: "Toggle"
    case .slider: "Slider"
    case .progressView: "ProgressView"
    case .divider: "Divider"
    case .rectangle(let color): color == nil ? "Rectangle" : "Color"
    case .navigationStack: "NavigationStack"
    case .tabView: "TabView"
    case .tab: "Tab"
    case .navigationBar: "NavigationBar"
    case .tabBar: "TabBar"
    case .tabItem: "TabItem"
    case .toolbar: "Toolbar"
    case .searchField: "SearchField"
    case .viewThatFits: "ViewThatFits"
    case .grid: "Grid"
    case .gridRow: "GridRow"
    case .lazyVGrid: "LazyVGrid"
    case .navigationSplitView: "NavigationSplitView"
    case .list(_, let isForm): isForm ? "Form" : "List"
    case .section: "Section"
    }
  }

  /// Whether the element lays out children of its own.
  public var isContainer: Bool {
    switch self {
    case .vStack, .hStack, .zStack, .scrollView: true
    case .navigationStack, .tabView, .tab: true
    case .viewThatFits, .grid, .gridRow, .lazyVGrid, .navigationSplitView, .list, .section: true
    default: false
    }
  }
}
