import SwiftSyntax

extension Evaluator {
  /// `base.name(…)`: a modifier on a view, a method of a value of the files, or one of the few
  /// standard library methods view code uses on arrays, strings and numbers.
  func method(
    _ name: String, on base: Evaluated, _ node: FunctionCallExprSyntax, at site: some SyntaxProtocol,
    _ context: Context
  ) -> Evaluated {
    if let text = formattedValue(name, on: base, node, context) { return text }
    switch base {
    case .views, .value(.call):
      return modifier(name, on: base, node, at: site, context)
    case .instance(let instance):
      if let methods = declarations.types[instance.type]?.methods[name] {
        return invoke(methods, node, context, selfValue: base)
      }
      if let scoped = scope(name, of: base, node, context) { return scoped }
      if let value = geometryMethod(name, of: instance, node, context) { return value }
      return isView(base) ? modifier(name, on: base, node, at: site, context) : unknown(node)
    case .enumCase(let type, _):
      guard let methods = declarations.types[type]?.methods[name] else { return unknown(node) }
      return invoke(methods, node, context, selfValue: base)
    case .array(let elements):
      return arrayMethod(name, elements, node, context) ?? orderingMethod(name, elements, node, context)
        ?? unknown(node)
    case .dictionary(let entries):
      return dictionaryMethod(name, entries, node, context) ?? unknown(node)
    case .range:
      guard let elements = elements(of: base, limit: limits.maximumElements) else { return unknown(node) }
      return arrayMethod(name, elements, node, context) ?? unknown(node)
    case .value(.string(let text)):
      return stringMethod(name, text, node, context) ?? unknown(node)
    case .value(.number(let number)):
      switch name {
      case "formatted": return .value(.string(Self.describe(number)))
      case "rounded":
        // `rounded()`, `rounded(.up)`, `rounded(.down)`, `rounded(.towardZero)`.
        guard let rule = node.arguments.first else { return .value(.number(number.rounded())) }
        guard case .value(.member(_, let name)) = evaluate(rule.expression, context),
          let found = Self.roundingRules[name]
        else { return unknown(node) }
        return .value(.number(number.rounded(found)))
      case "squareRoot": return checkedNumber(number.squareRoot(), node, context.file)
      default: return unknown(node)
      }
    case .proxy(let proxy):
      return proxyMethod(name, of: proxy, node, context)
    case .value(.member(let type, _)), .value(.modified(.member(let type, _), _)):
      // `Color.green.tile()`: a colour is a view, so a `View` extension of the files applies to it.
      if type == "Color" || type == nil, declarations.types["View"]?.methods[name] != nil {
        return modifier(name, on: base, node, at: site, context)
      }
      fallthrough
    case .value(.modified):
      return modified(
        base,
        with: alignmentGuide(name, node, context, at: Syntax(site))
          ?? libraryCall(name, base: nil, node, context, at: Syntax(site)))
    default:
      return unknown(node)
    }
  }

  static let roundingRules: [String: FloatingPointRoundingRule] = [
    "up": .up, "down": .down, "towardZero": .towardZero, "awayFromZero": .awayFromZero,
    "toNearestOrAwayFromZero": .toNearestOrAwayFromZero, "toNearestOrEven": .toNearestOrEven,
  ]

  /// Whether a value is a view: built views, a library call, or an instance of a view of the files.
  func isView(_ value: Evaluated) -> Bool {
    switch value {
    case .views, .value(.call): return true
    case .instance(let instance): return declarations.types[instance.type]?.isView == true
    default: return false
    }
  }

