import LayoutEngine

/// Builds SVG markup one element per line, every number through `SVGMarkup.number` and every
/// text through `SVGMarkup.escaped`, so drawing code never spells markup or formats a number.
struct SVGWriter {
  /// The markup written so far.
  private(set) var markup = ""
  /// Open groups, for indentation.
  private var depth = 1

  /// An attribute value: a number (formatted) or text (escaped).
  enum Value {
    case number(Double)
    case text(String)

    var spelled: String {
      switch self {
      case .number(let value): SVGMarkup.number(value)
      case .text(let text): MarkupEscaping.escaped(text)
      }
    }
  }

  /// An empty element, `<name a="1" b="x"/>`; attributes keep the order given.
  mutating func element(_ name: String, _ attributes: KeyValuePairs<String, Value>) {
    line("<\(name)\(Self.spell(attributes))/>")
  }

  /// An element with text content, `<name …>text</name>`.
  mutating func element(_ name: String, _ attributes: KeyValuePairs<String, Value>, text: String) {
    line("<\(name)\(Self.spell(attributes))>\(MarkupEscaping.escaped(text))</\(name)>")
  }

  /// A rectangle, with rounded corners when `radius` is above 0.
  mutating func rect(_ rect: Rect, radius: Double = 0, className: String) {
    if radius > 0 {
      element(
        "rect",
        [
          "x": .number(rect.minX), "y": .number(rect.minY), "width": .number(max(0, rect.width)),
          "height": .number(max(0, rect.height)), "rx": .number(radius), "class": .text(className),
        ])
    } else {
      element(
        "rect",
        [
          "x": .number(rect.minX), "y": .number(rect.minY), "width": .number(max(0, rect.width)),
          "height": .number(max(0, rect.height)), "class": .text(className),
        ])
    }
  }

  /// A straight line from `start` to `end`.
  mutating func line(from start: Point, to end: Point, className: String) {
    element(
      "line",
      [
        "x1": .number(start.x), "y1": .number(start.y), "x2": .number(end.x), "y2": .number(end.y),
        "class": .text(className),
      ])
  }

  /// A circle around `center`.
  mutating func circle(center: Point, radius: Double, className: String) {
    element(
      "circle",
      [
        "cx": .number(center.x), "cy": .number(center.y), "r": .number(max(0, radius)),
        "class": .text(className),
      ])
  }

  /// Opens a `<g>` with `attributes`; close it with `close()`.
  mutating func open(_ attributes: KeyValuePairs<String, Value>) {
    line("<g\(Self.spell(attributes))>")
    depth += 1
  }

  /// Opens a `<g>` whose attributes are only known at run time (some may be left out).
  mutating func open(attributes: [(String, Value)]) {
    line("<g" + attributes.map { " \($0.0)=\"\($0.1.spelled)\"" }.joined() + ">")
    depth += 1
  }

  /// Closes the innermost group.
  mutating func close() {
    depth -= 1
    line("</g>")
  }

  /// Appends one line of raw markup at the current indentation.
  mutating func line(_ text: String) {
    markup += String(repeating: "  ", count: max(0, depth)) + text + "\n"
  }

  private static func spell(_ attributes: KeyValuePairs<String, Value>) -> String {
    var out = ""
    for (name, value) in attributes { out += " \(name)=\"\(value.spelled)\"" }
    return out
  }
}
