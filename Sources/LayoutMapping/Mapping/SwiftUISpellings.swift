import LayoutEngine

/// SwiftUI initializers that say what the vocabulary's declarations say in other words, rewritten
/// into the words the declarations take before the mapping matches them: a slider's value in its
/// own range (`Slider(value: $budget, in: 100...10_000)`) as the fraction the vocabulary draws, a
/// progress `total:`, a formatted `Text(value, format:)` as the text SwiftUI would show, a
/// `Picker`'s selection as the text of the option tagged with it, `EditButton()` as the button
/// it is.
///
/// Arguments that only carry data for the running app (a stepper's bounds, a navigation link's
/// value) are dropped here, quietly: nothing in a wireframe would show them.
enum SwiftUISpellings {
  /// The date a preview shows where the app would show today's (the date picker's too).
  static let representativeDate = "Jan 1, 2026"

  /// The vocabulary's name of modifier `call`: SwiftUI's older `.toolbar(.hidden, for: .tabBar)`
  /// is `toolbarVisibility`, not the `toolbar { … }` of items an element reads.
  static func modifierName(_ call: Call) -> String {
    call.name == "toolbar" && call.argument("for") != nil ? "toolbarVisibility" : call.name
  }

  /// The modifiers SwiftUI deprecated that apps still ship, which `currentSpellings` rewrites.
  static let olderModifiers: Set<String> = ["navigationBarTitle", "navigationBarItems"]

  /// Modifier `call` as today's SwiftUI spells it, which the vocabulary declares: a bar
  /// visibility modifier (`.toolbar(.hidden, for: .navigationBar, .tabBar)`) as one
  /// `toolbarVisibility` call per bar; iOS 13's `.navigationBarTitle(_:displayMode:)` as
  /// `.navigationTitle(_:)` and `.navigationBarTitleDisplayMode(_:)`; `.navigationBarItems(leading:
  /// trailing:)` as a `.toolbar` of an item at each edge of the bar, where iOS 13 put them;
  /// `.navigationViewStyle(.stack)` as nothing, the stack being how a `NavigationView` is drawn.
  /// Any other call unchanged.
  static func currentSpellings(_ call: Call) -> [Call] {
    switch call.name {
    case "navigationBarTitle": return navigationTitleCalls(call)
    case "navigationBarItems": return [toolbarCall(call)]
    case "toolbar": return barVisibilityCalls(call)
    case "navigationViewStyle" where isStackStyle(call):
      // iOS 13's `.navigationViewStyle(.stack)` (`StackNavigationViewStyle()`): today's
      // `NavigationStack`, which is how a `NavigationView` is drawn; nothing to apply. Other
      // styles (`.columns`, a split view on iPad) are left to warn.
      return []
    default: return [call]
    }
  }

  /// Whether a `navigationViewStyle` call gives the stack style.
  private static func isStackStyle(_ call: Call) -> Bool {
    guard call.arguments.count == 1, let style = call.arguments.first?.value else { return false }
    switch style {
    case .member(_, "stack"): return true
    case .call(let made): return made.base == nil && made.name == "StackNavigationViewStyle"
    default: return false
    }
  }

  /// The first modifier of `modifiers` that is `name` in today's spelling (`currentSpellings`).
  static func firstModifier(_ name: String, in modifiers: [Call]) -> Call? {
    for modifier in modifiers {
      if olderModifiers.contains(modifier.name) {
        if let found = currentSpellings(modifier).first(where: { $0.name == name }) { return found }
      } else if modifierName(modifier) == name {
        return modifier
      }
    }
    return nil
  }

  /// `.navigationBarTitle(title, displayMode: mode)` as `.navigationTitle(title)`, and
  /// `.navigationBarTitleDisplayMode(mode)` when it gives one.
  private static func navigationTitleCalls(_ call: Call) -> [Call] {
    var title = call
    title.name = "navigationTitle"
    title.arguments.removeAll { $0.label == "displayMode" }
    guard let mode = call.argument("displayMode") else { return [title] }
    var displayMode = call
    displayMode.name = "navigationBarTitleDisplayMode"
    displayMode.arguments = [Argument(label: nil, value: mode.value, source: mode.source)]
    return [title, displayMode]
  }

