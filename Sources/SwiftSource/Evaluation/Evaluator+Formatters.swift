import LayoutMapping
import SwiftSyntax

/// Foundation's formatters as the preview's English locale writes them: lists
/// (`ListFormatter.localizedString(byJoining:)`, `names.formatted()`), measurements
/// (`Measurement(value: 5, unit: UnitLength.kilometers).formatted()`) and dates
/// (`date.formatted(date: .abbreviated, time: .shortened)`, `Text(.now, format: .dateTime.hour())`).
/// A date is the preview's representative moment, Thursday 1 January 2026 at 9:41 AM (the one
/// `SwiftUISpellings.representativeDate` names), so the text is plausible and the same on every
/// run; a measurement keeps the unit it was given.
extension Evaluator {
  /// Library types whose values the preview formats, so a property holding one keeps it
  /// (`let start = Date()`) rather than becoming model data it cannot know.
  static let formattedTypes: Set<String> = ["Date", "Measurement"]

  /// `ListFormatter.localizedString(byJoining: names)`; `nil` for any other static call.
  func listFormatterCall(_ name: String, of type: String, _ node: FunctionCallExprSyntax, _ context: Context)
    -> Evaluated?
  {
    guard type == "ListFormatter", name == "localizedString", let first = node.arguments.first,
      first.label?.text == "byJoining"
    else { return nil }
    guard case .array(let elements) = evaluate(first.expression, context) else { return unknown(node) }
    return joinedList(elements, conjunction: "and", node, context)
  }

  /// `base.formatted(…)` of a list of strings, a measurement or a date; `nil` for anything else.
  func formattedValue(_ name: String, on base: Evaluated, _ node: FunctionCallExprSyntax, _ context: Context)
    -> Evaluated?
  {
    guard name == "formatted" else { return nil }
    if case .array(let elements) = base {
      // `.formatted(.list(type: .or))`.
      let style = node.arguments.first.map { evaluate($0.expression, context) }
      let isOr = style.map { "\(publicValue($0, at: node, context))".contains("or") } ?? false
      return joinedList(elements, conjunction: isOr ? "or" : "and", node, context)
    }
    if case .value(.call(let call)) = base, call.base == nil, call.name == "Measurement" {
      return measurementText(call, node, context)
    }
    if let seconds = Self.durationSeconds(base) {
      let style = node.arguments.first.map {
        "\(publicValue(evaluate($0.expression, context), at: $0, context))"
      }
      return .value(.string(Self.durationText(seconds, style: style ?? "")))
    }
    guard Self.isDate(base) else { return nil }
    var parts: [String: String] = [:]
    var chain: [String] = []
    for argument in node.arguments {
      let value = publicValue(evaluate(argument.expression, context), at: argument, context)
      if let label = argument.label?.text {
        parts[label] = Self.memberName(value)
      } else {
        chain = Self.styleNames(value)
      }
    }
    if !parts.isEmpty {
      return .value(
        .string(Self.dateText(date: parts["date"] ?? "numeric", time: parts["time"] ?? "shortened")))
    }
    return .value(.string(Self.dateText(components: chain)))
  }

  /// `Text(date, format: .dateTime.weekday().hour())` as the text it shows; `call` unchanged for
  /// any other call (the mapping writes `Text(date, style:)` and a number's format).
  func formattingDate(_ call: Call, _ evaluated: [EvaluatedArgument]) -> Call {
    guard call.name == "Text", call.base == nil, evaluated.count == 2, evaluated[0].label == nil,
      evaluated[1].label == "format", Self.isDate(evaluated[0].value)
    else { return call }
    let names = Self.styleNames(call.arguments[1].value)
    guard names.first == "dateTime" else { return call }
    var text = call
    text.arguments = [
      Argument(label: nil, value: .string(Self.dateText(components: names)), source: call.arguments[0].source)
    ]
    return text
  }

