import LayoutEngine

extension ViewMapper {
  /// The arguments `call` gives `declaration`, matched as Swift matches them to a signature:
  /// labelled ones by the label SwiftUI spells, unlabelled ones to the unlabelled parameters in
  /// order (then the main argument), the trailing closure to the content (every closure of a
  /// split view, one column each) or to the next
  /// unlabelled parameter (`Toggle(isOn: $on) { Text("Wi-Fi") }`), `label:` closures to the main
  /// argument, and the arguments SwiftUI spells as modifiers from the call's modifiers, the
  /// enclosing views' (`buttonStyle`) or the first view inside that has them (`navigationTitle`).
  func arguments(of call: Call, for declaration: ElementDeclaration, _ inherited: Inherited)
    -> MatchedArguments
  {
    var matched = MatchedArguments()
    let converter = self.converter(inherited)
    func unfilled(_ parameter: ArgumentDeclaration) -> Bool { !matched.values.has(parameter.name) }
    func nextUnlabeled() -> ArgumentDeclaration? {
      declaration.arguments.first { if case .unlabeled = $0.swiftUI { unfilled($0) } else { false } }
    }
    let main = declaration.mainArgument.flatMap(declaration.argument).flatMap { unfilled($0) ? $0 : nil }
    for argument in call.arguments {
      if case .closure(let closure) = argument.value {
        if case .columns = declaration.content,
          [nil, "sidebar", "content", "detail"].contains(argument.label)
        {
          // `NavigationSplitView { … } content: { … } detail: { … }`: each closure a column, in a
          // navigation stack of its own as SwiftUI shows it (its `navigationTitle` is the stack's).
          report(closure.warnings)
          matched.content = (matched.content ?? []) + closure.views.map(Self.columnInStack)
          continue
        }
        // `NavigationLink("Security") { PasscodeView() }` is `NavigationLink(_:destination:)`:
        // after a title, the trailing closure is the screen it opens, not the row.
        // `NavigationLink { DetailView() } label: { Row() }` is `NavigationLink(destination:label:)`:
        // the trailing closure is the screen, and the label is the row (its content, below).
        let labelGiven = call.arguments.contains { $0.label == "label" }
        if argument.label == nil, let main = declaration.mainArgument, matched.values.has(main) || labelGiven,
          let destination = declaration.argument("destination"), destination.type == .view,
          unfilled(destination)
        {
          report(closure.warnings)
          fill(destination, .closure(closure), at: argument.source, into: &matched.values, converter)
          continue
        }
        if declaration.isContainer, matched.content == nil,
          argument.label == nil || argument.label == "content"
            || (argument.label == "label" && declaration.argument("destination") != nil)
        {
          matched.content = content(
            of: Call(name: call.name, arguments: [argument], source: call.source), label: argument.label)
          continue
        }
        if let parameter = Self.labelViewParameter(of: declaration), unfilled(parameter),
          Self.isLabel(
            argument, of: call, titleGiven: declaration.mainArgument.map(matched.values.has) ?? false)
        {
          report(closure.warnings)
          fillLabel(closure, parameter, for: declaration, at: argument.source, into: &matched, converter)
          continue
        }
        let labelled = argument.label.flatMap { label in
          declaration.arguments.first { $0.swiftUI == .label(label) && unfilled($0) }
        }
        // A trailing closure fills the next unlabelled parameter, else the main argument, else
        // SwiftUI's `label:` (`Gauge(value: 0.7) { Text("Storage") }` is `Gauge(value:label:)`).
        let candidates =
          labelled.map { [$0] }
          ?? (argument.label == nil || argument.label == "label"
            ? [
              nextUnlabeled(), declaration.mainArgument.flatMap(declaration.argument),
              declaration.arguments.first { $0.swiftUI == .label("label") && $0.type != .view },
            ].compactMap { $0 }.filter(unfilled)
            : declaration.arguments.filter { $0.type == .symbolName && unfilled($0) })
        for parameter in candidates {
          guard let value = Self.closureValue(closure, for: parameter.type) else { continue }
          report(closure.warnings)
          fill(parameter, value, at: argument.source, into: &matched.values, converter)
          break
        }
        // Otherwise an action (`Button("Save") { model.save() }`): nothing to draw.
        continue
      }
      let parameter: ArgumentDeclaration?
      var guessed = false
      if let label = argument.label {
        parameter = declaration.arguments.first { $0.swiftUI == .label(label) && unfilled($0) }
      } else if let next = nextUnlabeled() {
        parameter = next
      } else if let main, unfilled(main) {
        parameter = main
        guessed = main.swiftUI != .previewOnly
      } else {
        parameter = declaration.arguments.first {
          ($0.type == .text || $0.type == .localizedText) && unfilled($0)
        }
        guessed = true
      }
      // A rounded shape's corner style (`.continuous`) changes no frame and no cell: accepted.
      if parameter == nil, argument.label == "style", ["Capsule", "RoundedRectangle"].contains(call.name) {
        continue
      }
      guard let parameter else {
        warn(
          "'\(call.name)' has no argument \(argument.label.map { "'\($0):'" } ?? "'_:'") the preview draws; ignored",
          at: argument.source, once: "argument \(call.name) \(argument.label ?? "_")")
        continue
      }
      fill(parameter, argument.value, at: argument.source, into: &matched.values, converter, quietly: guessed)
    }
    let spelled = ModifierSpelledArguments.resolve(
      declaration, given: matched.values.has,
      own: { SwiftUISpellings.firstModifier($0, in: call.modifiers) },
      enclosing: { inherited.modifiers[$0] },
      inside: { Self.descendantModifier($0, in: matched.content ?? [], stoppingAt: declaration.name) })
    for (parameter, modifier) in spelled {
      guard let value = Self.modifierValue(modifier, for: parameter.type) else { continue }
      // Located at the argument and named as written (`.buttonStyle`), not as the element's.
      let source = modifier.arguments.first { $0.value == value }?.source ?? modifier.source
      fill(parameter, value, at: source, into: &matched.values, converter, named: ".\(modifier.name)")
    }
    return matched
  }

