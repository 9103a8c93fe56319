import LayoutEngine
import LayoutMapping
import SwiftSyntax

/// What layout code does with its subviews (`subviews[i]`, `for subview in subviews`): ask each
/// for its size under a proposal, its dimensions, spacing preferences, priority and layout values,
/// and place it. Each question goes to `Evaluator.proxies`, the engine's proxies while laying out.
extension Evaluator {
  /// `subviews` as layout code sees it: an array of the subviews' proxies, so `count`, indices,
  /// iteration, `map`, `enumerated()` and `first` work as for any array.
  func subviewsValue(_ proxies: any SubviewProxies) -> Evaluated {
    .array((0..<proxies.count).map { .proxy(.subview($0)) })
  }

  /// `subview.spacing`, `subview.priority`.
  func proxyMember(_ name: String, of proxy: LayoutProxy, _ node: some SyntaxProtocol) -> Evaluated {
    guard let proxies, case .subview(let index) = proxy else { return unknown(node) }
    switch name {
    case "spacing": return .proxy(.spacing(index))
    case "priority": return Self.number(proxies.priority(index))
    default: return unknown(node)
    }
  }

  /// `subview.sizeThatFits(_:)`, `subview.dimensions(in:)`, `subview.place(at:anchor:proposal:)`
  /// and `spacing.distance(to:along:)`.
  func proxyMethod(
    _ name: String, of proxy: LayoutProxy, _ node: FunctionCallExprSyntax, _ context: Context
  ) -> Evaluated {
    guard let proxies else { return unknown(node) }
    let arguments = node.arguments.map { ($0.label?.text, evaluate($0.expression, context)) }
    func argument(_ label: String?) -> Evaluated? { arguments.first { $0.0 == label }?.1 }
    switch (proxy, name) {
    case (.subview(let index), "sizeThatFits"):
      guard let proposal = argument(nil).flatMap(Self.proposal(of:)) else { break }
      return Self.size(proxies.size(index, proposal))
    case (.subview(let index), "dimensions"):
      guard let proposal = argument("in").flatMap(Self.proposal(of:)) else { break }
      let size = proxies.size(index, proposal)
      return Self.made(
        "ViewDimensions", ["width": Self.number(size.width), "height": Self.number(size.height)])
    case (.subview(let index), "place"):
      guard let position = argument("at").flatMap(Self.point(of:)),
        let anchor = argument("anchor").map(Self.unitPoint(of:)) ?? .topLeading,
        let proposal = argument("proposal").map(Self.proposal(of:)) ?? .unspecified
      else { break }
      proxies.place(index, at: position, anchor: anchor, proposal: proposal)
      return .value(.null)
    case (.spacing(let index), "distance"):
      guard case .proxy(.spacing(let next))? = argument("to"),
        case .value(.member(_, let axis))? = argument("along"),
        let along = Axis(rawValue: axis)
      else { break }
      return Self.number(proxies.distance(index, to: next, along: along))
    default: break
    }
    warn(
      "'\(Self.text(of: node))' is not a question the preview can answer for a layout's subview",
      at: node, context.file)
    return unknown(node)
  }

  /// `subview[Rank.self]`: the value the subview set with `.layoutValue(key: Rank.self, value:)`,
  /// else the key's `defaultValue`.
  func layoutValue(_ proxy: LayoutProxy, key: Evaluated, _ node: some SyntaxProtocol) -> Evaluated {
    guard let proxies, case .subview(let index) = proxy, case .typeName(let type) = key else {
      return unknown(node)
    }
    if let value = proxies.value(index, key: type) { return .value(value) }
    return staticMember("defaultValue", of: type) ?? unknown(node)
  }

  /// A subscript of layout code: `subview[Rank.self]`, or a guide of a view's dimensions
  /// (`d[.leading]`, `d[HorizontalAlignment.center]`: its offset from the view's leading edge or
  /// top, a text baseline at the bottom as the engine keeps it; `d[explicit: .top]` is `nil`: the
  /// dimensions hold no view's own `.alignmentGuide`, in layout code or in a guide closure, which
  /// sees its view's default guides); `nil` for any other.
  func layoutSubscript(_ base: Evaluated, _ node: SubscriptCallExprSyntax, _ context: Context) -> Evaluated? {
    guard node.arguments.count == 1, let argument = node.arguments.first else { return nil }
    switch base {
    case .proxy(let proxy):
      return layoutValue(proxy, key: evaluate(argument.expression, context), node)
    case .instance(let instance) where instance.type == "ViewDimensions":
      guard let width = instance.fields["width"]?.number, let height = instance.fields["height"]?.number
      else { return nil }
      let guide = evaluate(argument.expression, context)
      if argument.label?.text == "explicit" { return .value(.null) }
      // A guide of the app's own (`d[.myCenter]`), at its default.
      if case .value(.customAlignment(let key)) = guide {
        let d = ViewDimensions(size: Size(width: width, height: height))
        switch key {
        case .horizontal(let alignment): return Self.number(d[alignment])
        case .vertical(let alignment): return Self.number(d[alignment])
        }
      }
      guard case .value(.member(let type, let name)) = guide else { return nil }
      switch name {
      case "leading", "top": return Self.number(0)
      case "trailing": return Self.number(width)
      case "bottom", "firstTextBaseline", "lastTextBaseline": return Self.number(height)
      // `.center` alone is ambiguous in Swift; a qualified one says which axis.
      case "center": return Self.number(type == "VerticalAlignment" ? height / 2 : width / 2)
      default: return nil
      }
    default: return nil
    }
  }
}