  /// Whether a value is a date the app makes (`Date()`, `.now`, `Date.now`).
  static func isDate(_ value: Evaluated) -> Bool {
    switch value {
    case .value(.call(let call)): call.base == nil && call.name == "Date"
    case .value(.member(let base, let name)): (base == "Date" || base == nil) && name == "now"
    default: false
    }
  }

  /// The names of a format style written as a chain: `.dateTime.month(.wide).day()` is
  /// `dateTime`, `month.wide`, `day`.
  private static func styleNames(_ value: SourceValue) -> [String] {
    switch value {
    case .member(_, let name): return [name]
    case .call(let call): return [call.name]
    case .modified(let base, let modifiers):
      return styleNames(base)
        + modifiers.map { modifier in
          let width = modifier.arguments.first.flatMap { Self.memberName($0.value) }
          return modifier.name + (width.map { "." + $0 } ?? "")
        }
    default: return []
    }
  }

  /// The representative moment as `date.formatted(date:time:)` writes it in English.
  static func dateText(date: String, time: String) -> String {
    let day: String? =
      switch date {
      case "omitted": nil
      case "abbreviated": "Jan 1, 2026"
      case "long": "January 1, 2026"
      case "complete": "Thursday, January 1, 2026"
      default: "1/1/2026"
      }
    let clock: String? =
      switch time {
      case "omitted": nil
      case "standard", "complete": "9:41:00 AM"
      default: "9:41 AM"
      }
    guard let day else { return clock ?? "" }
    guard let clock else { return day }
    return day + (date == "numeric" ? ", " : " at ") + clock
  }

  /// The representative moment as a `.dateTime` chain of components writes it: `.month().day()`
  /// is `Jan 1`, `.hour().minute()` is `9:41 AM`, `.dateTime` alone is `1/1/2026, 9:41 AM`.
  static func dateText(components names: [String]) -> String {
    let fields = Dictionary(
      names.map { name in
        let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
        return (parts[0], parts.count > 1 ? parts[1] : "")
      }, uniquingKeysWith: { _, last in last })
    guard fields.keys.contains(where: { $0 != "dateTime" }) else {
      return dateText(date: "numeric", time: "shortened")
    }
    var date: [String] = []
    if let width = fields["weekday"] { date.append(width == "wide" ? "Thursday" : "Thu") }
    var monthDay: [String] = []
    if let width = fields["month"] {
      monthDay.append(
        width == "wide" ? "January" : width == "twoDigits" || width == "defaultDigits" ? "1" : "Jan")
    }
    if fields["day"] != nil { monthDay.append("1") }
    if !monthDay.isEmpty { date.append(monthDay.joined(separator: " ")) }
    if fields["year"] != nil { date.append("2026") }
    var time = ""
    if fields["hour"] != nil { time = fields["minute"] != nil ? "9:41" : "9" }
    if fields["second"] != nil, fields["hour"] != nil { time += ":00" }
    if !time.isEmpty { time += " AM" }
    return [date.joined(separator: ", "), time].filter { !$0.isEmpty }.joined(separator: ", ")
  }

  /// The whole seconds of a `Duration` (`.seconds(90)`, `Duration.minutes(30)`), else `nil`.
  private static func durationSeconds(_ value: Evaluated) -> Int? {
    guard case .value(.call(let call)) = value, call.base == nil || call.base == "Duration",
      let scale = ["seconds": 1, "minutes": 60, "hours": 3600][call.name], call.arguments.count == 1,
      case .number(let amount) = call.arguments[0].value, let whole = whole(amount * Double(scale)),
      whole >= 0
    else { return nil }
    return whole
  }

