import LayoutMapping
import SwiftSyntax

/// `TabView(selection: $tab)` over tabs tagged with the app's values (`.tag(Tab.home)`,
/// `Tab("Home", systemImage: "house", value: .home)`): the tab shown is the one whose tag is the
/// selection's value, as SwiftUI shows it. The engine's `TabView` counts tabs from 0, so the
/// value becomes that tab's index.
extension Evaluator {
  /// `call` with its `selection` the index of the tab tagged with its value; as it is when the
  /// selection is a number already or cannot be known. A known value no tab is tagged with is
  /// dropped, with a warning: SwiftUI then shows no tab's content, the preview the first.
  func selectingTaggedTab(_ call: Call, _ node: FunctionCallExprSyntax, _ context: Context) -> Call {
    guard call.name == "TabView", call.base == nil,
      let position = call.arguments.firstIndex(where: { $0.label == "selection" })
    else { return call }
    let selection = call.arguments[position].value
    switch selection {
    case .number, .placeholder: return call
    default: break
    }
    let tabs = call.arguments.flatMap { argument -> [Call] in
      guard case .closure(let closure) = argument.value else { return [] }
      return Self.tabs(in: closure.views)
    }
    var selecting = call
    if let index = tabs.firstIndex(where: { Self.tag(of: $0).map { Self.sameTag($0, selection) } == true }) {
      selecting.arguments[position].value = .number(Double(index))
    } else {
      selecting.arguments.remove(at: position)
      warn(
        "no tab of this TabView is tagged '\(selection.description)'; showing the first tab",
        at: node.arguments.first { $0.label?.text == "selection" }.map(Syntax.init) ?? Syntax(node),
        context.file)
    }
    return selecting
  }

  /// The tabs of a `TabView`'s content in order, a `ForEach`'s rows and a `Group`'s views spread.
  private static func tabs(in views: [Call]) -> [Call] {
    views.flatMap { view -> [Call] in
      guard view.base == nil, view.name == "ForEach" || view.name == "Group", view.modifiers.isEmpty else {
        return [view]
      }
      return view.arguments.flatMap { argument -> [Call] in
        guard case .closure(let closure) = argument.value else { return [] }
        return tabs(in: closure.views)
      }
    }
  }

  /// A tab's tag: its `Tab(…, value:)` or its last `.tag(_:)`.
  private static func tag(of tab: Call) -> SourceValue? {
    if tab.name == "Tab", let value = tab.argument("value")?.value { return value }
    return tab.modifiers.last { $0.name == "tag" }?.arguments.first?.value
  }

  /// Whether two tags are the same value: `.home` is `Tab.home`, as Swift infers the type.
  private static func sameTag(_ a: SourceValue, _ b: SourceValue) -> Bool {
    if case .member(let baseA, let nameA) = a, case .member(let baseB, let nameB) = b {
      return nameA == nameB && (baseA == nil || baseB == nil || baseA == baseB)
    }
    return a == b
  }
}