  /// A control's `label:` parameter that takes a view (`Button`, `Menu`).
  static func labelViewParameter(of declaration: ElementDeclaration) -> ArgumentDeclaration? {
    declaration.arguments.first { $0.type == .view && $0.swiftUI == .label("label") }
  }

  /// Whether a closure `argument` of `call` is its label: given as `label:`, or as the trailing
  /// closure of a call with no title and no `label:` (`Button(action: save) { HStack { … } }`;
  /// in `Button { save() } label: { … }` the trailing closure is the action).
  static func isLabel(_ argument: Argument, of call: Call, titleGiven: Bool) -> Bool {
    if argument.label == "label" { return true }
    return argument.label == nil && !titleGiven && !call.arguments.contains { $0.label == "label" }
  }

  /// Fills a control's label from `closure`: a title alone (one `Text`, or a `Label` of a title and
  /// a symbol the control also spells, such as `Button(_:systemImage:)`) as the title and symbol,
  /// so it is drawn as the control's own title; anything else as the label view, the control drawn
  /// around it in its style (several views stacked, as a one-view container stacks them).
  func fillLabel(
    _ closure: Closure, _ parameter: ArgumentDeclaration, for declaration: ElementDeclaration,
    at source: SourceLocation, into matched: inout MatchedArguments, _ converter: ValueConverter
  ) {
    let symbol = declaration.arguments.first { $0.type == .symbolName && !matched.values.has($0.name) }
    if let title = declaration.mainArgument.flatMap(declaration.argument), !matched.values.has(title.name),
      Self.isTitleOnly(closure, symbolGiven: symbol != nil),
      let value = Self.closureValue(closure, for: title.type)
    {
      fill(title, value, at: source, into: &matched.values, converter)
      if let symbol, let image = Self.closureValue(closure, for: .symbolName) {
        fill(symbol, image, at: source, into: &matched.values, converter)
      }
      return
    }
    guard !closure.views.isEmpty else { return }
    let value: SourceValue =
      closure.views.count == 1
      ? .closure(closure)
      : .call(
        Call(
          name: "VStack",
          arguments: [
            Argument(label: nil, value: .closure(closure), source: source, isTrailingClosure: true)
          ],
          source: closure.views[0].source))
    fill(parameter, value, at: source, into: &matched.values, converter)
  }

  /// Whether a label closure is a title alone: one plain `Text(_:)` without modifiers, or, when
  /// the control takes a symbol, one `Label(_:systemImage:)`.
  static func isTitleOnly(_ closure: Closure, symbolGiven: Bool) -> Bool {
    guard closure.views.count == 1, let view = closure.views.first, view.base == nil, !view.isPlaceholder,
      view.modifiers.isEmpty, view.variants.isEmpty
    else { return false }
    let labels = view.arguments.map(\.label)
    return (view.name == "Text" && labels == [nil])
      || (symbolGiven && view.name == "Label" && labels == [nil, "systemImage"])
  }