  /// A duration as `formatted(.units())` writes it (`30 min`, `1 hr, 5 min`; `.units(width:
  /// .wide)` `30 minutes`), or as `formatted()` does, `0:30:00`.
  private static func durationText(_ seconds: Int, style: String) -> String {
    let (hours, minutes, rest) = (seconds / 3600, seconds % 3600 / 60, seconds % 60)
    guard style.contains("units") else {
      return "\(hours):" + String(format: "%02d:%02d", minutes, rest)
    }
    let wide = style.contains("wide")
    let parts = [(hours, "hr", "hour"), (minutes, "min", "minute"), (rest, "sec", "second")]
      .filter { $0.0 > 0 }
      .map { amount, short, long in "\(amount) " + (wide ? long + (amount == 1 ? "" : "s") : short) }
    return parts.isEmpty ? (wide ? "0 seconds" : "0 sec") : parts.joined(separator: ", ")
  }

  /// Strings joined as an English list: `Ann`, `Ann and Bo`, `Ann, Bo, and Cy`; unknown when an
  /// element is not a string.
  private func joinedList(
    _ elements: [Evaluated], conjunction: String, _ node: FunctionCallExprSyntax, _ context: Context
  ) -> Evaluated {
    let texts = elements.compactMap(\.string)
    guard texts.count == elements.count else { return unknown(node) }
    let text: String =
      switch texts.count {
      case 0: ""
      case 1: texts[0]
      case 2: texts[0] + " \(conjunction) " + texts[1]
      default: texts.dropLast().joined(separator: ", ") + ", \(conjunction) " + texts[texts.count - 1]
      }
    return checkedString(text, node, context.file)
  }

  /// `Measurement(value: 5.2, unit: UnitLength.kilometers).formatted()`: `5.2 km`; with
  /// `.measurement(width: .wide)`, `5.2 kilometers`; unknown for a unit the preview does not name.
  private func measurementText(_ call: Call, _ node: FunctionCallExprSyntax, _ context: Context) -> Evaluated
  {
    guard case .number(let value)? = call.argument("value")?.value,
      let unit = call.argument("unit").flatMap({ Self.memberName($0.value) }),
      let names = Self.unitNames[unit]
    else { return unknown(node) }
    let style = node.arguments.first.map {
      "\(publicValue(evaluate($0.expression, context), at: $0, context))"
    }
    let number = Self.describe((value * 100).rounded() / 100)
    if style?.contains("wide") == true {
      return .value(.string(number + " " + (value == 1 ? names.1 : names.2)))
    }
    if style?.contains("narrow") == true { return .value(.string(number + names.0)) }
    return .value(.string(number + " " + names.0))
  }

  /// Units by Foundation's name: the symbol, and the wide name in the singular and plural.
  private static let unitNames: [String: (String, String, String)] = [
    "kilometers": ("km", "kilometer", "kilometers"), "meters": ("m", "meter", "meters"),
    "centimeters": ("cm", "centimeter", "centimeters"), "miles": ("mi", "mile", "miles"),
    "feet": ("ft", "foot", "feet"), "inches": ("in", "inch", "inches"),
    "kilograms": ("kg", "kilogram", "kilograms"), "grams": ("g", "gram", "grams"),
    "pounds": ("lb", "pound", "pounds"), "liters": ("L", "liter", "liters"),
    "milliliters": ("mL", "milliliter", "milliliters"),
    "celsius": ("°C", "degree Celsius", "degrees Celsius"),
    "fahrenheit": ("°F", "degree Fahrenheit", "degrees Fahrenheit"), "hours": ("hr", "hour", "hours"),
    "minutes": ("min", "minute", "minutes"), "seconds": ("sec", "second", "seconds"),
    "kilocalories": ("kcal", "kilocalorie", "kilocalories"),
    "kilometersPerHour": ("km/h", "kilometer per hour", "kilometers per hour"),
    "milesPerHour": ("mph", "mile per hour", "miles per hour"),
  ]

  /// The name of a member value (`.wide`, `UnitLength.kilometers`), else `nil`.
  private static func memberName(_ value: SourceValue) -> String? {
    switch value {
    case .member(_, let name): name
    case .modified(let base, _): memberName(base)
    default: nil
    }
  }
}