  /// `.navigationBarItems(leading: a, trailing: b)` as `.toolbar { ToolbarItem(placement:
  /// .navigationBarLeading) { a }; ToolbarItem(placement: .navigationBarTrailing) { b } }`.
  private static func toolbarCall(_ call: Call) -> Call {
    let items = call.arguments.compactMap { argument -> Call? in
      guard
        let edge = ["leading": "navigationBarLeading", "trailing": "navigationBarTrailing"][
          argument.label ?? ""]
      else { return nil }
      let views: [Call]
      switch argument.value {
      case .call(let view): views = [view]
      case .closure(let closure): views = closure.views
      default: return nil
      }
      let content = Closure(views: views, source: argument.source)
      return Call(
        name: "ToolbarItem",
        arguments: [
          Argument(label: "placement", value: .member(base: nil, name: edge), source: argument.source),
          Argument(label: nil, value: .closure(content), source: argument.source, isTrailingClosure: true),
        ], source: argument.source)
    }
    var toolbar = call
    toolbar.name = "toolbar"
    toolbar.arguments = [
      Argument(
        label: nil, value: .closure(Closure(views: items, source: call.source)), source: call.source,
        isTrailingClosure: true)
    ]
    return toolbar
  }

  /// A bar visibility modifier (`.toolbar(.hidden, for: .navigationBar, .tabBar)`) as one
  /// `toolbarVisibility` call per bar, as the vocabulary declares it; any other call unchanged.
  private static func barVisibilityCalls(_ call: Call) -> [Call] {
    guard modifierName(call) == "toolbarVisibility",
      let start = call.arguments.firstIndex(where: { $0.label == "for" })
    else { return [call] }
    let visibility = call.arguments[..<start].filter { $0.label == nil }
    let bars = call.arguments[start...].enumerated().prefix { $0.offset == 0 || $0.element.label == nil }
    return bars.map { bar in
      var single = call
      single.name = "toolbarVisibility"
      single.arguments =
        visibility + [Argument(label: "for", value: bar.element.value, source: bar.element.source)]
      return single
    }
  }

