import LayoutEngine

extension ViewMapper {
  /// `node` with the modifier chain `calls` (innermost first) applied: each modifier the
  /// vocabulary has, built by its declaration from the matched arguments; `.id(_:)` as the node's
  /// id; those an element reads as its arguments left to that element; those accepted but not
  /// drawn kept as `Modifier.accepted`; any other ignored with one warning per name.
  func applying(_ calls: [Call], to node: ViewNode, of element: String, _ inherited: Inherited) -> ViewNode {
    var node = node
    var list = ModifierList()
    for modifier in node.modifiers { list.append(modifier) }
    for call in calls.flatMap(SwiftUISpellings.currentSpellings) {
      if call.name == "id", let id = call.arguments.first.flatMap({ ValueConverter.text($0.value) }) {
        node.id = id
        continue
      }
      if Self.elementSpelledModifiers[call.name] != nil { continue }
      // `.environment(store)`: an object for `@Environment(Store.self)`, read by the evaluator.
      if call.name == "environment", call.arguments.count == 1, call.arguments[0].label == nil,
        !Self.isKeyPath(call.arguments[0].value)
      {
        continue
      }
      if let value = Self.layoutValue(call) {
        list.append(value)
        continue
      }
      if call.name == "alignmentGuide" {
        if let guide = Self.alignmentGuide(call) { list.append(guide) }
        continue
      }
      if let computed = computedModifiers(call, inherited) {
        for modifier in computed { list.append(modifier) }
        continue
      }
      guard let declaration = Self.modifiersBySwiftUIName[call.name] else {
        warn(
          "modifier '.\(call.name)' is not applied by the preview; ignored", at: call.source,
          once: "modifier \(call.name)")
        continue
      }
      if declaration.produces == [.accepted] {
        // Accepted, not drawn: kept with its arguments as written, whatever SwiftUI's are.
        list.append(.accepted(name: declaration.name, value: Self.written(call.arguments)))
        continue
      }
      if Self.hasEmptyContent(call) { continue }
      let values = modifierArguments(call, declaration, inherited)
      let built: [Modifier]
      do {
        built = try declaration.build(values)
      } catch {
        let where_: SourceLocation =
          switch error.location {
          case .argumentName(let name), .argumentValue(let name): values.source(of: name) ?? call.source
          default: call.source
          }
        let text: String =
          switch error.message {
          case .text(let text): text
          case .expected(let what): "expected \(what)"
          }
        warn("\(text); '.\(call.name)' is ignored", at: where_)
        continue
      }
      for modifier in built { list.append(modifier) }
    }
    node.modifiers = list.modifiers
    // Modifiers outside a branch on the traits apply to whichever branch a variant shows.
    node.variants = node.variants.map { variant in
      ViewVariant(
        condition: variant.condition, node: applying(calls, to: variant.node, of: element, inherited))
    }
    return node
  }

  /// The unlabelled parameter among `candidates` (the unfilled ones, in order) an unlabelled
  /// argument fills: the first whose type takes its value, as Swift picks among SwiftUI's
  /// overloads and skips defaulted parameters (`.contentMargins(20)` is
  /// `.contentMargins(.all, 20)`, `.contentMargins(.horizontal, 20)` fills both); else the first,
  /// whose mismatch is then reported. Views are not tried: mapping one reports its own warnings.
  private static func unlabeledParameter(
    for argument: Argument, among candidates: [ArgumentDeclaration], _ converter: ValueConverter
  ) -> ArgumentDeclaration? {
    let fits = candidates.first { parameter in
      guard parameter.type != .view, parameter.type != .toolbar else { return false }
      if case .value = converter.convert(argument.value, as: parameter.type, at: argument.source) {
        return true
      }
      return false
    }
    return fits ?? candidates.first
  }

