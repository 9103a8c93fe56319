import LayoutEngine
import LayoutMapping

/// Fonts: a text style, a mapping of a style, weight, size, design and SwiftUI's font modifiers,
/// or SwiftUI's spelling of a `Font`; each spelled as SwiftUI writes the font, for the one font
/// reading (`ValueConverter.font`), which the strict mapper applies.
extension ValueReader {
  /// `font: headline`, `font: {style: title, weight: bold, size: 28}`, or SwiftUI's spelling:
  /// `.headline`, `.title2.weight(.semibold)`, `.body.bold().italic()`,
  /// `.system(size: 17, weight: .medium, design: .rounded)`, `.system(.title, design: .serif)`,
  /// `.custom("Avenir", size: 17, relativeTo: .body)` (scales like `body`) or
  /// `.custom("Avenir", fixedSize: 17)`; as SwiftUI writes it. `size` alone fixes the point size
  /// so it no longer follows Dynamic Type; with `relativeTo` it is the size at Large and scales
  /// like that style.
  func writtenFont(_ value: YAMLNode) throws(LayoutFileError) -> SourceValue {
    guard case .mapping = value else {
      if let text = value.plainText ?? value.text, text.contains("(") || text.dropFirst().contains(".") {
        guard let font = ValueExpression.parse(text, at: context.location(of: value)) else {
          throw notAFont(value)
        }
        return font
      }
      guard case .textStyle(let style) = try literal(value, as: .textStyle, for: "font") else {
        throw notAFont(value)
      }
      return .member(base: nil, name: style.rawValue)
    }
    return try writtenFontFields(value)
  }

  /// The error for a value that is no font.
  func notAFont(_ value: YAMLNode) -> LayoutFileError {
    context.error(
      "expected a font such as 'headline', '.title.bold()' or '.system(size: 17, weight: .semibold)' "
        + "for 'font', found \(context.describe(value))", at: value)
  }

  /// A font's mapping as SwiftUI writes the font: `{style: title, size: 28, design: rounded}` is
  /// `.system(.title, size: 28, design: .rounded)`, `{size: 17, relativeTo: body}` is
  /// `.custom(size: 17, relativeTo: .body)`, and `weight`, `italic: true` and
  /// `monospacedDigit: true` are the font's `.weight(_:)`, `.italic()` and `.monospacedDigit()`.
  /// Each field's name and value is checked here, at its key or value.
  private func writtenFontFields(_ value: YAMLNode) throws(LayoutFileError) -> SourceValue {
    let fields = try context.fields(
      of: value, for: "font",
      allowed: ["style", "weight", "size", "relativeTo", "design", "italic", "monospacedDigit"])
    var arguments: [String: Argument] = [:]
    var methods: [Call] = []
    for field in fields {
      let written: SourceValue
      switch field.key {
      case "style", "relativeTo":
        guard case .textStyle(let style) = try literal(field.value, as: .textStyle, for: field.key) else {
          continue
        }
        written = .member(base: nil, name: style.rawValue)
      case "weight":
        guard case .fontWeight(let weight) = try literal(field.value, as: .fontWeight, for: "weight") else {
          continue
        }
        let name = SourceValue.member(base: nil, name: weight.name)
        methods.append(
          Call(
            name: "weight",
            arguments: [Argument(label: nil, value: name, source: context.location(of: field.value))],
            source: context.location(of: field.keyNode)))
        continue
      case "design":
        let names = FontDesign.allCases.map(\.rawValue)
        written = .member(
          base: nil, name: try name(field.value, for: "design", among: names, kind: "font design"))
      case "italic", "monospacedDigit":
        guard case .bool(true) = try literal(field.value, as: .bool, for: field.key) else { continue }
        methods.append(Call(name: field.key, source: context.location(of: field.keyNode)))
        continue
      default:
        written = .number(try number(field.value, for: "size", rule: .ratio))
      }
      arguments[field.key] = Argument(
        label: field.key == "style" ? nil : field.key, value: written,
        source: context.location(of: field.value),
        labelSource: context.location(of: field.keyNode))
    }
    var call: Call
    if let relativeTo = arguments["relativeTo"] {
      guard let size = arguments["size"] else {
        throw context.error("'relativeTo' scales a 'size'; give the font a 'size' too", at: value)
      }
      guard arguments["style"] == nil else {
        throw LayoutFileError(
          location: relativeTo.labelSource ?? relativeTo.source,
          message: "give 'style' or 'relativeTo', not both: both name the style it scales like")
      }
      if let design = arguments["design"] {
        throw LayoutFileError(
          location: design.labelSource ?? design.source,
          message: "a size 'relativeTo' a style is SwiftUI's '.custom(_:size:relativeTo:)', which has no "
            + "'design'; give the size alone for '.system(size:design:)'")
      }
      call = Call(name: "custom", arguments: [size, relativeTo], source: context.location(of: value))
    } else {
      // `.system(_ style:, size:, design:)`, in that order.
      call = Call(
        name: "system", arguments: ["style", "size", "design"].compactMap { arguments[$0] },
        source: context.location(of: value))
    }
    call.modifiers = methods
    return .call(call)
  }
}
