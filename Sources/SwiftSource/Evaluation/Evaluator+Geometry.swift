import Foundation
import LayoutEngine
import LayoutMapping
import SwiftSyntax

/// The geometry layout code computes with, as instances of library types with their fields:
/// `CGSize` (`width`, `height`), `CGPoint` (`x`, `y`), `CGRect` (`origin`, `size`, and the
/// computed `minX` … `midY`), `ProposedViewSize` (`width`, `height`, each a number or `nil`),
/// `ViewDimensions`, `Angle` and `UnitPoint`; and the math functions such code calls. Being
/// instances, they are read, copied and assigned field by field (`size.width += 8`) as the
/// files' own structs are.
extension Evaluator {
  /// An instance of a library type with `fields` in order.
  static func made(_ type: String, _ fields: KeyValuePairs<String, Evaluated>) -> Evaluated {
    .instance(
      Instance(
        type: type, fields: Dictionary(fields.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a }),
        order: fields.map(\.key)))
  }

  static func number(_ value: Double) -> Evaluated { .value(.number(value)) }

  static func size(_ size: Size) -> Evaluated {
    made("CGSize", ["width": number(size.width), "height": number(size.height)])
  }

  static func point(_ point: Point) -> Evaluated {
    made("CGPoint", ["x": number(point.x), "y": number(point.y)])
  }

  static func rect(_ rect: Rect) -> Evaluated {
    made("CGRect", ["origin": point(rect.origin), "size": size(rect.size)])
  }

  static func proposal(_ proposal: ProposedViewSize) -> Evaluated {
    made(
      "ProposedViewSize",
      [
        "width": proposal.width.map(number) ?? .value(.null),
        "height": proposal.height.map(number) ?? .value(.null),
      ])
  }

  static func angle(radians: Double) -> Evaluated { made("Angle", ["radians": number(radians)]) }

  /// `UIScreen.main` on a screen of `size` points: its `bounds`.
  static func screen(_ size: Size) -> Evaluated {
    made("UIScreen", ["bounds": rect(Rect(origin: .zero, size: size))])
  }

  /// A `GeometryReader`'s proxy as layout-time code reads it: its `size`; `frame(in:)` (a method,
  /// `geometryMethod`); `safeAreaInsets`, which the preview does not know (its edges are NaN, so
  /// code that uses them cannot be computed and says so).
  static func geometryProxy(_ size: Size) -> Evaluated {
    made(
      "GeometryProxy",
      [
        "size": Self.size(size),
        "safeAreaInsets": made(
          "EdgeInsets",
          ["top": number(.nan), "leading": number(.nan), "bottom": number(.nan), "trailing": number(.nan)]),
      ])
  }

  /// `CGSize(width:height:)`, `CGPoint(x:y:)`, `CGRect(x:y:width:height:)`,
  /// `CGRect(origin:size:)`, `ProposedViewSize(width:height:)`, `ProposedViewSize(size)`,
  /// `Angle(degrees:)`, `UnitPoint(x:y:)`, and the math functions (`abs`, `sqrt`, `sin`, `cos`,
  /// `atan2`, `floor`, `ceil`, `round`, `pow`, `hypot`, `zip`, `stride`); `nil` for other names.
  func geometryCall(_ name: String, _ node: FunctionCallExprSyntax, _ context: Context) -> Evaluated? {
    guard Self.geometryCalls.contains(name) else { return nil }
    // View code keeps geometry as written (`.offset(CGSize(width: 4, height: 4))`), which the
    // mapper reads; only layout code computes with it.
    if proxies == nil, Self.geometryTypes.contains(name) { return nil }
    let arguments = node.arguments.map { ($0.label?.text, evaluate($0.expression, context)) }
    func argument(_ label: String?) -> Evaluated? { arguments.first { $0.0 == label }?.1 }
    func numbers(_ labels: String?...) -> [Double]? {
      let values = labels.map { argument($0)?.number }
      return values.contains { $0 == nil } ? nil : values.map { $0! }
    }
    let value: Evaluated?
    switch name {
    case "CGSize":
      value =
        numbers("width", "height").map { Self.size(Size(width: $0[0], height: $0[1])) }
        ?? (arguments.isEmpty ? Self.size(.zero) : nil)
    case "CGPoint":
      value =
        numbers("x", "y").map { Self.point(Point(x: $0[0], y: $0[1])) }
        ?? (arguments.isEmpty ? Self.point(.zero) : nil)
    case "CGVector":
      value = numbers("dx", "dy").map {
        Self.made("CGVector", ["dx": Self.number($0[0]), "dy": Self.number($0[1])])
      }
    case "CGRect":
      if let origin = argument("origin").flatMap(Self.point(of:)),
        let size = argument("size").flatMap(Self.size(of:))
      {
        value = Self.rect(Rect(origin: origin, size: size))
      } else {
        value =
          numbers("x", "y", "width", "height").map {
            Self.rect(Rect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]))
          } ?? (arguments.isEmpty ? Self.rect(Rect(x: 0, y: 0, width: 0, height: 0)) : nil)
      }
    case "ProposedViewSize":
      if arguments.count == 1, arguments[0].0 == nil, let size = Self.size(of: arguments[0].1) {
        value = Self.proposal(ProposedViewSize(size))
      } else if let width = argument("width"), let height = argument("height"),
        let proposal = Self.proposal(width: width, height: height)
      {
        value = Self.proposal(proposal)
      } else {
        value = nil
      }
    case "UnitPoint":
      value = numbers("x", "y").map {
        Self.made("UnitPoint", ["x": Self.number($0[0]), "y": Self.number($0[1])])
      }
    case "Angle":
      if let degrees = argument("degrees")?.number {
        value = Self.angle(radians: degrees * .pi / 180)
      } else {
        value = argument("radians")?.number.map { Self.angle(radians: $0) }
      }
    case "zip":
      guard arguments.count == 2, let a = elements(of: arguments[0].1, limit: limits.maximumElements),
        let b = elements(of: arguments[1].1, limit: limits.maximumElements)
      else { return unknown(node) }
      return .array(zip(a, b).map { .tuple([(nil, $0), (nil, $1)]) })
    case "stride":
      guard let from = argument("from")?.number, let by = argument("by")?.number, by != 0,
        let end = (argument("to") ?? argument("through"))?.number
      else { return unknown(node) }
      let closed = argument("through") != nil
      var values: [Evaluated] = []
      var next = from
      while by > 0 ? (closed ? next <= end : next < end) : (closed ? next >= end : next > end) {
        guard values.count < limits.maximumElements || allowsArray(values.count + 1, node, context.file)
        else {
          return unknown(node)
        }
        values.append(Self.number(next))
        next = from + Double(values.count) * by
      }
      return .array(values)
    default:
      value = mathFunction(name, arguments.map(\.1).map(\.number))
    }
    return value.map { checkedGeometry($0, node, context) } ?? unknown(node)
  }

  static let geometryTypes: Set<String> = [
    "CGSize", "CGPoint", "CGVector", "CGRect", "ProposedViewSize", "UnitPoint", "Angle",
  ]

  private static let geometryCalls: Set<String> = [
    "CGSize", "CGPoint", "CGVector", "CGRect", "ProposedViewSize", "UnitPoint", "Angle", "zip", "stride",
    "abs", "sqrt", "sin", "cos", "tan", "asin", "acos", "atan", "atan2", "floor", "ceil", "round", "pow",
    "hypot", "fabs",
  ]

  /// A math function of known numbers.
  private func mathFunction(_ name: String, _ numbers: [Double?]) -> Evaluated? {
    let values = numbers.compactMap { $0 }
    guard values.count == numbers.count else { return nil }
    let result: Double?
    switch (name, values.count) {
    case ("abs", 1), ("fabs", 1): result = Swift.abs(values[0])
    case ("sqrt", 1): result = values[0].squareRoot()
    case ("sin", 1): result = Foundation.sin(values[0])
    case ("cos", 1): result = Foundation.cos(values[0])
    case ("tan", 1): result = Foundation.tan(values[0])
    case ("asin", 1): result = Foundation.asin(values[0])
    case ("acos", 1): result = Foundation.acos(values[0])
    case ("atan", 1): result = Foundation.atan(values[0])
    case ("atan2", 2): result = Foundation.atan2(values[0], values[1])
    case ("floor", 1): result = values[0].rounded(.down)
    case ("ceil", 1): result = values[0].rounded(.up)
    case ("round", 1): result = values[0].rounded()
    case ("pow", 2): result = Foundation.pow(values[0], values[1])
    case ("hypot", 2): result = Foundation.hypot(values[0], values[1])
    default: result = nil
    }
    return result.map(Self.number)
  }

  /// `value` with every number in it checked (NaN is not a number a layout can use).
  private func checkedGeometry(_ value: Evaluated, _ node: some SyntaxProtocol, _ context: Context)
    -> Evaluated
  {
    switch value {
    case .value(.number(let number)): return checkedNumber(number, node, context.file)
    case .instance(let instance):
      for name in instance.order {
        if case .unknown = checkedGeometry(instance.fields[name] ?? .value(.null), node, context) {
          return unknown(node)
        }
      }
      return value
    default: return value
    }
  }

  /// `CGSize.zero`, `ProposedViewSize.unspecified`, `CGFloat.infinity`, `.pi`: a static member of
  /// a geometry or number type, `nil` for any other.
  static func geometryStatic(_ type: String, _ name: String) -> Evaluated? {
    switch (type, name) {
    case ("CGSize", "zero"): return size(.zero)
    case ("CGPoint", "zero"): return point(.zero)
    case ("CGRect", "zero"): return rect(Rect(x: 0, y: 0, width: 0, height: 0))
    case ("ProposedViewSize", "unspecified"): return proposal(.unspecified)
    case ("ProposedViewSize", "zero"): return proposal(.zero)
    case ("ProposedViewSize", "infinity"): return proposal(.infinity)
    case ("Angle", "zero"): return angle(radians: 0)
    case ("CGFloat", _), ("Double", _), ("Float", _):
      switch name {
      case "infinity", "greatestFiniteMagnitude": return number(.infinity)
      case "pi": return number(.pi)
      case "zero": return number(0)
      case "ulpOfOne": return number(.ulpOfOne)
      default: return nil
      }
    default: return nil
    }
  }

  /// `.infinity`, `.pi` or `.zero` beside a number (`x < .infinity`, `angle - .pi / 2`): the
  /// number it is there, as Swift infers `CGFloat`'s member from the other operand.
  static func numeric(_ value: Evaluated, beside other: Evaluated) -> Evaluated {
    guard case .value(.member(nil, let name)) = value, other.number != nil,
      let number = geometryStatic("CGFloat", name)
    else { return value }
    return number
  }

  /// `Angle.degrees(30)`, `.radians(x)`: an angle made by its static function.
  func angleCall(_ name: String, _ node: FunctionCallExprSyntax, _ context: Context) -> Evaluated? {
    guard proxies != nil, name == "degrees" || name == "radians", node.arguments.count == 1,
      let value = node.arguments.first.map({ evaluate($0.expression, context) })?.number
    else { return nil }
    return Self.angle(radians: name == "degrees" ? value * .pi / 180 : value)
  }

  /// A computed property of a geometry value (`rect.maxX`, `angle.degrees`).
  static func geometryProperty(_ name: String, of instance: Instance) -> Evaluated? {
    func number(_ field: String, of value: Evaluated?) -> Double? {
      guard case .instance(let inner)? = value else { return nil }
      return inner.fields[field]?.number
    }
    switch instance.type {
    case "CGRect":
      guard let x = number("x", of: instance.fields["origin"]),
        let y = number("y", of: instance.fields["origin"]),
        let width = number("width", of: instance.fields["size"]),
        let height = number("height", of: instance.fields["size"])
      else { return nil }
      let values = [
        "minX": x, "minY": y, "maxX": x + width, "maxY": y + height, "midX": x + width / 2,
        "midY": y + height / 2, "width": width, "height": height,
      ]
      return values[name].map(Self.number)
    case "Angle":
      guard name == "degrees", let radians = instance.fields["radians"]?.number else { return nil }
      return Self.number(radians * 180 / .pi)
    default: return nil
    }
  }

  /// A method of a geometry value: `proposal.replacingUnspecifiedDimensions(by:)`,
  /// `rect.insetBy(dx:dy:)`, `rect.offsetBy(dx:dy:)`.
  func geometryMethod(
    _ name: String, of instance: Instance, _ node: FunctionCallExprSyntax, _ context: Context
  ) -> Evaluated? {
    let arguments = node.arguments.map { ($0.label?.text, evaluate($0.expression, context)) }
    switch (instance.type, name) {
    case ("GeometryProxy", "frame"):
      // In its own space (`.local`) the reader's frame starts at zero; where it is on the screen
      // (`.global`, a named space) is not known while sizing: its origin is NaN.
      guard let size = instance.fields["size"].flatMap(Self.size(of:)) else { return nil }
      let local: Bool
      if case .value(.member(_, "local"))? = arguments.first?.1 { local = true } else { local = false }
      let origin = local ? Point.zero : Point(x: .nan, y: .nan)
      return Self.rect(Rect(origin: origin, size: size))
    case ("ProposedViewSize", "replacingUnspecifiedDimensions"):
      guard let proposal = Self.proposal(of: .instance(instance)) else { return nil }
      let by = arguments.first.map { Self.size(of: $0.1) } ?? Size(width: 10, height: 10)
      return by.map { Self.size(proposal.replacingUnspecifiedDimensions(by: $0)) }
    case ("CGRect", "insetBy"), ("CGRect", "offsetBy"):
      guard let rect = Self.rect(of: .instance(instance)), arguments.count == 2,
        let dx = arguments[0].1.number, let dy = arguments[1].1.number
      else { return nil }
      if name == "offsetBy" {
        return Self.rect(Rect(x: rect.minX + dx, y: rect.minY + dy, width: rect.width, height: rect.height))
      }
      return Self.rect(
        Rect(
          x: rect.minX + dx, y: rect.minY + dy, width: max(0, rect.width - 2 * dx),
          height: max(0, rect.height - 2 * dy)))
    default: return nil
    }
  }

  /// A layout's field as its code computes with it: the geometry view code keeps as written
  /// (`CGSize(width: 40, height: 40)`, `CGFloat.infinity`, `Angle.degrees(30)`), read when the
  /// layout was made, as the values layout code makes.
  static func computable(_ value: Evaluated) -> Evaluated {
    switch value {
    case .value(.member(let base?, let name)): return geometryStatic(base, name) ?? value
    case .array(let elements): return .array(elements.map(computable))
    case .instance(var instance):
      instance.fields = instance.fields.mapValues(computable)
      return .instance(instance)
    case .value(.call(let call)) where call.modifiers.isEmpty:
      var numbers: [String: Double?] = [:]
      for argument in call.arguments {
        switch argument.value {
        case .number(let number): numbers[argument.label ?? "_"] = .some(number)
        case .null: numbers[argument.label ?? "_"] = .some(nil)
        case .member(_, "infinity"): numbers[argument.label ?? "_"] = .some(.infinity)
        default: return value
        }
      }
      func n(_ label: String) -> Double? { numbers[label] ?? nil }
      switch (call.base ?? "", call.name, Set(numbers.keys)) {
      case ("", "CGSize", ["width", "height"]):
        return size(Size(width: n("width") ?? 0, height: n("height") ?? 0))
      case ("", "CGPoint", ["x", "y"]): return point(Point(x: n("x") ?? 0, y: n("y") ?? 0))
      case ("", "CGRect", ["x", "y", "width", "height"]):
        return rect(Rect(x: n("x") ?? 0, y: n("y") ?? 0, width: n("width") ?? 0, height: n("height") ?? 0))
      case ("", "UnitPoint", ["x", "y"]):
        return made("UnitPoint", ["x": number(n("x") ?? 0), "y": number(n("y") ?? 0)])
      case ("", "ProposedViewSize", ["width", "height"]):
        return proposal(ProposedViewSize(width: numbers["width"] ?? nil, height: numbers["height"] ?? nil))
      case ("", "Angle", ["degrees"]), ("Angle", "degrees", ["_"]), ("", "degrees", ["_"]):
        return angle(radians: (n("degrees") ?? n("_") ?? 0) * .pi / 180)
      case ("", "Angle", ["radians"]), ("Angle", "radians", ["_"]), ("", "radians", ["_"]):
        return angle(radians: n("radians") ?? n("_") ?? 0)
      default: return value
      }
    default: return value
    }
  }

  // MARK: - Reading values back

  /// A size: a `CGSize`, or `.zero`.
  static func size(of value: Evaluated) -> Size? {
    pair(value, "CGSize", "width", "height").map { Size(width: $0.0, height: $0.1) }
  }

  /// A point: a `CGPoint`, or `.zero`.
  static func point(of value: Evaluated) -> Point? {
    pair(value, "CGPoint", "x", "y").map { Point(x: $0.0, y: $0.1) }
  }

  /// The numbers in fields `first` and `second` of an instance of `type`; both 0 for `.zero`.
  private static func pair(_ value: Evaluated, _ type: String, _ first: String, _ second: String) -> (
    Double, Double
  )? {
    if case .value(.member(_, "zero")) = value { return (0, 0) }
    guard case .instance(let instance) = value, instance.type == type,
      let a = instance.fields[first]?.number, let b = instance.fields[second]?.number
    else { return nil }
    return (a, b)
  }

  /// A rectangle: a `CGRect`.
  static func rect(of value: Evaluated) -> Rect? {
    guard case .instance(let instance) = value, instance.type == "CGRect",
      let origin = instance.fields["origin"].flatMap(point(of:)),
      let size = instance.fields["size"].flatMap(size(of:))
    else { return nil }
    return Rect(origin: origin, size: size)
  }

  /// A proposal: a `ProposedViewSize`, or `.unspecified`, `.zero`, `.infinity`.
  static func proposal(of value: Evaluated) -> ProposedViewSize? {
    switch value {
    case .value(.member(_, "unspecified")): return .unspecified
    case .value(.member(_, "zero")): return .zero
    case .value(.member(_, "infinity")): return .infinity
    case .instance(let instance) where instance.type == "ProposedViewSize":
      guard let width = instance.fields["width"], let height = instance.fields["height"] else { return nil }
      return proposal(width: width, height: height)
    default: return nil
    }
  }

  /// A proposal of two dimensions, each a number or `nil`.
  static func proposal(width: Evaluated, height: Evaluated) -> ProposedViewSize? {
    func dimension(_ value: Evaluated) -> Double?? {
      if case .value(.null) = value { return .some(nil) }
      if case .value(.member(_, "infinity")) = value { return .some(.infinity) }
      return value.number.map { .some($0) }
    }
    guard let width = dimension(width), let height = dimension(height) else { return nil }
    return ProposedViewSize(width: width, height: height)
  }

  /// An anchor: `.center`, `UnitPoint.topLeading`, `UnitPoint(x:y:)`.
  static func unitPoint(of value: Evaluated) -> UnitPoint? {
    switch value {
    case .value(.member(_, let name)): return unitPoints[name]
    case .instance(let instance) where instance.type == "UnitPoint":
      guard let x = instance.fields["x"]?.number, let y = instance.fields["y"]?.number else { return nil }
      return UnitPoint(x: x, y: y)
    default: return nil
    }
  }

  private static let unitPoints: [String: UnitPoint] = [
    "zero": .zero, "center": .center, "leading": .leading, "trailing": .trailing, "top": .top,
    "bottom": .bottom, "topLeading": .topLeading, "topTrailing": .topTrailing,
    "bottomLeading": .bottomLeading, "bottomTrailing": .bottomTrailing,
  ]
}
