import LayoutEngine

extension ValueType {
  /// How a layout file writes a value of this type, in a few words, for the documentation's
  /// element and modifier tables.
  var layoutFileForm: String {
    switch self {
    case .text: "text"
    case .localizedText: "text, or text by language"
    case .symbolName: "SF Symbol name"
    case .number(let rule): rule.layoutFileForm
    case .scalableLength(let rule): rule.layoutFileForm + " or scaled metric"
    case .integer(let minimum): "whole number ≥ \(minimum)"
    case .lineCount: "whole number ≥ 1, or `none`"
    case .lineRange: "whole number ≥ 1, `none`, or a range `2...3`, `2...`, `...3`"
    case .typeSizes: "a type size, or a range such as `...xxxLarge`"
    case .anyValue: "anything (kept as written)"
    case .bool: "`true` / `false`"
    case .horizontalAlignment, .textAlignment: "`leading` / `center` / `trailing`"
    case .verticalAlignment: "`top` / `center` / `bottom` / `firstTextBaseline` / `lastTextBaseline`"
    case .alignment: "any alignment"
    case .axis: "`vertical` / `horizontal` (or a one-item list)"
    case .axes: "`horizontal` / `vertical` / `both`, or a list"
    case .edges: "an edge or a list of edges"
    case .insets: "number (all edges), `true` (16), or numbers by edge"
    case .colorName: "colour name, `\"#RRGGBB\"` or `Color(…)`"
    case .textStyle: "text style"
    case .fontWeight: "weight"
    case .font:
      "text style, `{style, weight, size, relativeTo, design, italic, monospacedDigit}`, or SwiftUI's `.system(size:weight:design:)`, `.custom(_:size:relativeTo:)`, `.title.bold()`"
    case .choice(let choices): choices.names.map { "`\($0)`" }.joined(separator: " / ")
    case .gridItems: "number of columns, or list of column items"
    case .view: "a node, or a colour name"
    case .toolbar: "`topBarLeading` / `topBarTrailing` / `bottomBar` lists of views"
    case .textList: "list of texts"
    case .buttonBorderShape:
      "`automatic` / `capsule` / `roundedRectangle` / `circle` / `buttonBorder`, or `roundedRectangle(radius: 8)`"
    }
  }
}

extension ValueType {
  /// What a value of this type is called in a layout file's messages ("unknown alignment …",
  /// "expected a number …").
  var layoutFileKind: String {
    switch self {
    case .text, .localizedText, .symbolName: "text"
    case .number, .scalableLength: "a number"
    case .integer, .lineCount: "a whole number"
    case .bool: "true or false"
    case .horizontalAlignment, .verticalAlignment, .alignment: "alignment"
    case .textAlignment: "text alignment"
    case .axis, .axes: "axis"
    case .edges: "edge"
    case .colorName: "colour"
    case .textStyle: "text style"
    case .fontWeight: "font weight"
    case .choice(let choices): choices.kind
    case .buttonBorderShape: "button border shape"
    case .lineRange, .typeSizes, .anyValue, .insets, .font, .gridItems, .view, .toolbar, .textList:
      "a value"
    }
  }
}

extension NumberRule {
  /// How a layout file writes a number of this rule.
  var layoutFileForm: String {
    switch self {
    case .length: "number"
    case .maximumLength: "number or `infinity`"
    case .signed: "number (may be negative)"
    case .fraction: "number from 0 to 1"
    case .ratio: "number > 0"
    }
  }
}
