import LayoutEngine

/// The shapes SwiftUI writes as members, `Shape`'s and `ButtonBorderShape`'s: one reading for both
/// readers, a layout file's `.rect(cornerRadius: 12)` parsed by `ValueExpression` first.
extension ValueConverter {
  /// The shape of SwiftUI's `Shape` members: `.capsule`, `.circle`, `.ellipse`, `.rect`,
  /// `.rect(cornerRadius: 12, style: .continuous)`, `.capsule(style: .continuous)` (a wireframe
  /// does not draw the corner style); `nil` for anything else (a view, a colour). `strict` (layout
  /// files) throws for an argument it does not know or a radius out of bounds; otherwise
  /// (Swift source) such a call is not a shape and unknown labels are left out.
  package static func shapeMember(_ value: SourceValue, strict: Bool = false) throws(SpellingProblem)
    -> Element?
  {
    switch value {
    case .member(let base, let name) where base == nil || base == "Shape":
      return ShapeMembers.element(named: name)
    case .call(let call)
    where (call.base == nil || call.base == "Shape") && ShapeMembers.names.contains(call.name):
      var radius: Double?
      for argument in call.arguments {
        switch argument.label {
        case "cornerRadius" where !strict || call.name == "rect":
          guard let given = try length(argument, strict: strict) else { return nil }
          radius = given
        case "style": continue
        default: if strict { throw .arguments }
        }
      }
      return ShapeMembers.element(named: call.name, cornerRadius: radius)
    default:
      return nil
    }
  }

  /// `.capsule`, `ButtonBorderShape.circle`, `.roundedRectangle`, `.buttonBorder`, or
  /// `.roundedRectangle(radius: 8)` with a length; `nil` for anything else. `strict` throws for
  /// `.roundedRectangle(…)` with other arguments or a radius out of bounds.
  package static func buttonBorderShape(_ value: SourceValue, strict: Bool) throws(SpellingProblem)
    -> ButtonBorderShape?
  {
    if case .call(let call) = value, call.name == "roundedRectangle",
      call.base == nil || call.base == "ButtonBorderShape"
    {
      guard call.arguments.count == 1, let radius = call.argument("radius") else {
        if strict { throw .arguments } else { return nil }
      }
      return try length(radius, strict: strict).map { .roundedRectangle(radius: $0) }
    }
    let name = Self.name(value)
    return ButtonBorderShape.named.first { $0.0 == name }?.1
  }

  /// `argument`'s length (`NumberRule.length`); strictly, a problem rather than `nil`.
  private static func length(_ argument: Argument, strict: Bool) throws(SpellingProblem) -> Double? {
    guard case .number(let number) = argument.value, number.isFinite else {
      if strict { throw .arguments } else { return nil }
    }
    guard let problem = NumberRule.length.problem(with: number) else { return number }
    if strict { throw .number(label: argument.label ?? "_", problem, written: argument.value) }
    return nil
  }
}
