extension Listing {
  /// A grouped list shows its sections' headers upper-cased (SwiftUI's default `textCase` for
  /// them); a `textCase` around the header, `none` included (`.textCase(nil)` on the list or
  /// section, the usual way to keep headers as written), wins. Headers are footnote text, or
  /// larger with `headerProminence(.increased)`.
  func environment(ofChild n: Int, _ env: InheritedEnvironment) -> InheritedEnvironment {
    var env = env
    switch self {
    case .list(let style, _):
      env.sectionHeaderCase = style.sectionHeaderCase
    case .section(let hasHeader, _):
      if n == 0, hasHeader {
        // A header is footnote text; `headerProminence(.increased)` shows it larger and as written.
        env.font = env.isHeaderProminent ? ListMetrics.prominentHeaderFont : Font(style: .footnote)
        if let headerCase = env.sectionHeaderCase, !env.text.isTextCaseSet, !env.isHeaderProminent {
          env.text.textCase = headerCase
        }
      }
      env.sectionHeaderCase = nil
    }
    return env
  }

  /// A list arranges its sections (`ListLayout`); a section outside a list is its rows, one
  /// under the other.
  func layoutKind(_ site: ElementSite, in compiler: inout Compiler) -> LayoutKind {
    switch self {
    case .list(let style, _):
      var layout = Self.listLayout(site.children, style: style, in: compiler)
      if let spacing = site.env.listSectionSpacing { layout.sectionSpacing = spacing }
      return .list(layout)
    case .section:
      return .stack(
        StackLayout(
          axis: .vertical, crossAlignment: .horizontal(.leading), spacing: ControlMetrics.defaultSpacing))
    }
  }

  /// A list's sections: a bare `Section` child gives its header, rows and footer; consecutive
  /// other children are the rows of a section with no header.
  private static func listLayout(_ children: [Int32], style: ListStyle, in compiler: Compiler) -> ListLayout {
    var sections: [ListSection] = []
    for child in children {
      let node = compiler.tree.nodes[Int(child)]
      if node.coreOf >= 0,
        case .listing(.section(let hasHeader, let hasFooter)) = compiler.tree.placed[Int(node.coreOf)].element
      {
        var rows = Array(compiler.tree.children(of: child))
        let header = hasHeader && !rows.isEmpty ? rows.removeFirst() : nil
        let footer = hasFooter && !rows.isEmpty ? rows.removeLast() : nil
        sections.append(ListSection(node: child, header: header, rows: rows, footer: footer))
      } else if let last = sections.last, last.node == nil {
        sections[sections.count - 1].rows.append(child)
      } else {
        sections.append(ListSection(node: nil, header: nil, rows: [child], footer: nil))
      }
    }
    let inset = ListMetrics.horizontalInset(compiler.context.horizontalSizeClass)
    var rowInsets: [Int32: EdgeInsets] = [:]
    if !compiler.listRowInsets.isEmpty {
      for row in sections.flatMap(\.rows) { rowInsets[row] = compiler.listRowInsets[row] }
    }
    return ListLayout(
      style: style, cardInset: style.insetsRows ? inset : 0, rowInset: inset, sections: sections,
      rowInsets: rowInsets)
  }
}