  /// `call` in the vocabulary's spelling; unchanged when it has none to rewrite.
  static func normalized(_ call: Call) -> Call {
    guard call.base == nil, !call.isPlaceholder else { return call }
    var call = call
    switch call.name {
    case "EditButton":
      call.name = "Button"
      call.arguments = [Argument(label: nil, value: .string("Edit"), source: call.source)]
    case "PhotosPicker":
      // A button that presents the photo library: its title or label, without the selection.
      call.name = "Button"
      call.arguments.removeAll { $0.label != nil && $0.label != "label" }
    case "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient":
      // A view that fills the space it is offered, drawn in its first colour: a wireframe has no
      // blends.
      let first = gradientColors(call.arguments).lazy.compactMap(ValueConverter.colorName).first
      call.name = "Color"
      call.arguments = [
        Argument(label: nil, value: .member(base: nil, name: first ?? "gray"), source: call.source)
      ]
    case "UnevenRoundedRectangle":
      // `UnevenRoundedRectangle(topLeadingRadius: 8, bottomTrailingRadius: 14)` (or
      // `cornerRadii: .init(…)`): a rounded rectangle of its largest radius, as a wireframe draws
      // one radius; it fills the space it is offered, as every shape does.
      let radii = call.arguments.flatMap { argument -> [SourceValue] in
        if case .call(let radii) = argument.value { radii.arguments.map(\.value) } else { [argument.value] }
      }
      let largest = radii.compactMap { if case .number(let n) = $0, n.isFinite, n >= 0 { n } else { nil } }
        .max()
      call.name = "RoundedRectangle"
      call.arguments = [Argument(label: "cornerRadius", value: .number(largest ?? 0), source: call.source)]
    case "Image":
      // `Image(uiImage:)` (`nsImage:`, `cgImage:`, an app's `init(data:)`): a photo of data the
      // preview does not have.
      if let image = call.arguments.first(where: {
        ["uiImage", "nsImage", "cgImage", "data"].contains($0.label)
      }) {
        call.arguments = [Argument(label: nil, value: .string(photoName(image.value)), source: image.source)]
      }
    case "Slider":
      if let range = call.argument("in").flatMap({ bounds(of: $0.value) }) { scale(&call, by: range) }
      call.arguments.removeAll { ["in", "step", "onEditingChanged"].contains($0.label) }
    case "Color":
      // `Color(.secondarySystemBackground)`, `Color("Brand")`: the nearest colour the vocabulary names.
      if let name = ValueConverter.colorName(.call(call)) {
        call.arguments = [Argument(label: nil, value: .member(base: nil, name: name), source: call.source)]
      }
    case "ProgressView":
      if let total = call.argument("total"), case .number(let t) = total.value, t > 0 {
        scale(&call, by: (0, t))
      }
      call.arguments.removeAll { $0.label == "total" }
    case "Stepper":
      call.arguments.removeAll {
        ["value", "in", "step", "onEditingChanged", "onIncrement", "onDecrement"].contains($0.label)
      }
    case "NavigationLink", "Tab":
      // The value a link pushes, or a tab is selected by (`TabView(selection:)` has chosen by it).
      call.arguments.removeAll { $0.label == "value" }
    case "Text":
      if let index = call.arguments.firstIndex(where: { $0.label == "style" || $0.label == "format" }),
        let first = call.arguments.first, first.label == nil
      {
        let shown = formatted(first.value, call.arguments[index])
        call.arguments = [Argument(label: nil, value: shown, source: first.source)]
      }
    case "Picker":
      // iOS 13's `Picker(selection: $theme, label: Text("Theme")) { … }`: the label's text is
      // the title, as `Picker("Theme", selection:)` gives it.
      if let index = call.arguments.firstIndex(where: { $0.label == "label" }),
        case .call(let label) = call.arguments[index].value, label.base == nil,
        label.name == "Text" || label.name == "Label", let title = label.argument(nil),
        !call.arguments.contains(where: { $0.label == nil && !$0.isTrailingClosure })
      {
        call.arguments[index] = Argument(label: nil, value: title.value, source: title.source)
        call.isVerbatim = call.isVerbatim || label.isVerbatim
      }
      if let index = call.arguments.firstIndex(where: { $0.label == "selection" }) {
        // The option tagged with the selection (`$theme` is 0: the option tagged 0), else a
        // selection that is text itself, else the first option.
        let selection = call.arguments[index].value
        if let tagged = optionText(tagged: selection, in: call.arguments) {
          call.arguments[index].value = .string(tagged)
        } else if ValueConverter.text(selection) == nil || isPlaceholder(selection) {
          call.arguments.remove(at: index)
        }
      }
    case "DatePicker":
      // The date a person picks is today's for the running app: the preview shows its own, as
      // the components shown spell it (`.hourAndMinute`: a time).
      if let index = call.arguments.firstIndex(where: { $0.label == "selection" }),
        ValueConverter.text(call.arguments[index].value) == nil
      {
        call.arguments.remove(at: index)
      }
      if let index = call.arguments.firstIndex(where: { $0.label == "displayedComponents" }) {
        let components = call.arguments[index].value
        let names: [String] =
          if case .array(let values) = components { values.compactMap(ValueConverter.name) } else {
            ValueConverter.name(components).map { [$0] } ?? []
          }
        let source = call.arguments[index].source
        call.arguments.remove(at: index)
        let time = names.contains("hourAndMinute")
        let shown =
          names.contains("date") ? representativeDate + (time ? " 9:41 AM" : "") : (time ? "9:41 AM" : nil)
        if let shown, !call.arguments.contains(where: { $0.label == "selection" }) {
          call.arguments.append(Argument(label: "selection", value: .string(shown), source: source))
        }
      }
    default:
      break
    }
    return call
  }

  /// The colours of a gradient's arguments, in order: `colors: [.blue, .purple]`,
  /// `gradient: Gradient(colors: […])`, `stops: [.init(color: .blue, location: 0), …]`.
  private static func gradientColors(_ arguments: [Argument]) -> [SourceValue] {
    arguments.flatMap { argument -> [SourceValue] in
      switch (argument.label, argument.value) {
      case ("colors", .array(let colors)): return colors
      case ("stops", .array(let stops)):
        return stops.compactMap { stop in
          if case .call(let call) = stop { call.argument("color")?.value } else { nil }
        }
      case ("gradient", .call(let gradient)): return gradientColors(gradient.arguments)
      default: return []
      }
    }
  }

  /// The name of the photo an image made from platform image data shows: the asset of
  /// `UIImage(named: "avatar")`, else a trace of what it is made from (`‹avatarImage›`,
  /// `‹UIImage›`), which the asset catalogs do not look up.
  private static func photoName(_ value: SourceValue) -> String {
    switch value {
    case .call(let image):
      if let named = image.argument("named") ?? image.argument(nil), case .string(let name) = named.value {
        return name
      }
      return Placeholder(expression: image.name).text
    case .placeholder(let placeholder): return placeholder.text
    default: return Placeholder(expression: "image").text
    }
  }