  /// Arguments as written, for a modifier kept but not interpreted: one unlabelled argument as its
  /// value (a string's text, a member as written: `.secondary`), several as `label: value` pairs
  /// (`color: .black, radius: 4`), as a layout file keeps a mapping of them.
  static func written(_ arguments: [Argument]) -> String {
    if arguments.count == 1, arguments[0].label == nil {
      return ValueConverter.text(arguments[0].value) ?? arguments[0].value.description
    }
    return arguments.map { argument in
      (argument.label.map { "\($0): " } ?? "") + argument.value.description
    }.joined(separator: ", ")
  }

  /// Whether `value` is a key path (`\.locale`), as the first argument of an environment value.
  private static func isKeyPath(_ value: SourceValue) -> Bool {
    if case .keyPath = value { true } else { false }
  }

  /// Whether a modifier's content closure gives no view (`.overlay { if isSelected { … } }` with
  /// the condition false): SwiftUI then adds nothing, and neither does the preview.
  private static func hasEmptyContent(_ call: Call) -> Bool {
    call.arguments.contains { argument in
      if case .closure(let closure) = argument.value { closure.views.isEmpty } else { false }
    } && !call.arguments.contains { if case .closure = $0.value { false } else { $0.label == nil } }
  }

  /// The arguments of a modifier call, matched as an element's are: labels by SwiftUI's spelling,
  /// unlabelled ones in order (every unlabelled argument together for padding's insets:
  /// `.padding(.horizontal, 12)`), `\.key` then a value for an environment key, a closure for a
  /// view; a call without arguments is the bare call (`.fixedSize()`).
  private func modifierArguments(
    _ call: Call, _ declaration: ModifierDeclaration, _ inherited: Inherited
  ) -> ArgumentValues {
    guard !call.arguments.isEmpty else { return ArgumentValues(isBareCall: declaration.isFlag) }
    let converter = self.converter(inherited)
    var values = ArgumentValues()
    func unfilled(_ parameter: ArgumentDeclaration) -> Bool { !values.has(parameter.name) }
    var environmentKey: ArgumentDeclaration?
    var arguments = call.arguments
    if let insets = declaration.arguments.first(where: { $0.type == .insets }) {
      let parts = arguments.filter { $0.label == nil }
      arguments.removeAll { $0.label == nil }
      if let first = parts.first {
        fill(insets, .array(parts.map(\.value)), at: first.source, into: &values, converter)
      }
    }
    for argument in arguments {
      let parameter: ArgumentDeclaration?
      var guessed = false
      if case .closure = argument.value {
        parameter = declaration.arguments.first { $0.type == .view && unfilled($0) }
      } else if argument.label == nil, case .keyPath(let key) = argument.value {
        environmentKey = declaration.arguments.first { $0.swiftUI == .environmentKey(key) }
        if environmentKey == nil {
          warn("'.\(call.name)(\\.\(key), …)' is not applied by the preview; ignored", at: argument.source)
          return ArgumentValues()
        }
        continue
      } else if let label = argument.label {
        parameter = declaration.arguments.first { $0.swiftUI == .label(label) && unfilled($0) }
      } else if let key = environmentKey, unfilled(key) {
        parameter = key
      } else if let next = Self.unlabeledParameter(
        for: argument,
        among: declaration.arguments.filter {
          if case .unlabeled = $0.swiftUI { unfilled($0) } else { false }
        }, converter)
      {
        parameter = next
      } else {
        parameter =
          declaration.mainArgument.flatMap(declaration.argument).flatMap { unfilled($0) ? $0 : nil }
          ?? declaration.arguments.first { $0.standsAlone && unfilled($0) }
        guessed = parameter?.swiftUI != .previewOnly
      }
      guard let parameter else {
        warn(
          "'.\(call.name)' has no argument \(argument.label.map { "'\($0):'" } ?? "'_:'") the preview applies; ignored",
          at: argument.source, once: "argument .\(call.name) \(argument.label ?? "_")")
        continue
      }
      fill(parameter, argument.value, at: argument.source, into: &values, converter, quietly: guessed)
    }
    return values
  }
}
