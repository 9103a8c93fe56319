import LayoutEngine

extension ValueConverter {
  /// A length of `rule`, or a scaled metric's (`ScaledMetric(wrappedValue: 16, relativeTo: .title)`,
  /// as the Swift reader's evaluator gives a property so marked and a layout file's reader writes
  /// `{scaled: 16, relativeTo: title}`): its size at Large, scaling like its text style.
  package static func scalableLength(_ value: SourceValue, rule: NumberRule) throws(SpellingProblem)
    -> ScalableLength
  {
    let (value, scaledWith) = unscaled(value)
    let length = try number(value, rule: rule)
    return scaledWith.map { .scaled(length, relativeTo: $0) } ?? .fixed(length)
  }

  /// `value` with each `@ScaledMetric` in it (`ScaledMetric(wrappedValue: 24, relativeTo: .title)`,
  /// as the Swift reader's evaluator gives a property so marked) replaced by its number at Large,
  /// and the text style it scales with when the metric is the value itself or one of padding's
  /// arguments (`.padding(metric)`, `.padding(.horizontal, metric)`, `.frame(width: metric)`):
  /// there the length is a scaled metric, as a layout file's `{scaled: 24, relativeTo: title}` is.
  /// Inside `EdgeInsets(…)` it is its number at Large here; `scalableInsets(_:)` scales its edge.
  static func unscaled(_ value: SourceValue) -> (value: SourceValue, relativeTo: TextStyle?) {
    func metric(_ value: SourceValue) -> (Double, TextStyle)? {
      guard case .call(let call) = value, call.name == "ScaledMetric", call.base == nil,
        case .number(let amount)? = call.argument("wrappedValue")?.value
      else { return nil }
      let style = call.argument("relativeTo").flatMap { name($0.value) }.flatMap(TextStyle.init(rawValue:))
      return (amount, style ?? .body)
    }
    if let (amount, style) = metric(value) { return (.number(amount), style) }
    switch value {
    case .array(let parts):
      var style: TextStyle?
      let plain = parts.map { part -> SourceValue in
        guard let (amount, relativeTo) = metric(part) else { return part }
        style = relativeTo
        return .number(amount)
      }
      return (.array(plain), style)
    case .call(var call) where call.name == "EdgeInsets":
      for index in call.arguments.indices {
        if let (amount, _) = metric(call.arguments[index].value) {
          call.arguments[index].value = .number(amount)
        }
      }
      return (.call(call), nil)
    default:
      return (value, nil)
    }
  }
}
