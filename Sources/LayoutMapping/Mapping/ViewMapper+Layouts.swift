import LayoutEngine

extension ViewMapper {
  /// SwiftUI's built-in layouts and the containers they lay out like, with the same arguments
  /// (`HStackLayout(alignment: .top, spacing: 8)` is `HStack(alignment: .top, spacing: 8)`).
  static let layoutContainers = [
    "HStackLayout": "HStack", "VStackLayout": "VStack", "ZStackLayout": "ZStack", "GridLayout": "Grid",
  ]

  /// A layout called with content (`HStackLayout { … }`, or `AnyLayout(VStackLayout()) { … }` as
  /// the Swift reader writes `layout { … }`) as its container's call; any other call unchanged.
  /// A layout the vocabulary does not have (a custom `Layout` of the app's) is a vertical stack,
  /// with a warning: the preview does not run a layout's code.
  func layoutContainer(_ call: Call) -> Call {
    guard call.base == nil, !call.isPlaceholder else { return call }
    var call = call
    if call.name == "AnyLayout", let first = call.arguments.first, first.label == nil,
      case .call(let layout) = first.value
    {
      call.name = layout.name
      call.arguments = layout.arguments + call.arguments.dropFirst()
      if Self.layoutContainers[layout.name] == nil {
        warn(
          "'\(layout.name)' is a custom layout the preview does not run; its views are drawn in a VStack",
          at: call.source, once: "layout \(layout.name)")
        call.name = "VStack"
        call.arguments = call.arguments.filter { $0.value.isClosure }
      }
    }
    if let container = Self.layoutContainers[call.name] { call.name = container }
    return call
  }
}

extension SourceValue {
  /// Whether it is a closure (a view's content).
  fileprivate var isClosure: Bool {
    if case .closure = self { return true }
    return false
  }
}