  /// What is missing for `declaration` to be built: a required argument (an empty title for one
  /// SwiftUI spells as a modifier, such as `navigationTitle`, which SwiftUI does not require),
  /// or one of arguments of which it needs one.
  func missing(_ declaration: ElementDeclaration, _ values: inout ArgumentValues) -> String? {
    for parameter in declaration.arguments where parameter.isRequired && !values.has(parameter.name) {
      if case .modifier = parameter.swiftUI, parameter.type == .text || parameter.type == .localizedText {
        values.append(parameter.name, .text(""))
        continue
      }
      return "'\(declaration.name)' needs '\(parameter.name)' (\(declaration.signature))"
    }
    if let oneOf = declaration.needsOneOf, !oneOf.arguments.contains(where: values.has) {
      return "'\(declaration.name)' needs one of " + oneOf.arguments.map { "'\($0)'" }.joined(separator: ", ")
    }
    return nil
  }

  /// Converts `value` for `parameter` and adds it; a placeholder warns and leaves the argument
  /// out, a value of another kind warns (unless the match was a guess) and leaves it out, naming
  /// the argument as written (`named`, a modifier that spells it) or else by its declared name.
  func fill(
    _ parameter: ArgumentDeclaration, _ value: SourceValue, at source: SourceLocation,
    into values: inout ArgumentValues, _ converter: ValueConverter, quietly: Bool = false,
    named: String? = nil
  ) {
    switch converter.convert(value, as: parameter.type, at: source) {
    case .value(let typed):
      if case .placeholder(let placeholder) = value { report([placeholder.warning(at: source)]) }
      values.append(parameter.name, typed, source: source)
    case .unknown(let placeholder):
      // A view SwiftUI cannot draw without the argument is still drawn, with a stand-in number.
      guard parameter.isRequired, let standIn = Self.standIn(for: parameter.type) else {
        report([placeholder.warning(at: source)])
        return
      }
      var warning = placeholder.warning(at: source)
      warning.message = warning.message.replacingOccurrences(
        of: "shown as \(placeholder.text)",
        with:
          "drawn with \(standIn.rounded() == standIn ? String(Int(standIn)) : String(standIn)) for '\(named ?? parameter.name)'"
      )
      report([warning])
      values.append(parameter.name, .number(standIn), source: source)
    case .mismatch(let expected):
      guard !quietly else { return }
      // A title the preview cannot read as text (`Label(duration.formatted(.units()), …)`) is
      // shown as its source, traced, so the view is still drawn rather than a placeholder box.
      if parameter.isRequired, parameter.type == .text || parameter.type == .localizedText {
        let shown = Placeholder(expression: "\(value)").text
        warn(
          "expected \(expected) for '\(named ?? parameter.name)', found \(value); shown as \(shown)",
          at: source)
        values.append(parameter.name, .text(shown), source: source)
        return
      }
      warn("expected \(expected) for '\(named ?? parameter.name)', found \(value); ignored", at: source)
    }
  }

  /// The number a required argument of `type` takes when its value cannot be known
  /// (`RoundedRectangle(cornerRadius: style.radius)`): the neutral one of its rule, so the view
  /// keeps its place and kind instead of becoming a placeholder box. `nil` for other types.
  static func standIn(for type: ValueType) -> Double? {
    switch type {
    case .number(let rule), .scalableLength(let rule):
      switch rule {
      case .length, .maximumLength, .signed: 0
      case .fraction: 0.5
      case .ratio: 1
      }
    case .integer(let minimum): Double(minimum)
    default: nil
    }
  }

  /// The converter, with views and toolbars mapped by this mapper in `inherited`'s environment.
  func converter(_ inherited: Inherited) -> ValueConverter {
    ValueConverter(
      view: { [unowned self] value, source in self.view(value, at: source, inherited) },
      toolbar: { [unowned self] value in self.toolbar(value, inherited) })
  }