  /// A modifier on a view: a `View` extension or `ViewModifier` of the files is inlined, a preview
  /// modifier is dropped, anything else is kept as a call at the end of the chain.
  func modifier(
    _ name: String, on base: Evaluated, _ node: FunctionCallExprSyntax, at site: some SyntaxProtocol,
    _ context: Context
  ) -> Evaluated {
    if Self.previewModifiers.contains(name) { return base }
    if let methods = declarations.types["View"]?.methods[name] {
      return invoke(methods, node, context, selfValue: .views(views(of: base, at: node, context)))
    }
    if name == "modifier", let first = node.arguments.first,
      case .instance(let instance) = evaluate(first.expression, context),
      let body = declarations.types[instance.type]?.methods["body"], instance.type != "View"
    {
      let content = Evaluated.views(views(of: base, at: node, context))
      return invoke(
        body,
        [EvaluatedArgument(label: "content", value: content, isTrailingClosure: false, syntax: Syntax(node))],
        at: node, context, selfValue: .instance(instance))
    }
    let modifier =
      alignmentGuide(name, node, context, at: Syntax(site))
      ?? libraryCall(name, base: nil, node, context, at: Syntax(site))
    if case .value(.call(var call)) = base {
      call.appendModifier(modifier)
      return .value(.call(call))
    }
    var views = self.views(of: base, at: node, context)
    guard !views.isEmpty else { return .views([]) }
    if views.count > 1 { views = [group(views, at: views[0].source)] }
    views[0].appendModifier(modifier)
    return .views(views)
  }

  /// Modifiers that configure Xcode's canvas rather than the view; the preview's traits read them.
  static let previewModifiers: Set<String> = [
    "previewDisplayName", "previewLayout", "previewDevice", "previewInterfaceOrientation",
    "previewContext",
  ]

  private func arrayMethod(
    _ name: String, _ elements: [Evaluated], _ node: FunctionCallExprSyntax, _ context: Context
  ) -> Evaluated? {
    let values = node.arguments.map { evaluate($0.expression, context) }
    let closure: ClosureValue? = {
      if let trailing = node.trailingClosure {
        return ClosureValue(syntax: trailing, scope: context.scope, file: context.file)
      }
      if case .closure(let closure)? = values.first { return closure }
      return nil
    }()
    switch name {
    case "enumerated":
      return .array(
        elements.enumerated().map { index, element in
          .tuple([("offset", .value(.number(Double(index)))), ("element", element)])
        })
    case "reversed": return .array(elements.reversed())
    case "shuffled": return .array(elements)
    case "sorted" where closure == nil:
      if elements.allSatisfy({ $0.number != nil }) {
        return .array(elements.sorted { $0.number! < $1.number! })
      }
      if elements.allSatisfy({ $0.string != nil }) {
        return .array(elements.sorted { $0.string! < $1.string! })
      }
      return nil
    case "prefix", "suffix", "dropFirst", "dropLast":
      let count = values.first.map { Self.whole($0.number) } ?? (name.hasPrefix("drop") ? 1 : nil)
      guard let count, count >= 0 else { return nil }
      switch name {
      case "prefix": return .array(Array(elements.prefix(count)))
      case "suffix": return .array(Array(elements.suffix(count)))
      case "dropFirst": return .array(Array(elements.dropFirst(count)))
      default: return .array(Array(elements.dropLast(count)))
      }
    case "max", "min":
      // `widths.max()`: the largest number, `nil` for an empty array.
      guard closure == nil, values.isEmpty else { return nil }
      let numbers = elements.compactMap(\.number)
      guard numbers.count == elements.count else { return nil }
      return (name == "max" ? numbers.max() : numbers.min()).map { .value(.number($0)) } ?? .value(.null)
    case "map" where closure == nil:
      // `sizes.map(\.width)`.
      guard case .value(.keyPath(let path))? = values.first, !path.contains(".") else { return nil }
      return .array(elements.map { member(path, of: $0, node, context) })
    case "map", "compactMap":
      guard let closure else { return nil }
      var mapped: [Evaluated] = []
      for element in elements {
        guard !isExhausted else { return nil }
        mapped.append(invoke(closure, [element], builder: false))
      }
      return .array(mapped)
    case "filter":
      guard let closure else { return nil }
      var kept: [Evaluated] = []
      for element in elements {
        guard !isExhausted else { return nil }
        switch truth(invoke(closure, [element], builder: false)) {
        case true?: kept.append(element)
        case false?: continue
        case nil: return nil
        }
      }
      return .array(kept)
    case "joined":
      let strings = elements.compactMap(\.string)
      guard strings.count == elements.count else { return nil }
      let separator = values.first?.string ?? ""
      let length = strings.reduce(0) { $0 + $1.utf8.count } + separator.utf8.count * max(0, strings.count - 1)
      guard allowsString(length, node, context.file) else { return nil }
      return .value(.string(strings.joined(separator: separator)))
    case "randomElement": return elements.first ?? .value(.null)
    case "reduce":
      // `reduce(0) { $0 + $1.nights }` or `reduce(0, +)`.
      guard let initial = values.first else { return nil }
      if node.arguments.count == 2,
        node.arguments.last?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "+"
      {
        let numbers = elements.compactMap(\.number)
        guard numbers.count == elements.count, let start = initial.number else { return nil }
        return checkedNumber(numbers.reduce(start, +), node, context.file)
      }
      guard let trailing = node.trailingClosure else { return nil }
      let combine = ClosureValue(syntax: trailing, scope: context.scope, file: context.file)
      var result = initial
      for element in elements {
        guard !isExhausted else { return nil }
        result = invoke(combine, [result, element], builder: false)
        if case .unknown = result { return nil }
      }
      return result
    case "contains" where closure == nil:
      guard let wanted = values.first else { return nil }
      var found = false
      for element in elements {
        guard let same = equal(element, wanted) else { return nil }
        found = found || same
      }
      return .value(.bool(found))
    default: return nil
    }
  }