  /// The lower and upper bound of a numeric range (`0...100`, `1..<10`).
  private static func bounds(of value: SourceValue) -> (Double, Double)? {
    guard case .range(.number(let lower)?, .number(let upper)?, _) = value, upper > lower else { return nil }
    return (lower, upper)
  }

  /// `value:` as a fraction of `range`, kept from 0 to 1; a value that is not a number is left
  /// out (the control's default shows).
  private static func scale(_ call: inout Call, by range: (Double, Double)) {
    guard let index = call.arguments.firstIndex(where: { $0.label == "value" }) else { return }
    guard case .number(let value) = call.arguments[index].value else {
      if isPlaceholder(call.arguments[index].value) { call.arguments.remove(at: index) }
      return
    }
    let fraction = (value - range.0) / (range.1 - range.0)
    call.arguments[index].value = .number(min(1, max(0, fraction)))
  }

  private static func isPlaceholder(_ value: SourceValue) -> Bool {
    if case .placeholder = value { true } else { false }
  }

  /// The text `Text(value, format:)` or `Text(date, style:)` shows: numbers as SwiftUI formats
  /// them (`.currency(code: "EUR")` → `€1,800.00`, `.percent`, `.number`), a date as the
  /// preview's representative date, a value that is not known as its placeholder.
  private static func formatted(_ value: SourceValue, _ format: Argument) -> SourceValue {
    if isPlaceholder(value) { return value }
    guard case .number(let number) = value else {
      // A date (`.now`, `Date()`, a model's date): the app's would be today's.
      let style = ValueConverter.name(format.value)
      switch style {
      case "time": return .string("9:41 AM")
      case "relative", "offset": return .string("2 hours")
      case "timer": return .string("0:42")
      default: return .string(representativeDate)
      }
    }
    let (name, arguments): (String?, [Argument]) =
      switch format.value {
      case .call(let call): (call.name, call.arguments)
      case .modified(let base, _): (ValueConverter.name(base), [])
      default: (ValueConverter.name(format.value), [])
      }
    switch name {
    case "currency":
      let code = arguments.first.flatMap { ValueConverter.text($0.value) } ?? "USD"
      let symbol =
        ["USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "INR": "₹", "KRW": "₩"][code] ?? code + " "
      let digits = code == "JPY" || code == "KRW" ? 0 : 2
      return .string((number < 0 ? "-" : "") + symbol + grouped(abs(number), digits: digits))
    case "percent":
      return .string(grouped(number * 100, digits: number * 100 == (number * 100).rounded() ? 0 : 1) + "%")
    default:
      let whole = number == number.rounded()
      return .string((number < 0 ? "-" : "") + grouped(abs(number), digits: whole ? 0 : 2))
    }
  }

  /// `1800` → `1,800.00` with two digits: thousands grouped as in English.
  private static func grouped(_ number: Double, digits: Int) -> String {
    let scale = digits == 0 ? 1.0 : (digits == 1 ? 10.0 : 100.0)
    let rounded = (number * scale).rounded() / scale
    let whole = Int(rounded.rounded(.towardZero))
    var text = String(whole)
    var index = text.count - 3
    while index > 0 {
      text.insert(",", at: text.index(text.startIndex, offsetBy: index))
      index -= 3
    }
    guard digits > 0 else { return text }
    let fraction = Int(((rounded - Double(whole)) * scale).rounded())
    let padded = String(fraction)
    return text + "." + String(repeating: "0", count: max(0, digits - padded.count)) + padded
  }

  /// The text of the option whose `.tag(_:)` is `selection`, among the picker's content views
  /// (inside `ForEach`es and groups too).
  private static func optionText(tagged selection: SourceValue, in arguments: [Argument]) -> String? {
    func search(_ calls: [Call]) -> String? {
      for call in calls {
        if call.modifiers.contains(where: { $0.name == "tag" && $0.arguments.first?.value == selection }) {
          return ValueConverter.text(.call(call))
        }
        for argument in call.arguments {
          if case .closure(let closure) = argument.value, let found = search(closure.views) { return found }
        }
      }
      return nil
    }
    for argument in arguments {
      if case .closure(let closure) = argument.value, let found = search(closure.views) { return found }
    }
    return nil
  }
}
