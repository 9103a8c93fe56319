import LayoutEngine
import Yams

/// Reads the bar containers `NavigationStack`, `TabView` and `Tab` and checks their children:
/// a navigation stack and a tab have one root view, a tab view has only tabs.
struct BarElementReader {
  var context: ReadContext

  private var values: ValueReader { ValueReader(context: context) }

  /// The element `name` (one of the three) with `arguments`.
  func element(
    _ name: String, keyNode: Node, arguments: [String: MappingEntry]
  ) throws(LayoutFileError) -> Element {
    switch name {
    case "TabView":
      let selection = try arguments["selection"].map { entry throws(LayoutFileError) in
        try values.integer(entry.value, for: "selection", minimum: 0)
      }
      return .tabView(selection: selection ?? 0)
    case "Tab":
      guard let title = arguments["title"] else {
        throw context.error("'Tab' needs a title: write 'Tab: Inbox'", at: keyNode)
      }
      guard let symbol = arguments["systemImage"] else {
        throw context.error("'Tab' needs a 'systemImage', such as 'systemImage: tray'", at: keyNode)
      }
      return .tab(
        title: try values.string(title.value, for: "title"),
        systemImage: try values.string(symbol.value, for: "systemImage"))
    default:
      return .navigationStack(try navigationSpec(keyNode: keyNode, arguments: arguments))
    }
  }

  /// A `NavigationStack`'s bars from its arguments.
  private func navigationSpec(
    keyNode: Node, arguments: [String: MappingEntry]
  ) throws(LayoutFileError) -> NavigationBarSpec {
    guard let title = arguments["navigationTitle"] else {
      throw context.error(
        "'NavigationStack' needs a navigationTitle: write 'NavigationStack: Inbox'", at: keyNode)
    }
    var spec = NavigationBarSpec(title: try values.string(title.value, for: "navigationTitle"))
    if let mode = arguments["navigationBarTitleDisplayMode"] {
      let names = NavigationBarSpec.TitleDisplayMode.allCases.map(\.rawValue)
      spec.titleDisplayMode = NavigationBarSpec.TitleDisplayMode(
        rawValue: try values.name(
          mode.value, for: "navigationBarTitleDisplayMode", among: names, kind: "title display mode"))!
    }
    if let back = arguments["backButton"] {
      spec.backTitle = try values.string(back.value, for: "backButton")
    }
    if let search = arguments["searchable"] {
      spec.searchPrompt = try values.string(search.value, for: "searchable")
    }
    if let toolbar = arguments["toolbar"] {
      try readToolbar(toolbar.value, into: &spec)
    }
    return spec
  }

  /// `toolbar: {topBarTrailing: [nodes], topBarLeading: [...], bottomBar: [...]}`.
  private func readToolbar(_ yaml: Node, into spec: inout NavigationBarSpec) throws(LayoutFileError) {
    guard case .mapping(let mapping) = yaml else {
      throw context.expected(
        "a mapping of placements (topBarLeading, topBarTrailing, bottomBar) to lists of views",
        for: "toolbar", found: yaml)
    }
    for entry in try context.entries(of: mapping) {
      guard Vocabulary.toolbarPlacements.contains(entry.key) else {
        throw context.error(
          "unknown toolbar placement \(Sanitizer.quoted(entry.key)); expected one of "
            + Vocabulary.toolbarPlacements.map { "'\($0)'" }.joined(separator: ", "), at: entry.keyNode,
          suggestion: EditDistance.suggestion(for: entry.key, among: Vocabulary.toolbarPlacements))
      }
      guard case .sequence(let sequence) = entry.value else {
        throw context.expected("a list of views", for: entry.key, found: entry.value)
      }
      var items: [ViewNode] = []
      for item in sequence {
        items.append(try NodeReader(context: context).node(item, depth: 2))
      }
      switch entry.key {
      case "topBarLeading": spec.leadingItems = items
      case "topBarTrailing": spec.trailingItems = items
      default: spec.bottomItems = items
      }
    }
  }

  /// Checks the children of a bar container: one root view for `NavigationStack` and `Tab`, at
  /// least one `Tab` (and only tabs) for `TabView`, and a `selection` among them.
  func checkChildren(
    of element: Element, _ children: [ViewNode], childNodes: [Node], keyNode: Node
  ) throws(LayoutFileError) {
    switch element {
    case .navigation(.stack), .navigation(.tab):
      let name = element.typeName
      guard children.count == 1 else {
        let at = childNodes.count > 1 ? childNodes[1] : keyNode
        throw context.error(
          "'\(name)' has one root view, found \(children.count); wrap several in a VStack", at: at)
      }
    case .navigation(.tabView(let selection)):
      guard !children.isEmpty else {
        throw context.error("'TabView' needs at least one 'Tab' in its content", at: keyNode)
      }
      for (index, child) in children.enumerated() {
        guard case .navigation(.tab) = child.element else {
          throw context.error(
            "a TabView's content is a list of 'Tab's, found '\(child.element.typeName)'",
            at: childNodes[index])
        }
      }
      guard selection < children.count else {
        throw context.error(
          "'selection' is \(selection) but the TabView has \(children.count) tabs (counted from 0)",
          at: keyNode)
      }
    default:
      break
    }
  }
}
