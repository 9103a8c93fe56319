import LayoutMapping
import SwiftSyntax

/// SwiftUI's `@ScaledMetric`: a number that grows and shrinks with Dynamic Type. The evaluator
/// cannot scale it (the type size is the layout's, chosen after reading), so a property so marked
/// holds the call SwiftUI's property wrapper stands for, `ScaledMetric(wrappedValue: 24,
/// relativeTo: .title)`, and the mapper reads that where a length or padding is expected as the
/// scaled metric a layout file writes `{scaled: 24, relativeTo: title}`. Anywhere else a number is
/// needed it is its value at the default type size (Large), as before.
extension Evaluator {
  /// The fields of `instance` its `@ScaledMetric` properties hold, made scaled metrics: called
  /// once an instance is initialized, so the initial value and one given by the initializer are
  /// read alike.
  func markScaledMetrics(of type: TypeDeclaration, in instance: inout Instance) {
    for property in type.storedProperties where property.attributes.contains("ScaledMetric") {
      guard let number = instance.fields[property.name]?.number else { continue }
      let source = location(property.syntax, property.file)
      instance.fields[property.name] = .value(
        .call(
          Call(
            name: "ScaledMetric",
            arguments: [
              Argument(label: "wrappedValue", value: .number(number), source: source),
              Argument(
                label: "relativeTo", value: .member(base: nil, name: property.scaledRelativeTo),
                source: source),
            ], source: source)))
    }
  }

  /// `metric * n`, `n * metric` and `metric / n`: a scaled metric still, as SwiftUI's scaled value
  /// times a constant is; `nil` for any other pair.
  func scaledProduct(_ op: String, _ left: Evaluated, _ right: Evaluated) -> Evaluated? {
    func metric(_ value: Evaluated) -> Call? {
      guard case .value(.call(let call)) = value, call.name == "ScaledMetric", call.base == nil else {
        return nil
      }
      return call
    }
    let scaled: (call: Call, factor: Double)
    switch (op, metric(left), metric(right), left.number, right.number) {
    case ("*", let call?, nil, _, let n?), ("*", nil, let call?, let n?, _): scaled = (call, n)
    case ("/", let call?, nil, _, let n?) where n != 0: scaled = (call, 1 / n)
    default: return nil
    }
    var call = scaled.call
    guard let index = call.arguments.firstIndex(where: { $0.label == "wrappedValue" }),
      case .number(let n) = call.arguments[index].value
    else { return nil }
    call.arguments[index].value = .number(n * scaled.factor)
    return .value(.call(call))
  }
}

extension StoredProperty {
  /// The text style a `@ScaledMetric` property scales with: its `relativeTo:` (`.title`,
  /// `Font.TextStyle.title`), else `body`, as SwiftUI's default.
  var scaledRelativeTo: String {
    guard let declaration = syntax.parent?.parent?.as(VariableDeclSyntax.self) else { return "body" }
    for case .attribute(let attribute) in declaration.attributes
    where attribute.attributeName.trimmedDescription == "ScaledMetric" {
      guard case .argumentList(let arguments)? = attribute.arguments,
        let style = arguments.first(where: { $0.label?.text == "relativeTo" }),
        let member = style.expression.as(MemberAccessExprSyntax.self)
      else { return "body" }
      return member.declName.baseName.text
    }
    return "body"
  }
}
