/// The sidebar column of a `NavigationSplitView` at regular width, where SwiftUI gives a `List`
/// of the automatic style the sidebar style (`ListStyle.sidebar`), drawn as iPadOS draws a
/// sidebar: no cards around the sections.
enum SidebarColumn {
  /// `column` with every automatic-style `List` in it (not inside another split view) set to
  /// `sidebar`; the same value when it has none.
  static func resolvingListStyles(_ column: ViewNode) -> ViewNode {
    var copy = column
    switch column.element {
    case .listing(.list(.automatic, let isForm)) where !isForm:
      copy.element = .listing(.list(style: .sidebar, isForm: false))
    case .navigation(.splitView):
      return column
    default: break
    }
    for n in copy.children.indices { copy.children[n] = resolvingListStyles(copy.children[n]) }
    for n in copy.variants.indices { copy.variants[n].node = resolvingListStyles(copy.variants[n].node) }
    return copy
  }
}
