import LayoutEngine

extension ViewMapper {
  /// A `.toolbar { … }` closure's items by placement: `ToolbarItem(placement:)` and
  /// `ToolbarItemGroup(placement:)` where SwiftUI puts them on iOS, bare views trailing (SwiftUI's
  /// `.automatic`); placements the preview has no bar for are left out with a warning.
  func toolbar(_ value: SourceValue, _ inherited: Inherited) -> ToolbarItems? {
    guard case .closure(let closure) = value else { return nil }
    report(closure.warnings)
    var items = ToolbarItems()
    for call in closure.views {
      let isItem = call.base == nil && (call.name == "ToolbarItem" || call.name == "ToolbarItemGroup")
      let placement = isItem ? call.argument("placement").flatMap { ValueConverter.name($0.value) } : nil
      let views =
        isItem ? content(of: call, label: nil).flatMap { nodes($0, inherited) } : nodes(call, inherited)
      switch placement ?? "automatic" {
      case "topBarLeading", "navigationBarLeading", "cancellationAction", "navigation":
        items.topBarLeading += views
      case "topBarTrailing", "navigationBarTrailing", "primaryAction", "confirmationAction", "automatic",
        "destructiveAction":
        items.topBarTrailing += views
      case "bottomBar":
        items.bottomBar += views
      case let other:
        warn(
          "toolbar placement '.\(other)' has no bar in the preview; its items are left out",
          at: call.argument("placement")?.source ?? call.source)
      }
    }
    return items
  }
}
