import LayoutEngine

/// Converts a value of the intermediate tree into the engine's `Value` for a declared
/// `ValueType`: the one place the Swift spelling of each value type is known (`.leading`,
/// `.infinity`, `.system(size:weight:)`, `GridItem(.adaptive(minimum: 80))`, `[.top, .bottom]`).
///
/// Views (`background`'s content, a toolbar's items) are the mapper's, so they come in through
/// `view` and `toolbar`.
package struct ValueConverter {
  /// The view a value stands for (a call, a colour, a closure's first view), or `nil`.
  var view: (SourceValue, SourceLocation) -> ViewNode?
  /// A toolbar's items from its closure, or `nil`.
  var toolbar: (SourceValue) -> ToolbarItems?

  /// `value` read as `type`.
  func convert(_ value: SourceValue, as type: ValueType, at source: SourceLocation) -> Conversion {
    let original = Self.contextual(value, as: type)
    let (value, _) = Self.unscaled(original)
    if case .placeholder(let placeholder) = value {
      switch type {
      case .text, .localizedText: return .value(.text(placeholder.text))
      default: return .unknown(placeholder)
      }
    }
    switch type {
    case .text, .localizedText, .symbolName:
      return Self.lenient(value, as: type, else: "a string")
    case .number(let rule):
      return Self.lenient(value, as: type, else: Self.describe(rule))
    case .scalableLength(let rule):
      return (try? Self.scalableLength(original, rule: rule)).map { .value(.length($0)) }
        ?? .mismatch(Self.describe(rule))
    case .integer(let minimum):
      return Self.lenient(value, as: type, else: "a whole number from \(minimum)")
    case .lineCount:
      return Self.lineCount(value).map { .value(.lineCount($0)) }
        ?? .mismatch("a whole number of lines from 1, or nil")
    case .lineRange:
      // Swift source is read leniently: with `strict: false` these converters never throw.
      return ((try? Self.lineRange(value, strict: false)) ?? nil)
        .map { .value(.lineRange(lower: $0.lower, upper: $0.upper)) }
        ?? .mismatch("a whole number of lines from 1, nil, or a range such as 2...3")
    case .typeSizes:
      return ((try? Self.typeSizes(value, strict: false)) ?? nil).map { .value(.typeSizes($0)) }
        ?? .mismatch("a type size such as '.large', or a range such as '...(.xxxLarge)'")
    case .textList:
      guard case .array(let items) = value else { return .mismatch("an array of strings") }
      let texts = items.compactMap(Self.text)
      return texts.count == items.count ? .value(.texts(texts)) : .mismatch("an array of strings")
    case .anyValue:
      // A member (`.compact`) keeps its name, as a layout file writes it.
      return .value(.text(Self.text(value) ?? Self.name(value) ?? ""))
    case .bool:
      return Self.lenient(value, as: type, else: "true or false")
    case .horizontalAlignment:
      return Self.lenient(value, as: type, else: "'.leading', '.center' or '.trailing'")
    case .verticalAlignment:
      return Self.verticalAlignment(value)
    case .alignment:
      return Self.alignment(value)
    case .textAlignment:
      return Self.lenient(value, as: type, else: "'.leading', '.center' or '.trailing'")
    case .axis:
      return Self.lenient(value, as: type, else: "'.vertical' or '.horizontal'")
    case .axes:
      guard case .array(let items) = value, items.isEmpty else {
        return Self.lenient(value, as: type, else: "'.horizontal', '.vertical' or both")
      }
      return .mismatch("'.horizontal', '.vertical' or both")
    case .edges:
      return Self.lenient(value, as: type, else: "an edge such as '.top', or a list of them")
    case .insets:
      return Self.scalableInsets(original).map { .value(.insets($0)) }
        ?? .mismatch("a length, edges and a length, or EdgeInsets")
    case .colorName:
      return Self.colorName(value).map { .value(.text($0)) } ?? .mismatch("one of SwiftUI's standard colours")
    case .textStyle:
      return Self.lenient(value, as: type, else: "a text style such as '.headline'")
    case .fontWeight:
      return Self.lenient(value, as: type, else: "a weight such as '.bold'")
    case .font:
      return Self.font(value, strict: false).map { .value(.font($0)) }
        ?? .mismatch("a font such as '.headline' or '.system(size: 17)'")
    case .choice(let choices):
      guard let name = Self.choiceName(value) else {
        // `nil` reads as `literal` reads it: the choice `none`, where there is one.
        return Self.lenient(value, as: type, else: "a \(choices.kind)")
      }
      let reason = (choices.rejected[name] ?? choices.otherPlatforms[name]).map { " (\($0))" } ?? ""
      return Self.lenient(
        .member(base: nil, name: name), as: type,
        else: "one of " + choices.names.map { "'.\($0)'" }.joined(separator: ", ") + reason)
    case .gridItems:
      return gridItems(value).map { .value(.gridItems($0)) } ?? .mismatch("an array of GridItems")
    case .view:
      return view(value, source).map { .value(.view($0)) } ?? .mismatch("a view or a colour")
    case .toolbar:
      return toolbar(value).map { .value(.toolbar($0)) } ?? .mismatch("toolbar content")
    case .buttonBorderShape:
      return ((try? Self.buttonBorderShape(value, strict: false)) ?? nil).map {
        .value(.buttonBorderShape($0))
      }
        ?? .mismatch("a ButtonBorderShape such as '.capsule' or '.roundedRectangle(radius: 8)'")
    }
  }

  /// What to call a number of `rule` in a message.
  private static func describe(_ rule: NumberRule) -> String {
    switch rule {
    case .length: "a length from 0 to 100000"
    case .maximumLength: "a length from 0 to 100000, or .infinity"
    case .signed: "a number from -100000 to 100000"
    case .fraction: "a number from 0 to 1"
    case .ratio: "a ratio greater than 0"
    }
  }

  /// `value` read by `literal(_:as:)`, or `expected` when it is not one.
  private static func lenient(_ value: SourceValue, as type: ValueType, else expected: String) -> Conversion {
    ((try? literal(value, as: type)) ?? nil).map(Conversion.value) ?? .mismatch(expected)
  }

  /// The edges each of SwiftUI's `Edge.Set` members stands for, for both readers.
  package static let edgeNames: [(String, EdgeSet)] = [
    ("all", .all), ("top", .top), ("leading", .leading), ("bottom", .bottom),
    ("trailing", .trailing), ("horizontal", .horizontal), ("vertical", .vertical),
  ]

  /// Padding's insets, for both readers: its arguments, gathered into an array by the matcher
  /// (`[]`, the default, `[8]`, `[.horizontal]`, `[.horizontal, 8]`), or one value (`8`,
  /// `EdgeInsets(top:leading:bottom:trailing:)`, as a layout file's reader writes its `padding`
  /// forms). A scaled metric (`ScaledMetric(wrappedValue: 16, relativeTo: .title)`, a layout
  /// file's `{scaled: 16}`) scales the edges it is the length of: alone or beside edges, every
  /// one given; in `EdgeInsets(…)`, its own edge, the others staying fixed (the first metric's
  /// text style for all).
  package static func scalableInsets(_ value: SourceValue) -> ScalableInsets? {
    // Swift source's `.padding(EdgeInsets(…))`, gathered into an array by the matcher.
    let single = if case .array(let parts) = value, parts.count == 1 { parts[0] } else { value }
    if case .call(let call) = single, call.name == "EdgeInsets" {
      // Nothing scaled (most paddings): the insets as written.
      let arguments = call.arguments
      guard arguments.indices.contains(where: { unscaled(arguments[$0].value).relativeTo != nil }) else {
        return insets(single).map { ScalableInsets(fixed: $0) }
      }
      var fixed = EdgeInsets.zero
      var scaled = EdgeInsets.zero
      var style: TextStyle?
      for argument in call.arguments {
        let (length, relativeTo) = unscaled(argument.value)
        guard let n = try? number(length, rule: .signed) else { return nil }
        let edge: WritableKeyPath<EdgeInsets, Double>
        switch argument.label {
        case "top": edge = \.top
        case "leading": edge = \.leading
        case "bottom": edge = \.bottom
        case "trailing": edge = \.trailing
        default: return nil
        }
        if let relativeTo {
          scaled[keyPath: edge] = n
          style = style ?? relativeTo
        } else {
          fixed[keyPath: edge] = n
        }
      }
      return ScalableInsets(fixed: fixed != .zero ? fixed : nil, scaled: style.map { (scaled, $0) })
    }
    let (value, scaledWith) = unscaled(value)
    return insets(value).map { insets in
      scaledWith.map { ScalableInsets(fixed: nil, scaled: (insets, $0)) } ?? ScalableInsets(fixed: insets)
    }
  }

  /// `value` with each implicit initializer (`.init(top: 6, leading: 0, bottom: 12, trailing: 0)`)
  /// named by the type the argument takes, as Swift infers it from context: `EdgeInsets` for
  /// insets, `GridItem` for the items of grid columns.
  static func contextual(_ value: SourceValue, as type: ValueType) -> SourceValue {
    let name: String
    switch type {
    case .insets: name = "EdgeInsets"
    case .gridItems: name = "GridItem"
    default: return value
    }
    func named(_ value: SourceValue) -> SourceValue {
      guard case .call(var call) = value, call.name == "init", call.base == nil else { return value }
      call.name = name
      return .call(call)
    }
    if case .array(let parts) = value { return .array(parts.map(named)) }
    return named(value)
  }

  /// Padding's insets without scaled metrics (`scalableInsets(_:)`).
  private static func insets(_ value: SourceValue) -> EdgeInsets? {
    // One length, the most common padding: no array to gather it in.
    if case .number = value, let n = try? Self.number(value, rule: .length) { return EdgeInsets(all: n) }
    let single = if case .array(let values) = value, values.count == 1 { values[0] } else { value }
    if case .call(let call) = single, call.name == "EdgeInsets" {
      var insets = EdgeInsets()
      // By index: a loop over the arguments would copy each.
      for index in call.arguments.indices {
        guard let n = try? Self.number(call.arguments[index].value, rule: .signed) else { return nil }
        switch call.arguments[index].label {
        case "top": insets.top = n
        case "leading": insets.leading = n
        case "bottom": insets.bottom = n
        case "trailing": insets.trailing = n
        default: return nil
        }
      }
      return insets
    }
    let parts: [SourceValue] = if case .array(let values) = value { values } else { [value] }
    let standard = ControlMetrics.defaultPadding
    var edges: EdgeSet = .all
    var length = standard
    for part in parts {
      if let n = try? Self.number(part, rule: .length) {
        length = n
      } else if case .edges(let set)? = try? Self.literal(part, as: .edges) {
        edges = set
      } else {
        return nil
      }
    }
    return EdgeInsets(
      top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
      bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
  }

  /// A font as SwiftUI writes one, for both readers (a layout file's `font: .title.bold()` is read
  /// into the same value): a text style (`.headline`, `Font.title`), `.system(size:weight:design:)`,
  /// `.system(_:design:weight:)`, `.custom(_:size:relativeTo:)` (which scales with Dynamic Type
  /// like its style, `.body` unless given, as SwiftUI's does) and `.custom(_:fixedSize:)` (which
  /// does not), with `.bold()`, `.italic()`, `.monospaced()`, `.monospacedDigit()` and
  /// `.weight(_:)` applied. `strict` (layout files) refuses a label, modifier or value it does not
  /// know; otherwise (Swift source) those are left out and the rest is kept.
  package static func font(_ value: SourceValue, strict: Bool) -> Font? {
    switch value {
    case .member(let base, let name) where base == nil || base == "Font":
      return TextStyle(rawValue: name).map { Font(style: $0) }
    case .call(let call)
    where (call.base == nil || call.base == "Font") && (call.name == "system" || call.name == "custom"):
      // Swift source keeps `.system(size: 20).weight(.heavy)`'s methods in the call's chain.
      return systemOrCustomFont(call, strict: strict).flatMap {
        applying(call.modifiers, to: $0, strict: strict)
      }
    case .modified(let base, let modifiers):
      return font(base, strict: strict).flatMap { applying(modifiers, to: $0, strict: strict) }
    default:
      return nil
    }
  }

  /// `font` with SwiftUI's font methods `modifiers` applied, innermost first.
  private static func applying(_ modifiers: [Call], to font: Font, strict: Bool) -> Font? {
    var font = font
    for modifier in modifiers {
      let argument = modifier.arguments.count == 1 ? modifier.arguments[0].value : nil
      switch (modifier.name, modifier.arguments.isEmpty) {
      case ("bold", true): font.weight = .bold
      case ("italic", true): font.isItalic = true
      case ("monospaced", true): font.design = .monospaced
      case ("monospacedDigit", true): font.hasMonospacedDigits = true
      case ("weight", false):
        guard let weight = argument.flatMap(Self.name).flatMap(FontWeight.init(name:)) else {
          if strict { return nil } else { continue }
        }
        font.weight = weight
      default: if strict { return nil }
      }
    }
    return font
  }

  /// `.system(…)` or `.custom(…)` (see `font(_:strict:)`).
  private static func systemOrCustomFont(_ call: Call, strict: Bool) -> Font? {
    let isCustom = call.name == "custom"
    var font = Font()
    var relativeTo: TextStyle?
    for (index, argument) in call.arguments.enumerated() {
      let member = Self.name(argument.value)
      switch (isCustom, argument.label, argument.value) {
      case (true, nil, .string) where index == 0: continue
      case (false, nil, _) where index == 0 && member.flatMap(TextStyle.init(rawValue:)) != nil:
        font.style = TextStyle(rawValue: member!)!
      case (_, "size", .number(let size)) where NumberRule.ratio.problem(with: size) == nil,
        (true, "fixedSize", .number(let size)) where NumberRule.ratio.problem(with: size) == nil:
        font.fixedSize = size
        font.scalesWithStyle = isCustom && argument.label == "size"
      case (false, "weight", _) where member.flatMap(FontWeight.init(name:)) != nil:
        font.weight = FontWeight(name: member!)
      case (false, "design", _) where member.flatMap(FontDesign.init(rawValue:)) != nil:
        font.design = FontDesign(rawValue: member!)
      case (true, "relativeTo", _) where member.flatMap(TextStyle.init(rawValue:)) != nil:
        relativeTo = TextStyle(rawValue: member!)
      default:
        if strict { return nil }
      }
    }
    if isCustom {
      guard font.fixedSize != nil else { return nil }
      font.style = relativeTo ?? .body
    }
    return font
  }

  /// A string, a number written as text, or the text of a `Text` value.
  static func text(_ value: SourceValue) -> String? {
    switch value {
    case .string(let string): string
    case .number(let n): n.formatted
    case .placeholder(let placeholder): placeholder.text
    case .call(let call) where call.name == "Text" || call.name == "Label":
      call.arguments.first.flatMap { text($0.value) }
    case .call(let call) where call.name == "init" && call.base == nil && call.arguments.count == 1:
      // `Text(.init(option.title))`: a `LocalizedStringKey` (or `String`) made from a string.
      call.arguments[0].label == nil ? text(call.arguments[0].value) : nil
    default: nil
    }
  }

  /// The member's name: `.leading`, `Alignment.leading`.
  static func name(_ value: SourceValue) -> String? {
    switch value {
    case .member(_, let name): name
    case .modified(let base, _): name(base)
    default: nil
    }
  }

  /// A standard colour's name: `.red`, `Color.red`, `.red.opacity(0.5)` (the opacity is not drawn).
  /// Colours the vocabulary does not name fill the same in a wireframe, so they stand in as the
  /// nearest it names: UIKit's (`Color(.systemBlue)` blue, `Color(.secondarySystemBackground)`
  /// and the materials gray, `.tint` the accent colour), and asset or component colours
  /// (`Color("Brand")`, `Color(red:green:blue:)`) gray.
  static func colorName(_ value: SourceValue) -> String? {
    if case .call(let call) = value, call.name == "Color", call.base == nil {
      guard let first = call.arguments.first else { return nil }
      if first.label == nil || first.label == "uiColor", let name = colorName(first.value) { return name }
      return nearestColorName(of: call) ?? "gray"
    }
    if case .modified(let base, _) = value, case .call = base { return colorName(base) }
    guard let name = name(value) else { return nil }
    if Shape.colorNames.contains(name) { return name }
    return shapeStyleColors[name] ?? systemColor(name)
  }

  /// Shape styles that fill as a colour: the tint, and the materials and system fills (gray).
  private static let shapeStyleColors: [String: String] = [
    "tint": "accentColor", "ultraThinMaterial": "gray", "thinMaterial": "gray", "regularMaterial": "gray",
    "thickMaterial": "gray", "ultraThickMaterial": "gray", "bar": "gray", "background": "white",
    "label": "primary", "secondaryLabel": "secondary", "tertiaryLabel": "secondary",
    "quaternaryLabel": "secondary", "placeholderText": "secondary", "link": "blue",
  ]

  /// UIKit's system colours by name: `systemBlue` is blue; backgrounds, fills, separators and
  /// `systemGray2`…`6` are gray.
  private static func systemColor(_ name: String) -> String? {
    if name.hasPrefix("system") {
      let rest = String(name.dropFirst("system".count))
      let color = rest.prefix(1).lowercased() + rest.dropFirst()
      if Shape.colorNames.contains(color) { return color }
    }
    let grays = ["Background", "Fill", "Separator", "separator", "Gray"]
    return grays.contains { name.contains($0) } ? "gray" : nil
  }

  /// The type-name endings of SwiftUI's style types, one per style modifier an element declares
  /// (`textFieldStyle`: `TextFieldStyle`), longest first so `GraphicalDatePickerStyle()` is not
  /// read as a `PickerStyle`.
  static let styleTypeSuffixes: [String] = {
    let modifiers = Declarations.elements.flatMap(\.arguments).compactMap { argument -> String? in
      guard case .modifier(let name) = argument.swiftUI, name.hasSuffix("Style") else { return nil }
      return name.prefix(1).uppercased() + name.dropFirst()
    }
    return Set(modifiers).sorted { ($0.count, $0) > ($1.count, $1) }
  }()

  /// A choice's name: a member (`.borderedProminent`), or a style type's initializer as the member
  /// it stands for (`PlainListStyle()` is `.plain`, `RoundedBorderTextFieldStyle()`
  /// `.roundedBorder`, `DefaultPickerStyle()` `.automatic`).
  private static func choiceName(_ value: SourceValue) -> String? {
    if let name = name(value) { return name }
    guard case .call(let call) = value else { return nil }
    for suffix in styleTypeSuffixes where call.name.hasSuffix(suffix) && call.name != suffix {
      let stem = call.name.dropLast(suffix.count)
      return stem == "Default" ? "automatic" : stem.prefix(1).lowercased() + stem.dropFirst()
    }
    return call.name
  }
}