  private func stringMethod(
    _ name: String, _ text: String, _ node: FunctionCallExprSyntax, _ context: Context
  ) -> Evaluated? {
    let values = node.arguments.map { evaluate($0.expression, context) }
    switch name {
    case "uppercased", "localizedUppercase":
      // Upper case may be longer (ß is SS), never more than three times.
      guard allowsString(text.utf8.count * 3, node, context.file) else { return nil }
      return .value(.string(text.uppercased()))
    case "lowercased", "localizedLowercase": return .value(.string(text.lowercased()))
    case "formatted", "trimmingCharacters": return .value(.string(text))
    case "prefix":
      guard let count = Self.whole(values.first?.number), count >= 0 else { return nil }
      return .value(.string(String(text.prefix(count))))
    case "replacingOccurrences":
      guard values.count == 2, let target = values[0].string, let replacement = values[1].string,
        !target.isEmpty
      else { return nil }
      // At most one replacement per byte of the text: checked before anything is built.
      let most = text.utf8.count + text.utf8.count / target.utf8.count * replacement.utf8.count
      guard
        most <= limits.maximumStringBytes
          || allowsString(
            text.split(separator: target, omittingEmptySubsequences: false).count * replacement.utf8.count
              + text.utf8.count, node, context.file)
      else { return nil }
      return .value(
        .string(
          text.split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)))
    case "contains", "localizedCaseInsensitiveContains", "localizedStandardContains", "hasPrefix",
      "hasSuffix":
      guard let other = values.first?.string else { return nil }
      let (a, b) =
        name == "contains" || name.hasPrefix("has") ? (text, other) : (text.lowercased(), other.lowercased())
      let result =
        name == "hasPrefix"
        ? a.hasPrefix(b) : name == "hasSuffix" ? a.hasSuffix(b) : b.isEmpty || a.contains(b)
      return .value(.bool(result))
    case "components", "split":
      guard let separator = values.first?.string, !separator.isEmpty else { return nil }
      return .array(
        text.split(separator: separator, omittingEmptySubsequences: name == "split")
          .map { .value(.string(String($0))) })
    default: return nil
    }
  }
}
