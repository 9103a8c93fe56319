import LayoutEngine
import LayoutMapping

/// Fonts: a text style, with a weight, a size, a design and SwiftUI's font modifiers, written as
/// a mapping or as SwiftUI writes a `Font`.
extension ValueReader {
  /// `font: headline`, `font: {style: title, weight: bold, size: 28}`, or SwiftUI's spelling:
  /// `.headline`, `.title2.weight(.semibold)`, `.body.bold().italic()`,
  /// `.system(size: 17, weight: .medium, design: .rounded)`, `.system(.title, design: .serif)`,
  /// `.custom("Avenir", size: 17, relativeTo: .body)` (scales like `body`) or
  /// `.custom("Avenir", fixedSize: 17)`. `size` alone fixes the point size so it no longer follows
  /// Dynamic Type; with `relativeTo` it is the size at Large and scales like that style.
  func font(_ value: YAMLNode) throws(LayoutFileError) -> Font {
    guard case .mapping = value else {
      if let text = value.plainText ?? value.text, text.contains("(") || text.dropFirst().contains(".") {
        guard
          let font = ValueExpression.parse(text, at: context.location(of: value)).flatMap({
            ValueConverter.font($0, strict: true)
          })
        else {
          throw context.error(
            "expected a font such as 'headline', '.title.bold()' or '.system(size: 17, weight: .semibold)' "
              + "for 'font', found \(context.describe(value))", at: value)
        }
        return font
      }
      guard case .textStyle(let style) = try literal(value, as: .textStyle, for: "font") else {
        return Font()
      }
      return Font(style: style)
    }
    var font = Font()
    var relativeTo: TextStyle?
    let fields = try context.fields(
      of: value, for: "font",
      allowed: ["style", "weight", "size", "relativeTo", "design", "italic", "monospacedDigit"])
    for field in fields {
      switch field.key {
      case "style", "relativeTo":
        guard case .textStyle(let style) = try literal(field.value, as: .textStyle, for: field.key) else {
          break
        }
        if field.key == "style" { font.style = style } else { relativeTo = style }
      case "weight":
        guard case .fontWeight(let weight) = try literal(field.value, as: .fontWeight, for: "weight") else {
          break
        }
        font.weight = weight
      case "design":
        let names = FontDesign.allCases.map(\.rawValue)
        font.design = FontDesign(
          rawValue: try name(field.value, for: "design", among: names, kind: "font design"))
      case "italic", "monospacedDigit":
        guard case .bool(let flag) = try literal(field.value, as: .bool, for: field.key) else { break }
        if field.key == "italic" { font.isItalic = flag } else { font.hasMonospacedDigits = flag }
      default:
        font.fixedSize = try number(field.value, for: "size", rule: .ratio)
      }
    }
    if let relativeTo {
      guard font.fixedSize != nil, let field = fields.first(where: { $0.key == "relativeTo" }) else {
        throw context.error("'relativeTo' scales a 'size'; give the font a 'size' too", at: value)
      }
      guard !fields.contains(where: { $0.key == "style" }) else {
        throw context.error(
          "give 'style' or 'relativeTo', not both: both name the style it scales like", at: field.keyNode)
      }
      font.style = relativeTo
      font.scalesWithStyle = true
    }
    return font
  }
}
