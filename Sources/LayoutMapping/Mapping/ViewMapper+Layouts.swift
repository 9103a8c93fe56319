import LayoutEngine

extension ViewMapper {
  /// SwiftUI's built-in layouts and the containers they lay out like, with the same arguments
  /// (`HStackLayout(alignment: .top, spacing: 8)` is `HStack(alignment: .top, spacing: 8)`).
  static let layoutContainers = [
    "HStackLayout": "HStack", "VStackLayout": "VStack", "ZStackLayout": "ZStack", "GridLayout": "Grid",
  ]

  /// A layout called with content (`HStackLayout { … }`, or `AnyLayout(VStackLayout()) { … }` as
  /// the Swift reader writes `layout { … }`) as its container's call; any other call unchanged.
  /// A custom `Layout` of the app's whose code the Swift reader could not run (it said why) is a
  /// vertical stack, with a warning; one it runs is a node of its own (`customLayoutNode`).
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
          "'\(layout.name)' is a custom layout the preview could not run; its views are drawn in a VStack",
          at: call.source, once: "layout \(layout.name)")
        call.name = "VStack"
        call.arguments = call.arguments.filter { $0.value.isClosure }
      }
    }
    if let container = Self.layoutContainers[call.name] { call.name = container }
    return call
  }
}

extension ViewMapper {
  /// `AnyLayout(layout) { … }` of a custom layout the Swift reader evaluated
  /// (`SourceValue.layout`): the engine's custom-layout element with the content as its
  /// children, which the engine lays out by running the layout's code; `nil` for any other call.
  func customLayoutNode(_ call: Call, _ inherited: Inherited) -> ViewNode? {
    guard call.base == nil, !call.isPlaceholder, call.name == "AnyLayout",
      case .layout(_, let layout)? = call.arguments.first?.value
    else { return nil }
    let children = content(of: call, label: nil).flatMap { nodes($0, inherited.adding(call.modifiers)) }
    let node = ViewNode(.layout(layout), children: children, source: call.source)
    return applying(call.modifiers, to: node, of: layout.name, inherited)
  }

  /// `.layoutValue(key: Rank.self, value: 2)`: the value under the key type's name, for the
  /// custom layout the view is a subview of; `nil` for any other modifier.
  static func layoutValue(_ call: Call) -> Modifier? {
    guard call.name == "layoutValue", call.arguments.count == 2, call.arguments[0].label == "key",
      call.arguments[1].label == "value", case .member(let key?, "self") = call.arguments[0].value
    else { return nil }
    return .layoutValue(LayoutValue(named: key, value: call.arguments[1].value))
  }
}

extension SourceValue {
  /// Whether it is a closure (a view's content).
  fileprivate var isClosure: Bool {
    if case .closure = self { return true }
    return false
  }
}