  /// The view a value stands for: a view call, a standard colour, or a closure's views (several
  /// in a `ZStack`, as `background { … }` layers them).
  func view(_ value: SourceValue, at source: SourceLocation, _ inherited: Inherited) -> ViewNode? {
    if let shape = (try? ValueConverter.shapeMember(value)) ?? nil {
      return ViewNode(shape, source: source)
    }
    switch value {
    case .call(let call):
      return nodes(call, inherited).first
    case .closure(let closure):
      report(closure.warnings)
      let views = closure.views.flatMap { nodes($0, inherited) }
      if views.count <= 1 { return views.first }
      return ViewNode(.zStack(), children: views, source: views[0].source)
    default:
      return ValueConverter.colorName(value).map { ViewNode(.color($0), source: source) }
    }
  }

  /// The value a closure gives a parameter of `type`: the first text or image name of its views,
  /// or the closure itself for a view or toolbar; `nil` when it has none (an action).
  static func closureValue(_ closure: Closure, for type: ValueType) -> SourceValue? {
    switch type {
    case .text, .localizedText: firstArgument(of: ["Text", "Label"], label: nil, in: closure.views)
    case .symbolName:
      firstArgument(of: ["Image", "Label"], label: "systemImage", in: closure.views)
        ?? firstArgument(of: ["Image"], label: "systemName", in: closure.views)
    case .view, .toolbar: closure.views.isEmpty ? nil : .closure(closure)
    default: nil
    }
  }

  /// The argument labelled `label` of the first call named one of `names`, depth first.
  private static func firstArgument(of names: Set<String>, label: String?, in calls: [Call]) -> SourceValue? {
    for call in calls {
      if names.contains(call.name), let argument = call.argument(label) { return argument.value }
      for argument in call.arguments {
        guard case .closure(let closure) = argument.value else { continue }
        if let found = firstArgument(of: names, label: label, in: closure.views) { return found }
      }
    }
    return nil
  }

  /// The value a modifier call gives the element argument it spells: `true` for a bare call
  /// (`.resizable()`), its first unlabelled argument, its `prompt:`, or its closure.
  static func modifierValue(_ modifier: Call, for type: ValueType) -> SourceValue? {
    if modifier.arguments.isEmpty { return type == .bool ? .bool(true) : nil }
    if type == .toolbar || type == .view {
      return modifier.arguments.first { if case .closure = $0.value { true } else { false } }?.value
    }
    var given = (modifier.argument(nil) ?? modifier.argument("prompt"))?.value
    // `.searchable(text: $query, prompt: Text("Find a plant"))`: the `Text`'s string.
    if case .call(let text)? = given, text.name == "Text", text.base == nil, let string = text.argument(nil) {
      given = string.value
    }
    // `.searchable(text: $query)` shows SwiftUI's own prompt.
    return given ?? (modifier.name == "searchable" ? .string("Search") : nil)
  }

  /// The first modifier called `name` on a view inside `calls`, depth first, not looking inside
  /// another element called `owner` (a nested navigation stack has its own title).
  static func descendantModifier(_ name: String, in calls: [Call], stoppingAt owner: String) -> Call? {
    for call in calls {
      if let modifier = SwiftUISpellings.firstModifier(name, in: call.modifiers) {
        return modifier
      }
      guard call.name != owner else { continue }
      for argument in call.arguments where !isDestination(argument, of: call) {
        guard case .closure(let closure) = argument.value else { continue }
        if let found = descendantModifier(name, in: closure.views, stoppingAt: owner) { return found }
      }
    }
    return nil
  }

  /// Whether `argument` is the screen a navigation link opens (`destination:`, or the trailing
  /// closure after a title or before a `label:`), whose title and toolbar are that screen's.
  static func isDestination(_ argument: Argument, of call: Call) -> Bool {
    guard call.name == "NavigationLink", call.base == nil else { return false }
    if argument.label == "destination" { return true }
    guard argument.label == nil, case .closure = argument.value else { return false }
    return call.arguments.contains { $0.label == "label" }
      || call.arguments.contains { if case .string = $0.value { $0.label == nil } else { false } }
  }

  /// A split view's column in a navigation stack of its own, unless it is one.
  static func columnInStack(_ column: Call) -> Call {
    guard column.base != nil || !ContentRule.columnStacks.contains(column.name) else { return column }
    let closure = Closure(views: [column], source: column.source)
    return Call(
      name: "NavigationStack",
      arguments: [
        Argument(label: nil, value: .closure(closure), source: column.source, isTrailingClosure: true)
      ],
      source: column.source)
  }
}
